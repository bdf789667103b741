// Test network guard (issue 27 item 5): a test may connect to this machine only. Every TCP connect
// goes through net.Socket.prototype.connect (net.connect, tls.connect, http(s) agents, undici and so
// fetch, pg, mysql2, kafkajs, ssh2, basic-ftp, nodemailer...), so wrapping it refuses, before any
// packet is sent, a connect to an address that is not loopback (127.0.0.0/8, ::1, an IPv4-mapped
// 127.x) and checks a host name's resolved addresses the same way (the caller's own lookup, or
// dns.lookup, wrapped). Unix-domain sockets (a path) are allowed. The unspecified addresses 0.0.0.0
// and :: are allowed too: the kernel connects them to this machine, never to the network.
// A refused connect fails at once like an unreachable network: the socket emits an error with code
// ENETUNREACH and the message `test network guard: <host> is not loopback`.
// Loaded by every package's Jest config (jest.preset.js setupFiles) and by the Playwright runner and
// its workers (e2e/playwright.config.ts). The net module is shared by all test files of a Jest worker: the
// wrap is installed once per process, in the process's own realm (not in the first test file's Jest
// sandbox, whose Error, process and objects would outlive it and differ from the next file's).
const net = require('node:net');
const dns = require('node:dns');
const vm = require('node:vm');

const installed = Symbol.for('hub.testNetworkGuard');

/** True when connecting to this address (an IP literal) stays on this machine. */
function isLocalAddress(address) {
  let a = String(address).toLowerCase();
  if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
  const zone = a.indexOf('%');
  if (zone >= 0) a = a.slice(0, zone);
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a);
  if (mapped) a = mapped[1];
  const family = net.isIP(a);
  if (family === 4) return a.startsWith('127.') || a === '0.0.0.0';
  if (family === 6) return localIPv6.check(a, 'ipv6');
  return false;
}

// ::1 and :: however written (0:0:0:0:0:0:0:1, ::0001...).
const localIPv6 = new net.BlockList();
localIPv6.addAddress('::1', 'ipv6');
localIPv6.addAddress('::', 'ipv6');

function refusal(host, port) {
  const err = new Error(`test network guard: ${host} is not loopback`);
  err.code = 'ENETUNREACH';
  err.errno = -101;
  err.syscall = 'connect';
  err.address = host;
  if (port !== undefined) err.port = port;
  return err;
}

/** The connect arguments as [options, callback], as net's own normalizeArgs reads them. */
function normalize(args) {
  if (Array.isArray(args[0])) return [args[0][0] ?? {}, args[0][1] ?? null];
  const cb = typeof args[args.length - 1] === 'function' ? args[args.length - 1] : null;
  const first = args[0];
  if (first !== null && typeof first === 'object') return [first, cb];
  if (typeof first === 'string' && !/^\d+$/.test(first)) return [{ path: first }, cb];
  return [{ port: first, host: typeof args[1] === 'string' ? args[1] : undefined }, cb];
}

/** A lookup that answers the caller's lookup's addresses only when every one of them is loopback. */
function checkingLookup(original, port) {
  return function guardedLookup(hostname, options, callback) {
    if (typeof options === 'function') {
      callback = options;
      options = {};
    }
    original(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      const outside = addresses.find((a) => !isLocalAddress(a));
      if (outside !== undefined) return callback(refusal(`${hostname} (${outside})`, port));
      callback(null, address, family);
    });
  };
}

function install() {
  const proto = net.Socket.prototype;
  if (proto[installed]) return;
  const originalConnect = proto.connect;

  proto.connect = function guardedConnect(...args) {
    const [options, cb] = normalize(args);
    if (options.path !== undefined && options.path !== null) return originalConnect.apply(this, args);
    const host = options.host || 'localhost';
    if (
      net.isIP(
        String(host)
          .replace(/^\[|\]$/g, '')
          .replace(/%.*$/, ''),
      )
    ) {
      if (isLocalAddress(host)) return originalConnect.apply(this, args);
      // Refused through net's own failed-lookup path (as ENOTFOUND would be), which every client
      // (http, tls, undici) already handles: connecting, then 'lookup', then 'error' and 'close'.
      const refused = refusal(host, options.port);
      const failingLookup = (_name, _options, callback) => process.nextTick(callback, refused);
      return originalConnect.call(
        this,
        { ...options, host: 'refused.test-network-guard.invalid', lookup: failingLookup },
        cb,
      );
    }
    // A host name: resolved by the caller's lookup (or dns.lookup), every resolved address checked.
    const lookup = checkingLookup(options.lookup ?? dns.lookup, options.port);
    return originalConnect.call(this, { ...options, lookup }, cb);
  };
  Object.defineProperty(proto, installed, { value: true });
}

if (vm.runInThisContext('globalThis') === globalThis) {
  install();
} else if (!net.Socket.prototype[installed]) {
  // In a Jest test file's sandbox: run this file once more in the worker's own realm. It requires
  // only Node's built-in modules, which Jest hands out as they are (the same net module everywhere).
  const source = require('node:fs').readFileSync(__filename, 'utf8');
  const wrapper = vm.runInThisContext(
    `(function (exports, require, module, __filename, __dirname) {${source}\n})`,
    {
      filename: __filename,
    },
  );
  const outer = { exports: {} };
  wrapper(outer.exports, require, outer, __filename, __dirname);
}

module.exports = { isLocalAddress };
