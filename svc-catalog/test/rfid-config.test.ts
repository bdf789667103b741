import { DEFAULT_RFID_CONFIG, EVENT_TYPES } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

describe.each(testDatabaseTargets())('svc-catalog RFID config (issue 14 item 1) on %s', (target) => {
  const admin = bearer('ADMIN');
  const h = useCatalogService(target);
  const get = (auth = admin) => request(h.app).get('/merchant/config/rfid').set('Authorization', auth);
  const save = (body: unknown, auth = admin) => request(h.app).post('/merchant/config/rfid').set('Authorization', auth).send(body as object);

  it('When nothing is saved, then the defaults answer (one tag per product, 24 hex digits), to the config page and to tag mapping', async () => {
    const res = await get();
    expect(res.body).toEqual({ status: 'success', code: 'CR001', message: expect.any(String), data: { ...DEFAULT_RFID_CONFIG, configured: false, updatedAt: null } });
    // A store user maps tags (TAG_MAPPING_READ_PREVIEW), a printing user prints them: both read the encoding.
    expect((await get(bearer('STORE_USER', 'DEMO', { stores: ['BKK-SIAM'] }))).status).toBe(200);
    expect((await get(bearer('PRINTING'))).status).toBe(200);
    expect((await get(bearer('USER', 'DEMO', { stores: ['BKK-SIAM'] }))).body.code).toBe('UAC114');
  });

  it('When the admin saves it, then CR000 answers the config, the quick-settings module RFID is marked and the audit trail records it', async () => {
    const res = await save({ data: { multipleTags: true, encoding: 'ASCII', length: 12 } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'CR000', data: { multipleTags: true, encoding: 'ASCII', length: 12, configured: true } });
    expect(typeof res.body.data.updatedAt).toBe('string');
    expect((await get()).body.data).toMatchObject({ multipleTags: true, encoding: 'ASCII', length: 12, configured: true });
    expect(h.events.filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED).map((e) => e.data)).toEqual([{ module: 'RFID' }]);
    // svc-import checks imported tags with it (issue 25 item 5).
    expect(h.events.filter((e) => e.type === EVENT_TYPES.RFID_CONFIG_CHANGED).map((e) => [e.merchantId, e.data])).toEqual([['DEMO', { config: { multipleTags: true, encoding: 'ASCII', length: 12 } }]]);
    const audit = h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY).map((e) => e.data as { action: string; details: Record<string, unknown> });
    expect(audit).toEqual([expect.objectContaining({ action: 'rfid-config.changed', details: { before: { multipleTags: false, encoding: 'HEX', length: 24 }, after: { multipleTags: true, encoding: 'ASCII', length: 12 } } })]);
  });

  it.each([
    ['hex digits that are not whole 16-bit words', { multipleTags: false, encoding: 'HEX', length: 26 }],
    ['too few hex digits', { multipleTags: false, encoding: 'HEX', length: 4 }],
    ['too many hex digits', { multipleTags: false, encoding: 'HEX', length: 68 }],
    ['too many ASCII characters', { multipleTags: false, encoding: 'ASCII', length: 33 }],
  ])('When the length is out of range (%s), then CR101 names the range and nothing changes', async (_label, body) => {
    const res = await save(body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CR101');
    expect(res.body.message).toBe('The EPC length does not fit the encoding (hex: 8 to 64 digits in steps of 4; ASCII: 1 to 32 characters)');
    expectNoStackTrace(res.body);
    expect((await get()).body.data).toMatchObject({ multipleTags: true, encoding: 'ASCII', length: 12 });
  });

  it.each([
    ['an unknown encoding', { multipleTags: false, encoding: 'BASE64', length: 24 }],
    ['a missing flag', { encoding: 'HEX', length: 24 }],
    ['an unknown field', { multipleTags: false, encoding: 'HEX', length: 24, printer: 'x' }],
    ['a fractional length', { multipleTags: false, encoding: 'HEX', length: 24.5 }],
  ])('When the body has %s, then 400 IP100 and nothing changes', async (_label, body) => {
    const res = await save(body);
    expect(res.body.code).toBe('IP100');
    expect((await get()).body.data).toMatchObject({ multipleTags: true, encoding: 'ASCII', length: 12 });
  });

  it('When a user may read but not change it, or another merchant saves, then DEMO keeps its config', async () => {
    const printing = await save({ multipleTags: false, encoding: 'HEX', length: 24 }, bearer('PRINTING'));
    expect([printing.status, printing.body.code]).toEqual([403, 'UAC114']);
    const acme = await save({ multipleTags: false, encoding: 'HEX', length: 32 }, bearer('ADMIN', 'ACME'));
    expect(acme.body.data).toMatchObject({ encoding: 'HEX', length: 32 });
    expect((await get()).body.data).toMatchObject({ multipleTags: true, encoding: 'ASCII', length: 12 });
    expect((await get(bearer('ADMIN', 'ACME'))).body.data).toMatchObject({ encoding: 'HEX', length: 32 });
  });

  it('When products carry several tags, then turning multiple tags off is CR102 (with how many products), and works once they carry one', async () => {
    await h.test.db.query(`insert into catalog.product_tags (merchant_id, epc, product_id) values ('DEMO', 'E2X1', 1), ('DEMO', 'E2X2', 1), ('DEMO', 'E2X3', 2)`);
    const refused = await save({ multipleTags: false, encoding: 'HEX', length: 24 });
    expect([refused.status, refused.body.code, refused.body.details]).toEqual([409, 'CR102', { products: 2 }]);
    expect((await get()).body.data.multipleTags).toBe(true);
    await h.test.db.query(`delete from catalog.product_tags where merchant_id = 'DEMO'`);
    expect((await save({ multipleTags: false, encoding: 'HEX', length: 24 })).body.code).toBe('CR000');
  });
});
