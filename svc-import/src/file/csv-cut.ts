import type { CsvDialect } from './read-csv';

/** Where a text that starts at a record boundary can be cut: after `records` whole records, at `end`. */
export interface CsvCut {
  end: number;
  records: number;
}

const QUOTE = '"';

/**
 * The first record boundary of `text` at or after `minChars`, as papaparse (ADR 0023) parses the same
 * text: `text` starts at a record boundary; a field that starts with a quote runs to the first quote
 * not doubled that is followed, after white space only, by the separator or the line ending; any other
 * quote is data. Answers null when the text holds no such boundary yet (a quoted field runs on past its
 * end, or its last quote needs the next character). Lets the check hand whole records of a file to
 * several threads (issue 26): a cut papaparse would not make would split a record in two, so the
 * rules are papaparse's own (Parser.parse, papaparse 5), tested against it.
 */
export function findCut(text: string, minChars: number, dialect: CsvDialect): CsvCut | null {
  const { newline, delimiter } = dialect;
  const nlLen = newline.length;
  const delimLen = delimiter.length;
  let records = 0;
  let pos = 0;
  /** Record ends (line endings outside quoted fields) in [from, to): the first at or after minChars cuts. */
  const lineEnds = (from: number, to: number): CsvCut | null => {
    for (let n = text.indexOf(newline, from); n !== -1 && n < to; n = text.indexOf(newline, n + nlLen)) {
      records++;
      if (n + nlLen >= minChars) return { end: n + nlLen, records };
    }
    return null;
  };
  const atFieldStart = (q: number) =>
    q === 0 || (q >= delimLen && text.startsWith(delimiter, q - delimLen)) || (q >= nlLen && text.startsWith(newline, q - nlLen));
  /** White space only (papaparse's `trim() === ''`, empty not counted) between a closing quote and `index`: its length. */
  const extraSpaces = (q: number, index: number) => {
    if (index === -1) return 0;
    const between = text.substring(q + 1, index);
    return between !== '' && between.trim() === '' ? between.length : 0;
  };

  for (;;) {
    const q = text.indexOf(QUOTE, pos);
    const cut = lineEnds(pos, q === -1 ? text.length : q);
    if (cut) return cut;
    if (q === -1) return null;
    if (!atFieldStart(q)) {
      // A quote inside an unquoted field is data.
      pos = q + 1;
      continue;
    }
    // A quoted field: find its closing quote.
    let close = q;
    for (;;) {
      close = text.indexOf(QUOTE, close + 1);
      // Runs past the text, or its last quote needs the next character to tell.
      if (close === -1 || close === text.length - 1) return null;
      if (text[close + 1] === QUOTE) {
        close++;
        continue;
      }
      const nextDelim = text.indexOf(delimiter, close + 1);
      const nextNewline = text.indexOf(newline, close + 1);
      const checkUpTo = nextNewline === -1 ? nextDelim : Math.min(nextDelim, nextNewline);
      const toDelim = extraSpaces(close, checkUpTo);
      if (text.startsWith(delimiter, close + 1 + toDelim)) {
        pos = close + 1 + toDelim + delimLen;
        break;
      }
      const toNewline = extraSpaces(close, nextNewline);
      if (text.startsWith(newline, close + 1 + toNewline)) {
        const end = close + 1 + toNewline + nlLen;
        records++;
        if (end >= minChars) return { end, records };
        pos = end;
        break;
      }
      // papaparse's InvalidQuotes: the quote is data and the field goes on.
    }
  }
}

/** The records of a text that holds only whole records and its last line's ending (parsed alone, papaparse adds an empty record after it). */
export function withoutEndingRecord(records: string[][]): string[][] {
  const last = records[records.length - 1];
  if (last && last.length === 1 && last[0] === '') records.pop();
  return records;
}
