import type { CsvDialect } from './read-csv';

/** Where a text that starts at a record boundary can be cut: after `records` whole records, at `end`. */
export interface CsvCut {
  end: number;
  records: number;
}

/**
 * What a cut is found in: a text or its bytes (byte-cut.ts), by position. `find` answers the next
 * quote, separator or record ending (a line ending) at or after a position, or -1; `newlineLength` is
 * the line ending's length there; `spaces(a, b)` whether all of [a, b) is white space as trim() tells it.
 */
export interface CutSource {
  readonly length: number;
  readonly delimiterLength: number;
  readonly newlineLength: number;
  findQuote(from: number): number;
  findDelimiter(from: number): number;
  findNewline(from: number): number;
  isQuote(at: number): boolean;
  isDelimiter(at: number): boolean;
  isNewline(at: number): boolean;
  spaces(from: number, to: number): boolean;
}

/**
 * The first record boundary of a text that starts at a record boundary (at `from`) at or after
 * `min`, as papaparse (ADR 0023) parses the same text: a field that starts with a quote runs to the first quote not doubled that is followed, after white space only, by the separator or the line ending; any other
 * quote is data. Answers null when the text holds no such boundary yet (a quoted field runs on past its
 * end, or its last quote needs the next character). The rules are papaparse's own (Parser.parse,
 * papaparse 5), tested against it.
 */
export function cutIn(source: CutSource, from: number, min: number): CsvCut | null {
  const { length, delimiterLength: delimLen, newlineLength: nlLen } = source;
  let records = 0;
  let pos = from;
  /** Record ends (line endings outside quoted fields) in [a, b): the first at or after min cuts. */
  const lineEnds = (a: number, b: number): CsvCut | null => {
    for (let n = source.findNewline(a); n !== -1 && n < b; n = source.findNewline(n + nlLen)) {
      records++;
      if (n + nlLen >= min) return { end: n + nlLen, records };
    }
    return null;
  };
  const atFieldStart = (q: number) => q === from || (q - delimLen >= from && source.isDelimiter(q - delimLen)) || (q - nlLen >= from && source.isNewline(q - nlLen));
  /** White space only (papaparse's `trim() === ''`, empty not counted) between a closing quote and `index`: its length. */
  const extraSpaces = (q: number, index: number) => (index === -1 || index <= q + 1 ? 0 : source.spaces(q + 1, index) ? index - q - 1 : 0);

  for (;;) {
    const q = source.findQuote(pos);
    const cut = lineEnds(pos, q === -1 ? length : q);
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
      close = source.findQuote(close + 1);
      // Runs past the text, or its last quote needs the next character to tell.
      if (close === -1 || close === length - 1) return null;
      if (source.isQuote(close + 1)) {
        close++;
        continue;
      }
      const nextDelim = source.findDelimiter(close + 1);
      const nextNewline = source.findNewline(close + 1);
      const checkUpTo = nextNewline === -1 ? nextDelim : Math.min(nextDelim, nextNewline);
      const toDelim = extraSpaces(close, checkUpTo);
      if (source.isDelimiter(close + 1 + toDelim)) {
        pos = close + 1 + toDelim + delimLen;
        break;
      }
      const toNewline = extraSpaces(close, nextNewline);
      if (source.isNewline(close + 1 + toNewline)) {
        const end = close + 1 + toNewline + nlLen;
        records++;
        if (end >= min) return { end, records };
        pos = end;
        break;
      }
      // papaparse's InvalidQuotes: the quote is data and the field goes on.
    }
  }
}

/** A text as a CutSource. */
function textSource(text: string, { newline, delimiter }: CsvDialect): CutSource {
  return {
    length: text.length,
    delimiterLength: delimiter.length,
    newlineLength: newline.length,
    findQuote: (from) => text.indexOf('"', from),
    findDelimiter: (from) => text.indexOf(delimiter, from),
    findNewline: (from) => text.indexOf(newline, from),
    isQuote: (at) => text.charCodeAt(at) === 0x22,
    isDelimiter: (at) => text.startsWith(delimiter, at),
    isNewline: (at) => text.startsWith(newline, at),
    spaces: (a, b) => text.substring(a, b).trim() === '',
  };
}

/**
 * The first record boundary of `text` (which starts at a record boundary) at or after `minChars`, as
 * papaparse parses the same text (cutIn). Lets the check hand whole records of a file to several
 * threads (issue 26): a cut papaparse would not make would split a record in two.
 */
export function findCut(text: string, minChars: number, dialect: CsvDialect): CsvCut | null {
  return cutIn(textSource(text, dialect), 0, minChars);
}

/** The records of a text that holds only whole records and its last line's ending (parsed alone, papaparse adds an empty record after it). */
export function withoutEndingRecord(records: string[][]): string[][] {
  const last = records[records.length - 1];
  if (last && last.length === 1 && last[0] === '') records.pop();
  return records;
}
