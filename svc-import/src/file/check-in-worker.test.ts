import { dataMappingConfigSchema, parseImportBatchLine, type ImportProblem } from '@hub/contracts';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { batchKey } from './batch-key';
import { checkInWorker, CheckWorkerError, type CheckOutputs } from './check-in-worker';
import type { CheckWorkerInput } from './check-protocol';
import { knownBlock } from '../domain/file/known-table';

// Issue 26 items 4 and 7: the check runs on a worker thread with a heap of its own; the main thread
// only moves the file in and the batches and problems out, one at a time.
const field = (name: string, erpField: string, type: 'text' | 'number' = 'text') => ({ name, displayName: name, erpField, type });
const input = (batchRows: number, mappers = 0): CheckWorkerInput => ({
  config: dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number')] }),
  target: { kind: 'store', sid: 'S01' },
  tagEncoding: null,
  batchRows,
  mappers,
});
/** A CSV of `rows` products, in chunks of a few rows as a stream gives them. */
const csv = (rows: number, extra: (i: number) => string = () => '') => {
  const lines = ['CODE,RFID,GROSS\n', ...Array.from({ length: rows }, (_, i) => `P${i},E2${String(i).padStart(10, '0')},${(i % 97) / 10}${extra(i)}\n`)];
  return Readable.from(Array.from({ length: Math.ceil(lines.length / 7) }, (_, c) => Buffer.from(lines.slice(c * 7, c * 7 + 7).join(''))));
};
const collect = () => {
  const batches: Array<{ lines: string; count: number; light: boolean }> = [];
  const problems: ImportProblem[] = [];
  const rows: number[] = [];
  const digests: Array<{ identity: string; known: number[]; entries: Uint8Array }> = [];
  let inFlight = 0;
  let most = 0;
  const outputs: CheckOutputs = {
    async batch(bytes, count, _failing, light) {
      inFlight++;
      most = Math.max(most, inFlight);
      // Moved from the worker, not copied: the batch owns its whole buffer; and every line is whole UTF-8.
      expect(bytes.byteLength).toBe(bytes.buffer.byteLength);
      const lines = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
      await new Promise((r) => setTimeout(r, 5));
      batches.push({ lines, count, light });
      inFlight--;
    },
    async problems(list) {
      problems.push(...list);
    },
    rows: (n) => void rows.push(n),
    async digests(identity, known, entries) {
      digests.push({ identity, known: [...known], entries: Uint8Array.from(entries) });
    },
  };
  return { outputs, batches, problems, rows, digests, most: () => most };
};
const options = (heapMb = 256) => ({ heapMb, signal: new AbortController().signal });

describe('the file check on a worker thread', () => {
  it('When a file is checked, then its products arrive as batches of COPY lines in file order, one stored at a time, with the summary', async () => {
    const out = collect();
    const result = await checkInWorker(csv(2_500), input(1_000), out.outputs, options());
    expect(result).toMatchObject({ summary: { rows: 2_500, products: 2_500, errors: 0, warnings: 0 } });
    expect(out.batches.map((b) => b.count)).toEqual([1_000, 1_000, 500]);
    expect(out.most()).toBe(1);
    const records = out.batches.flatMap((b) => b.lines.trimEnd().split('\n').map(parseImportBatchLine));
    expect(records).toHaveLength(2_500);
    expect(records[0]).toEqual({ sid: 'S01', productCode: 'P0', row: 2, rfidTag: 'E20000000000', fields: { grossWeight: 0 } });
    expect(records[2_499]!.productCode).toBe('P2499');
  });

  it('When the storage is a local folder, then the worker stores the batches itself, named in order, with the bytes the main thread would have stored', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hub-check-store-'));
    try {
      for (const mappers of [0, 2]) {
        const viaMain = collect();
        await checkInWorker(csv(2_500), { ...input(1_000, mappers), segmentChars: 4_000 }, viaMain.outputs, options());
        const told: Array<{ key: string; count: number; light: boolean }> = [];
        const out = collect();
        const outputs: CheckOutputs = { ...out.outputs, stored: (key, count, _failing, light) => void told.push({ key, count, light }) };
        const folder = `import/M1/job-${mappers}/batches`;
        const result = await checkInWorker(csv(2_500), { ...input(1_000, mappers), segmentChars: 4_000, batchStore: { root, folder } }, outputs, options());
        expect(result).toMatchObject({ summary: { products: 2_500 } });
        // Nothing crossed to this thread; the files are named as batchStore names them, in order.
        expect(out.batches).toEqual([]);
        expect(told.map((t) => t.key)).toEqual([1, 2, 3].map((n) => batchKey(folder, n)));
        expect(readdirSync(join(root, folder)).sort()).toEqual([1, 2, 3].map((n) => batchKey(folder, n).slice(folder.length + 1)));
        expect(told.map((t) => readFileSync(join(root, t.key), 'utf8'))).toEqual(viaMain.batches.map((b) => b.lines));
        expect(told.map((t) => [t.count, t.light])).toEqual(viaMain.batches.map((b) => [b.count, b.light]));
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('When the upload is in a local folder, then the worker reads it there and asks this thread for nothing, with the same result', async () => {
    const root = mkdtempSync(join(tmpdir(), 'hub-check-upload-'));
    try {
      const key = 'import/M1/job-upload/upload.csv';
      mkdirSync(join(root, 'import/M1/job-upload'), { recursive: true });
      let text = '';
      for await (const chunk of csv(2_500)) text += String(chunk);
      writeFileSync(join(root, key), `\uFEFF${text}`);
      for (const mappers of [0, 2]) {
        const viaMain = collect();
        const pulled = await checkInWorker(Readable.from([Buffer.from(`\uFEFF${text}`)]), { ...input(1_000, mappers), segmentChars: 4_000 }, viaMain.outputs, options());
        const out = collect();
        // A stream that fails when read: the main thread must not read it.
        const untouched = new Readable({ read: () => untouched.destroy(new Error('the main thread read the upload')) });
        const result = await checkInWorker(untouched, { ...input(1_000, mappers), segmentChars: 4_000, upload: { root, key } }, out.outputs, options());
        expect(result).toEqual(pulled);
        expect(out.batches).toEqual(viaMain.batches);
      }
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('When a file breaks the rules, then every problem reaches the main thread by row and column', async () => {
    const out = collect();
    // Every row's weight is not a number, and the last code repeats the first.
    const file = Readable.from([Buffer.from(`CODE,RFID,GROSS\n${Array.from({ length: 3_000 }, (_, i) => `P${i === 2_999 ? 0 : i},,heavy\n`).join('')}`)]);
    const result = await checkInWorker(file, input(1_000), out.outputs, options());
    expect(result).toMatchObject({ summary: { rows: 3_000, errors: 3_002 } });
    // …and the warning of the empty RFID column.
    expect(out.problems).toHaveLength(3_002 + ('summary' in result ? result.summary.warnings : 0));
    expect('summary' in result && result.summary.warnings).toBe(1);
    expect(out.problems.filter((p) => p.column === 'GROSS')).toHaveLength(3_000);
    expect(out.problems.filter((p) => p.column === 'CODE').map((p) => p.row)).toEqual([2, 3_001]);
  });

  it('When the rows are mapped on other threads, then the batches, problems and summary are exactly those of one thread (issue 26)', async () => {
    // Quoted cells with separators, doubled quotes and line breaks; numbers that are not; a repeated
    // code and tag far apart; blank rows; an empty column; the store's import of 5,000 rows in chunks.
    const row = (i: number) => {
      if (i % 997 === 0) return '\n';
      const code = i === 4_321 ? 'P7' : `P${i}`;
      const tag = i === 3_999 ? 'E20000000011' : `E2${String(i).padStart(10, '0')}`;
      const gross = i % 450 === 0 ? 'heavy' : `${(i % 97) / 10}`;
      const note = i % 3 === 0 ? `"line one\nline two, ""${i}"""` : `plain ${i} แหวน 项链`;
      return `${code},${tag},${gross},${note},\n`;
    };
    const text = `CODE,RFID,GROSS,NOTE,EMPTY\n${Array.from({ length: 5_000 }, (_, i) => row(i)).join('')}`;
    const chunksOf = (t: string) => Readable.from(Array.from({ length: Math.ceil(t.length / 4_096) }, (_, c) => Buffer.from(t.slice(c * 4_096, c * 4_096 + 4_096))));
    const chunks = () => chunksOf(text);
    const withNote: CheckWorkerInput = {
      ...input(700),
      config: dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number'), field('note', 'NOTE'), field('empty', 'EMPTY')] }),
    };
    // Batches larger than a segment (cut inside its last one) and smaller (a segment spans several).
    for (const batchRows of [700, 30]) {
      const one = collect();
      const alone = await checkInWorker(chunks(), { ...withNote, batchRows }, one.outputs, options());
      const many = collect();
      const apart = await checkInWorker(chunks(), { ...withNote, batchRows, mappers: 2, segmentChars: 3_000 }, many.outputs, options());
      expect(apart).toEqual(alone);
      expect('summary' in alone && alone.summary).toMatchObject({ rows: 4_994, products: 4_994, errors: 15, warnings: 1 });
      expect(many.batches).toEqual(one.batches);
      expect(many.batches.map((b) => b.count).slice(0, 2)).toEqual([batchRows, batchRows]);
      expect(many.problems).toEqual(one.problems);
      // A byte order mark is not text: the segments the mappers are given as bytes start after it.
      const bom = collect();
      expect(await checkInWorker(chunksOf(`\uFEFF${text}`), { ...withNote, batchRows, mappers: 2, segmentChars: 3_000 }, bom.outputs, options())).toEqual(alone);
      expect(bom.batches).toEqual(one.batches);
    }
    const many = collect();
    await checkInWorker(chunks(), { ...withNote, mappers: 2, segmentChars: 3_000 }, many.outputs, options());
    const records = many.batches.flatMap((b) => b.lines.trimEnd().split('\n').map(parseImportBatchLine));
    expect(records.find((r) => r.productCode === 'P3')).toEqual({ sid: 'S01', productCode: 'P3', row: 5, rfidTag: 'E20000000003', fields: { grossWeight: 0.3, note: 'line one\nline two, "3"', empty: null } });
  });

  it('When an earlier check of the same plan kept its digests, then its rows go as light lines, unmapped, and a changed or broken row is mapped (ADR 0044)', async () => {
    for (const mappers of [0, 2]) {
      const first = collect();
      const firstResult = await checkInWorker(csv(3_000), { ...input(1_000, mappers), segmentChars: 4_000 }, first.outputs, options());
      expect('summary' in firstResult && firstResult.summary).toMatchObject({ products: 3_000, errors: 0, light: 0 });
      const identity = first.digests[0]!.identity;
      expect(first.digests.every((d) => d.identity === identity)).toBe(true);
      // Four numbers and an entry a product, stored as known-digests.ts stores them.
      expect(first.digests.flatMap((d) => d.known)).toHaveLength(12_000);
      const stored = Buffer.concat(first.digests.flatMap((d) => knownBlock(Float64Array.from(d.known), d.entries)));
      const body = new Uint8Array(new SharedArrayBuffer(stored.length));
      body.set(stored);
      // Every line carries its digest; none is light the first time.
      const firstLines = first.batches.flatMap((b) => b.lines.trimEnd().split('\n'));
      expect(firstLines.every((l) => /\t[0-9a-f]{32}$/.test(l) && l.split('\t')[4] !== '\\N')).toBe(true);
      expect(first.batches.map((b) => b.light)).toEqual([false, false, false]);

      // Row 2 (P0) was rejected by that import's dry run; P7's weight and P9's code change now.
      const known = { identity, body, rejectedRows: [2] };
      const changed = (i: number) => (i === 7 ? 'x' : '');
      const again = collect();
      const file = () => {
        const lines = ['CODE,RFID,GROSS\n', ...Array.from({ length: 3_000 }, (_, i) => `${i === 9 ? '' : `P${i}`},E2${String(i).padStart(10, '0')},${(i % 97) / 10}${changed(i)}\n`)];
        return Readable.from([Buffer.from(lines.join(''))]);
      };
      const result = await checkInWorker(file(), { ...input(1_000, mappers), segmentChars: 4_000, known }, again.outputs, options());
      expect('summary' in result && result.summary).toMatchObject({ products: 3_000, errors: 2, light: 2_997 });
      expect(again.problems.map((p) => `${p.code}@${p.row}`).sort()).toEqual(['PDFV108@11', 'PDFV109@9']);
      const lines = again.batches.flatMap((b) => b.lines.trimEnd().split('\n'));
      const mapped = lines.filter((l) => l.split('\t')[4] !== '\\N').map((l) => l.split('\t')[2]);
      expect(mapped).toEqual(['2', '9', '11']);
      // A batch of light lines only says so (svc-catalog may stage it apart); the first holds the mapped rows.
      expect(again.batches.map((b) => b.light)).toEqual([false, true, true]);
      for (const b of again.batches) expect(b.lines.trimEnd().split('\n').every((l) => l.split('\t')[4] === '\\N')).toBe(b.light);
      expect(lines.find((l) => l.startsWith('S01\tP5\t'))).toMatch(/^S01\tP5\t7\tE20000000005\t\\N\t[0-9a-f]{32}$/);

      // Another plan (another target): nothing is known, every row mapped.
      const other = collect();
      const otherResult = await checkInWorker(csv(3_000), { ...input(1_000, mappers), target: { kind: 'store', sid: 'S02' }, segmentChars: 4_000, known }, other.outputs, options());
      expect('summary' in otherResult && otherResult.summary).toMatchObject({ products: 3_000, light: 0 });
    }
  });

  it('When rows sent light from an earlier import repeat each other or a mapped row, then every duplicate is told with all its rows, as without them', async () => {
    const first = collect();
    await checkInWorker(csv(3_000), { ...input(1_000, 2), segmentChars: 4_000 }, first.outputs, options());
    const stored = Buffer.concat(first.digests.flatMap((d) => knownBlock(Float64Array.from(d.known), d.entries)));
    const body = new Uint8Array(new SharedArrayBuffer(stored.length));
    body.set(stored);
    const known = { identity: first.digests[0]!.identity, body, rejectedRows: [] };
    const line = (i: number, gross = `${(i % 97) / 10}`) => `P${i},E2${String(i).padStart(10, '0')},${gross}\n`;
    // P10 twice as it was (rows 12 and 3,002), P20 again with another weight (rows 22 and 3,003), and a
    // new product with P30's tag (rows 32 and 3,004).
    const text = `CODE,RFID,GROSS\n${Array.from({ length: 3_000 }, (_, i) => line(i)).join('')}${line(10)}${line(20, '9.9')}P9999,E20000000030,1\n`;
    const results = [];
    for (const mappers of [0, 2]) {
      const out = collect();
      const result = await checkInWorker(Readable.from([Buffer.from(text)]), { ...input(1_000, mappers), segmentChars: 4_000, known }, out.outputs, options());
      expect('summary' in result && result.summary).toMatchObject({ products: 3_003, errors: 10 });
      results.push(out.problems);
    }
    expect(results[1]).toEqual(results[0]);
    expect(results[1]!.map((p) => `${p.code}@${p.row}:${p.value}<${p.related?.join(',')}`)).toEqual([
      'PDFV106@12:P10<3002',
      'PDFV107@12:E20000000010<3002',
      'PDFV106@22:P20<3003',
      'PDFV107@22:E20000000020<3003',
      'PDFV107@32:E20000000030<3004',
      'PDFV106@3002:P10<12',
      'PDFV107@3002:E20000000010<12',
      'PDFV106@3003:P20<22',
      'PDFV107@3003:E20000000020<22',
      'PDFV107@3004:E20000000030<32',
    ]);
  });

  it('When bytes far into a file are not UTF-8, or a NUL, then the mappers that read them reject it (PDFU107), on every path', async () => {
    const rows = (bad: string) => `CODE,RFID,GROSS\n${Array.from({ length: 3_000 }, (_, i) => `P${i},E2${String(i).padStart(10, '0')},${i === 2_500 ? bad : '1.5'}\n`).join('')}`;
    for (const mappers of [0, 2]) {
      for (const bad of [Buffer.from([0xff, 0xfe, 0x41]), Buffer.from('1\u00005')]) {
        const text = rows('@@');
        const at = text.indexOf('@@');
        const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), bad, Buffer.from(text.slice(at + 2))]);
        const chunks = Readable.from(Array.from({ length: Math.ceil(bytes.length / 5_000) }, (_, c) => bytes.subarray(c * 5_000, c * 5_000 + 5_000)));
        const result = await checkInWorker(chunks, { ...input(1_000, mappers), segmentChars: 4_000 }, collect().outputs, options());
        expect('error' in result && result.error.code).toBe('PDFU107');
      }
    }
  });

  it('When a file cannot be read, then its code comes back as an ImportFileError, not a fault', async () => {
    const out = collect();
    const result = await checkInWorker(Readable.from([Buffer.from('CODE,RFID,GROSS\n')]), input(1_000), out.outputs, options());
    expect('error' in result && result.error.code).toBe('PDFU103');
  });

  it('When the check needs more than its heap, then the worker fails alone with CheckWorkerError and this thread goes on', async () => {
    const out = collect();
    // Long distinct tags: the duplicate tracker keeps one entry per code and per tag.
    const big = csv(400_000, (i) => `,${'x'.repeat(200)}${i}`);
    const withNote = { ...input(400_000), config: dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'RFID'), field('grossWeight', 'GROSS', 'number'), field('note', 'NOTE')] }) };
    const file = Readable.from((async function* () {
      yield Buffer.from('CODE,RFID,GROSS,NOTE\n');
      for await (const chunk of big) yield Buffer.from(String(chunk).replace(/^CODE,RFID,GROSS\n/, ''));
    })());
    await expect(checkInWorker(file, withNote, out.outputs, options(16))).rejects.toBeInstanceOf(CheckWorkerError);
    expect(out.batches).toHaveLength(0);
    // This thread is fine: another check runs.
    expect(await checkInWorker(csv(10), input(1_000), collect().outputs, options())).toMatchObject({ summary: { products: 10 } });
  });

  it('When its lease is lost (the signal), then the worker stops and nothing more is stored', async () => {
    const out = collect();
    const controller = new AbortController();
    const checking = checkInWorker(csv(200_000), input(1_000), { ...out.outputs, batch: async (lines, count, failing, light) => (controller.abort(), out.outputs.batch(lines, count, failing, light)) }, { heapMb: 256, signal: controller.signal });
    await expect(checking).rejects.toThrow('stopped');
    const stored = out.batches.length;
    await new Promise((r) => setTimeout(r, 200));
    expect(out.batches.length).toBe(stored);
    expect(stored).toBeLessThanOrEqual(1);
  });
});
