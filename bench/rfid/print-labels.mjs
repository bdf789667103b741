// bench/rfid (issue 14, Benchmark): print 1,000 RFID labels through the all-in-one hub's HTTP API on the
// PostgreSQL server to the stand-in ZPL printer (svc-catalog/test/support/zpl-printer.ts, a local TCP
// server answering ~HS and reading each written tag back as a Zebra does).
//
//   npx turbo run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/rfid/print-labels.mjs
//
// Settings: BENCH_LABELS (1,000), BENCH_PORT (4714), BENCH_DB_NAME (hub_bench_print, created and
// dropped), BENCH_VERIFY (true: each label's tag read back and compared; false: sent is printed). One
// request queues the job (1,000 products by code); the page then polls the job once a second, as the
// printing page does. Reported: time from the request to the job's end, requests, labels/s, and a check
// that the printer received every EPC exactly once.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { peakRssMiB, sleep, withServerHub } from '../support/server-hub.mjs';

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server) is required');
const LABELS = Number(process.env.BENCH_LABELS ?? 1_000);
const VERIFY = (process.env.BENCH_VERIFY ?? 'true') !== 'false';
const MERCHANT = 'DEMO';
const STORE = 'BENCH-PRINT';
const epc = (n) => `E2B2${n.toString(16).toUpperCase().padStart(20, '0')}`;

/** The stand-in printer of svc-catalog's tests, compiled from its TypeScript on the fly (one copy of it). */
async function standInPrinter() {
  const source = readFileSync(join(import.meta.dirname, '../../svc-catalog/test/support/zpl-printer.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
  const dir = mkdtempSync(join(tmpdir(), 'zpl-printer-'));
  const file = join(dir, 'zpl-printer.mjs');
  writeFileSync(file, outputText);
  try {
    return await import(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function bench(hub) {
  const { startZplPrinter } = await standInPrinter();
  const printer = await startZplPrinter();
  await hub.db.query(
    `insert into catalog.products (merchant_id, sid, product_code, rfid_tag, is_mapped, design_number, item_type, fields)
     select $1, $2, 'PR-' || lpad(n::text, 6, '0'), 'E2B2' || lpad(upper(to_hex(n)), 20, '0'), true, 'D-' || n, 'RING', jsonb_build_object('price', 1000 + n, 'currency', 'THB')
       from generate_series(0, $3 - 1) n`,
    [MERCHANT, STORE, LABELS],
  );
  await hub.db.query(`analyze catalog.products`);
  const signin = await hub.json('POST', '/merchant/user/signin', {}, { email: 'admin@demo.hub', password: process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234' });
  const auth = { Authorization: `Bearer ${signin.answer.data.accessToken}` };
  const design = await hub.json('POST', '/merchant/config/tag-design', auth, {
    name: 'Bench tag',
    widthMm: 50,
    heightMm: 25,
    elements: [
      { kind: 'field', field: 'productCode', x: 2, y: 2, fontSize: 12 },
      { kind: 'field', field: 'designNumber', x: 2, y: 8 },
      { kind: 'field', field: 'price', format: 'money', x: 2, y: 14 },
      { kind: 'barcode', symbology: 'CODE128', field: 'productCode', heightMm: 5, x: 2, y: 19 },
    ],
  });
  const config = await hub.json('POST', '/merchant/products/rfid-printing', auth, {
    name: 'Bench printer',
    host: printer.host,
    port: printer.port,
    isDefault: true,
    tagDesignId: design.answer.data.id,
    verifyEncoding: VERIFY,
  });
  if (config.status !== 200) throw new Error(`printing config: ${config.status} ${JSON.stringify(config.answer)}`);

  const products = Array.from({ length: LABELS }, (_, n) => ({ productCode: `PR-${String(n).padStart(6, '0')}`, sid: STORE }));
  const before = hub.requests();
  const t0 = performance.now();
  const queued = await hub.json('POST', '/merchant/products/rfid-printing/jobs', auth, { products });
  const queuedMs = performance.now() - t0;
  if (queued.status !== 202) throw new Error(`job: ${queued.status} ${JSON.stringify(queued.answer).slice(0, 300)}`);
  let job;
  for (;;) {
    await sleep(1_000);
    job = (await hub.json('GET', `/merchant/products/rfid-printing/jobs/${queued.answer.data.id}`, auth)).answer.data;
    if (!['QUEUED', 'RUNNING'].includes(job.status)) break;
  }
  const ms = performance.now() - t0;
  // The job's own time (its first claim to its end), without the last poll's wait.
  const jobMs = new Date(job.endedAt).getTime() - new Date(job.createdAt).getTime();
  const epcs = printer.labels.map((l) => l.epc);
  const distinct = new Set(epcs).size;
  const expected = new Set(Array.from({ length: LABELS }, (_, n) => epc(n)));
  const allThere = epcs.every((e) => expected.has(e));
  const printed = (await hub.db.query(`select count(*)::int as n from catalog.products where merchant_id = $1 and sid = $2 and printing_status = 'PRINTED'`, [MERCHANT, STORE])).rows[0].n;
  console.log(
    `  ${LABELS.toLocaleString('en')} labels (verification ${VERIFY ? 'on: each tag read back' : 'off'}): queued in 1 request (${queuedMs.toFixed(0)} ms); job ${job.status} in ${(jobMs / 1000).toFixed(2)} s ` +
      `(${Math.round(LABELS / (jobMs / 1000)).toLocaleString('en')} labels/s); ${hub.requests() - before} requests in all (1 to queue, ${hub.requests() - before - 1} polls, ${(ms / 1000).toFixed(1)} s with the polling); ` +
      `printer: ${epcs.length} labels on ${printer.connections} connection(s), ${printer.statusRequests} ~HS, ${distinct} distinct EPCs${allThere ? '' : ' (UNEXPECTED EPCs)'}, ${(printer.received().length / 1024).toFixed(0)} KiB of ZPL; ${printed} products PRINTED; hub peak RSS ${peakRssMiB(hub.pid)} MiB`,
  );
  await printer.close();
  if (job.status !== 'DONE' || epcs.length !== LABELS || distinct !== LABELS || !allThere || printed !== LABELS) throw new Error('not every label printed exactly once');
}

console.log(`bench/rfid/print-labels.mjs — ${cpus().length} cores, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`);
await withServerHub(
  { serverUrl: SERVER, dbName: process.env.BENCH_DB_NAME ?? 'hub_bench_print', port: Number(process.env.BENCH_PORT ?? 4714), env: { HUB_PRINT_POLL_MS: '200' } },
  bench,
);
