// bench/import/pglite-inserts.mjs: PGlite's own write speed into catalog.products as the table grows
// (issue 26: PGlite's settings). A PGlite in a temporary folder with the given settings, svc-catalog's
// migrations, then INSERT … SELECT of 20,000 generated products at a time (30-odd fields, a tag, a hash);
// every 100,000 rows: seconds, load, resident memory and the process's CPU seconds (which the machine's
// load changes little, unlike the seconds).
//
//   npx turbo run build
//   node bench/import/pglite-inserts.mjs 32MB 400000
//   node bench/import/pglite-inserts.mjs 32MB,wal_buffers=16MB 400000     (shared_buffers first, then name=value)
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const require = createRequire(join(import.meta.dirname, '..', '..', 'svc-catalog', 'package.json'));
const kit = require('@hub/service-kit');
const sb = process.argv[2] ?? '32MB';
const total = Number(process.argv[3] ?? 300000);
const dir = mkdtempSync(join(tmpdir(), 'pglite-probe-'));
const db = await kit.openPglite(dir, { settings: Object.fromEntries(sb.split(',').map((kv, i) => i === 0 ? ['shared_buffers', kv] : kv.split('='))) });
await kit.migrateSchema(db, 'catalog', join(import.meta.dirname, '..', '..', 'svc-catalog', 'migrations'));
const t0 = Date.now();
const c0 = process.cpuUsage();
let last = t0;
for (let done = 0; done < total; done += 20000) {
  await db.query(`insert into catalog.products (merchant_id, sid, product_code, rfid_tag, design_number, item_type, item_status, fields, import_hash)
    select 'M', 'S' || (i % 20), 'P' || lpad(i::text, 8, '0'), upper(md5(i::text))::char(24), 'D' || (i % 5000), 'Ring', 'IN_STOCK',
      jsonb_build_object('karat', (i%4)||'K', 'metal', 'Gold', 'grossWeight', i % 97, 'price', i * 3 % 10007, 'collection', 'C' || (i % 50), 'description', 'A fine ring number ' || i, 'supplier', 'Sup' || (i % 30), 'sku', 'SKU' || i, 'barcode', '885' || i),
      'r' || md5(i::text)
    from generate_series(${done + 1}, ${done + 20000}) i`);
  if ((done + 20000) % 100000 === 0) {
    const now = Date.now();
    console.log(`${sb} ${done + 20000} rows: last 100k ${((now - last) / 1000).toFixed(1)} s, total ${((now - t0) / 1000).toFixed(1)} s, load ${(await import('node:os')).loadavg()[0].toFixed(1)}, rss ${Math.round(process.memoryUsage().rss / 2 ** 20)} MiB, cpu ${((process.cpuUsage(c0).user + process.cpuUsage(c0).system) / 1e6).toFixed(1)} s`);
    last = now;
  }
}
await db.close();
rmSync(dir, { recursive: true, force: true });
