import { copyText, importBatchLine, importDigestedLine, importLightLine, parseImportBatchLine } from './import-batch';

/** COPY's own reading of a text-form value (the escapes copyText writes). */
const unescape = (v: string) => v.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);

describe('import batch lines (COPY text form, issue 26 item 3)', () => {
  it('When a value holds a backslash, tab, newline or carriage return, then each is escaped and nothing else changes', () => {
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyText('สร้อยคอ 项链 ✓')).toBe('สร้อยคอ 项链 ✓');
  });

  it('When a record becomes a line, then it has its six columns, read back as written, and its JSON lacks the row', () => {
    const record = { sid: 'S01', productCode: 'P\t1', row: 7, fields: { note: 'two\nlines', path: 'C:\\x' }, rfidTag: 'E2\\01' };
    const line = importDigestedLine(record, 'a'.repeat(32));
    expect(line.endsWith('\n')).toBe(true);
    const columns = line.slice(0, -1).split('\t').map(unescape);
    expect(columns).toHaveLength(6);
    expect(columns.slice(0, 4)).toEqual(['S01', 'P\t1', '7', 'E2\\01']);
    const { row: _row, ...rest } = record;
    expect(JSON.parse(columns[4]!)).toEqual(rest);
    expect(columns[5]).toBe('a'.repeat(32));
    expect(parseImportBatchLine(line)).toEqual(record);
    expect(importBatchLine(record).slice(0, -1).split('\t')[5]).toBe('\\N');
  });

  it('When a row is known by its digest (ADR 0044), then its light line has its keys, a null record and the digest, and is not read back as a record', () => {
    const line = importLightLine({ sid: 'S\t1', productCode: 'P1', row: 9, rfidTag: null }, 'b'.repeat(32));
    expect(line).toBe(`S\\t1\tP1\t9\t\\N\t\\N\t${'b'.repeat(32)}\n`);
    expect(() => parseImportBatchLine(line)).toThrow('light');
  });

  it('When a line of the batches before the digest (.tsv2) is read, then it is the record it was written from', () => {
    expect(parseImportBatchLine('S01\tP1\t3\t\\N\t{"sid":"S01","productCode":"P1","fields":{}}\n')).toEqual({ sid: 'S01', productCode: 'P1', row: 3, fields: {} });
  });

  it('When a record has no tag, then its tag column is COPY\'s null, whether the tag is null or absent', () => {
    const withNull = importBatchLine({ sid: 'S01', productCode: 'P1', row: 2, fields: {}, rfidTag: null });
    const without = importBatchLine({ sid: 'S01', productCode: 'P1', row: 2, fields: {} });
    expect(withNull.split('\t')[3]).toBe('\\N');
    expect(without.split('\t')[3]).toBe('\\N');
    expect(parseImportBatchLine(withNull).rfidTag).toBeNull();
    expect('rfidTag' in parseImportBatchLine(without)).toBe(false);
  });

  it('When a line of an older batch (no tag column) is read, then it is the record it was written from', () => {
    expect(parseImportBatchLine('S01\tP1\t3\t{"sid":"S01","productCode":"P1","fields":{"karat":"18K"},"rfidTag":"E2"}\n')).toEqual({
      sid: 'S01',
      productCode: 'P1',
      row: 3,
      fields: { karat: '18K' },
      rfidTag: 'E2',
    });
  });
});
