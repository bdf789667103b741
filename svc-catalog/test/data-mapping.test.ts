import { EVENT_TYPES, type DataMappingConfigInput } from '@hub/contracts';
import { expectNoStackTrace, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { bearer, useCatalogService } from './harness';

const CONFIG: DataMappingConfigInput = {
  fields: [
    { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
    { name: 'rfidTag', displayName: 'RFID tag', erpField: 'EPC' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: false } },
    {
      name: 'grossWeight',
      displayName: 'Gross weight',
      erpField: 'GWT',
      type: 'number',
      filter: { enabled: true, range: true },
    },
    { name: 'stone', displayName: 'Stone', erpField: 'STONE' },
  ],
  uniqueFields: ['rfidTag'],
  fieldMappings: [
    {
      inputField: 'STONES',
      mappedFields: ['stone'],
      hasMultipleValues: true,
      method: 'SINGLE_CELL',
      delimiter: '|',
    },
  ],
  groups: { single: ['productCode', 'rfidTag', 'karat', 'grossWeight'], multi: ['stone'] },
};

describe.each(testDatabaseTargets())('svc-catalog data mapping on %s', (target) => {
  const admin = bearer('ADMIN');
  const acmeAdmin = bearer('ADMIN', 'ACME');
  const storeManager = bearer('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] });
  const h = useCatalogService(target);

  const get = (path: string, auth = admin) =>
    request(h.app).get(`/merchant/config/data-mapping${path}`).set('Authorization', auth);
  const postForm = (config: unknown, auth = admin) =>
    request(h.app)
      .post('/merchant/config/data-mapping')
      .set('Authorization', auth)
      .type('form')
      .send({ data: JSON.stringify(config) });
  const stored = async (merchant: string) =>
    (
      await h.test.db.query<{ revision: number }>(
        "select revision from catalog.config_documents where merchant_id = $1 and kind = 'data-mapping'",
        [merchant],
      )
    )[0];

  it('when nothing is saved, then the mapping is empty, revision 0, and the import is not configured', async () => {
    const res = await get('');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      code: 'CDM001',
      data: { fields: [], revision: 0, configured: false },
    });
    const status = await get('/check-mapping-status');
    expect(status.body).toMatchObject({
      code: 'CDM004',
      data: { configured: false, missingMandatory: ['productCode', 'rfidTag'] },
    });
  });

  it('when the admin posts a valid mapping form-encoded, then it is saved (CDM000), published for svc-import and audited', async () => {
    const res = await postForm(CONFIG);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'CDM000', data: { revision: 1, configured: true } });
    expect(res.body.data.fields.map((f: { name: string }) => f.name)).toEqual([
      'productCode',
      'rfidTag',
      'karat',
      'grossWeight',
      'stone',
    ]);
    const changed = h.events.filter(
      (e) => e.type === EVENT_TYPES.DATA_MAPPING_CHANGED && e.merchantId === 'DEMO',
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]!.data).toMatchObject({ revision: 1, config: { uniqueFields: ['rfidTag'] } });
    expect(
      h.events.some(
        (e) =>
          e.type === EVENT_TYPES.AUDIT_ENTRY &&
          (e.data as { action: string }).action === 'data-mapping.created',
      ),
    ).toBe(true);
    expect((await get('/check-mapping-status?code=karat')).body.data).toEqual({
      configured: true,
      revision: 1,
      missingMandatory: [],
      field: { name: 'karat', mapped: true, erpField: 'KT' },
    });
  });

  it("when the same mapping is posted again (as JSON, keys reordered), then 'nothing to update' (CDM003) and nothing is published", async () => {
    const before = h.events.length;
    const { groups, ...rest } = CONFIG;
    const res = await request(h.app)
      .post('/merchant/config/data-mapping')
      .set('Authorization', admin)
      .send({ groups, ...rest });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 'CDM003', data: { revision: 1 } });
    expect(h.events.length).toBe(before);
    expect((await stored('DEMO'))?.revision).toBe(1);
  });

  it('when a rule is broken, then 400 with its CDM code, every broken rule in details, and nothing changes', async () => {
    const bad = {
      ...CONFIG,
      fields: [
        { name: 'productCode', displayName: 'Product code', erpField: 'ITEM_CODE' },
        { name: 'karat.value', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: true } },
        { name: 'karat2', displayName: 'karat', erpField: 'kt' },
      ],
      fieldMappings: [],
      uniqueFields: [],
      groups: { single: [], multi: [] },
    };
    const res = await postForm(bad);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CDM105');
    expect(res.body.message).toBe('Field name cannot contain dots');
    expect(res.body.details).toEqual([
      { field: 'fields.1.name', rule: 'CDM105' },
      { field: 'fields.1.filter.range', rule: 'CDM107' },
      { field: 'fields.2.displayName', rule: 'CDM104' },
      { field: 'fields.2.erpField', rule: 'CDM102' },
      { field: 'fields.rfidTag', rule: 'CDM106' },
    ]);
    expectNoStackTrace(res.body);
    expect((await stored('DEMO'))?.revision).toBe(1);
  });

  it('when the form field is not JSON or the body is missing, then 400 IP100', async () => {
    const res = await request(h.app)
      .post('/merchant/config/data-mapping')
      .set('Authorization', admin)
      .type('form')
      .send('data=%7Bnot-json');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IP100');
    expect(
      (await request(h.app).post('/merchant/config/data-mapping').set('Authorization', admin).send({}))
        .status,
    ).toBe(400);
  });

  it('when a user without ERP_MODIFY saves or deletes, then 403 UAC114; reading is allowed', async () => {
    expect((await postForm(CONFIG, storeManager)).body.code).toBe('UAC114');
    expect(
      (await request(h.app).delete('/merchant/config/data-mapping').set('Authorization', storeManager))
        .status,
    ).toBe(403);
    expect((await get('', storeManager)).body.data.revision).toBe(1);
  });

  it("when another merchant reads, then it sees its own (empty) mapping, never DEMO's", async () => {
    const res = await get('', acmeAdmin);
    expect(res.body.data).toMatchObject({ fields: [], revision: 0 });
    expect(JSON.stringify(res.body)).not.toContain('ITEM_CODE');
    expect((await get('/field-mapping', acmeAdmin)).body.data).toEqual({ fieldMappings: [], fields: [] });
  });

  it('unique fields come with productCode, grouped on demand; field mappings carry their split settings', async () => {
    expect((await get('/unique')).body.data).toEqual(['productCode', 'rfidTag']);
    expect((await get('/unique?group=true')).body.data).toEqual({
      single: ['productCode', 'rfidTag'],
      multi: [],
    });
    expect((await get('/unique?group=maybe')).status).toBe(400);
    const mapping = (await get('/field-mapping')).body.data;
    expect(mapping.fieldMappings).toEqual([
      {
        inputField: 'STONES',
        mappedFields: ['stone'],
        hasMultipleValues: true,
        method: 'SINGLE_CELL',
        delimiter: '|',
        encoding: 'ASCII',
      },
    ]);
    expect(mapping.fields[0]).toEqual({ name: 'productCode', erpField: 'ITEM_CODE' });
  });

  it('when a changed mapping is saved, then the revision grows; when deleted, then CDM002, a null config is published, and a second delete is 404 CDM110', async () => {
    const changed = await postForm({ ...CONFIG, uniqueFields: [] });
    expect(changed.body).toMatchObject({ code: 'CDM000', data: { revision: 2 } });
    const del = await request(h.app).delete('/merchant/config/data-mapping').set('Authorization', admin);
    expect(del.body).toMatchObject({ status: 'success', code: 'CDM002' });
    const last = h.events.filter((e) => e.type === EVENT_TYPES.DATA_MAPPING_CHANGED).at(-1)!;
    expect(last.data).toEqual({ revision: 3, config: null });
    const again = await request(h.app).delete('/merchant/config/data-mapping').set('Authorization', admin);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('CDM110');
    expect((await get('')).body.data.configured).toBe(false);
    // Saved again after the deletion: the revision keeps growing, so svc-import takes it.
    expect((await postForm(CONFIG)).body).toMatchObject({ code: 'CDM000', data: { revision: 4 } });
    expect(h.events.filter((e) => e.type === EVENT_TYPES.DATA_MAPPING_CHANGED).at(-1)!.data).toMatchObject({
      revision: 4,
    });
  });
});
