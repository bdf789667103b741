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
// BENCH_HEAP_MB (256): the check thread's heap (svc-import's distributed mode: 128 with one mapper).
// A second file (argv[3], e.g. the generator's --variant 1) is checked third, with the first file's digests
// known: the all-changed re-sync, where the known table is held and nothing is found in it.
// BENCH_KNOWN_FILE: where the first check's digests are kept (identity, then the stored body); when it is
// there already, the first check is skipped and they are read from it, so a process's peak memory holds
// only what svc-import's would (BENCH_ONLY=changed then checks only the second file).
// Each check prints the process's peak resident memory during it (sampled every 20 ms), shared memory included.
import { closeSync, createReadStream, existsSync, fstatSync, openSync, readSync, writeFileSync } from 'node:fs';
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

let peakRss = 0;
setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 20).unref();

async function check(known, path = file, keep = true) {
  peakRss = process.memoryUsage.rss();
  const blocks = [];
  let identity = '';
  let bytes = 0;
  const outputs = {
    batch: async (lines) => void (bytes += lines.length),
    problems: async () => undefined,
    rows: () => undefined,
    digests: async (id, numbers, entries) => {
      identity = id;
      // As svc-import streams them to storage: only a check whose digests are used again keeps them.
      const block = knownBlock(numbers, entries);
      if (keep) blocks.push(...block);
    },
  };
  const cpu = process.cpuUsage();
  const started = Date.now();
  const result = await checkInWorker(createReadStream(path, process.env.BENCH_CHUNK ? { highWaterMark: Number(process.env.BENCH_CHUNK) } : {}), { ...input, known }, outputs, { heapMb: Number(process.env.BENCH_HEAP_MB ?? 256), signal: new AbortController().signal });
  const wall = (Date.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (!('summary' in result)) throw new Error(`the check failed: ${result.error.code}`);
  const { products, errors, light = 0 } = result.summary;
  console.log(JSON.stringify({ known: known !== null, products, errors, light, wallS: wall.toFixed(1), cpuS: ((used.user + used.system) / 1e6).toFixed(1), rowsPerS: Math.round(products / wall), lineMiB: (bytes / 2 ** 20).toFixed(0), peakRssMiB: Math.round(Math.max(peakRss, process.memoryUsage.rss()) / 2 ** 20) }));
  // As svc-import stores them and reads them back (known-digests.ts): in shared memory.
  const stored = Buffer.concat(blocks);
  const body = new Uint8Array(new SharedArrayBuffer(stored.length));
  body.set(stored);
  return { identity, body };
}

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; ${file}, ${input.mappers} mappers`);
const keptIn = process.env.BENCH_KNOWN_FILE;
let first;
if (keptIn && existsSync(keptIn)) {
  // Read straight into shared memory, as svc-import reads a stored digests file (known-digests.ts).
  const fd = openSync(keptIn, 'r');
  const head = Buffer.alloc(32);
  readSync(fd, head, 0, 32, 0);
  const body = new Uint8Array(new SharedArrayBuffer(fstatSync(fd).size - 32));
  for (let at = 0; at < body.length; ) at += readSync(fd, body, at, Math.min(1 << 24, body.length - at), 32 + at);
  closeSync(fd);
  first = { identity: head.toString('latin1'), body };
} else {
  first = await check(null);
  if (keptIn) writeFileSync(keptIn, Buffer.concat([Buffer.from(first.identity, 'latin1'), first.body]));
}
const knownOfFirst = { identity: first.identity, body: first.body, rejectedRows: [] };
if (process.env.BENCH_ONLY !== 'changed') await check(knownOfFirst);
if (process.argv[3]) await check(knownOfFirst, process.argv[3], false);
