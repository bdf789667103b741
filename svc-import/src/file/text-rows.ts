import type { RowReader } from '../domain/file/row-cells';
import type { RowHash } from '../domain/file/row-hash';
import { findCut, withoutEndingRecord } from './csv-cut';
import { parseCsvRecords, type CsvDialect } from './read-csv';

const QUOTE = 0x22;
const CR = '\r';

/**
 * The records of a text that holds only whole records (a segment of a file, cut by findCut), one at a
 * time, as RowCells that answer from the text itself: a cell is a span of the text, or for a quoted
 * cell its value, so a known row is hashed and checked without a string per cell (ADR 0044, session
 * 26; papaparse made 30 strings of every row, a third of a known row's cost). Reads the plain forms
 * only: unquoted cells without quotes, and quoted cells whose closing quote is followed by the
 * separator or the line ending. Any other record (a quote inside an unquoted cell, text or spaces
 * after a closing quote, a stray CR after one) is parsed by papaparse (ADR 0023) alone, cut where
 * findCut cuts, so every record reads as parseCsvRecords reads it. Unlike parseCsvRecords, the empty
 * record papaparse adds after a text's last line ending is not given (it is a blank row: no product).
 */
export class TextRows implements RowReader {
  private pos = 0;
  private starts = new Int32Array(64);
  private ends = new Int32Array(64);
  /** Quoted cells' values, by cell (undefined: the span is the value). */
  private values: Array<string | undefined> = [];
  private quotedCells = 0;
  /** A record papaparse read (a form this class does not), else null. */
  private parsed: readonly string[] | null = null;
  private queue: string[][] = [];
  /** The next quote at or after `pos` (text.length: none). */
  private nextQuote = -1;
  count = 0;

  constructor(
    private readonly text: string,
    private readonly dialect: CsvDialect,
  ) {}

  /** Moves to the next record; false when the text has no more. */
  next(): boolean {
    this.parsed = null;
    const queued = this.queue.shift();
    if (queued) return this.take(queued);
    if (this.pos >= this.text.length) return false;
    if (this.scan()) return true;
    // A form papaparse reads: the record alone, cut where papaparse would cut it.
    const rest = this.text.slice(this.pos);
    const cut = findCut(rest, 1, this.dialect);
    const end = cut ? cut.end : rest.length;
    this.pos += end;
    this.nextQuote = -1;
    this.queue = withoutEndingRecord(parseCsvRecords(rest.slice(0, end), this.dialect));
    const first = this.queue.shift();
    return first ? this.take(first) : this.next();
  }

  private take(cells: readonly string[]): true {
    this.parsed = cells;
    this.count = cells.length;
    return true;
  }

  /** Reads the record at `pos` if it is of the plain forms, and moves past it; false (nothing moved) if not. */
  private scan(): boolean {
    const { text } = this;
    const { delimiter, newline } = this.dialect;
    const length = text.length;
    if (this.nextQuote < this.pos) {
      const q = text.indexOf('"', this.pos);
      this.nextQuote = q === -1 ? length : q;
    }
    let lineEnd = text.indexOf(newline, this.pos);
    if (lineEnd === -1) lineEnd = length;
    let p = this.pos;
    let count = 0;
    let quoted = 0;
    for (;;) {
      if (count === this.starts.length) this.grow();
      if (text.charCodeAt(p) === QUOTE) {
        // A quoted cell: its closing quote is the first quote not doubled.
        let close = p;
        let doubled = false;
        for (;;) {
          close = text.indexOf('"', close + 1);
          if (close === -1) return false;
          if (text.charCodeAt(close + 1) !== QUOTE) break;
          doubled = true;
          close++;
        }
        const raw = text.slice(p + 1, close);
        this.values[count] = doubled ? raw.replaceAll('""', '"') : raw;
        this.starts[count] = p + 1;
        this.ends[count++] = close;
        quoted++;
        const after = close + 1;
        const q = text.indexOf('"', after);
        this.nextQuote = q === -1 ? length : q;
        if (text.startsWith(delimiter, after)) {
          p = after + delimiter.length;
          if (lineEnd < p) lineEnd = this.lineEndFrom(p);
          continue;
        }
        const last = after === length ? length : text.startsWith(newline, after) ? after + newline.length : -1;
        if (last === -1) return false;
        // The record's last cell: with LF endings papaparse's reader drops a CR it ends with (dropStrayCr).
        const value = this.values[count - 1]!;
        if (newline === '\n' && value.endsWith(CR)) {
          this.values[count - 1] = value.slice(0, -1);
        }
        return this.done(count, quoted, last);
      }
      const d = text.indexOf(delimiter, p);
      const end = d !== -1 && d < lineEnd ? d : lineEnd;
      // A quote inside an unquoted cell is data to papaparse: left to it.
      if (this.nextQuote < end) return false;
      this.values[count] = undefined;
      this.starts[count] = p;
      if (end === d) {
        this.ends[count++] = end;
        p = d + delimiter.length;
        continue;
      }
      // The last cell; with LF endings a stray CR before the line end is not data (dropStrayCr).
      this.ends[count++] = newline === '\n' && end > p && text[end - 1] === CR ? end - 1 : end;
      return this.done(count, quoted, end === length ? length : end + newline.length);
    }
  }

  private lineEndFrom(p: number): number {
    const n = this.text.indexOf(this.dialect.newline, p);
    return n === -1 ? this.text.length : n;
  }

  private done(count: number, quoted: number, next: number): true {
    this.count = count;
    this.quotedCells = quoted;
    this.pos = next;
    return true;
  }

  private grow(): void {
    const starts = new Int32Array(this.starts.length * 2);
    const ends = new Int32Array(this.ends.length * 2);
    starts.set(this.starts);
    ends.set(this.ends);
    this.starts = starts;
    this.ends = ends;
  }

  length(i: number): number {
    if (this.parsed) return this.parsed[i]?.length ?? 0;
    if (i >= this.count) return 0;
    const value = this.quotedCells > 0 ? this.values[i] : undefined;
    return value !== undefined ? value.length : this.ends[i]! - this.starts[i]!;
  }

  cell(i: number): string {
    if (this.parsed) return this.parsed[i] ?? '';
    if (i >= this.count) return '';
    const value = this.quotedCells > 0 ? this.values[i] : undefined;
    return value ?? this.text.slice(this.starts[i], this.ends[i]);
  }

  hashCell(i: number, hash: RowHash): void {
    const value = this.parsed ? (this.parsed[i] ?? '') : i >= this.count ? '' : this.quotedCells > 0 ? this.values[i] : undefined;
    if (value !== undefined) hash.text(value, 0, value.length);
    else hash.text(this.text, this.starts[i]!, this.ends[i]!);
  }

  all(): readonly string[] {
    if (this.parsed) return this.parsed;
    const cells = new Array<string>(this.count);
    for (let i = 0; i < this.count; i++) cells[i] = this.cell(i);
    return cells;
  }
}
