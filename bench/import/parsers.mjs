// Which CSV parser svc-import streams files through (issue 11 item 1; ADR 0023). Each candidate reads
// the generated 1M-row file in its own process (time and peak RSS of that process) and must first parse
// a small file of the hard cases (BOM, CRLF, quoted commas, quotes and line breaks, Thai, Arabic,
// Chinese, empty fields, no final line end) into exactly the expected records.
// Usage: node bench/import/parsers.mjs [file.csv]   (default: the generator's 1M-row file; after the build,
// which the last candidate, svc-import's own reader, comes from)
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, writeFileSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const self = fileURLToPath(import.meta.url);

/** Each candidate: a Transform (or Duplex) that takes bytes and emits one array of strings per record. */
const CANDIDATES = {
  'csv-parse': () => require('csv-parse').parse({ bom: true, relax_column_count: true }),
  'csv-parser': () => {
    const csv = require('csv-parser');
    const { Transform } = require('node:stream');
    // csv-parser emits objects keyed by column number; it keeps a BOM unless told to strip it (mapHeaders cannot: headers off).
    let first = true;
    const toArray = new Transform({
      objectMode: true,
      transform(row, _e, done) {
        const values = Object.values(row);
        if (first && typeof values[0] === 'string') values[0] = values[0].replace(/^\uFEFF/, '');
        first = false;
        done(null, values);
      },
    });
    const parser = csv({ headers: false, strict: false });
    parser.pipe(toArray);
    return { input: parser, output: toArray };
  },
  papaparse: () => {
    const Papa = require('papaparse');
    const { StringDecoder } = require('node:string_decoder');
    const { Transform } = require('node:stream');
    // Papa's Node stream keeps a BOM, and decodes each chunk on its own: give it whole characters, BOM removed.
    const decoder = new StringDecoder('utf8');
    let first = true;
    const text = new Transform({
      transform(chunk, _e, done) {
        let s = decoder.write(chunk);
        if (first && s.length > 0) {
          s = s.replace(/^\uFEFF/, '');
          first = false;
        }
        done(null, s);
      },
      flush(done) {
        done(null, decoder.end());
      },
    });
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { header: false, skipEmptyLines: false });
    text.pipe(parser);
    return { input: text, output: parser };
  },
};

/** What svc-import runs (ADR 0023): papaparse told the header line's line ending and separator. */
const READERS = {
  'svc-import readCsv (papaparse)': (input) => require('@hub/svc-import/dist/file/read-csv').readCsv(input, {}),
  'svc-import readCsvBatches': async function* (input) {
    for await (const batch of require('@hub/svc-import/dist/file/read-csv').readCsvBatches(input, {})) yield* batch;
  },
};

const TRICKY = '\uFEFFcode,name,note\r\nA1,"Ring, gold","say ""hi"""\r\nA2,แหวนทองคำ,"line one\r\nline two"\r\nA3,خاتم ذهب,\r\nA4,金戒指,"x\ny"';
const EXPECTED = [
  ['code', 'name', 'note'],
  ['A1', 'Ring, gold', 'say "hi"'],
  ['A2', 'แหวนทองคำ', 'line one\r\nline two'],
  ['A3', 'خاتم ذهب', ''],
  ['A4', '金戒指', 'x\ny'],
];

async function records(name, input, onRecord) {
  if (READERS[name]) {
    for await (const record of READERS[name](input)) onRecord(record);
    return;
  }
  const made = CANDIDATES[name]();
  const writable = made.input ?? made;
  const readable = made.output ?? made;
  const sink = new Writable({ objectMode: true, write(record, _e, done) { onRecord(record); done(); } });
  await Promise.all([pipeline(input, writable), pipeline(readable, sink)]);
}

async function correct(name) {
  const got = [];
  // Three bytes at a time: multi-byte characters and CRLF pairs fall across chunk boundaries.
  const bytes = Buffer.from(TRICKY, 'utf8');
  const chunks = [];
  for (let i = 0; i < bytes.length; i += 3) chunks.push(bytes.subarray(i, i + 3));
  await records(name, Readable.from(chunks), (r) => got.push(r));
  return JSON.stringify(got) === JSON.stringify(EXPECTED) ? 'yes' : `no: ${JSON.stringify(got).slice(0, 200)}`;
}

async function runOne(name, file) {
  const ok = await correct(name);
  let rows = 0;
  let check = 0;
  const started = process.hrtime.bigint();
  await records(name, createReadStream(file, { highWaterMark: 1 << 20 }), (r) => {
    rows++;
    const text = r[17] ?? '';
    let sum = r.length;
    for (let i = 0; i < text.length; i++) sum += text.charCodeAt(i) * (i + 1);
    check = (check + sum) % 1_000_000_007;
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rssMiB = process.resourceUsage().maxRSS / 1024;
  console.log(JSON.stringify({ name, ok, rows, check, seconds, rssMiB }));
}

if (process.argv[2] === '--one') {
  await runOne(process.argv[3], process.argv[4]);
} else {
  const file = process.argv[2] ?? join(tmpdir(), 'hub-bench-import', 'catalogue-1000000.csv');
  if (!existsSync(file)) {
    console.error(`${file} is missing: node bench/import/generate-csv.mjs first`);
    process.exit(1);
  }
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
  const results = [];
  for (const round of [1, 2]) {
    for (const name of [...Object.keys(CANDIDATES), ...Object.keys(READERS)]) {
      const line = execFileSync(process.execPath, [self, '--one', name, file], { encoding: 'utf8' }).trim();
      const r = JSON.parse(line);
      results.push({ ...r, round });
      console.log(`${round} ${name.padEnd(11)} correct: ${r.ok}  rows ${r.rows}  ${r.seconds.toFixed(2)} s  ${Math.round(r.rows / r.seconds)} rows/s  peak RSS ${r.rssMiB.toFixed(0)} MiB  check ${r.check}`);
    }
  }
  writeFileSync(join(tmpdir(), 'hub-bench-import', 'parsers.json'), JSON.stringify(results, null, 2));
}
