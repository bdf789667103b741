// bench/frontend/server-trace.cjs: where a request's time goes inside the all-in-one hub (issue 30,
// session 26). Loaded into the gateway with --require, it appends one JSON line per event to
// BENCH_TRACE_FILE (default /tmp/hub-server-trace.jsonl):
//   {"k":"http", "s", "e", "m", "u", "st", "ua"}  every HTTP request the process served (start, finish,
//       method, URL, status, the first characters of its user agent: "node" for the session start's
//       own reads of its parts, "Mozilla/5." for the browser's)
//   {"k":"sql", "q", "s", "e", "sql"}  every PGlite statement: asked (q), started once PGlite was free (s), ended
//   {"k":"gap", "s", "e", "cpu"}  the event loop ran a 5 ms timer more than 40 ms late; cpu is the process's
//       CPU time in the gap: close to the gap, the loop was busy; close to 0, the process was not running
// Times are ms since the epoch (performance.timeOrigin + now), "pid" names the process. bench/frontend's
// startGateway passes its environment on, so
//   NODE_OPTIONS="--require $PWD/bench/frontend/server-trace.cjs" BENCH_TIMELINE=1 node bench/frontend/chain.mjs
// traces the hub beside the browser's timeline (the bench's own process writes only its gaps).
const fs = require('node:fs');
const http = require('node:http');
const Module = require('node:module');
const { performance } = require('node:perf_hooks');

const file = process.env.BENCH_TRACE_FILE || '/tmp/hub-server-trace.jsonl';
const now = () => performance.timeOrigin + performance.now();
const write = (entry) => fs.appendFileSync(file, `${JSON.stringify({ pid: process.pid, ...entry })}\n`);

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res) {
  if (event === 'request') {
    const s = now();
    res.on('finish', () => write({ k: 'http', s, e: now(), m: req.method, u: req.url, st: res.statusCode, ua: String(req.headers['user-agent'] ?? '').slice(0, 10) }));
  }
  return emit.apply(this, arguments);
};

/** The statement of a PGlite protocol message: Parse ('P': name, then the text) or Query ('Q': the text). */
function statementOf(message) {
  if (!message || (message[0] !== 0x50 && message[0] !== 0x51)) return null;
  const parts = Buffer.from(message.subarray(5)).toString('utf8').split('\0');
  return (message[0] === 0x50 ? parts[1] : parts[0]) ?? null;
}

const load = Module._load;
let patched = false;
Module._load = function (request) {
  const loaded = load.apply(this, arguments);
  if (!patched && request === '@electric-sql/pglite' && loaded?.PGlite) {
    patched = true;
    const proto = loaded.PGlite.prototype;
    let running = null;
    const exclusive = proto._runExclusiveQuery;
    proto._runExclusiveQuery = function (fn) {
      const q = now();
      return exclusive.call(this, async () => {
        const entry = { q, s: now(), sql: null };
        running = entry;
        try {
          return await fn();
        } finally {
          write({ k: 'sql', q: entry.q, s: entry.s, e: now(), sql: (entry.sql ?? '').replace(/\s+/g, ' ').slice(0, 300) });
          running = null;
        }
      });
    };
    const stream = proto.execProtocolStream;
    proto.execProtocolStream = function (message) {
      if (running && !running.sql) running.sql = statementOf(message);
      return stream.apply(this, arguments);
    };
  }
  return loaded;
};

let last = now();
let lastCpu = process.cpuUsage();
setInterval(() => {
  const t = now();
  const cpu = process.cpuUsage();
  if (t - last > 40) write({ k: 'gap', s: last, e: t, cpu: (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000 });
  last = t;
  lastCpu = cpu;
}, 5).unref();
