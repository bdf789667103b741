import { DEFAULT_GLOBAL_CONFIG, EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createServiceApp, describeAccess, type HubService } from '@hub/service-kit';
import {
  expectNoStackTrace,
  signTestToken,
  testClaims,
  testDatabaseTargets,
  testServiceDeps,
  type TestDatabase,
} from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createCatalogService } from '../src';

describe.each(testDatabaseTargets())('svc-catalog global config on %s', (target) => {
  let test: TestDatabase;
  let app: Express;
  let service: HubService;
  const events: EventEnvelope[] = [];
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const acmeAdmin = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
  const developer = `Bearer ${signTestToken(testClaims('DEVELOPER', 'DEMO'))}`;
  const storeUser = `Bearer ${signTestToken(testClaims('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] }))}`;

  beforeAll(async () => {
    test = await target.create();
    const deps = testServiceDeps(test.db);
    deps.bus.subscribe('*', (e) => void events.push(e));
    service = createCatalogService(deps);
    await service.migrate();
    await service.migrate();
    app = createServiceApp([service]);
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when nothing was saved, then any signed-in user of the merchant reads the defaults', async () => {
    const res = await request(app).get('/merchant/config/global').set('Authorization', storeUser);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', code: 'CGC000', message: expect.any(String), data: DEFAULT_GLOBAL_CONFIG });
  });

  it('when the admin saves some fields, then they change, the rest keep their value, and an event is published', async () => {
    const res = await request(app)
      .post('/merchant/config/global')
      .set('Authorization', admin)
      .send({ data: { allowPrinting: false, verifyImageConcurrency: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('CGC001');
    expect(res.body.data).toMatchObject({
      allowPrinting: false,
      verifyImageConcurrency: 10,
      allowTagMapping: true,
    });
    const again = await request(app)
      .post('/merchant/config/global')
      .set('Authorization', admin)
      .send({ imageExtensions: 'PNG' });
    expect(again.body.data).toMatchObject({ allowPrinting: false, imageExtensions: 'png' });
    const read = await request(app).get('/merchant/config/global').set('Authorization', storeUser);
    expect(read.body.data).toMatchObject({
      allowPrinting: false,
      verifyImageConcurrency: 10,
      imageExtensions: 'png',
    });
    expect(
      events.filter((e) => e.type === EVENT_TYPES.GLOBAL_CONFIG_CHANGED && e.merchantId === 'DEMO'),
    ).toHaveLength(2);
    expect(
      events
        .filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED && e.merchantId === 'DEMO')
        .map((e) => e.data),
    ).toEqual([{ module: 'Global' }, { module: 'Global' }]);
  });

  it('when another merchant reads, then it sees its own config, not DEMO changes', async () => {
    const res = await request(app).get('/merchant/config/global').set('Authorization', acmeAdmin);
    expect(res.body.data).toEqual(DEFAULT_GLOBAL_CONFIG);
  });

  it.each([
    ['a wrong type', { allowPrinting: 'no' }],
    ['an unknown field', { allowPrinting: true, hack: 1 }],
    ['a negative concurrency', { verifyImageConcurrency: -5 }],
    ['a bad URL', { imageBaseUrl: 'ftp//x' }],
  ])('when the body has %s, then 400 IP100 and nothing changes', async (_label, body) => {
    const before = (await request(app).get('/merchant/config/global').set('Authorization', admin)).body.data;
    const res = await request(app).post('/merchant/config/global').set('Authorization', admin).send(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
    expectNoStackTrace(res.body);
    const after = (await request(app).get('/merchant/config/global').set('Authorization', admin)).body.data;
    expect(after).toEqual(before);
  });

  it('when the JSON is malformed, then 400 IP101', async () => {
    const res = await request(app)
      .post('/merchant/config/global')
      .set('Authorization', admin)
      .set('Content-Type', 'application/json')
      .send('{"allowPrinting":');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP101');
  });

  it('when a user holds only the read permission, then saving is refused 403 UAC114', async () => {
    const res = await request(app)
      .post('/merchant/config/global')
      .set('Authorization', developer)
      .send({ allowPrinting: true });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('UAC114');
  });

  it('when the bearer is missing or invalid, then 401 UAC103 or UAC104', async () => {
    expect((await request(app).get('/merchant/config/global')).body.code).toBe('UAC103');
    expect(
      (await request(app).get('/merchant/config/global').set('Authorization', 'Bearer x')).body.code,
    ).toBe('UAC104');
  });

  it('when the routes are listed, then each declares its permission', () => {
    expect(service.routes.map((r) => `${r.method} ${r.path} ${describeAccess(r.permission)}`)).toEqual([
      'get /merchant/config/global authenticated',
      'post /merchant/config/global GLOBAL_CONFIGURATION_READ_PREVIEW&GLOBAL_CONFIGURATION_MODIFY',
      'get /merchant/config/data-mapping authenticated',
      'post /merchant/config/data-mapping ERP_MODIFY',
      'delete /merchant/config/data-mapping ERP_MODIFY',
      'get /merchant/config/data-mapping/unique authenticated',
      'get /merchant/config/data-mapping/field-mapping authenticated',
      'get /merchant/config/data-mapping/check-mapping-status authenticated',
      'get /merchant/config/product-details authenticated',
      'get /merchant/config/product-details/breakdown authenticated',
      'post /merchant/config/product-details PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW&PRODUCT_DETAILS_CONFIGURATION_MODIFY',
      'get /merchant/config/filter authenticated',
      'post /merchant/config/filter FILTER_CONFIGURATION_READ_PREVIEW&FILTER_CONFIGURATION_MODIFY',
      'get /merchant/config/pre-filter authenticated',
      'post /merchant/config/pre-filter PRE_FILTER_CONFIGURATION_READ_PREVIEW&PRE_FILTER_CONFIGURATION_MODIFY',
      'get /merchant/config/catalog-view authenticated',
      'post /merchant/config/catalog-view CATLOG_VIEW_CONFIGURATION_READ_PREVIEW&CATLOG_VIEW_CONFIGURATION_MODIFY',
      'get /merchant/gold-rates authenticated',
      'get /merchant/gold-rates/history GOLD_RATE_READ_PREVIEW',
      'post /merchant/gold-rates GOLD_RATE_READ_PREVIEW&GOLD_RATE_MODIFY',
      'get /merchant/products PRODUCTS_READ_PREVIEW',
      'get /merchant/products/types PRODUCTS_READ_PREVIEW',
      'get /merchant/products/types-and-count PRODUCTS_READ_PREVIEW',
      'post /merchant/products/all PRODUCTS_READ_PREVIEW',
      'post /merchant/products/count PRODUCTS_READ_PREVIEW',
      'post /merchant/products/export-products PRODUCTS_READ_PREVIEW',
      'post /merchant/products/allRfid PRODUCTS_READ_PREVIEW',
      'get /merchant/products/stocktake-app STOCK_TAKE_COUNT_CREATE',
      'get /merchant/config/rfid RFID_CONFIGURATION_READ_PREVIEW|TAG_MAPPING_READ_PREVIEW|RFID_PRINTING_MODIFY_PRINTING',
      'post /merchant/config/rfid RFID_CONFIGURATION_READ_PREVIEW&RFID_CONFIGURATION_MODIFY',
      'post /merchant/products/tag-mapping TAG_MAPPING_READ_PREVIEW&TAG_MAPPING_MODIFY',
      'post /merchant/products/tag-mapping/unmap TAG_MAPPING_READ_PREVIEW&TAG_MAPPING_MODIFY',
      'get /merchant/products/tag-mapping/tag TAG_MAPPING_READ_PREVIEW',
      'get /merchant/products/tag-mapping/product TAG_MAPPING_READ_PREVIEW',
      'get /merchant/config/theme authenticated',
      'post /merchant/config/theme THEME_CONFIGURATION_READ_PREVIEW&THEME_CONFIGURATION_MODIFY',
      'post /merchant/config/theme/logo/:kind THEME_CONFIGURATION_READ_PREVIEW&THEME_CONFIGURATION_MODIFY',
      'delete /merchant/config/theme/logo/:kind THEME_CONFIGURATION_READ_PREVIEW&THEME_CONFIGURATION_MODIFY',
      'get /media/theme/:merchantId/:file public',
      'get /merchant/products/rfid-printing RFID_PRINTING_MODIFY_PRINTING|TAG_DESIGN_CONFIGURATION_READ_PREVIEW',
      'post /merchant/products/rfid-printing RFID_PRINTING_MODIFY_PRINTING',
      'get /merchant/products/rfid-printing/default RFID_PRINTING_MODIFY_PRINTING|TAG_DESIGN_CONFIGURATION_READ_PREVIEW',
      'post /merchant/products/rfid-printing/:id/default RFID_PRINTING_MODIFY_PRINTING',
      'delete /merchant/products/rfid-printing/:id RFID_PRINTING_MODIFY_PRINTING',
      'post /merchant/products/rfid-printing/:id/status RFID_PRINTING_MODIFY_PRINTING',
      'get /merchant/config/tag-design TAG_DESIGN_CONFIGURATION_READ_PREVIEW|RFID_PRINTING_MODIFY_PRINTING',
      'get /merchant/config/tag-design/:id TAG_DESIGN_CONFIGURATION_READ_PREVIEW|RFID_PRINTING_MODIFY_PRINTING',
      'post /merchant/config/tag-design TAG_DESIGN_CONFIGURATION_READ_PREVIEW&TAG_DESIGN_CONFIGURATION_MODIFY',
      'delete /merchant/config/tag-design/:id TAG_DESIGN_CONFIGURATION_READ_PREVIEW&TAG_DESIGN_CONFIGURATION_MODIFY',
      'post /merchant/products/rfid-printing/jobs RFID_PRINTING_MODIFY_PRINTING',
      'get /merchant/products/rfid-printing/jobs RFID_PRINTING_MODIFY_PRINTING',
      'get /merchant/products/rfid-printing/jobs/:id RFID_PRINTING_MODIFY_PRINTING',
      'post /merchant/products/rfid-printing/jobs/:id/cancel RFID_PRINTING_MODIFY_PRINTING',
    ]);
  });
});
