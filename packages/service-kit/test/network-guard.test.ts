// The test network guard (test-network-guard.js, loaded by jest.preset.js for every package): a test
// connects to this machine only. 192.0.2.1 and 2001:db8::1 are documentation addresses, never routed.
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import tls from 'node:tls';

/** The error a socket ends with, and whether it ever looked up, connected or sent anything. */
async function outcome(socket: net.Socket): Promise<{ error: NodeJS.ErrnoException; connected: boolean }> {
  let connected = false;
  socket.on('connect', () => (connected = true));
  const [error] = (await once(socket, 'error').catch((e: unknown) => [e])) as [NodeJS.ErrnoException];
  return { error, connected };
}

async function loopbackServer(host: string): Promise<net.Server> {
  const server = net.createServer((c) => c.end('hello'));
  server.listen(0, host);
  await once(server, 'listening');
  return server;
}

async function greeting(socket: net.Socket): Promise<string> {
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (text += chunk));
  await once(socket, 'end');
  return text;
}

describe('test network guard', () => {
  it('refuses a connect to an address that is not loopback before anything is sent', async () => {
    const socket = net.connect(80, '192.0.2.1');
    const { error, connected } = await outcome(socket);
    expect(error.code).toBe('ENETUNREACH');
    expect(error.message).toBe('test network guard: 192.0.2.1 is not loopback');
    expect(connected).toBe(false);
    expect(socket.bytesWritten).toBe(0);
    expect(socket.remoteAddress).toBeUndefined();
  });

  it('refuses IPv6, IPv4-mapped and options-object connects, and TLS', async () => {
    const outcomes = await Promise.all(
      [
        () => net.connect({ port: 443, host: '2001:db8::1' }),
        () => net.createConnection({ port: 443, host: '::ffff:192.0.2.1' }),
        () => new net.Socket().connect(5432, '10.0.0.9'),
        () => tls.connect({ port: 443, host: '192.0.2.1', servername: 'example.com' }),
      ].map((open) => outcome(open())),
    );
    for (const { error, connected } of outcomes) {
      expect(error.code).toBe('ENETUNREACH');
      expect(error.message).toMatch(/^test network guard: .+ is not loopback$/);
      expect(connected).toBe(false);
    }
  });

  it('refuses a host name whose resolved address is not loopback', async () => {
    const lookup = ((_host: string, options: { all?: boolean }, cb: (...a: unknown[]) => void) =>
      options.all ? cb(null, [{ address: '192.0.2.7', family: 4 }]) : cb(null, '192.0.2.7', 4)) as never;
    const { error, connected } = await outcome(net.connect({ port: 80, host: 'api.telegram.test', lookup }));
    expect(error.code).toBe('ENETUNREACH');
    expect(error.message).toBe('test network guard: api.telegram.test (192.0.2.7) is not loopback');
    expect(connected).toBe(false);
  });

  it('refuses HTTP clients: http.get and fetch', async () => {
    const request = http.get('http://192.0.2.1/');
    const [error] = (await once(request, 'error').catch((e: unknown) => [e])) as [NodeJS.ErrnoException];
    expect(error.message).toBe('test network guard: 192.0.2.1 is not loopback');
    const failure = (await fetch('http://192.0.2.1/').catch((e: unknown) => e)) as Error & { cause?: Error };
    expect(failure.cause?.message).toBe('test network guard: 192.0.2.1 is not loopback');
  });

  it('lets connects to 127.0.0.1, ::1 and localhost through', async () => {
    const v4 = await loopbackServer('127.0.0.1');
    const v6 = await loopbackServer('::1');
    try {
      const { port: p4 } = v4.address() as AddressInfo;
      const { port: p6 } = v6.address() as AddressInfo;
      expect(await greeting(net.connect(p4, '127.0.0.1'))).toBe('hello');
      expect(await greeting(net.connect({ port: p6, host: '::1' }))).toBe('hello');
      expect(await greeting(net.connect({ port: p4, host: 'localhost', family: 4 }))).toBe('hello');
      const custom = ((_h: string, o: { all?: boolean }, cb: (...a: unknown[]) => void) =>
        o.all ? cb(null, [{ address: '127.0.0.1', family: 4 }]) : cb(null, '127.0.0.1', 4)) as never;
      expect(await greeting(net.connect({ port: p4, host: 'printer.test', lookup: custom }))).toBe('hello');
    } finally {
      v4.close();
      v6.close();
    }
  });

  it('lets Unix-domain sockets through', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hub-guard-'));
    const server = net.createServer((c) => c.end('hello'));
    server.listen(join(dir, 's.sock'));
    await once(server, 'listening');
    try {
      expect(await greeting(net.connect(join(dir, 's.sock')))).toBe('hello');
    } finally {
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
