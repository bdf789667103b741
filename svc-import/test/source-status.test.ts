import { EVENT_TYPES, dataMappingConfigSchema, type EventEnvelope, type ImportJobDetail, type ImportSourceView } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, publishedSoFar, signTestToken, testClaims, testDatabaseTargets, useService, allowOutboundTo } from '@hub/service-kit/testing';
import pg from 'pg';
import request from 'supertest';
import { createImportService, type ImportService } from '../src';

// Issue 13 item 2: a store's data import connection status follows its import sources
// (hub.import.source-status-changed.v1, kept by svc-auth on the store), and a source's
// markMissingInactive travels with its runs to svc-catalog. The sources read the machine's PostgreSQL.
const field = (name: string, erpField: string, type = 'text') => ({ name, displayName: name, erpField, type });
const MAPPING = dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC'), field('grossWeight', 'GWT', 'number')] });
const SOURCE_DB = `hub_srcstatus_${Date.now().toString(36)}`;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const sourceDb = async <T>(fn: (db: pg.Client) => Promise<T>): Promise<T> => {
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${SOURCE_DB}` });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
};

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${SOURCE_DB}`);
  await admin.end();
  await sourceDb((db) => db.query(`create table products ("CODE" text, "EPC" text, "GWT" numeric); insert into products values ('A1', 'E1', 1.5), ('A2', 'E2', 2)`));
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SOURCE_DB} with (force)`);
  await admin.end();
});

const settings = (over: Record<string, unknown> = {}) => ({ engine: 'postgres', host: '127.0.0.1', port: 5432, database: SOURCE_DB, user: 'postgres', table: 'products', ...over });
/** Nothing listens on port 1: its connection test fails (DBC100). */
const CLOSED = settings({ port: 1 });

// The source databases are the local servers: opened to the outbound policy by their ports (issue 25).
allowOutboundTo(5432, 1);

describe.each(testDatabaseTargets())('import sources: store connection status and marking missing products inactive on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, autosyncPollMs: 0 }), {
    setup: async (h) => {
      for (const [n, code] of ['S01', 'S02', 'S03'].entries()) {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code, name: code, tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: n + 1 }));
      }
      await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 1, config: MAPPING }));
      await eventually('the store replicas', async () => (await h.test.db.query(`select 1 from "import".store_replicas where merchant_id = 'DEMO'`)).length === 3);
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const service = () => h.service as ImportService;
  let n = 0;
  const create = async (sid: string, kindSettings: Record<string, unknown>, extra: Record<string, unknown> = {}) => {
    const res = await request(h.app)
      .post('/merchant/import/sources')
      .set('Authorization', admin)
      .send({ name: `Source ${++n}`, sid, kind: 'DATABASE', settings: kindSettings, secret: 'trust', ...extra });
    expect(res.status).toBe(201);
    return res.body.data as ImportSourceView;
  };
  const update = async (source: ImportSourceView, over: Record<string, unknown>) => {
    const res = await request(h.app)
      .put(`/merchant/import/sources/${source.id}`)
      .set('Authorization', admin)
      .send({ name: source.name, sid: source.sid, kind: source.kind, settings: source.settings, autosync: source.autosync, markMissingInactive: source.markMissingInactive, ...over });
    expect(res.status).toBe(200);
    return res.body.data as ImportSourceView;
  };
  const test = (id: string) => request(h.app).post(`/merchant/import/sources/${id}/test`).set('Authorization', admin);
  const job = async (id: string) => (await request(h.app).get(`/merchant/import/jobs/${id}`).set('Authorization', admin)).body.data as ImportJobDetail;
  const run = async (id: string) => {
    const res = await request(h.app).post(`/merchant/import/sources/${id}/run`).set('Authorization', admin);
    expect(res.status).toBe(201);
    return res.body.data.jobId as string;
  };

  /** The store statuses published from now on, once everything written so far is published. */
  const statusesFrom = () => {
    const from = h.events.length;
    return async () => {
      await publishedSoFar(service().eventing, h.deps.bus);
      return h.events.slice(from).filter((e) => e.type === EVENT_TYPES.SOURCE_STATUS_CHANGED).map((e) => [e.merchantId, e.data]);
    };
  };
  const step = async <T>(what: () => Promise<T>, expected: [string, { sid: string; connectionStatus: string }][]): Promise<T> => {
    const published = statusesFrom();
    const result = await what();
    expect(await published()).toEqual(expected);
    return result;
  };
  const tested = (sid: string) => ['DEMO', { sid, connectionStatus: 'Tested' }] as [string, { sid: string; connectionStatus: string }];
  const notTested = (sid: string) => ['DEMO', { sid, connectionStatus: 'Not Tested' }] as [string, { sid: string; connectionStatus: string }];

  it("When a store's sources are created, tested, marked autosync, moved and deleted, then its status is published each time it changes, and only then", async () => {
    const a = await step(() => create('S01', settings()), [notTested('S01')]);
    await step(async () => expect((await test(a.id)).body.data.connectionStatus).toBe('Tested'), [tested('S01')]);
    // A second source not tested yet: not all of the store's sources are Tested.
    let b = await step(() => create('S01', CLOSED), [notTested('S01')]);
    await step(async () => expect((await test(b.id)).body.code).toBe('DBC100'), []);
    // The store's autosync source decides, whatever the others.
    const scheduled = await step(() => update(a, { autosync: true }), [tested('S01')]);
    // Moved to S02: S01 keeps its status (its autosync source), S02 has one now.
    b = await step(() => update(b, { sid: 'S02' }), [notTested('S02')]);
    await step(() => update(scheduled, { autosync: false }), []);
    const c = await step(() => create('S01', CLOSED), [notTested('S01')]);
    await step(async () => expect((await request(h.app).delete(`/merchant/import/sources/${c.id}`).set('Authorization', admin)).status).toBe(200), [tested('S01')]);
    // A changed connection is Not Tested until tested again.
    await step(() => update(scheduled, { settings: settings({ host: 'localhost' }) }), [notTested('S01')]);
    await step(() => request(h.app).delete(`/merchant/import/sources/${b.id}`).set('Authorization', admin), []);

    // A MASTER source changes no store.
    const master = await step(() => create('MASTER', settings()), []);
    await step(() => test(master.id), []);

    // Another merchant's change of a store of the same code is that merchant's.
    const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'ACME', { code: 'S01', name: 'S01', tz: null, location: { lat: 0, lng: 0 }, revision: 1 }));
    await eventually('the ACME store replica', async () => (await h.test.db.query(`select 1 from "import".store_replicas where merchant_id = 'ACME'`)).length === 1);
    await step(
      () => request(h.app).post('/merchant/import/sources').set('Authorization', acme).send({ name: 'ACME source', sid: 'S01', kind: 'DATABASE', settings: settings(), secret: 'x' }),
      [['ACME', { sid: 'S01', connectionStatus: 'Not Tested' }]],
    );
  });

  it('When a run of a Tested source fails to fetch it, then the source is Not Tested and so is its store', async () => {
    await sourceDb((db) => db.query(`create table vanishing ("CODE" text, "EPC" text, "GWT" numeric); insert into vanishing values ('V1', 'E9', 1)`));
    const d = await step(() => create('S03', settings({ table: 'vanishing' })), [notTested('S03')]);
    await step(() => test(d.id), [tested('S03')]);
    await sourceDb((db) => db.query('drop table vanishing'));
    const published = statusesFrom();
    const jobId = await run(d.id);
    await eventually('the run to fail', async () => (await job(jobId)).status === 'FAILED', { timeoutMs: 30_000 });
    expect(await published()).toEqual([notTested('S03')]);
    const after = (await request(h.app).get(`/merchant/import/sources/${d.id}`).set('Authorization', admin)).body.data as ImportSourceView;
    expect(after).toMatchObject({ connectionStatus: 'Not Tested', lastErrorCode: (await job(jobId)).errorCode });
  });

  it('When a source marks missing products inactive, then its runs carry the setting to svc-catalog, and the job and its audit entry count what was marked', async () => {
    const e = await create('S02', settings(), { markMissingInactive: true });
    expect(e.markMissingInactive).toBe(true);
    expect(((await request(h.app).get(`/merchant/import/sources/${e.id}`).set('Authorization', admin)).body.data as ImportSourceView).markMissingInactive).toBe(true);

    const jobId = await run(e.id);
    expect(await job(jobId)).toMatchObject({ markMissingInactive: true, nDeactivated: 0 });
    const staged = (id: string) => h.events.find((ev) => ev.type === EVENT_TYPES.IMPORT_STAGED && (ev.data as { jobId: string }).jobId === id) as EventEnvelope<{ markMissingInactive: boolean }> | undefined;
    await eventually('the run staged', () => staged(jobId) !== undefined, { timeoutMs: 30_000 });
    expect(staged(jobId)!.data).toMatchObject({ sid: 'S02', totalCount: 2, markMissingInactive: true });
    // The setting changing afterwards does not change the job.
    const plain = await update(e, { markMissingInactive: false });
    expect(plain.markMissingInactive).toBe(false);

    // svc-catalog's dry run and apply (its part is tested in svc-catalog): 3 products marked inactive.
    const plan = { create: 0, update: 0, unchanged: 2, reject: 0, deactivate: 3, examples: { create: [], update: [], unchanged: [], reject: [], deactivate: [] }, stores: [], skippedItems: [] };
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_PLANNED, 'DEMO', { jobId, plan }));
    await eventually('the dry run shown', async () => (await job(jobId)).status === 'READY');
    expect((await request(h.app).post(`/merchant/import/jobs/${jobId}/apply`).set('Authorization', admin)).status).toBe(200);
    await h.deps.bus.publish(
      createEvent(EVENT_TYPES.IMPORT_APPLIED, 'DEMO', { jobId, processed: 2, nInserted: 0, nModified: 0, nUpserted: 0, skipped: 2, nDeactivated: 3, status: 'FINISHED', stores: [] }),
    );
    await eventually('the job finished', async () => (await job(jobId)).status === 'FINISHED');
    expect(await job(jobId)).toMatchObject({ status: 'FINISHED', markMissingInactive: true, nDeactivated: 3, skipped: 2 });
    await publishedSoFar(service().eventing, h.deps.bus);
    const audit = h.events.find((ev) => ev.type === EVENT_TYPES.AUDIT_ENTRY && (ev.data as { action: string; details: { jobId?: string } }).action === 'import.finished' && (ev.data as { details: { jobId?: string } }).details.jobId === jobId);
    expect(audit?.data).toMatchObject({ details: { jobId, nDeactivated: 3 } });

    // Without the setting, a run does not ask for it.
    const next = await run(e.id);
    await eventually('the second run staged', () => staged(next) !== undefined, { timeoutMs: 30_000 });
    expect(staged(next)!.data.markMissingInactive).toBe(false);
    expect(await job(next)).toMatchObject({ markMissingInactive: false });
    await request(h.app).post(`/merchant/import/jobs/${next}/cancel`).set('Authorization', admin);
  });
});
