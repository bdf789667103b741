import { findByteCut } from './byte-cut';
import { findCut } from './csv-cut';
import type { CsvDialect } from './read-csv';

// ADR 0044, session 31: the check's thread cuts the upload's bytes as findCut cuts its text.
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s / 0x7fffffff;
  };
}

/** Cells with every corner findCut knows: quotes doubled or stray, line breaks, separators, white space (some of it not ASCII) after a closing quote. */
function file(seed: number, dialect: CsvDialect, rows: number): string {
  const next = random(seed);
  const pieces = ['a', 'ทอง', ' ', dialect.delimiter, '"', '""', '\n', '\r\n', '\r', 'x"y', '金', '😀'];
  const cell = () => {
    const body = Array.from({ length: Math.floor(next() * 4) }, () => pieces[Math.floor(next() * pieces.length)]!).join('');
    const r = next();
    if (r < 0.3) return `"${body.replace(/"/g, '""')}"`;
    if (r < 0.4) return `"${body.replace(/"/g, '""')}"${[' ', '\u00a0', '\u3000 ', '\t'][Math.floor(next() * 4)]}`;
    if (r < 0.5) return `"${body}`;
    return body.replace(new RegExp(`[${dialect.delimiter}\\r\\n]`, 'g'), '');
  };
  const lines = Array.from({ length: rows }, () => Array.from({ length: 1 + Math.floor(next() * 4) }, cell).join(dialect.delimiter));
  return lines.join(dialect.newline) + (next() < 0.5 ? dialect.newline : '');
}

describe('findByteCut (findCut over an upload’s bytes)', () => {
  it('When a plain file is cut, then the cut and the records before it are findCut’s, in bytes', () => {
    const text = 'CODE,NAME\nP1,แหวน\nP2,Chain\n';
    const bytes = Buffer.from(text);
    expect(findByteCut(bytes, 0, 1, { newline: '\n', delimiter: ',' })).toEqual({ end: 10, records: 1 });
    expect(findByteCut(bytes, 10, 1, { newline: '\n', delimiter: ',' })).toEqual({ end: Buffer.byteLength('CODE,NAME\nP1,แหวน\n'), records: 1 });
    expect(findByteCut(bytes, 0, bytes.length + 1, { newline: '\n', delimiter: ',' })).toBeNull();
    expect(findByteCut(Buffer.from('A;B\r\nx\ny;z\r\n'), 0, 6, { newline: '\r\n', delimiter: ';' })).toEqual({ end: 12, records: 2 });
  });

  for (const dialect of [
    { newline: '\n', delimiter: ',' },
    { newline: '\r\n', delimiter: ';' },
    { newline: '\n', delimiter: '\t' },
  ] as CsvDialect[]) {
    it(`When random files (${JSON.stringify(dialect)}) are cut anywhere, from any record boundary, then every cut is findCut’s`, () => {
      let cuts = 0;
      for (let seed = 1; seed <= 80; seed++) {
        const text = file(seed, dialect, 10);
        const bytes = Buffer.from(text);
        // From the start and from the first boundary findCut finds.
        const first = findCut(text, 1, dialect);
        for (const fromChars of first ? [0, first.end] : [0]) {
          const rest = text.slice(fromChars);
          const from = Buffer.byteLength(text.slice(0, fromChars));
          for (let min = 1; min <= rest.length; min += 1 + (seed % 4)) {
            // A size in characters and the same in bytes (a character is never split).
            const minBytes = Buffer.byteLength(rest.slice(0, min));
            const byChars = findCut(rest, min, dialect);
            const byBytes = findByteCut(bytes, from, minBytes, dialect);
            if (byChars === null) {
              expect(byBytes).toBeNull();
              continue;
            }
            cuts++;
            expect(byBytes).toEqual({ end: from + Buffer.byteLength(rest.slice(0, byChars.end)), records: byChars.records });
          }
        }
      }
      expect(cuts).toBeGreaterThan(300);
    });
  }
});
