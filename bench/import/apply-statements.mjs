// bench/import/apply-statements.mjs (issue 26 item 2): what the apply's own INSERT costs against the
// floor's, and what writing side by side gains, on a copy of catalog.products with every index and
// trigger it has. The generator's file is COPY-loaded into unlogged text staging, and once more as
// parsed records (jsonb, as the dry run leaves them in catalog.import_staging). Then, each on an empty
// copy after a checkpoint:
//   BENCH_SET=apply (default): the floor's INSERT … SELECT from text; the apply's INSERT (from parsed
//     records) with and without ON CONFLICT DO NOTHING RETURNING; the apply's INSERT as two statements
//     side by side on two connections (each half of the rows), as the apply runs two batches at once.
//   BENCH_SET=gin: two INSERTs side by side with the GIN indexes as migrated, with a 16 MB or 64 MB
//     pending list (gin_clean_pending_list after, counted), with a third connection emptying the
//     pending lists while they run, and with fastupdate off (one statement and two side by side).
// Each variant twice; the load average beside each figure (the machine is shared).
//
//   npx turbo run build --filter=@hub/svc-catalog
//   node bench/import/generate-csv.mjs --rows 250000 && node bench/import/generate-csv.mjs --rows 250000 --variant 1 --out /tmp/hub-bench-import/catalogue-250000-v1.csv
//   BENCH_ROWS=250000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/apply-statements.mjs
//
// BENCH_DB_NAME (hub_bench_apply: created, migrated by svc-catalog's own migrations, dropped at the end).
import pg from 'pg';
import { loadavg } from 'node:os';
import { FILES } from './drive.mjs';
import { FIXED, fieldsExpression, filterFieldsExpression, hashExpression, q, stage } from './floor.mjs';
import { migratedCatalogDatabase } from './catalog-database.mjs';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL: the PostgreSQL server (a database is created on it and dropped)');
const DB = process.env.BENCH_DB_NAME ?? 'hub_bench_apply';
const SET = process.env.BENCH_SET ?? 'apply';

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
const url = await migratedCatalogDatabase(admin, SERVER, DB);

const connect = async () => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  return c;
};
const [c1, c2, c3] = [await connect(), await connect(), await connect()];
await c1.query('create schema bench_apply');
await stage(c1, 'bench_apply.stage_fresh', FILES.fresh);
// Two halves of the rows, for the statements side by side.
await c1.query('alter table bench_apply.stage_fresh add column k int');
await c1.query(`update bench_apply.stage_fresh set k = abs(hashtext("PRODUCT_CODE")) % 2`);
// The records as the dry run leaves them parsed in catalog.import_staging (rec jsonb, hash).
await c1.query(`create table bench_apply.records as select s."STORE" as sid, s."PRODUCT_CODE" as product_code, ${hashExpression('s')} as hash,
  jsonb_build_object('sid', s."STORE", 'productCode', s."PRODUCT_CODE", 'rfidTag', s."RFID", 'designNumber', s."DESIGN_NO", 'itemType', s."ITEM_TYPE", 'itemStatus', s."ITEM_STATUS",
                     'active', coalesce(nullif(s."ACTIVE", '')::boolean, true), 'imageName', '[]'::jsonb, 'fields', ${fieldsExpression('s')}) as rec, s.k
  from bench_apply.stage_fresh s`);
await c1.query('vacuum analyze bench_apply.records');

const { rows: indexes } = await c1.query(`select pg_get_indexdef(indexrelid) as def, (select relname from pg_class where oid = indexrelid) as name from pg_index where indrelid = 'catalog.products'::regclass`);
const { rows: triggers } = await c1.query(`select pg_get_triggerdef(oid) as def from pg_trigger where tgrelid = 'catalog.products'::regclass and not tgisinternal`);

/** An empty copy of catalog.products with its indexes (GIN ones with `gin` storage parameters) and triggers. */
async function table(gin = '') {
  await c1.query('drop table if exists bench_apply.products');
  await c1.query('create table bench_apply.products (like catalog.products including all excluding indexes)');
  for (const { def, name } of indexes) {
    await c1.query(def.replace(/ ON catalog\.products /i, ' ON bench_apply.products ').replace(/INDEX \S+ ON/, `INDEX ${name}_b ON`));
    if (gin && /USING gin/i.test(def)) await c1.query(`alter index bench_apply.${name}_b set (${gin})`);
  }
  for (const { def } of triggers) await c1.query(def.replace(/ ON catalog\.products /i, ' ON bench_apply.products '));
  await c1.query(`delete from catalog.product_counts where merchant_id = 'BENCH'`);
  await c1.query('checkpoint');
}

const fixedInsert = Object.keys(FIXED).join(', ');
const fixedSelect = Object.values(FIXED).map((c) => `s.${q(c)}`).join(', ');
/** The floor's INSERT (floor.mjs): from text staging. */
const floorInsert = (where = '') => `insert into bench_apply.products (merchant_id, ${fixedInsert}, active, fields, filter_fields, import_hash)
  select 'BENCH', ${fixedSelect}, coalesce(nullif(s."ACTIVE", '')::boolean, true), ${fieldsExpression('s')}, ${filterFieldsExpression('s')}, ${hashExpression('s')} from bench_apply.stage_fresh s ${where}`;
/** The apply's INSERT (svc-catalog src/db/import-runs.ts applyBatch): from parsed records. */
const applyInsert = (conflict, where = '') => `insert into bench_apply.products (merchant_id, sid, product_code, rfid_tag, design_number, item_type, item_status, active, image_name, fields, import_hash)
  select 'BENCH', s.sid, s.product_code, s.rec->>'rfidTag', s.rec->>'designNumber', s.rec->>'itemType', s.rec->>'itemStatus',
         coalesce((s.rec->>'active')::boolean, true), coalesce(array(select jsonb_array_elements_text(s.rec->'imageName')), '{}'), coalesce(jsonb_strip_nulls(s.rec->'fields'), '{}'), s.hash
    from (select * from bench_apply.records s ${where} offset 0) s ${conflict ? 'on conflict (merchant_id, sid, product_code) do nothing returning sid' : ''}`;
const cleanPending = (c) =>
  c.query(`select gin_clean_pending_list(i.oid) from pg_index x join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
            where x.indrelid = 'bench_apply.products'::regclass and a.amname = 'gin'`);
const sideBySide = (sql) => Promise.all([c1.query(sql('where k = 0')), c2.query(sql('where k = 1'))]);

async function measure(label, gin, fn) {
  await table(gin);
  const load = loadavg()[0].toFixed(1);
  const started = Date.now();
  await fn();
  console.log(`${label.padEnd(58)} ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s   (load ${load})`);
}

console.log(`${process.env.BENCH_ROWS ?? '1000000'} rows, ${indexes.length} indexes and ${triggers.length} triggers as migrated; set ${SET}`);
for (let rep = 1; rep <= 2; rep++) {
  if (SET === 'gin') {
    await measure('two side by side, GIN as migrated', '', () => sideBySide((w) => floorInsert(w)));
    await measure('two side by side, 16 MB pending list, then emptied', 'gin_pending_list_limit = 16384', async () => {
      await sideBySide((w) => floorInsert(w));
      await cleanPending(c1);
    });
    await measure('two side by side, 64 MB pending list, then emptied', 'gin_pending_list_limit = 65536', async () => {
      await sideBySide((w) => floorInsert(w));
      await cleanPending(c1);
    });
    await measure('two side by side, 64 MB, a third connection emptying', 'gin_pending_list_limit = 65536', async () => {
      let running = true;
      const cleaner = (async () => {
        while (running) {
          await cleanPending(c3);
          await new Promise((r) => setTimeout(r, 100));
        }
      })();
      await sideBySide((w) => floorInsert(w));
      running = false;
      await cleaner;
      await cleanPending(c1);
    });
    await measure('one statement, fastupdate off', 'fastupdate = off', () => c1.query(floorInsert()));
    await measure('two side by side, fastupdate off', 'fastupdate = off', () => sideBySide((w) => floorInsert(w)));
  } else {
    await measure("the floor's INSERT (from text)", '', () => c1.query(floorInsert()));
    await measure("the apply's INSERT, ON CONFLICT DO NOTHING RETURNING", '', () => c1.query(applyInsert(true)));
    await measure("the apply's INSERT, plain", '', () => c1.query(applyInsert(false)));
    await measure("the apply's INSERT, two side by side, ON CONFLICT", '', () => sideBySide((w) => applyInsert(true, w)));
    await measure("the apply's INSERT, two side by side, plain", '', () => sideBySide((w) => applyInsert(false, w)));
  }
}
await Promise.all([c1.end(), c2.end(), c3.end()]);
await admin.query(`drop database ${DB} with (force)`);
await admin.end();
