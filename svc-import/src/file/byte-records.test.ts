import { ByteRecords } from './byte-records';
import type { CsvDialect } from './read-csv';
import { TextRows } from './text-rows';

const cellsOf = (rows: TextRows) => Array.from({ length: rows.count }, (_, i) => rows.cell(i));

/** Every record ByteRecords reads before its end or an unsure form, beside TextRows's records of the same text. */
function compare(text: string, dialect: CsvDialect): number {
  const bytes = Buffer.from(text, 'utf8');
  const records = new ByteRecords(bytes, dialect);
  const rows = new TextRows(text, dialect);
  let read = 0;
  for (let k = 0; ; k++) {
    const cells = k % 2 === 0;
    const found = records.next(cells);
    if (found === 'unsure') {
      // The rest read by TextRows alone gives the same records as TextRows over the whole.
      const rest = new TextRows(bytes.subarray(records.start).toString('utf8'), dialect);
      while (rest.next()) {
        expect(rows.next()).toBe(true);
        expect(cellsOf(rest)).toEqual(cellsOf(rows));
      }
      break;
    }
    if (found === 'end') break;
    read++;
    expect(rows.next()).toBe(true);
    // The record's bytes, with its line ending, read alone: the same cells.
    const alone = new TextRows(bytes.subarray(records.start, records.at).toString('utf8'), dialect);
    expect(alone.next()).toBe(true);
    expect(cellsOf(alone)).toEqual(cellsOf(rows));
    expect(bytes.subarray(records.end, records.at).toString()).toMatch(dialect.newline === '\r\n' ? /^(\r\n)?$/ : /^\n?$/);
    if (cells) expect(records.cellsWithData).toEqual(cellsOf(rows).flatMap((c, i) => (c !== '' ? [i] : [])));
  }
  expect(rows.next()).toBe(false);
  return read;
}

describe('records found in a segment’s bytes (ByteRecords, ADR 0044 session 31)', () => {
  it('When the text holds plain records, quoted cells with separators, quotes and line breaks, then each record is TextRows’s, line ending apart', () => {
    const lf: CsvDialect = { newline: '\n', delimiter: ',' };
    expect(compare('a,b,c\n1,"x, y",3\n"multi\nline",,""\n"q""uote",ทอง,金\n\n4,5,6', lf)).toBe(6);
    expect(compare('a;b\r\n"x\r\ny";2\r\nbare\nlf;3\r\n', { newline: '\r\n', delimiter: ';' })).toBe(3);
    expect(compare('a\tb\nc\t\n', { newline: '\n', delimiter: '\t' })).toBe(2);
    // A stray CR before an LF ending is not data; a quote inside an unquoted cell is left to TextRows.
    expect(compare('a,b\r\n1,"\r"\nx,y"z\n1,2\n', lf)).toBe(2);
    expect(compare('"open,1\n2,3\n', lf)).toBe(0);
    expect(compare('"a" ,b\n', lf)).toBe(0);
  });

  it('When fed random texts of three dialects, then every record it reads is TextRows’s', () => {
    const dialects: CsvDialect[] = [
      { newline: '\n', delimiter: ',' },
      { newline: '\r\n', delimiter: ',' },
      { newline: '\n', delimiter: '\t' },
    ];
    const alphabet = ['a', 'b', ',', '\t', '"', '"', '\n', '\r\n', '\r', ' ', 'ท', '金', '😀'];
    let seed = 7;
    const random = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff;
      return seed / 0x80000000;
    };
    let read = 0;
    for (let t = 0; t < 3000; t++) {
      const dialect = dialects[t % dialects.length]!;
      const length = Math.floor(random() * 40);
      let text = '';
      for (let i = 0; i < length; i++) text += alphabet[Math.floor(random() * alphabet.length)];
      // Segments end at a record boundary: a line ending outside quotes or the text's end (as findCut cuts).
      read += compare(text, dialect);
    }
    expect(read).toBeGreaterThan(1000);
  });
});
