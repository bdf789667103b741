import { EVENT_TYPES } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

const MAPPING = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT' },
    { name: 'grossWeight', displayName: 'Gross weight', erpField: 'GWT', type: 'number' },
    { name: 'stoneType', displayName: 'Stone type', erpField: 'ST_TYPE' },
    { name: 'metalValue', displayName: 'Metal value', erpField: 'MV', type: 'number' },
    { name: 'price', displayName: 'Price', erpField: 'PRICE', type: 'number' },
  ],
};
const SECTIONS = [
  { sectionName: 'Metal', sectionFields: ['karat', 'grossWeight'] },
  { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType'] },
];

describe.each(testDatabaseTargets())('svc-catalog product details config on %s', (target) => {
  const admin = bearer('ADMIN');
  const acmeAdmin = bearer('ADMIN', 'ACME');
  const storeManager = bearer('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] });
  const h = useCatalogService(target, async (h) => {
    const mapped = await request(h.app)
      .post('/merchant/config/data-mapping')
      .set('Authorization', admin)
      .send(MAPPING);
    expect(mapped.body.code).toBe('CDM000');
  });

  const post = (body: object, auth = admin) =>
    request(h.app).post('/merchant/config/product-details').set('Authorization', auth).send(body);
  const get = (path = '', auth = admin) =>
    request(h.app).get(`/merchant/config/product-details${path}`).set('Authorization', auth);

  it('when nothing is saved, then every part is empty and not configured', async () => {
    const res = await get();
    expect(res.body).toMatchObject({
      code: 'CPD001',
      data: {
        sections: [],
        summary: { headers: [], content: [] },
        breakdown: { lines: [], totalField: null },
        revision: 0,
        configured: false,
      },
    });
  });

  it('when sections are saved, then CPD000, the Product Details module is reported saved, and the summary stays empty', async () => {
    const res = await post({ sections: SECTIONS });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: 'CPD000',
      data: { revision: 1, configured: true, summary: { headers: [] } },
    });
    expect(res.body.data.sections[1]).toEqual({
      sectionName: 'Stones',
      multiple: true,
      sectionFields: ['stoneType'],
    });
    expect(
      h.events.filter((e) => e.type === EVENT_TYPES.SETUP_MODULE_SAVED).map((e) => e.data),
    ).toContainEqual({ module: 'Product Details' });
  });

  it('when only the summary is saved, then CPD002 and the sections are kept; the breakdown is read on its own', async () => {
    const res = await post({
      summary: {
        headers: [{ fieldName: 'productCode' }, { fieldName: 'designNumber' }],
        content: ['karat', 'price'],
      },
    });
    expect(res.body).toMatchObject({ code: 'CPD002', data: { revision: 2 } });
    expect(res.body.data.sections).toHaveLength(2);
    await post({ breakdown: { lines: [{ label: 'Metal', fieldName: 'metalValue' }], totalField: 'price' } });
    expect((await get('/breakdown')).body).toMatchObject({
      code: 'CPD001',
      data: { lines: [{ label: 'Metal', fieldName: 'metalValue' }], totalField: 'price' },
    });
  });

  it('when a rule is broken, then 400 with its CPD code and every issue, and nothing changes', async () => {
    const res = await post({
      sections: [...SECTIONS, { sectionName: 'metal', sectionFields: ['colour', 'karat', 'karat'] }],
      summary: { headers: [{ fieldName: 'karat' }, { fieldName: 'Karat' }], content: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CPD103');
    expect(res.body.details).toEqual([
      { field: 'sections.2.sectionFields.0', rule: 'CPD103' },
      { field: 'sections.2.sectionFields.2', rule: 'CPD102' },
      { field: 'sections.2.sectionName', rule: 'CPD101' },
      { field: 'summary.headers.1.fieldName', rule: 'CPD104' },
    ]);
    expectNoStackTrace(res.body);
    expect((await get()).body.data.revision).toBe(3);
    expect((await post({})).body.code).toBe('IP100');
  });

  it('when a user lacks the modify permission, then 403 UAC114; another merchant sees its own empty config', async () => {
    expect((await post({ sections: [] }, storeManager)).status).toBe(403);
    expect((await get('', acmeAdmin)).body.data).toMatchObject({ sections: [], revision: 0 });
  });
});
