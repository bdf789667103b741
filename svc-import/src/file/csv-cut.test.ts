import { findCut, withoutEndingRecord } from './csv-cut';
import { parseCsvRecords, type CsvDialect } from './read-csv';

// Issue 26: the check hands whole records of a file to several threads. A cut papaparse would not
// make splits a record, so every cut is tried against papaparse's own parse of the whole text.
const LF: CsvDialect = { newline: '\n', delimiter: ',' };
const CRLF: CsvDialect = { newline: '\r\n', delimiter: ';' };

/** A small deterministic random source (tests repeat). */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** A cell that tries papaparse's corners: quoted or not, doubled quotes, stray quotes, line breaks, separators, spaces after a closing quote. */
function cell(next: () => number, dialect: CsvDialect): string {
  const pieces = ['a', 'ring', ' ', dialect.delimiter, '"', '""', '\n', '\r\n', '12" chain', 'x"y', '金'];
  const body = Array.from({ length: Math.floor(next() * 4) }, () => pieces[Math.floor(next() * pieces.length)]!).join('');
  const r = next();
  if (r < 0.35) return `"${body.replace(/"/g, '""')}"`;
  if (r < 0.45) return `"${body.replace(/"/g, '""')}"  `;
  if (r < 0.55) return `"${body}`;
  // Unquoted: no separator or line break inside (else it is not one cell), quotes kept as data.
  return body.replace(new RegExp(`[${dialect.delimiter}\\r\\n]`, 'g'), '').replace(/^"/, 'q');
}

function file(seed: number, dialect: CsvDialect, rows: number): string {
  const next = random(seed);
  const lines = Array.from({ length: rows }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, () => cell(next, dialect)).join(dialect.delimiter));
  return lines.join(dialect.newline) + (next() < 0.5 ? dialect.newline : '');
}

describe('findCut (whole records for the check threads, as papaparse reads them)', () => {
  it('When a plain file is cut, then each cut falls after the first line ending at or past the size asked, counting the records before it', () => {
    const text = 'CODE,NAME\nP1,Ring\nP2,Chain\n';
    expect(findCut(text, 1, LF)).toEqual({ end: 10, records: 1 });
    expect(findCut(text, 11, LF)).toEqual({ end: 18, records: 2 });
    expect(findCut(text, 28, LF)).toBeNull();
    expect(findCut('A;B\r\nx\ny;z\r\n', 1, CRLF)).toEqual({ end: 5, records: 1 });
    // A bare LF in a CRLF file is data of its cell.
    expect(findCut('A;B\r\nx\ny;z\r\n', 6, CRLF)).toEqual({ end: 12, records: 2 });
  });

  it('When a quoted field holds line endings, separators and doubled quotes, then no cut falls inside it', () => {
    const text = 'CODE,NOTE\nP1,"line one\nline two, ""quoted"""\nP2,x\n';
    expect(findCut(text, 11, LF)).toEqual({ end: text.indexOf('P2'), records: 2 });
    // Not yet known: the field runs past the text, or its last quote needs the next character.
    expect(findCut('CODE,NOTE\nP1,"open\nstill', 11, LF)).toBeNull();
    expect(findCut('CODE,NOTE\nP1,"x"', 11, LF)).toBeNull();
  });

  for (const [name, dialect] of [
    ['LF and commas', LF],
    ['CRLF and semicolons', CRLF],
    ['LF and tabs', { newline: '\n', delimiter: '\t' } as CsvDialect],
  ] as const) {
    it(`When random files with every quoting corner (${name}) are cut anywhere, then both halves parse to exactly papaparse's records of the whole`, () => {
      let cuts = 0;
      for (let seed = 1; seed <= 60; seed++) {
        const text = file(seed, dialect, 12);
        const whole = parseCsvRecords(text, dialect);
        for (let min = 1; min <= text.length; min += 2 + (seed % 5)) {
          const cut = findCut(text, min, dialect);
          if (!cut) continue;
          cuts++;
          expect(cut.end).toBeGreaterThanOrEqual(min);
          const before = withoutEndingRecord(parseCsvRecords(text.slice(0, cut.end), dialect));
          const after = parseCsvRecords(text.slice(cut.end), dialect);
          expect(before).toEqual(whole.slice(0, cut.records));
          // Cut at the very end: papaparse's whole parse adds the empty record after the last line ending.
          expect(cut.end === text.length ? [['']] : after).toEqual(whole.slice(cut.records));
        }
      }
      expect(cuts).toBeGreaterThan(300);
    });
  }
});
