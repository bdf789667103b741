import type { CsvDialect } from './read-csv';

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/** What `ByteRecords.next` found: a record, the end of the bytes, or a form it leaves to TextRows. */
export type ByteRecord = 'record' | 'end' | 'unsure';

/**
 * The records of a segment's UTF-8 bytes (whole records, cut by findCut), one at a time, found where
 * they lie without decoding them (ADR 0044, session 31): `start` and `end` bound the record's bytes
 * (its line ending not included). Reads the plain forms TextRows reads the same way (unquoted cells
 * without quotes; quoted cells whose closing quote is followed at once by the separator or the line
 * ending), so the records are TextRows's and papaparse's. At any other form `next` answers 'unsure' and
 * the rest of the bytes, from `start`, are left to TextRows. A line without a quote is one record: its
 * line ending is found by a byte search, and its cells are looked at only when `cells` is asked for.
 * The separator is one ASCII character (sniffSeparator's).
 */
export class ByteRecords {
  start = 0;
  end = 0;
  /** With `next(true)`: the cells of the record that hold a value (not empty), by index. */
  readonly cellsWithData: number[] = [];
  private pos = 0;
  /** The next quote at or after `pos` (the length: none). */
  private nextQuote = -1;
  private readonly bytes: Buffer;
  private readonly delimiter: number;
  private readonly crlf: boolean;

  constructor(bytes: Uint8Array, dialect: CsvDialect) {
    this.bytes = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    this.delimiter = dialect.delimiter.charCodeAt(0);
    this.crlf = dialect.newline === '\r\n';
  }

  /** Whether `dialect` is one these records read (a one-byte ASCII separator). */
  static reads(dialect: CsvDialect): boolean {
    return dialect.delimiter.length === 1 && dialect.delimiter.charCodeAt(0) < 0x80 && dialect.delimiter !== '"';
  }

  /** Where the bytes stand: the next record's start. */
  get at(): number {
    return this.pos;
  }

  /** The index of the line ending at or after `from` (the length: none): an LF, or with CRLF records the CR of a CR LF. */
  private lineEndFrom(from: number): number {
    const { bytes } = this;
    if (!this.crlf) {
      const n = bytes.indexOf(LF, from);
      return n === -1 ? bytes.length : n;
    }
    for (let n = bytes.indexOf(LF, from); n !== -1; n = bytes.indexOf(LF, n + 1)) if (n > from && bytes[n - 1] === CR) return n - 1;
    return bytes.length;
  }

  /** Moves to the next record; `cells`: fill cellsWithData. */
  next(cells: boolean): ByteRecord {
    const { bytes } = this;
    const length = bytes.length;
    if (this.pos >= length) return 'end';
    if (this.nextQuote < this.pos) {
      const q = bytes.indexOf(QUOTE, this.pos);
      this.nextQuote = q === -1 ? length : q;
    }
    let lineEnd = this.lineEndFrom(this.pos);
    const newlineLength = this.crlf ? 2 : 1;
    this.start = this.pos;
    if (!cells && this.nextQuote >= lineEnd) {
      this.end = lineEnd;
      this.pos = lineEnd === length ? length : lineEnd + newlineLength;
      return 'record';
    }
    this.cellsWithData.length = 0;
    let p = this.pos;
    for (let cell = 0; ; cell++) {
      if (bytes[p] === QUOTE && p < length) {
        let close = p;
        for (;;) {
          close = bytes.indexOf(QUOTE, close + 1);
          if (close === -1) return 'unsure';
          if (bytes[close + 1] !== QUOTE) break;
          close++;
        }
        const after = close + 1;
        const q = bytes.indexOf(QUOTE, after);
        this.nextQuote = q === -1 ? length : q;
        // With LF records, a quoted last cell of only a CR is empty (papaparse's reader drops the CR).
        const empty = close === p + 1;
        if (after < length && bytes[after] === this.delimiter) {
          if (!empty) this.cellsWithData.push(cell);
          p = after + 1;
          if (lineEnd < p) lineEnd = this.lineEndFrom(p);
          continue;
        }
        let next: number;
        if (after === length) next = length;
        else if (!this.crlf && bytes[after] === LF) next = after + 1;
        else if (this.crlf && bytes[after] === CR && bytes[after + 1] === LF) next = after + 2;
        else return 'unsure';
        if (!empty && !(!this.crlf && close === p + 2 && bytes[p + 1] === CR)) this.cellsWithData.push(cell);
        this.end = after;
        this.pos = next;
        return 'record';
      }
      const d = bytes.indexOf(this.delimiter, p);
      const end = d !== -1 && d < lineEnd ? d : lineEnd;
      // A quote inside an unquoted cell: TextRows leaves it to papaparse.
      if (this.nextQuote < end) return 'unsure';
      if (end === d) {
        if (end > p) this.cellsWithData.push(cell);
        p = d + 1;
        continue;
      }
      // The last cell; with LF records a CR before the line ending is not data.
      const valueEnd = !this.crlf && end > p && bytes[end - 1] === CR ? end - 1 : end;
      if (valueEnd > p) this.cellsWithData.push(cell);
      this.end = end;
      this.pos = end === length ? length : end + newlineLength;
      return 'record';
    }
  }
}
