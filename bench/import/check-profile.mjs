// bench/import/check-profile.mjs: where svc-import's file check spends its time (issue 26), alone on
// one thread: the parser, the rules of spec section 5, the mapping of the bench's 30 columns and the
// claim-check batch lines, over a generated file, under V8's CPU profiler. Prints rows/s and the
// functions with the most self time.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 300000
//   node bench/import/generate-csv.mjs --rows 300000 --variant 1 --out /tmp/hub-bench-import/catalogue-300000-v1.csv
//   BENCH_ROWS=300000 node bench/import/check-profile.mjs /tmp/hub-bench-import/catalogue-300000.csv
// (drive.mjs, which holds the mapping, wants both files of BENCH_ROWS.)
import { createReadStream } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAPPING, STORES } from './drive.mjs';
import { storeCodes } from './generate-csv.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..', '..');
const { readCsvBatches } = require(join(ROOT, 'svc-import/dist/file/read-csv.js'));
const { checkFile } = require(join(ROOT, 'svc-import/dist/file/check-file.js'));
const { importBatchLine, dataMappingConfigSchema } = require(join(ROOT, 'packages/contracts/dist/index.js'));

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/import/check-profile.mjs <file.csv>');
const config = dataMappingConfigSchema.parse(MAPPING);
const target = { kind: 'master', stores: new Set(storeCodes(STORES)) };

const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.start');
const started = Date.now();
let lines = [];
let batchBytes = 0;
const summary = await checkFile(readCsvBatches(createReadStream(file), {}), config, target, {
  // As the check's worker does: each record becomes its COPY line, a batch is joined every 20,000.
  record: (record) => {
    lines.push(importBatchLine(record));
    if (lines.length < 20_000) return;
    batchBytes += lines.join('').length;
    lines = [];
  },
  problem: () => undefined,
});
const ms = Date.now() - started;
const { profile } = await session.post('Profiler.stop');

const selfTime = new Map();
const byNode = new Map();
profile.samples.forEach((id, i) => byNode.set(id, (byNode.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
const total = [...byNode.values()].reduce((a, b) => a + b, 0);
for (const node of profile.nodes) {
  const { functionName, url, lineNumber } = node.callFrame;
  const key = `${functionName || '(anonymous)'} ${url.split('/').slice(-2).join('/')}:${lineNumber + 1}`;
  selfTime.set(key, (selfTime.get(key) ?? 0) + (byNode.get(node.id) ?? 0));
}
console.log(`${summary.rows} rows (${Math.round(batchBytes / 1e6)} MB of batch lines), ${summary.errors} errors, in ${(ms / 1000).toFixed(1)} s: ${Math.round(summary.rows / (ms / 1000))} rows/s on one thread (with the profiler on)`);
for (const [key, us] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${((us / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
