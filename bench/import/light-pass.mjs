// bench/import/light-pass.mjs: what the check of an unchanged re-sync would cost if it read each row's
// keys and a digest of its cells instead of mapping it (ADR 0044, proposed; issue 26). On one thread,
// over the same 64 KiB segments the check's mappers get (findCut), it times in CPU seconds (so another
// process's load changes little) three passes over the file:
//   parse   papaparse alone (what every design pays);
//   full    today's mapper: each row mapped through the data mapping and written as its COPY line of
//           JSON (mapSegment, as the check's mapper threads run it);
//   light   each row's store, product code and tag read from their columns, md5 of the plan's identity
//           and the cells the mapping reads, and a line without the record's JSON.
// Rows/s per pass, and light's share of full.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 1000000 (and --variant 1, see run.mjs)
//   BENCH_ROWS=1000000 node bench/import/light-pass.mjs /tmp/hub-bench-import/catalogue-1000000-v1.csv
import { hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { MAPPING, STORES } from './drive.mjs';
import { storeCodes } from './generate-csv.mjs';

const require = createRequire(import.meta.url);
const ROOT = join(import.meta.dirname, '..', '..');
const { openCsvText, parseCsvRecords } = require(join(ROOT, 'svc-import/dist/file/read-csv.js'));
const { findCut, withoutEndingRecord } = require(join(ROOT, 'svc-import/dist/file/csv-cut.js'));
const { mapSegment } = require(join(ROOT, 'svc-import/dist/file/map-segment.js'));
const { planFile } = require(join(ROOT, 'svc-import/dist/domain/file/file-plan.js'));
const { dataMappingConfigSchema } = require(join(ROOT, 'packages/contracts/dist/index.js'));

const file = process.argv[2];
if (!file) throw new Error('usage: node bench/import/light-pass.mjs <file.csv>');
const SEGMENT_CHARS = 64 * 1024;
const config = dataMappingConfigSchema.parse(MAPPING);
const target = { kind: 'master', stores: new Set(storeCodes(STORES)) };

// The file's text in segments of whole records, as the check's thread cuts it for its mappers.
const { dialect, head, rest } = await openCsvText(createReadStream(file), {});
let text = head;
for await (const more of rest) text += more;
const headerCut = findCut(text, 1, dialect);
const header = withoutEndingRecord(parseCsvRecords(text.slice(0, headerCut.end), dialect))[0];
const segments = [];
let at = headerCut.end;
while (at < text.length) {
  const cut = findCut(text.slice(at, at + SEGMENT_CHARS * 2), SEGMENT_CHARS, dialect);
  const end = cut && at + SEGMENT_CHARS < text.length ? at + cut.end : text.length;
  segments.push(text.slice(at, end));
  at = end;
}

const plan = planFile(config, header, target, null);
const column = (name) => header.findIndex((h) => h.trim().toLowerCase() === name.toLowerCase());
const sidAt = column('STORE');
const codeAt = column('PRODUCT_CODE');
const tagAt = column('RFID');
// The cells the mapping reads, and the plan's identity (the mapping, the header, the target).
const used = MAPPING.fields.map((f) => column(f.erpField)).filter((i) => i >= 0);
const identity = hash('md5', JSON.stringify({ config, header, target: [...target.stores] }));

function cpuSeconds(fn) {
  const before = process.cpuUsage();
  const out = fn();
  const used = process.cpuUsage(before);
  return { seconds: (used.user + used.system) / 1e6, out };
}

const passes = {
  parse: () => {
    let rows = 0;
    for (const segment of segments) rows += withoutEndingRecord(parseCsvRecords(segment, dialect)).length;
    return rows;
  },
  full: () => {
    let rows = 0;
    let firstRow = 2;
    for (const segment of segments) {
      const records = withoutEndingRecord(parseCsvRecords(segment, dialect));
      const mapped = mapSegment(plan, records, firstRow);
      firstRow += records.length;
      rows += mapped.products;
    }
    return rows;
  },
  light: () => {
    let rows = 0;
    let row = 2;
    for (const segment of segments) {
      const records = withoutEndingRecord(parseCsvRecords(segment, dialect));
      const lines = [];
      for (const cells of records) {
        const picked = [identity];
        for (const i of used) picked.push(cells[i] ?? '');
        const digest = hash('md5', picked.join('\x1f'));
        lines.push(`${cells[sidAt]}\t${cells[codeAt]}\t${row++}\t${cells[tagAt] || '\\N'}\t\\N\t${digest}\n`);
      }
      lines.join('');
      rows += records.length;
    }
    return rows;
  },
};

// BENCH_PASSES=full (a comma-separated list): only those passes, e.g. to compare V8 heap flags.
const only = process.env.BENCH_PASSES?.split(',');
if (only) for (const name of Object.keys(passes)) if (!only.includes(name)) delete passes[name];
const results = {};
// Twice each, alternating: the second round is read (the first warms the JIT and the heap).
for (const round of [1, 2])
  for (const [name, pass] of Object.entries(passes)) {
    const { seconds, out } = cpuSeconds(pass);
    if (round === 2) results[name] = { rows: out, cpuSeconds: Math.round(seconds * 10) / 10, rowsPerCpuSecond: Math.round(out / seconds) };
  }
console.table(results);
if (results.light && results.full && results.parse) console.log(`light / full: ${(results.light.cpuSeconds / results.full.cpuSeconds).toFixed(2)}; light beyond parsing / full beyond parsing: ${((results.light.cpuSeconds - results.parse.cpuSeconds) / (results.full.cpuSeconds - results.parse.cpuSeconds)).toFixed(2)}`);
