import { EVENT_TYPES, dataMappingConfigSchema, type ImportJobDetail, type NamedMapping, type NamedMappingSummary } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';

const mappingOf = (codeColumn: string) =>
  dataMappingConfigSchema.parse({
    fields: [
      { name: 'productCode', displayName: 'Code', erpField: codeColumn },
      { name: 'rfidTag', displayName: 'Tag', erpField: 'EPC' },
    ],
  });

describe.each(testDatabaseTargets())('svc-import named mappings (issue 28 item 2) on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 16 * 1024 * 1024, pollMs: 50, leaseMs: 5_000 }), {
    setup: async (h) => {
      await h.deps.bus.publishMany([
        createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: null, revision: 1 }),
        createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 3, config: mappingOf('CODE') }),
      ]);
      await eventually('the default mapping kept', async () => (await h.test.db.query(`select 1 from "import".data_mappings where merchant_id = 'DEMO' and revision = 3`)).length === 1);
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const other = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
  const api = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', path: string, auth = admin) => request(h.app)[method](`/merchant/import/mappings${path}`).set('Authorization', auth);

  it('the single mapping is the default; a mapping is created as a copy, renamed, saved (revision + 1), listed, and kept to its merchant', async () => {
    const listed = await api('get', '');
    expect(listed.body).toMatchObject({ code: 'CDM001', data: [{ id: 'default', name: 'Default', isDefault: true, revision: 3, configured: true }] });

    const created = await api('post', '').send({ name: 'Supplier A' });
    expect(created.status).toBe(201);
    const a = created.body.data as NamedMapping;
    expect(a).toMatchObject({ name: 'Supplier A', isDefault: false, revision: 1, configured: true, config: { fields: [{ erpField: 'CODE' }, { erpField: 'EPC' }] } });
    expect((await api('post', '').send({ name: ' supplier a ' })).body.code).toBe('CDM114');

    const saved = await api('put', `/${a.id}`).send(mappingOf('SUPPLIER_SKU'));
    expect(saved.body).toMatchObject({ code: 'CDM000', data: { revision: 2, config: { fields: [{ erpField: 'SUPPLIER_SKU' }, {}] } } });
    expect((await api('put', `/${a.id}`).send(mappingOf('SUPPLIER_SKU'))).body).toMatchObject({ code: 'CDM003', data: { revision: 2 } });
    expect((await api('put', `/${a.id}`).send({ fields: [] })).body.code).toBe('CDM106');
    expect((await api('put', '/default').send(mappingOf('X'))).body.code).toBe('CDM115');

    const copy = await api('post', '').send({ name: 'Web shop', copyOf: a.id });
    expect(copy.body.data).toMatchObject({ revision: 1, config: { fields: [{ erpField: 'SUPPLIER_SKU' }, {}] } });
    expect((await api('patch', `/${copy.body.data.id}`).send({ name: 'Supplier A' })).body.code).toBe('CDM114');
    expect((await api('patch', `/${copy.body.data.id}`).send({ name: 'Online store' })).body).toMatchObject({ code: 'CDM000', data: { name: 'Online store', revision: 1 } });

    expect(((await api('get', '')).body.data as NamedMappingSummary[]).map((m) => m.name)).toEqual(['Default', 'Online store', 'Supplier A']);
    expect((await api('get', `/${a.id}`, other)).body.code).toBe('CDM110');
    expect((await api('get', '', other)).body.data).toMatchObject([{ id: 'default', revision: 0, configured: false }]);
    expect((await api('delete', `/${copy.body.data.id}`, other)).body.code).toBe('CDM110');
    expect((await api('delete', `/${copy.body.data.id}`)).body.code).toBe('CDM002');
  });

  it('an import reads with the mapping it chose and records its name and revision; a mapping in use by a source or a running import is not deleted', async () => {
    const a = ((await api('get', '')).body.data as NamedMappingSummary[]).find((m) => m.name === 'Supplier A')!;
    const res = await request(h.app)
      .post(`/merchant/import/upload?sid=S01&mapping=${a.id}`)
      .set('Authorization', admin)
      .attach('file', Buffer.from('SUPPLIER_SKU,EPC\nP1,E1\n'), { filename: 'supplier.csv', contentType: 'text/csv' });
    expect(res.status).toBe(202);
    let job: ImportJobDetail | undefined;
    await eventually('the check to end', async () => {
      job = (await request(h.app).get(`/merchant/import/jobs/${res.body.data.id}`).set('Authorization', admin)).body.data as ImportJobDetail;
      return !['WAITING', 'CHECKING'].includes(job.status);
    }, { timeoutMs: 30_000 });
    // Read with Supplier A's column (the default's CODE is not in the file): checked, waiting for the dry run.
    expect(job).toMatchObject({ status: 'PLANNING', totalCount: 1, mapping: { id: a.id, name: 'Supplier A', revision: 2 } });
    expect((await api('delete', `/${a.id}`)).body.code).toBe('CDM117');
    await request(h.app).post(`/merchant/import/jobs/${job!.id}/cancel`).set('Authorization', admin);

    await h.test.db.query(`insert into "import".import_sources (merchant_id, sid, name, kind, settings, mapping_id) values ('DEMO', 'S01', 'Supplier feed', 'WEB_SERVICE', '{}', $1)`, [a.id]);
    expect((await api('get', '')).body.data).toContainEqual(expect.objectContaining({ id: a.id, usedBySources: ['Supplier feed'] }));
    expect((await api('delete', `/${a.id}`)).body.code).toBe('CDM116');
    expect((await api('delete', '/default')).body.code).toBe('CDM115');
    await h.test.db.query(`update "import".import_sources set mapping_id = 'default' where merchant_id = 'DEMO'`);
    expect((await api('delete', `/${a.id}`)).body.code).toBe('CDM002');
    expect((await request(h.app).post(`/merchant/import/upload?sid=S01&mapping=${a.id}`).set('Authorization', admin).attach('file', Buffer.from('A\n1\n'), { filename: 'x.csv', contentType: 'text/csv' })).body.code).toBe('CDM110');
  });

  it('a store starts its imports with the mapping chosen for it (per store): set with PATCH stores, listed, used by an upload that names none; an unknown store is PDFU108; a deleted mapping leaves the store to the default', async () => {
    const sydney = (await api('post', '').send({ name: 'Store S01' })).body.data as NamedMapping;
    await api('put', `/${sydney.id}`).send(mappingOf('STORE_SKU'));
    expect((await api('patch', `/${sydney.id}`).send({ stores: ['NOPE'] })).body.code).toBe('PDFU108');
    expect((await api('patch', `/${sydney.id}`).send({ stores: ['S01', 'S01'] })).body).toMatchObject({ code: 'CDM000', data: { name: 'Store S01', stores: ['S01'] } });
    expect((await api('get', '')).body.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'default', stores: [] }), expect.objectContaining({ id: sydney.id, stores: ['S01'] })]));
    // Another mapping taking the store takes it from this one.
    expect((await api('patch', '/default').send({ stores: ['S01'] })).body.data).toMatchObject({ stores: ['S01'] });
    expect((await api('get', `/${sydney.id}`)).body.data).toMatchObject({ stores: [] });
    expect((await api('patch', `/${sydney.id}`).send({ stores: ['S01'] })).body.data).toMatchObject({ name: 'Store S01', stores: ['S01'] });

    const res = await request(h.app)
      .post('/merchant/import/upload?sid=S01')
      .set('Authorization', admin)
      .attach('file', Buffer.from('STORE_SKU,EPC\nP1,E1\n'), { filename: 'store.csv', contentType: 'text/csv' });
    expect(res.status).toBe(202);
    expect((res.body.data as ImportJobDetail).mapping).toMatchObject({ id: sydney.id, name: 'Store S01' });
    await eventually('the check to end', async () => !['WAITING', 'CHECKING'].includes(((await request(h.app).get(`/merchant/import/jobs/${res.body.data.id}`).set('Authorization', admin)).body.data as ImportJobDetail).status), { timeoutMs: 30_000 });
    await request(h.app).post(`/merchant/import/jobs/${res.body.data.id}/cancel`).set('Authorization', admin);

    expect((await api('delete', `/${sydney.id}`)).body.code).toBe('CDM002');
    expect(await h.test.db.query(`select 1 from "import".store_mappings where merchant_id = 'DEMO'`)).toHaveLength(0);
  });
});
