import { importKnownEntry } from '@hub/contracts';
import { localFolderStorage } from '@hub/service-kit';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hasCellKey, knownTable, rawEntryOf } from '../domain/file/known-table';
import { digestWriter, readKnownDigests } from './known-digests';
import { digestKey } from '../domain/file/row-digest';

// ADR 0044: what a check leaves known is stored, then read back by the merchant's next import.
describe('known rows stored and read back (known-digests.ts)', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hub-known-'));
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('When a check stored its blocks, then the next import reads them into shared memory with the rows its dry run rejected', async () => {
    const storage = localFolderStorage(root);
    const keys = { digests: 'import/m1/j1/rows.digests', rejections: 'import/m1/j1/rejections.ndjson' };
    const writer = digestWriter(storage, keys.digests);
    const identity = 'ab'.repeat(16);
    // Many blocks, so the file is read in several chunks: 3,000 products of row i + 2, digest i, raw key i + 1e6.
    const digestOf = (i: number) => (i * 2 ** 80).toString(16).padStart(32, '0');
    for (let block = 0; block < 30; block++) {
      const known: number[] = [];
      let entries = '';
      for (let i = block * 100; i < block * 100 + 100; i++) {
        known.push(i + 2, digestKey(digestOf(i)), i + 1e6, i);
        entries += importKnownEntry({ sid: 'S01', productCode: `P${i}`, rfidTag: `E2${'0'.repeat(400)}${i}` }, digestOf(i));
      }
      await writer.add(identity, Float64Array.from(known), Buffer.from(entries));
    }
    await writer.end();
    await storage.put(keys.rejections, [`${JSON.stringify({ code: 'PDFV111', row: 5, column: null })}\n`]);
    const read = await readKnownDigests(storage, keys);
    expect(read?.identity).toBe(identity);
    expect(read?.body.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(read?.rejectedRows).toEqual([5]);
    const table = knownTable(read!.body, new Set(read!.rejectedRows));
    expect(table.entryAt).toHaveLength(2_999);
    expect(hasCellKey(table, digestKey(digestOf(3)))).toBe(false);
    expect(hasCellKey(table, digestKey(digestOf(2_999)))).toBe(true);
    const entry = rawEntryOf(table, 1e6 + 1_234, 1_234);
    const body = Buffer.from(table.body.buffer, table.body.byteOffset, table.body.byteLength);
    expect(body.toString('utf8', table.entryAt[entry], body.indexOf(0x0a, table.entryAt[entry]))).toBe(`S01\tP1234\t\tE2${'0'.repeat(400)}1234\t\\N\t${digestOf(1_234)}`);
  });

  it('When an import kept nothing, then nothing is known', async () => {
    const storage = localFolderStorage(root);
    expect(await readKnownDigests(storage, { digests: 'import/m1/none/rows.digests', rejections: 'import/m1/none/rejections.ndjson' })).toBeNull();
  });
});
