import { createEvent, silentLogger } from '@hub/service-kit';
import { expectNoStackTrace, serverDatabaseTargets, serverTestDatabase, type TestDatabase } from '@hub/service-kit/testing';
import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { createGateway, resolveJwtSecret, type Gateway } from '../src';

const targets = serverDatabaseTargets();

function waitFor<T>(socket: Socket, event: string, ms = 30_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

describe.each(targets)('gateway (all-in-one) on %s', (target) => {
  let dataDir: string;
  let repoRoot: string;
  let gateway: Gateway;
  let url: string;
  let serverDb: TestDatabase | undefined;
  let token: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hub-gw-'));
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-root-'));
    writeFileSync(join(repoRoot, 'package.json'), JSON.stringify({ version: '9.8.7' }));
    serverDb = await serverTestDatabase(target, join(dataDir, 'pg'));
    gateway = await createGateway({ dataDir, repoRoot, databaseUrl: serverDb?.url ?? '', logger: silentLogger(), demoPassword: 'Demo@1234' });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
  }, 180_000);
  afterAll(async () => {
    await gateway.close();
    await serverDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('when it starts on an empty database, then it seeds the demo and keeps a private JWT secret', () => {
    expect(gateway.seeded).toBe(true);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(dataDir, undefined)).toBe(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim());
  });

  it('when a demo user signs in and lists stores, then the services answer through the gateway', async () => {
    const signin = await request(url).post('/merchant/user/signin').send({ email: 'admin@demo.hub', password: 'Demo@1234' });
    expect(signin.status).toBe(200);
    token = signin.body.data.accessToken;
    const stores = await request(url).get('/merchant/store').set('Authorization', `Bearer ${token}`);
    expect(stores.status).toBe(200);
    expect(stores.body.data.map((s: { code: string }) => s.code)).toContain('BKK-SIAM');
    const config = await request(url).get('/merchant/config/global').set('Authorization', `Bearer ${token}`);
    expect(config.body.data.allowPrinting).toBe(true);
    const setup = await request(url).get('/merchant/setup').set('Authorization', `Bearer ${token}`);
    expect(setup.body.data.setupDone).toBe(true);
    const notif = await request(url).get('/merchant/notification/configs').set('Authorization', `Bearer ${token}`);
    // DEMO's seeded notification configs: the daily report and the discrepancy alert for all stores.
    expect(notif.body.data.map((c: { type: string; sid: string }) => `${c.type} ${c.sid}`).sort()).toEqual(['DAILY_STOCKTAKE_REPORT MASTER', 'STOCKTAKE_DISCREPANCY MASTER']);
    expect((await request(url).get('/merchant/import/jobs').set('Authorization', `Bearer ${token}`)).status).toBe(200);
    expect((await request(url).get('/merchant/stocktake/reports?month=01-2026').set('Authorization', `Bearer ${token}`)).status).toBe(200);
  });

  it('when the manifest is read, then it names every remote entry and the version', async () => {
    const res = await request(url).get('/mf-manifest.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      'mf-catalog': '/remotes/mf-catalog/remoteEntry.js',
      'mf-import': '/remotes/mf-import/remoteEntry.js',
      'mf-config': '/remotes/mf-config/remoteEntry.js',
      'mf-reports': '/remotes/mf-reports/remoteEntry.js',
      'mf-admin': '/remotes/mf-admin/remoteEntry.js',
      version: '9.8.7',
    });
  });

  it('when an unknown /merchant path is called, then 404 SE101', async () => {
    const res = await request(url).get('/merchant/nothing').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('SE101');
  });

  it('when a page is asked for before the front end is built, then 503 with a plain message', async () => {
    const res = await request(url).get('/products').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.text).toMatch(/not built/);
    expect((await request(url).get('/remotes/mf-catalog/remoteEntry.js')).status).toBe(503);
  });

  it('when the front end is built, then pages fall back to index.html and assets get their cache headers', async () => {
    mkdirSync(join(repoRoot, 'shell', 'dist'), { recursive: true });
    writeFileSync(join(repoRoot, 'shell', 'dist', 'index.html'), '<!doctype html><html lang="en" dir="ltr"><head><title>Hub</title></head></html>');
    writeFileSync(join(repoRoot, 'shell', 'dist', 'main.0123abcd89.js'), 'console.log(1)');
    mkdirSync(join(repoRoot, 'mf-catalog', 'dist'), { recursive: true });
    writeFileSync(join(repoRoot, 'mf-catalog', 'dist', 'remoteEntry.js'), 'var x');
    // The builds' chunk lists (issue 30): the signed-in layout's scripts and a page's shared module the host does not provide.
    const shared = { react: { scripts: ['/react.1a2b3c4d.js'], consumes: [] } };
    writeFileSync(join(repoRoot, 'shell', 'dist', 'shell-chunks.json'), JSON.stringify({ start: ['/react.1a2b3c4d.js'], signedIn: ['/layout.1a2b3c4d.js'], shared }));
    const search = { scripts: ['/remotes/mf-catalog/search.1a2b3c4d.js'], consumes: ['react'] };
    const pageChunks = { expose: [], pages: { '/products': ['/remotes/mf-catalog/products.1a2b3c4d.js'] }, pageConsumes: { '/products': ['@fluentui/react-search'] }, shared: { '@fluentui/react-search': search } };
    writeFileSync(join(repoRoot, 'mf-catalog', 'dist', 'page-chunks.json'), JSON.stringify(pageChunks));
    const page = await request(url).get('/th/products/ABC').set('Accept', 'text/html').set('Cookie', 'hub-signed-in=1');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Hub</title>');
    expect(page.headers['cache-control']).toBe('no-cache');
    // Each page in its language and direction, its frame and the user's theme before any script runs (issue 30 item 2).
    expect(page.text).toContain('<html lang="th" dir="ltr" data-frame="default">');
    expect(page.headers.vary).toContain('Cookie');
    const arabic = await request(url).get('/ar/products').set('Accept', 'text/html').set('Cookie', 'other=1; hub-theme=dark; hub-signed-in=1');
    expect(arabic.text).toContain('<html lang="ar" dir="rtl" data-frame="default" data-theme="dark">');
    expect(arabic.text).toContain(
      ['/layout.1a2b3c4d.js', '/remotes/mf-catalog/remoteEntry.js', '/remotes/mf-catalog/products.1a2b3c4d.js', '/remotes/mf-catalog/search.1a2b3c4d.js'].map((src) => `<link rel="preload" href="${src}" as="script" />`).join('') + '</head>',
    );
    // zh-CN as the shell writes it; without the signed-in hint, the sign-in frame the visitor is sent to (issue 30 item 3).
    expect((await request(url).get('/zh').set('Accept', 'text/html')).text).toContain('<html lang="zh-CN" dir="ltr" data-frame="auth">');
    const signIn = await request(url).get('/auth/signin').set('Accept', 'text/html').set('Cookie', 'hub-theme=light');
    expect(signIn.text).toContain('<html lang="en" dir="ltr" data-frame="auth" data-theme="light">');
    expect(signIn.text).not.toContain('rel="preload"');
    // "/archive" is not Arabic: only a whole first segment is a prefix (and no page: no frame).
    expect((await request(url).get('/archive').set('Accept', 'text/html')).text).toContain('<html lang="en" dir="ltr" data-frame="none">');
    const asset = await request(url).get('/main.0123abcd89.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const entry = await request(url).get('/remotes/mf-catalog/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    expect((await request(url).get('/remotes/mf-catalog/missing.js')).status).toBe(404);
  });

  it('when /healthz is called, then ok', async () => {
    expect((await request(url).get('/healthz')).body).toEqual({ status: 'ok' });
  });

  it('when a socket connects with the token, then it gets its merchant progress events and not those of another merchant', async () => {
    const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
    try {
      await waitFor(socket, 'connect');
      const got = waitFor<{ type: string; merchantId: string }>(socket, 'progress');
      await publish(gateway, createEvent('hub.import.progress.v1', 'ACME', { jobId: 'acme-job', sid: 'MASTER', status: 'IMPORTING', message: 'INITIATED', start: null, end: null, totalCount: 1, processed: 0, nUpserted: 0, nModified: 0, nInserted: 0, skipped: 0, approxTime: { min: 0, sec: 0 } }));
      await publish(gateway, createEvent('hub.import.progress.v1', 'DEMO', { jobId: 'demo-job', sid: 'MASTER', status: 'IMPORTING', message: 'INITIATED', start: null, end: null, totalCount: 1, processed: 1, nUpserted: 0, nModified: 0, nInserted: 0, skipped: 0, approxTime: { min: 0, sec: 0 } }));
      const event = await got;
      expect(event).toMatchObject({ type: 'hub.import.progress.v1', merchantId: 'DEMO', data: { jobId: 'demo-job', processed: 1 } });
    } finally {
      socket.close();
    }
  });

  it('when a socket connects without a valid token, then it is refused', async () => {
    const socket = connect(url, { path: '/socket.io', auth: { token: 'bad' }, transports: ['websocket'], reconnection: false });
    try {
      const err = await waitFor<Error>(socket, 'connect_error');
      expect(err.message).toBe('UAC104');
    } finally {
      socket.close();
    }
  });

  it('when answers are errors, then none carries a stack trace', async () => {
    const bad = await request(url).post('/merchant/user/signin').set('Content-Type', 'application/json').send('{"x":');
    expect(bad.body.code).toBe('IP101');
    expectNoStackTrace(bad.body);
  });
});

async function publish(gateway: Gateway, event: ReturnType<typeof createEvent>): Promise<void> {
  await gateway.bus.publish(event);
}
