import { ArrayCells, isBlankRow } from '../domain/file/row-cells';
import { RowHash } from '../domain/file/row-hash';
import { withoutEndingRecord } from './csv-cut';
import { parseCsvRecords, type CsvDialect } from './read-csv';
import { TextRows } from './text-rows';

const COMMA_LF: CsvDialect = { newline: '\n', delimiter: ',' };
const SEMI_CRLF: CsvDialect = { newline: '\r\n', delimiter: ';' };
const TAB_LF: CsvDialect = { newline: '\n', delimiter: '\t' };

/** Every record TextRows reads, its cells as strings, by length and by cell, and hashed as ArrayCells would be. */
function read(text: string, dialect: CsvDialect): string[][] {
  const rows = new TextRows(text, dialect);
  const out: string[][] = [];
  const mine = new RowHash();
  const theirs = new RowHash();
  while (rows.next()) {
    const cells = [...rows.all()];
    const byCell = Array.from({ length: rows.count }, (_, i) => rows.cell(i));
    expect(byCell).toEqual(cells);
    expect(cells.map((_, i) => rows.length(i))).toEqual(cells.map((c) => c.length));
    mine.reset();
    theirs.reset();
    for (let i = 0; i <= rows.count; i++) {
      rows.hashCell(i, mine);
      new ArrayCells(cells).hashCell(i, theirs);
    }
    expect(mine.finish()).toBe(theirs.finish());
    expect(isBlankRow(rows)).toBe(cells.every((c) => c.trim() === ''));
    out.push(cells);
  }
  return out;
}

/** papaparse's records of the same text, without the empty record it adds after a final line ending. */
const papaparse = (text: string, dialect: CsvDialect) => withoutEndingRecord(parseCsvRecords(text, dialect));

/** Records without the blank ones that end them: rows that number nothing after them and make no product. */
function withoutBlankEnd(records: string[][]): string[][] {
  while (records.length > 0 && records[records.length - 1]!.every((c) => c === '')) records.pop();
  return records;
}

/** A small deterministic generator (mulberry32), so a failure repeats. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('records read where they lie in the text (TextRows, ADR 0044)', () => {
  it('When records are plain or quoted, then they read as papaparse reads them', () => {
    const text = 'S01,P1,,5.5\n"S01","P,2","say ""hi""",""\n"multi\nline",x,,\n\nlast,"q"';
    expect(read(text, COMMA_LF)).toEqual(papaparse(text, COMMA_LF));
    expect(read(text, COMMA_LF)[1]).toEqual(['S01', 'P,2', 'say "hi"', '']);
    const crlf = 'a;b;c\r\n"x;y";"";z\r\n';
    expect(read(crlf, SEMI_CRLF)).toEqual([['a', 'b', 'c'], ['x;y', '', 'z']]);
  });

  it('When a record takes an odd form, then papaparse reads that record and the next ones read on', () => {
    for (const text of ['a"b,c\nd,e\n', '"a" ,b\nc,d', '"a"x,b\nc,d\n', '"open,b\nc,d\n', 'a,b\r\nc,"d"\r\ne,f\n', 'x,"y"\r\n', '"a""', '"', 'a\rb,c\n']) {
      expect(read(text, COMMA_LF)).toEqual(papaparse(text, COMMA_LF));
    }
  });

  it('When thousands of random records mix quotes, separators, line endings, blanks and non-Latin text, then each reads as papaparse reads it', () => {
    const next = random(26);
    const pieces = ['a', 'ทอง', '金', 'قلادة', ' ', '', '"', '""', ',', ';', '\t', '\n', '\r', '\r\n', 'x y', '5.50'];
    const cell = (dialect: CsvDialect) => {
      const raw = Array.from({ length: Math.floor(next() * 4) }, () => pieces[Math.floor(next() * pieces.length)]!).join('');
      const mode = next();
      if (mode < 0.5 && !raw.includes('"') && !raw.includes(dialect.delimiter) && !raw.includes('\n') && !raw.includes('\r')) return raw;
      if (mode < 0.9) return `"${raw.replaceAll('"', '""')}"`;
      return raw; // whatever it makes: odd forms included
    };
    for (const dialect of [COMMA_LF, SEMI_CRLF, TAB_LF]) {
      for (let n = 0; n < 300; n++) {
        const records = Array.from({ length: 1 + Math.floor(next() * 8) }, () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => cell(dialect)).join(dialect.delimiter));
        const text = records.join(dialect.newline) + (next() < 0.5 ? dialect.newline : '');
        // A last record of one empty quoted cell reads as papaparse's ending record: both are blank rows.
        expect({ text, rows: withoutBlankEnd(read(text, dialect)) }).toEqual({ text, rows: withoutBlankEnd(papaparse(text, dialect)) });
      }
    }
  });
});
