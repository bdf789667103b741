import { createServiceApp, InProcessEventBus, silentLogger } from '@hub/service-kit';
import { copyPgliteTemplateFolder, createPgliteTestDatabase, TEST_JWT_SECRET, type TestDatabase } from '@hub/service-kit/testing';
import { createAuthService } from '@hub/svc-auth';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createGateway, createProxyGateway, type Gateway, type ProxyGateway } from '../src';

// Issue 9: every answer carries the security headers (pages, remote files, API answers, errors,
// socket.io), HSTS only over TLS; front-end files go precompressed, large JSON answers compressed.

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request without any automatic decompression, so the bytes on the wire can be checked. */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

/** The demo admin's sign-in, asking for the given encodings. */
function signInRaw(base: string, acceptEncoding = 'identity'): Promise<RawAnswer> {
  return raw(`${base}/merchant/user/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Encoding': acceptEncoding },
    body: JSON.stringify({ email: 'admin@demo.hub', password: 'Demo@1234' }),
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

function directives(csp: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectSecurityHeaders(answer: RawAnswer, { tls = false }: { tls?: boolean } = {}): void {
  const csp = directives(answer.headers['content-security-policy'] as string | undefined);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('script-src-attr')).toEqual(["'none'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'https:']));
  expect(csp.get('connect-src')?.[0]).toBe("'self'");
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['referrer-policy']).toBe('no-referrer');
  expect(answer.headers['x-powered-by']).toBeUndefined();
  if (tls) expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  else expect(answer.headers['strict-transport-security']).toBeUndefined();
}

const REMOTE_ENTRY = `var mf_catalog;${'/* remote entry */ '.repeat(200)}`;
const CHUNK = `(self.webpackChunkshell=self.webpackChunkshell||[]).push([[1],{}]);${'/* chunk */ '.repeat(300)}`;

/** A built front end as webpack leaves it: files with their .br and .gz beside them. */
function writeBuiltFrontEnd(repoRoot: string): void {
  const write = (dir: string, name: string, text: string, precompressed: boolean) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, name), text);
    if (!precompressed) return;
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
  };
  const shell = join(repoRoot, 'shell', 'dist');
  write(shell, 'index.html', '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>', false);
  write(shell, '447.1abb5464.js', CHUNK, true);
  write(join(repoRoot, 'mf-catalog', 'dist'), 'remoteEntry.js', REMOTE_ENTRY, true);
}

describe('security headers and compression, all-in-one gateway', () => {
  let dataDir: string;
  let repoRoot: string;
  let gateway: Gateway;
  let url: string;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hub-headers-'));
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-headers-root-'));
    writeFileSync(join(repoRoot, 'package.json'), JSON.stringify({ version: '1.2.3' }));
    writeBuiltFrontEnd(repoRoot);
    copyPgliteTemplateFolder(join(dataDir, 'pg'));
    // A TLS-terminating proxy on the loopback says X-Forwarded-Proto: https.
    gateway = await createGateway({ dataDir, repoRoot, databaseUrl: '', logger: silentLogger(), demoPassword: 'Demo@1234', trustProxy: 'loopback' });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
    const signin = await signInRaw(url);
    expectSecurityHeaders(signin);
    token = (JSON.parse(decoded(signin)) as { data: { accessToken: string } }).data.accessToken;
  }, 180_000);
  afterAll(async () => {
    await gateway.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('when a page is asked for, then the answer carries the security headers and no HSTS over plain HTTP', async () => {
    const page = await raw(`${url}/products`, { headers: { Accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body.toString('utf8')).toContain('<div id="root">');
    expectSecurityHeaders(page);
    // socket.io's ws: on the same host is allowed (CSP 2 browsers do not count it as 'self').
    expect(directives(page.headers['content-security-policy'] as string).get('connect-src')).toEqual(expect.arrayContaining([`ws://${new URL(url).host}`]));
  });

  it('when the request came over TLS (a trusted proxy says so), then HSTS is added', async () => {
    expectSecurityHeaders(await raw(`${url}/auth/signin`, { headers: { Accept: 'text/html', 'X-Forwarded-Proto': 'https' } }), { tls: true });
    expectSecurityHeaders(await raw(`${url}/healthz`, { headers: { 'X-Forwarded-Proto': 'https' } }), { tls: true });
  });

  it('when a remote file is asked for with brotli, then the .br file is sent with its type, encoding, Vary and cache headers', async () => {
    const entry = await raw(`${url}/remotes/mf-catalog/remoteEntry.js`, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(entry.status).toBe(200);
    expectSecurityHeaders(entry);
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['content-type']).toMatch(/^(application|text)\/javascript; charset=utf-8$/i);
    expect(entry.headers.vary).toMatch(/Accept-Encoding/i);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect(Number(entry.headers['content-length'])).toBe(entry.body.length);
    expect(entry.body.length).toBeLessThan(REMOTE_ENTRY.length / 4);
    expect(decoded(entry)).toBe(REMOTE_ENTRY);
  });

  it('when a hashed chunk is asked for with gzip only, or without compression, then the .gz file or the file itself is sent', async () => {
    const gz = await raw(`${url}/447.1abb5464.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(gz)).toBe(CHUNK);
    expectSecurityHeaders(gz);
    const plain = await raw(`${url}/447.1abb5464.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString('utf8')).toBe(CHUNK);
  });

  it('when an API answer is large, then it is compressed as the client accepts; a small one goes as it is', async () => {
    const stores = await raw(`${url}/merchant/store`, { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' } });
    expect(stores.status).toBe(200);
    expectSecurityHeaders(stores);
    expect(stores.headers['content-encoding']).toBe('gzip');
    expect(stores.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(decoded(stores)) as { data: { code: string }[] };
    expect(body.data.map((s) => s.code)).toContain('BKK-SIAM');
    expect(Buffer.byteLength(decoded(stores))).toBeGreaterThan(1024);

    const health = await raw(`${url}/healthz`, { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(health.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it('when answers are errors, then they carry the same headers', async () => {
    const anonymous = await raw(`${url}/merchant/store`);
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders(anonymous);
    const unknown = await raw(`${url}/merchant/no-such-thing`, { headers: { Authorization: `Bearer ${token}` } });
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
    const missingRemoteFile = await raw(`${url}/remotes/mf-catalog/missing.js`);
    expect(missingRemoteFile.status).toBe(404);
    expectSecurityHeaders(missingRemoteFile);
    const notBuiltRemote = await raw(`${url}/remotes/mf-admin/remoteEntry.js`);
    expect(notBuiltRemote.status).toBe(503);
    expectSecurityHeaders(notBuiltRemote);
  });

  it("when socket.io's polling transport answers, then it carries the same headers", async () => {
    const handshake = await raw(`${url}/socket.io/?EIO=4&transport=polling`);
    expect(handshake.status).toBe(200);
    expect(handshake.body.toString('utf8')).toMatch(/^0\{"sid":/);
    expectSecurityHeaders(handshake);
  });
});

describe('security headers and compression, proxy gateway and service apps', () => {
  let test: TestDatabase;
  let server: Server;
  let authUrl: string;
  let gateway: ProxyGateway;
  let url: string;
  let repoRoot: string;
  let stopAuth: () => Promise<void> = async () => undefined;

  beforeAll(async () => {
    test = await createPgliteTestDatabase();
    const bus = new InProcessEventBus();
    const auth = createAuthService({ db: test.db, bus, logger: silentLogger(), config: { jwtSecret: TEST_JWT_SECRET, signinRateLimit: 1000 } });
    await auth.migrate();
    await auth.seedDemo({ password: 'Demo@1234' });
    stopAuth = () => auth.stop();
    authUrl = await new Promise<string>((resolve) => {
      server = createServiceApp([auth]).listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-headers-proxy-'));
    writeBuiltFrontEnd(repoRoot);
    gateway = await createProxyGateway({ serviceUrls: { 'svc-auth': authUrl }, jwtSecret: TEST_JWT_SECRET, repoRoot, logger: silentLogger(), bus });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
  }, 180_000);
  afterAll(async () => {
    await gateway.close();
    server.closeAllConnections();
    server.close();
    await stopAuth();
    await test.drop();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it("when a service's own app answers, then it carries the headers and compresses a large answer", async () => {
    const ready = await raw(`${authUrl}/ready`);
    expect(ready.status).toBe(200);
    expectSecurityHeaders(ready);
    const signin = await signInRaw(authUrl, 'br');
    expect(signin.status).toBe(200);
    expectSecurityHeaders(signin);
    expect(signin.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(signin))).toMatchObject({ data: { accessToken: expect.any(String) } });
    const unknown = await raw(`${authUrl}/nowhere`);
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
  });

  it('when pages, remote files and proxied API answers go through the proxy gateway, then each carries the headers', async () => {
    expectSecurityHeaders(await raw(`${url}/`, { headers: { Accept: 'text/html' } }));
    const entry = await raw(`${url}/remotes/mf-catalog/remoteEntry.js`, { headers: { 'Accept-Encoding': 'br' } });
    expectSecurityHeaders(entry);
    expect(decoded(entry)).toBe(REMOTE_ENTRY);
    const signin = await signInRaw(url, 'gzip, br');
    expect(signin.status).toBe(200);
    expectSecurityHeaders(signin);
    // Compressed once, by the service; the gateway passes it on.
    expect(signin.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(signin))).toMatchObject({ data: { accessToken: expect.any(String) } });
    const noOwner = await raw(`${url}/merchant/products/all`, { method: 'POST' });
    expect(noOwner.status).toBe(404); // svc-catalog is not running behind this gateway: 404 SE101
    expectSecurityHeaders(noOwner);
    const anonymous = await raw(`${url}/merchant/users`);
    expect(anonymous.status).toBe(401);
    expectSecurityHeaders(anonymous);
  });
});
