import { copyText, importBatchLine, parseImportBatchLine } from './import-batch';

/** COPY's own reading of a text-form value (the escapes copyText writes). */
const unescape = (v: string) => v.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c);

describe('import batch lines (COPY text form, issue 26 item 3)', () => {
  it('When a value holds a backslash, tab, newline or carriage return, then each is escaped and nothing else changes', () => {
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(copyText('สร้อยคอ 项链 ✓')).toBe('สร้อยคอ 项链 ✓');
  });

  it('When a record becomes a line, then it has its four columns, read back as written, and its JSON lacks the row', () => {
    const record = { sid: 'S01', productCode: 'P\t1', row: 7, fields: { note: 'two\nlines', path: 'C:\\x' }, rfidTag: null };
    const line = importBatchLine(record);
    expect(line.endsWith('\n')).toBe(true);
    const columns = line.slice(0, -1).split('\t').map(unescape);
    expect(columns).toHaveLength(4);
    expect(columns.slice(0, 3)).toEqual(['S01', 'P\t1', '7']);
    const { row: _row, ...rest } = record;
    expect(JSON.parse(columns[3]!)).toEqual(rest);
    expect(parseImportBatchLine(line)).toEqual(record);
  });
});
