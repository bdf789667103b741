// bench/import/light-staging.mjs (issue 26, ADR 0044 "Next"): what svc-catalog's staging of one batch of
// 20,000 light lines costs over a catalogue of BENCH_PRODUCTS products, statement by statement, with the
// service's own functions: the COPY (stageBatch), the classification that looks each product up and
// updates each line (classifyRecords), an update of the lines without the lookup, the lookup without
// the update, and the COPY of a trusted run (light lines staged unchanged by their COPY, nothing after).
// Four batches from random places of the catalogue, each in a transaction rolled back.
//
//   npx turbo run build --filter=@hub/svc-catalog
//   BENCH_PRODUCTS=1000000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/light-staging.mjs
//
// BENCH_DB_NAME (hub_bench_light: created, migrated, filled with generated products, dropped at the end).
import pg from 'pg';
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { migratedCatalogDatabase } from './catalog-database.mjs';

const require = createRequire(import.meta.url);
const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL: the PostgreSQL server (a database is created on it and dropped)');
const N = Number(process.env.BENCH_PRODUCTS ?? 1_000_000);
const DB = process.env.BENCH_DB_NAME ?? 'hub_bench_light';
const BATCH = 20_000;

const admin = new pg.Client({ connectionString: SERVER });
await admin.connect();
const url = await migratedCatalogDatabase(admin, SERVER, DB);
const { openDatabase } = await import('@hub/service-kit');
const { classifyRecords, stageBatch } = require(join(import.meta.dirname, '..', '..', 'svc-catalog/dist/db/import-runs.js'));
const db = await openDatabase({ url });

const digest = (i) => createHash('md5').update(`d${i}`).digest('hex');
const started = Date.now();
// Products as an import leaves them: 20 stores, a tag each, the import hash ending in the row's digest.
await db.query(`insert into catalog.products (merchant_id, sid, product_code, rfid_tag, fields, import_hash)
  select 'M', 'S' || lpad((i % 20)::text, 2, '0'), 'P' || lpad(i::text, 8, '0'), '3034' || upper(lpad(to_hex(i), 20, '0')),
         jsonb_build_object('karat', '18K', 'n', i), 'r' || md5(i::text) || md5('d' || i)
    from generate_series(1, ${N}) i`);
await db.query('vacuum analyze catalog.products');
console.log(`${N} products in ${((Date.now() - started) / 1000).toFixed(1)} s; load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);

/** A batch of light lines (import-batch.ts's form) for the products from `from` on. */
const lightLines = (from) => {
  const out = [];
  for (let i = from; i < from + BATCH; i++)
    out.push(`S${String(i % 20).padStart(2, '0')}\tP${String(i).padStart(8, '0')}\t${i + 1}\t3034${i.toString(16).padStart(20, '0').toUpperCase()}\t\\N\t${digest(i)}\n`);
  return Buffer.from(out.join(''));
};
const time = async (label, fn) => {
  const t = process.hrtime.bigint();
  await fn();
  console.log(`  ${label.padEnd(52)} ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(0).padStart(6)} ms`);
};
class RolledBack extends Error {}
for (let rep = 1; rep <= 4; rep++) {
  const run = { job_id: randomUUID(), merchant_id: 'M', attempt: 1 };
  const lines = lightLines(1 + Math.floor(Math.random() * (N - BATCH)));
  console.log(`batch ${rep} (load ${loadavg()[0].toFixed(1)})`);
  await db
    .transaction(async (tx) => {
      await time('COPY of the light lines', () => stageBatch(tx, run, 0, [lines]));
      await time('classification: a lookup and an update each', () => classifyRecords(tx, run, 0));
      await tx.query('update catalog.import_staging set action = null where job_id = $1', [run.job_id]);
      await time('an update each, no lookup', () => tx.query(`update catalog.import_staging set action = 'unchanged' where job_id = $1 and batch = 0 and rec_text is null`, [run.job_id]));
      await time('a lookup each, no update', () =>
        tx.query(
          `select count(*) from catalog.import_staging s0
             cross join lateral (select p.import_hash from catalog.products p where p.merchant_id = 'M' and p.sid = s0.sid and p.product_code = s0.product_code
                                  order by p.merchant_id, p.sid, p.product_code limit 1) p
            where s0.job_id = $1 and s0.batch = 0 and substr(p.import_hash, 34) = s0.digest`,
          [run.job_id],
        ),
      );
      const trusted = { ...run, job_id: randomUUID() };
      await time('COPY of a trusted run (staged unchanged, nothing after)', () => stageBatch(tx, trusted, 0, [lines], true));
      throw new RolledBack();
    })
    .catch((error) => {
      if (!(error instanceof RolledBack)) throw error;
    });
}
await db.close();
await admin.query(`drop database ${DB} with (force)`);
await admin.end();
