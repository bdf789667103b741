import { createServiceApp, InProcessEventBus, silentLogger } from '@hub/service-kit';
import { createPgliteTestDatabase, TEST_JWT_SECRET, testStorage, type TestDatabase } from '@hub/service-kit/testing';
import { createAuthService } from '@hub/svc-auth';
import { createCatalogService } from '@hub/svc-catalog';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { createProxyGateway, serviceUrlsFromEnv, type ProxyGateway } from '../src';

// Proxy mode: the gateway routes the same spec paths to services running on their own HTTP servers.
describe('gateway proxy mode', () => {
  let test: TestDatabase;
  const servers: Server[] = [];
  let gateway: ProxyGateway;
  let url: string;
  let repoRoot: string;
  let stopServices: () => Promise<void> = async () => undefined;

  const listen = (app: ReturnType<typeof createServiceApp>) =>
    new Promise<string>((resolve) => {
      const server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
      servers.push(server);
    });

  beforeAll(async () => {
    test = await createPgliteTestDatabase();
    const bus = new InProcessEventBus();
    const auth = createAuthService({ db: test.db, bus, logger: silentLogger(), config: { jwtSecret: TEST_JWT_SECRET, signinRateLimit: 1000 } });
    const catalog = createCatalogService({ db: test.db, bus, logger: silentLogger(), config: { jwtSecret: TEST_JWT_SECRET }, storage: testStorage() });
    await auth.migrate();
    await catalog.migrate();
    await auth.seedDemo({ password: 'Demo@1234' });
    const authUrl = await listen(createServiceApp([auth]));
    const catalogUrl = await listen(createServiceApp([catalog]));
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-proxy-'));
    gateway = await createProxyGateway({ serviceUrls: { 'svc-auth': authUrl, 'svc-catalog': catalogUrl }, jwtSecret: TEST_JWT_SECRET, repoRoot, logger: silentLogger(), bus });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
    stopServices = async () => {
      await auth.stop();
      await catalog.stop();
    };
  }, 180_000);
  afterAll(async () => {
    await gateway.close();
    for (const s of servers) {
      s.closeAllConnections();
      s.close();
    }
    await stopServices();
    await test.drop();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('when a user signs in and calls two services through the proxy, then each path reaches its owner', async () => {
    const signin = await request(url).post('/merchant/user/signin').send({ email: 'admin@demo.hub', password: 'Demo@1234' });
    expect(signin.status).toBe(200);
    const auth = { Authorization: `Bearer ${signin.body.data.accessToken}` };
    expect((await request(url).get('/merchant/store').set(auth)).body).toMatchObject({ code: 'ST002' });
    expect((await request(url).post('/merchant/store').set(auth).send({ code: 'PX-1', name: 'Proxied' })).status).toBe(201);
    expect((await request(url).get('/merchant/config/global').set(auth)).status).toBe(200);
  });

  it('when the user signs out through the proxy, then the old token gets 401 UAC104 from svc-catalog and the socket handshake refuses it', async () => {
    const signin = await request(url).post('/merchant/user/signin').send({ email: 'owner@demo.hub', password: 'Demo@1234' });
    const token: string = signin.body.data.accessToken;
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request(url).get('/merchant/config/global').set(auth)).status).toBe(200);
    expect((await request(url).delete('/merchant/user/signout').set(auth)).status).toBe(200);
    const res = await request(url).get('/merchant/config/global').set(auth);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 'UAC104' });
    expect(gateway.revokedSessions?.has(JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')).sessionId)).toBe(true);
    const error = await new Promise<string>((resolve) => {
      const socket = connect(url, { path: '/socket.io', auth: { token }, transports: ['websocket'], reconnection: false });
      socket.on('connect', () => {
        socket.close();
        resolve('connected');
      });
      socket.on('connect_error', (err) => {
        socket.close();
        resolve(err.message);
      });
    });
    expect(error).toBe('UAC104');
  });

  it('when a path has no running owner, then 404 SE101; /healthz reports the services', async () => {
    const res = await request(url).get('/merchant/import/jobs');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'SE101' });
    const health = await request(url).get('/healthz');
    expect(health.body).toMatchObject({ status: 'ok', services: { 'svc-auth': true, 'svc-catalog': true } });
  });

  it('reads service URLs from HUB_SERVICE_URLS and SVC_<NAME>_URL', () => {
    expect(serviceUrlsFromEnv({})).toBeUndefined();
    expect(serviceUrlsFromEnv({ HUB_SERVICE_URLS: '{"svc-auth":"http://a"}', SVC_IMPORT_URL: 'http://i' })).toEqual({ 'svc-auth': 'http://a', 'svc-import': 'http://i' });
  });
});
