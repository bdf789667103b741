import type { RowHash } from './row-hash';

/**
 * A row's cells as the check reads them (ADR 0044): by count, length and value, and straight into a
 * row hash. A row read from the file's text (file/text-rows.ts) answers from the text itself, so a
 * known row is checked and hashed without a copy of every cell; `all` makes them strings when the row
 * is mapped.
 */
export interface RowCells {
  readonly count: number;
  length(i: number): number;
  cell(i: number): string;
  /** Cell `i`'s code units into `hash` (RowHash.text). */
  hashCell(i: number, hash: RowHash): void;
  all(): readonly string[];
}

/** Rows one at a time: `next` moves to the next row (false at the end); the reader is that row's cells. */
export interface RowReader extends RowCells {
  next(): boolean;
}

/** Cells already made strings (papaparse's records), as RowCells. */
export class ArrayCells implements RowCells {
  constructor(protected cells: readonly string[]) {}
  get count(): number {
    return this.cells.length;
  }
  length(i: number): number {
    return this.cells[i]?.length ?? 0;
  }
  cell(i: number): string {
    return this.cells[i] ?? '';
  }
  hashCell(i: number, hash: RowHash): void {
    const c = this.cell(i);
    hash.text(c, 0, c.length);
  }
  all(): readonly string[] {
    return this.cells;
  }
}

/** Records already made strings, as a RowReader. */
export class ArrayRows extends ArrayCells implements RowReader {
  private at = -1;
  constructor(private readonly records: readonly (readonly string[])[]) {
    super([]);
  }
  next(): boolean {
    if (this.at + 1 >= this.records.length) return false;
    this.cells = this.records[++this.at]!;
    return true;
  }
}

/** A row whose every cell is empty or white space: no product and no problem (spec section 5). */
export function isBlankRow(row: RowCells): boolean {
  for (let i = 0; i < row.count; i++) if (row.length(i) > 0 && row.cell(i).trim() !== '') return false;
  return true;
}
