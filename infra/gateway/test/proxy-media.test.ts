import { createServiceApp, InProcessEventBus, silentLogger, storageKey } from '@hub/service-kit';
import { createPgliteTestDatabase, TEST_JWT_SECRET, testStorage, type TestDatabase } from '@hub/service-kit/testing';
import { createImportService } from '@hub/svc-import';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { createProxyGateway, type ProxyGateway } from '../src';

// Proxy mode (ADR 0028): the imported product images at productImageUrl's default address,
// /media/products/<merchant>/<name>.webp, are svc-import's, like its API under /merchant/import.
describe('gateway proxy mode, product images', () => {
  let test: TestDatabase;
  let server: Server;
  let gateway: ProxyGateway;
  let url: string;
  let repoRoot: string;
  const service = { stop: async () => undefined as unknown };

  beforeAll(async () => {
    test = await createPgliteTestDatabase();
    const storage = testStorage();
    const imports = createImportService({ db: test.db, bus: new InProcessEventBus(), logger: silentLogger(), config: { jwtSecret: TEST_JWT_SECRET }, storage });
    service.stop = () => imports.stop();
    await imports.migrate();
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } } }).webp().toBuffer();
    await storage.put(storageKey('images', 'DEMO', 'PX-1.webp'), [image]);
    const app = createServiceApp([imports]);
    const importUrl = await new Promise<string>((resolve) => {
      server = app.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
    });
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-proxy-media-'));
    gateway = await createProxyGateway({ serviceUrls: { 'svc-import': importUrl }, jwtSecret: TEST_JWT_SECRET, repoRoot, logger: silentLogger() });
    ({ url } = await gateway.listen(0, '127.0.0.1'));
  }, 180_000);
  afterAll(async () => {
    await gateway.close();
    server.closeAllConnections();
    server.close();
    await service.stop();
    await test.drop();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('when a browser loads an imported image through the proxy, then svc-import serves it, with no token', async () => {
    const res = await request(url).get('/media/products/DEMO/PX-1.webp');
    expect([res.status, res.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 8 });
    expect((await request(url).get('/media/products/DEMO/PX-2.webp')).body).toMatchObject({ code: 'IMG109' });
    // Other paths stay the gateway's own (the pages of the front end, not built here): never svc-import's.
    const page = await request(url).get('/media/other/x.webp');
    expect([page.status, page.headers['content-type']]).toEqual([503, 'text/plain; charset=utf-8']);
  });
});
