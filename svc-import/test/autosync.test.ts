import { EVENT_TYPES, dataMappingConfigSchema, type ImportJobDetail, type ImportSourceView } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, testServiceDeps, useService, allowOutboundTo } from '@hub/service-kit/testing';
import pg from 'pg';
import request from 'supertest';
import { createImportService, type ImportService } from '../src';

// Issue 13 item 2 with a fake clock: a store's autosync (replicated from svc-auth's store events) runs
// its autosync source on schedule, once across instances, skipped while another import runs, and the
// schedule survives a restart. The source reads a table of the machine's PostgreSQL server.
const field = (name: string, erpField: string, type = 'text') => ({ name, displayName: name, erpField, type });
const MAPPING = dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC'), field('grossWeight', 'GWT', 'number')] });
const SOURCE_DB = `hub_autosync_${Date.now().toString(36)}`;
const ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${SOURCE_DB}`);
  await admin.end();
  const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${SOURCE_DB}` });
  await db.connect();
  await db.query(`create table products ("CODE" text, "EPC" text, "GWT" numeric); insert into products values ('A1', 'E1', 1.5), ('A2', 'E2', 2)`);
  await db.end();
});

afterAll(async () => {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`drop database if exists ${SOURCE_DB} with (force)`);
  await admin.end();
});

/** Bangkok (UTC+7) daily at 02:00 from 2026-03-01: 19:00 UTC the day before. */
const DAILY_2AM = { isEnable: true, startDate: '2026-03-01', startTime: '02:00', syncFrequency: 'DAILY' };
let revision = 1;
const storeEvent = (autosync: typeof DAILY_2AM) =>
  createEvent(EVENT_TYPES.STORE_UPDATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, autosync, revision: ++revision });

// The source databases are the local servers: opened to the outbound policy by their ports (issue 25).
allowOutboundTo(5432);

describe.each(testDatabaseTargets())('autosync of import sources on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, autosyncPollMs: 0 }), {
    setup: async (h) => {
      await h.deps.bus.publish(storeEvent(DAILY_2AM));
      await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 1, config: MAPPING }));
      await eventually('the store replica with its autosync', async () => (await h.test.db.query(`select 1 from "import".store_replicas where code = 'S01' and autosync is not null`)).length === 1);
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const service = () => h.service as ImportService;
  const at = (iso: string) => new Date(iso);
  let sourceId = '';
  const source = async () => (await request(h.app).get(`/merchant/import/sources/${sourceId}`).set('Authorization', admin)).body.data as ImportSourceView;
  const job = async (id: string) => (await request(h.app).get(`/merchant/import/jobs/${id}`).set('Authorization', admin)).body.data as ImportJobDetail;
  const settle = async (id: string) => {
    await eventually('the job to be checked', async () => !['WAITING', 'CHECKING'].includes((await job(id)).status), { timeoutMs: 30_000 });
    await request(h.app).post(`/merchant/import/jobs/${id}/cancel`).set('Authorization', admin);
  };

  it('When a source is marked autosync, then its next run is the store\'s next 02:00 Bangkok, and only one source per store is marked', async () => {
    const body = (name: string) => ({ name, sid: 'S01', kind: 'DATABASE', settings: { engine: 'postgres', host: '127.0.0.1', port: 5432, database: SOURCE_DB, user: 'postgres', table: 'products' }, secret: 'trust', autosync: true });
    const first = await request(h.app).post('/merchant/import/sources').set('Authorization', admin).send(body('Nightly ERP'));
    expect(first.status).toBe(201);
    expect(first.body.data.autosync).toBe(true);
    expect(first.body.data.nextRunAt).not.toBeNull();
    const second = await request(h.app).post('/merchant/import/sources').set('Authorization', admin).send(body('Nightly ERP 2'));
    const list = (await request(h.app).get('/merchant/import/sources').set('Authorization', admin)).body.data as ImportSourceView[];
    expect(list.filter((s) => s.autosync).map((s) => s.id)).toEqual([second.body.data.id]);
    sourceId = second.body.data.id;
    // The scheduler's first look (20:00 UTC on 03-04, 03:00 in Bangkok on the 5th): next is the 6th 02:00.
    expect(await service().autosync.tick(at('2026-03-04T20:00:00Z'))).toEqual({ started: [], skipped: [] });
    expect((await source()).nextRunAt).toBe('2026-03-05T19:00:00.000Z');
  });

  it('When the clock reaches the run, then one job starts, once, even with a second instance ticking at the same moment', async () => {
    expect(await service().autosync.tick(at('2026-03-05T18:59:00Z'))).toEqual({ started: [], skipped: [] });
    // A second svc-import instance on the same database (another process in production).
    const other = createImportService(testServiceDeps(h.test.db, { bus: h.deps.bus, storage: h.deps.storage }), { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, autosyncPollMs: 0 });
    const [a, b] = await Promise.all([service().autosync.tick(at('2026-03-05T19:00:30Z')), other.autosync.tick(at('2026-03-05T19:00:30Z'))]);
    expect([...a.started, ...b.started]).toEqual([sourceId]);
    const view = await source();
    expect(view.lastAutosync).toMatchObject({ dueAt: '2026-03-05T19:00:00.000Z', outcome: 'STARTED' });
    expect(view.nextRunAt).toBe('2026-03-06T19:00:00.000Z');
    const started = await job(view.lastAutosync!.jobId!);
    expect(started).toMatchObject({ source: 'DATABASE', sid: 'S01', createdBy: 'autosync' });
    await eventually('the scheduled run checked', async () => (await job(started.id)).status === 'PLANNING', { timeoutMs: 30_000 });
    expect((await job(started.id)).check).toMatchObject({ rows: 2, products: 2 });
    // svc-catalog's dry run comes back: a scheduled run is applied at once (no one waits at the screen).
    const plan = { create: 2, update: 0, unchanged: 0, reject: 0, deactivate: 0, examples: { create: [], update: [], unchanged: [], reject: [], deactivate: [] }, stores: [], skippedItems: [] };
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_PLANNED, 'DEMO', { jobId: started.id, plan }));
    await eventually('the scheduled run applying', async () => (await job(started.id)).status === 'IMPORTING');
    await eventually('the apply requested', () => h.events.some((e) => e.type === EVENT_TYPES.IMPORT_APPLY_REQUESTED && (e.data as { jobId: string }).jobId === started.id));
    // Its progress says it is a scheduled run (svc-auth's banner shows such a run's failure, issue 15).
    const progress = h.events.filter((e) => e.type === EVENT_TYPES.IMPORT_PROGRESS && (e.data as { jobId: string }).jobId === started.id);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.every((e) => (e.data as { scheduled?: boolean }).scheduled === true)).toBe(true);
    await h.test.db.query(`update "import".import_jobs set status = 'FINISHED' where id = $1`, [started.id]);
    // The same moment again: nothing more.
    expect(await service().autosync.tick(at('2026-03-05T19:01:00Z'))).toEqual({ started: [], skipped: [] });
  });

  it('When a run is due while another import runs, then it is skipped and the next one is scheduled', async () => {
    await h.test.db.query(`insert into "import".import_jobs (merchant_id, sid, source, status) values ('DEMO', 'S01', 'FILE', 'IMPORTING')`);
    const tick = await service().autosync.tick(at('2026-03-06T19:00:10Z'));
    expect(tick).toEqual({ started: [], skipped: [sourceId] });
    expect((await source()).lastAutosync).toMatchObject({ dueAt: '2026-03-06T19:00:00.000Z', outcome: 'SKIPPED_BUSY', jobId: null });
    expect((await source()).nextRunAt).toBe('2026-03-07T19:00:00.000Z');
    await h.test.db.query(`update "import".import_jobs set status = 'FAILED' where status = 'IMPORTING' and merchant_id = 'DEMO'`);
  });

  it('When the service restarts after missing runs, then it makes one run at once and resumes the schedule; a changed schedule is recomputed', async () => {
    const restarted = createImportService(testServiceDeps(h.test.db, { bus: h.deps.bus, storage: h.deps.storage }), { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, autosyncPollMs: 0 });
    // Down from the 7th to the 10th at 12:00 UTC: the 7th's, 8th's and 9th's runs were missed; one run now.
    const tick = await restarted.autosync.tick(at('2026-03-10T12:00:00Z'));
    expect(tick.started).toEqual([sourceId]);
    expect((await source()).nextRunAt).toBe('2026-03-10T19:00:00.000Z');
    await settle((await source()).lastAutosync!.jobId!);

    // The store moves its run to 05:00: the next run follows.
    await h.deps.bus.publish(storeEvent({ ...DAILY_2AM, startTime: '05:00' }));
    await eventually('the new schedule replicated', async () => (await h.test.db.query<{ t: string }>(`select autosync->>'startTime' as t from "import".store_replicas where code = 'S01'`))[0]?.t === '05:00');
    await restarted.autosync.tick(at('2026-03-10T12:00:00Z'));
    expect((await source()).nextRunAt).toBe('2026-03-10T22:00:00.000Z');

    // Autosync off on the store: no next run, nothing starts.
    await h.deps.bus.publish(storeEvent({ ...DAILY_2AM, isEnable: false }));
    await eventually('autosync off replicated', async () => (await h.test.db.query<{ e: boolean }>(`select (autosync->>'isEnable')::boolean as e from "import".store_replicas where code = 'S01'`))[0]?.e === false);
    expect(await restarted.autosync.tick(at('2026-03-11T00:00:00Z'))).toEqual({ started: [], skipped: [] });
    expect((await source()).nextRunAt).toBeNull();
  });
});
