// bench/import/check-known.mjs: the file check as svc-import runs it (its worker thread and mapper
// threads), twice over the same file: first every row mapped, then with the digests the first left
// (ADR 0044: known rows go as light lines, unmapped). Prints wall seconds, the process's CPU seconds
// and rows/s of each, without a database: what the check itself costs an unchanged re-sync.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 1000000
//   BENCH_ROWS=1000000 node bench/import/check-known.mjs /tmp/hub-bench-import/catalogue-1000000.csv
// BENCH_MAPPERS (2): mapper threads beside the check's own; BENCH_SEGMENT_CHARS: characters per segment (svc-import's SEGMENT_CHARS).
// BENCH_CHUNK: bytes per chunk read from the file (the stream's default, 64 KiB; svc-import's storage reads 1 MiB).
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { MAPPING, STORES } from './drive.mjs';
import { storeCodes } from './generate-csv.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..', '..');
const { checkInWorker } = require(join(ROOT, 'svc-import/dist/file/check-in-worker.js'));
const { dataMappingConfigSchema } = require(join(ROOT, 'packages/contracts/dist/index.js'));
const { knownBlock } = require(join(ROOT, 'svc-import/dist/domain/file/known-table.js'));

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/import/check-known.mjs <file.csv>');
const input = {
  config: dataMappingConfigSchema.parse(MAPPING),
  target: { kind: 'master', stores: storeCodes(STORES) },
  tagEncoding: null,
  batchRows: 20_000,
  mappers: Number(process.env.BENCH_MAPPERS ?? 2),
  ...(process.env.BENCH_SEGMENT_CHARS ? { segmentChars: Number(process.env.BENCH_SEGMENT_CHARS) } : {}),
};

async function check(known) {
  const blocks = [];
  let identity = '';
  let bytes = 0;
  const outputs = {
    batch: async (lines) => void (bytes += lines.length),
    problems: async () => undefined,
    rows: () => undefined,
    digests: async (id, numbers, entries) => {
      identity = id;
      blocks.push(...knownBlock(numbers, entries));
    },
  };
  const cpu = process.cpuUsage();
  const started = Date.now();
  const result = await checkInWorker(createReadStream(file, process.env.BENCH_CHUNK ? { highWaterMark: Number(process.env.BENCH_CHUNK) } : {}), { ...input, known }, outputs, { heapMb: 256, signal: new AbortController().signal });
  const wall = (Date.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (!('summary' in result)) throw new Error(`the check failed: ${result.error.code}`);
  const { products, errors, light = 0 } = result.summary;
  console.log(JSON.stringify({ known: known !== null, products, errors, light, wallS: wall.toFixed(1), cpuS: ((used.user + used.system) / 1e6).toFixed(1), rowsPerS: Math.round(products / wall), lineMiB: (bytes / 2 ** 20).toFixed(0) }));
  // As svc-import stores them and reads them back (known-digests.ts): in shared memory.
  const stored = Buffer.concat(blocks);
  const body = new Uint8Array(new SharedArrayBuffer(stored.length));
  body.set(stored);
  return { identity, body };
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${file}, ${input.mappers} mappers`);
const first = await check(null);
await check({ identity: first.identity, body: first.body, rejectedRows: [] });
