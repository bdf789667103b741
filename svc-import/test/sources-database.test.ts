import { EVENT_TYPES, parseImportBatchLine, dataMappingConfigSchema, type ImportJobDetail, type ImportSourceView } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService, allowOutboundTo } from '@hub/service-kit/testing';
import mysql from 'mysql2/promise';
import pg from 'pg';
import request from 'supertest';
import { createImportService } from '../src';
import { jobKeys } from '../src/file/batches';

// Issue 13, external databases: the machine's own PostgreSQL (trust auth) and MariaDB servers hold a
// merchant's product table; a source reads it into the same check as an uploaded file.
const field = (name: string, erpField: string, type = 'text') => ({ name, displayName: name, erpField, type });
const MAPPING = dataMappingConfigSchema.parse({
  fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC'), field('karat', 'KT'), field('grossWeight', 'GWT', 'number'), field('note', 'NOTE')],
});
const RUN = Date.now().toString(36);
const PG_DB = `hub_src_${RUN}`;
const MY_DB = `hub_src_${RUN}`;
const MY_USER = `hub_src_${RUN}`;
const MY_PASSWORD = `pw-${RUN}-ร้าน`;
const ROWS: [string, string | null, string, number, string][] = [
  ['P1', 'E2801160', '18K', 12.5, 'แหวน, ทอง'],
  ['P2', null, '22K', 3, '-5 and "quoted"'],
  ['P3', 'E3', '18K', 1, '=SUM(A1:A2)'],
];

const pgAdminUrl = 'postgres://postgres@127.0.0.1:5432/postgres';
const pgSettings = (over: Record<string, unknown> = {}) => ({ engine: 'postgres', host: '127.0.0.1', port: 5432, database: PG_DB, user: 'postgres', table: 'products', ...over });
const mySettings = (over: Record<string, unknown> = {}) => ({ engine: 'mysql', host: '127.0.0.1', port: 3306, database: MY_DB, user: MY_USER, table: 'products', ...over });

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`create database ${PG_DB}`);
  await admin.end();
  const source = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${PG_DB}` });
  await source.connect();
  await source.query(`create table products ("CODE" text primary key, "EPC" text, "KT" text, "GWT" numeric, "NOTE" text)`);
  for (const row of ROWS) await source.query('insert into products values ($1, $2, $3, $4, $5)', row);
  await source.end();

  const my = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' });
  await my.query(`create database ${MY_DB} character set utf8mb4`);
  await my.query(`create table ${MY_DB}.products (CODE varchar(40) primary key, EPC varchar(40), KT varchar(10), GWT decimal(10,3), NOTE text) character set utf8mb4`);
  for (const row of ROWS) await my.query(`insert into ${MY_DB}.products values (?, ?, ?, ?, ?)`, row);
  await my.query(`create user '${MY_USER}'@'%' identified by ?`, [MY_PASSWORD]);
  await my.query(`grant select, delete on ${MY_DB}.* to '${MY_USER}'@'%'`);
  await my.end();
}, 180_000);

afterAll(async () => {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${PG_DB} with (force)`);
  await admin.end();
  const my = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '' });
  await my.query(`drop database if exists ${MY_DB}`);
  await my.query(`drop user if exists '${MY_USER}'@'%'`);
  await my.end();
});

// The source databases are the local servers: opened to the outbound policy by their ports (issue 25).
allowOutboundTo(5432, 3306, 1);

describe.each(testDatabaseTargets())('import sources: external databases on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000 }), {
    setup: async (h) => {
      await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: 1 }));
      await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 1, config: MAPPING }));
      await eventually('the store replica', async () => (await h.test.db.query(`select 1 from "import".store_replicas where code = 'S01'`)).length === 1);
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const acme = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
  let n = 0;
  const create = async (kindSettings: { kind: string; settings: Record<string, unknown> }, secret: string | undefined, name = `Source ${target.name} ${++n}`) =>
    request(h.app).post('/merchant/import/sources').set('Authorization', admin).send({ name, sid: 'S01', secret, ...kindSettings });
  const test = (id: string) => request(h.app).post(`/merchant/import/sources/${id}/test`).set('Authorization', admin);
  const job = async (id: string) => (await request(h.app).get(`/merchant/import/jobs/${id}`).set('Authorization', admin)).body.data as ImportJobDetail;
  const ended = async (id: string) => {
    let last: ImportJobDetail | undefined;
    await eventually('the job to leave WAITING and CHECKING', async () => !['WAITING', 'CHECKING'].includes((last = await job(id)).status), { timeoutMs: 30_000 });
    return last!;
  };
  const stagedRecords = async (jobId: string) => {
    await eventually('the staged event', () => h.events.some((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === jobId));
    const staged = h.events.find((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === jobId)!;
    const { text } = await import('node:stream/consumers');
    const lines: unknown[] = [];
    for (const key of (staged.data as { batches: string[] }).batches) lines.push(...(await text(await h.deps.storage!.read(key))).trim().split('\n').map(parseImportBatchLine));
    return lines;
  };
  const release = (jobId: string) => request(h.app).post(`/merchant/import/jobs/${jobId}/cancel`).set('Authorization', admin);

  it('When a database source is saved, then its password is sealed and never answered; a name in use is FTP100, a store the merchant lacks IP100, another merchant sees none of it', async () => {
    const res = await create({ kind: 'DATABASE', settings: mySettings() }, MY_PASSWORD, `MariaDB ${target.name}`);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 'CDI001', data: { kind: 'DATABASE', hasSecret: true, connectionStatus: 'Not Tested', sid: 'S01' } });
    expect(JSON.stringify(res.body)).not.toContain(MY_PASSWORD);
    const [stored] = await h.test.db.query<{ secret_sealed: string }>(`select secret_sealed from "import".import_sources where id = $1`, [res.body.data.id]);
    expect(stored!.secret_sealed).not.toContain(MY_PASSWORD);
    const list = await request(h.app).get('/merchant/import/sources').set('Authorization', admin);
    expect(list.body.code).toBe('CDI006');
    expect(JSON.stringify(list.body)).not.toContain(MY_PASSWORD);

    expect((await create({ kind: 'DATABASE', settings: mySettings() }, 'x', `mariadb ${target.name}`)).body.code).toBe('FTP100');
    const unknownStore = await request(h.app).post('/merchant/import/sources').set('Authorization', admin).send({ name: 'Nowhere', sid: 'S99', kind: 'DATABASE', settings: mySettings(), secret: 'x' });
    expect([unknownStore.status, unknownStore.body.code]).toEqual([400, 'IP100']);
    const both = await request(h.app).post('/merchant/import/sources').set('Authorization', admin).send({ name: 'Both', sid: 'S01', kind: 'DATABASE', settings: { ...mySettings(), query: 'select 1' }, secret: 'x' });
    expect(both.status).toBe(201); // a query wins over a table (the table stays as written)
    expect((await request(h.app).get(`/merchant/import/sources/${res.body.data.id}`).set('Authorization', acme)).body.code).toBe('PDDI106');

    // Renamed without a secret: the stored one stays; a changed host is Not Tested again.
    const tested = await test(res.body.data.id);
    expect(tested.body.data.connectionStatus).toBe('Tested');
    const renamed = await request(h.app).put(`/merchant/import/sources/${res.body.data.id}`).set('Authorization', admin).send({ name: `MariaDB main ${target.name}`, sid: 'S01', kind: 'DATABASE', settings: mySettings() });
    expect(renamed.body.data).toMatchObject({ hasSecret: true, connectionStatus: 'Tested' });
    const moved = await request(h.app).put(`/merchant/import/sources/${res.body.data.id}`).set('Authorization', admin).send({ name: `MariaDB main ${target.name}`, sid: 'S01', kind: 'DATABASE', settings: mySettings({ host: 'localhost' }) });
    expect(moved.body.data).toMatchObject({ hasSecret: true, connectionStatus: 'Not Tested' });
  });

  it('When the connection is tested, then PostgreSQL and MariaDB answer their columns and first rows; a wrong password or a closed port is DBC100 and the source is Not Tested', async () => {
    const postgres = (await create({ kind: 'DATABASE', settings: pgSettings() }, 'trust-auth-ignores-it')).body.data as ImportSourceView;
    const ok = await test(postgres.id);
    expect(ok.body).toMatchObject({ code: 'CDI008', data: { connectionStatus: 'Tested', columns: ['CODE', 'EPC', 'KT', 'GWT', 'NOTE'] } });
    expect(ok.body.data.sample).toHaveLength(3);
    expect(ok.body.data.sample).toContainEqual(['P1', 'E2801160', '18K', '12.5', 'แหวน, ทอง']);

    const maria = (await create({ kind: 'DATABASE', settings: mySettings() }, MY_PASSWORD)).body.data as ImportSourceView;
    const myOk = await test(maria.id);
    expect(myOk.body.data.columns).toEqual(['CODE', 'EPC', 'KT', 'GWT', 'NOTE']);
    expect(myOk.body.data.sample).toContainEqual(['P2', '', '22K', '3.000', '-5 and "quoted"']);

    const wrong = (await create({ kind: 'DATABASE', settings: mySettings() }, 'not-the-password')).body.data as ImportSourceView;
    const refused = await test(wrong.id);
    expect([refused.status, refused.body.code]).toEqual([502, 'DBC100']);
    expect(JSON.stringify(refused.body)).not.toContain('not-the-password');
    const after = (await request(h.app).get(`/merchant/import/sources/${wrong.id}`).set('Authorization', admin)).body.data as ImportSourceView;
    expect(after).toMatchObject({ connectionStatus: 'Not Tested', lastErrorCode: 'DBC100' });

    const closed = (await create({ kind: 'DATABASE', settings: pgSettings({ port: 1 }) }, 'x')).body.data as ImportSourceView;
    expect((await test(closed.id)).body.code).toBe('DBC100');
    const noPassword = (await create({ kind: 'DATABASE', settings: pgSettings() }, undefined)).body.data as ImportSourceView;
    // A password never saved is the merchant's to fix (issue 25 item 5): 400, not a failed connection's 502.
    const unsaved = await test(noPassword.id);
    expect([unsaved.status, unsaved.body.code]).toEqual([400, 'PDDB104']);
  });

  it('When the query would write, then it is refused in its read-only transaction (PDDB106) and the table is untouched', async () => {
    for (const settings of [pgSettings({ table: undefined, query: 'delete from products returning *' }), mySettings({ table: undefined, query: 'delete from products' })]) {
      const source = (await create({ kind: 'DATABASE', settings }, settings.engine === 'mysql' ? MY_PASSWORD : 'x')).body.data as ImportSourceView;
      expect((await test(source.id)).body.code).toBe('PDDB106');
    }
    const pgCheck = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:5432/${PG_DB}` });
    await pgCheck.connect();
    expect((await pgCheck.query('select count(*)::int as n from products')).rows[0].n).toBe(3);
    await pgCheck.end();
    const my = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root', password: '', database: MY_DB });
    expect(((await my.query('select count(*) as n from products')) as [{ n: number }[], unknown])[0][0]!.n).toBe(3);
    await my.end();
  });

  it('When a source is run, then the job fetches it (FETCHINGDB) and checks it like a file: every row staged with its text as stored', async () => {
    for (const [settings, secret] of [
      [pgSettings(), 'x'],
      [mySettings({ table: undefined, query: 'select CODE, EPC, KT, GWT, NOTE from products order by CODE' }), MY_PASSWORD],
    ] as const) {
      const source = (await create({ kind: 'DATABASE', settings }, secret)).body.data as ImportSourceView;
      const run = await request(h.app).post(`/merchant/import/sources/${source.id}/run`).set('Authorization', admin);
      expect([run.status, run.body.code]).toEqual([201, 'CDI000']);
      const done = await ended(run.body.data.jobId);
      expect(done).toMatchObject({ status: 'PLANNING', source: 'DATABASE', sid: 'S01', totalCount: 3, check: { rows: 3, products: 3, errors: 0 } });
      const records = (await stagedRecords(done.id)) as { productCode: string; fields: Record<string, unknown> }[];
      expect(records.map((r) => [r.productCode, r.fields.grossWeight, r.fields.note]).sort()).toEqual([
        ['P1', 12.5, 'แหวน, ทอง'],
        ['P2', 3, '-5 and "quoted"'],
        ['P3', 1, '=SUM(A1:A2)'],
      ]);
      const progress = h.events.filter((e) => e.type === EVENT_TYPES.IMPORT_PROGRESS && (e.data as { jobId: string }).jobId === done.id).map((e) => (e.data as { message: string }).message);
      expect(progress).toContain('FETCHINGDB');
      expect(h.events.some((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { action: string; details: { jobId?: string } }).action === 'import.started' && (e.data as { details: { jobId?: string } }).details.jobId === done.id)).toBe(true);
      await release(done.id);
    }
  });

  it('When the source dies mid-way, then the job ends FAILED with its code, nothing staged and no file kept', async () => {
    // Row 5,000 divides by zero: the server fails the query after streaming pages of rows.
    const query = `select 'D' || i as "CODE", 'T' || i as "EPC", '18K' as "KT", 1 / (5000 - i) as "GWT", '' as "NOTE" from generate_series(1, 9000) i`;
    const source = (await create({ kind: 'DATABASE', settings: pgSettings({ table: undefined, query, pageSize: 1000 }) }, 'x')).body.data as ImportSourceView;
    const run = await request(h.app).post(`/merchant/import/sources/${source.id}/run`).set('Authorization', admin);
    const done = await ended(run.body.data.jobId);
    expect(done).toMatchObject({ status: 'FAILED', errorCode: 'PDDB106', processed: 0 });
    expect(h.events.some((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === done.id)).toBe(false);
    await expect(h.deps.storage!.read(jobKeys('DEMO', done.id).file)).rejects.toThrow();
    const after = (await request(h.app).get(`/merchant/import/sources/${source.id}`).set('Authorization', admin)).body.data as ImportSourceView;
    expect(after).toMatchObject({ lastErrorCode: 'PDDB106', lastJobId: done.id });
  });
});
