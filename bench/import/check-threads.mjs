// bench/import/check-threads.mjs: the file check alone (issue 26), as svc-import runs it on its worker
// thread, with 0, 1 and 2 segment mappers beside it: seconds, rows/s and the process's peak resident
// memory for each, batches dropped as they come (no storage, no database), so the figures are the
// check's own ceiling.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 300000
//   node bench/import/generate-csv.mjs --rows 300000 --variant 1 --out /tmp/hub-bench-import/catalogue-300000-v1.csv
//   BENCH_ROWS=300000 node bench/import/check-threads.mjs /tmp/hub-bench-import/catalogue-300000.csv [mappers...]
import { createReadStream, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { MAPPING, STORES } from './drive.mjs';
import { storeCodes } from './generate-csv.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..', '..');
const { checkInWorker } = require(join(ROOT, 'svc-import/dist/file/check-in-worker.js'));
const { dataMappingConfigSchema } = require(join(ROOT, 'packages/contracts/dist/index.js'));

const [file, ...counts] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/import/check-threads.mjs <file.csv> [mappers...]');
const input = (mappers) => ({
  config: dataMappingConfigSchema.parse(MAPPING),
  target: { kind: 'master', stores: storeCodes(STORES) },
  tagEncoding: null,
  batchRows: 20_000,
  mappers,
});
for (const mappers of (counts.length > 0 ? counts : ['0', '1', '2']).map(Number)) {
  const started = performance.now();
  let products = 0;
  const outputs = { batch: async (_lines, count) => void (products += count), problems: async () => undefined, rows: () => undefined };
  const result = await checkInWorker(createReadStream(file, { highWaterMark: 1 << 20 }), input(mappers), outputs, { heapMb: 256, signal: new AbortController().signal });
  const s = (performance.now() - started) / 1000;
  if (!('summary' in result)) throw new Error(`the check refused the file: ${result.error.code}`);
  // Peak resident memory of this process so far (run one mapper count per process to compare them).
  const peak = Number(/VmHWM:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) / 1024;
  console.log(`${mappers} mapper(s): ${products} products in ${s.toFixed(1)} s, ${Math.round(products / s)} rows/s, peak RSS ${Math.round(peak)} MiB (load ${loadavg()[0].toFixed(1)})`);
}
