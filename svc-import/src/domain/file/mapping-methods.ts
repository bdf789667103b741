import type { ValueEncoding } from '@hub/contracts';

/**
 * The data mapping methods of spec section 3 ("field mapping": method single cell, multiple cells or
 * multiple rows; delimiter, start index, length; hex or ascii), each a pure function of the cells.
 */

/** Start index and length: the part of a value to keep (0-based start; no length keeps the rest). */
export function sliceValue(value: string, startIndex?: number, length?: number): string {
  if (startIndex === undefined) return value;
  return length === undefined ? value.slice(startIndex) : value.slice(startIndex, startIndex + length);
}

/** Single cell with several values: the cell split at the delimiter, each part trimmed, empty parts dropped. */
export function splitCell(value: string, delimiter: string): string[] {
  return value
    .split(delimiter)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * Multiple cells: the columns that hold the values of `inputField`, in order. They are named after it
 * with a number: `STONE1`, `STONE 2`, `STONE_3`, `STONE-4`, `STONE.5` (any case); a column named exactly
 * `inputField` comes first.
 */
export function multipleCellColumns(header: readonly string[], inputField: string): number[] {
  const base = inputField.trim().toLowerCase();
  const numbered: Array<{ index: number; n: number }> = [];
  header.forEach((name, index) => {
    const h = name.trim().toLowerCase();
    if (h === base) numbered.push({ index, n: 0 });
    else if (h.startsWith(base)) {
      const m = /^[\s_.-]?(\d{1,4})$/.exec(h.slice(base.length));
      if (m) numbered.push({ index, n: Number(m[1]) });
    }
  });
  return numbered.sort((a, b) => a.n - b.n || a.index - b.index).map((c) => c.index);
}

const HEX = /^[0-9a-fA-F]*$/;

/**
 * Hex or ascii. RFID tags are kept as hex (what a reader reports: EPC memory); every other field as text.
 * - A tag written in ASCII (e.g. `RG000123`) becomes the hex of its bytes (`5247303030313233`).
 * - A tag written in hex is checked and upper-cased.
 * - Other fields written in hex are decoded to their UTF-8 text; in ASCII they stay as they are.
 * Answers null when hex is asked for and the value is not hex (an odd count of digits is not).
 */
export function encodedValue(value: string, encoding: ValueEncoding, isRfid: boolean): string | null {
  if (encoding === 'HEX') {
    const hex = value.replace(/\s+/g, '');
    if (!HEX.test(hex) || hex.length % 2 !== 0) return null;
    return isRfid ? hex.toUpperCase() : Buffer.from(hex, 'hex').toString('utf8');
  }
  return isRfid ? Buffer.from(value, 'utf8').toString('hex').toUpperCase() : value;
}

/**
 * Multiple rows: the rows of one product follow each other with the same product code; a field read
 * this way collects each row's value, in order, without repeating a value.
 */
export function collectRows(values: ReadonlyArray<string | number | boolean>, next: ReadonlyArray<string | number | boolean>): Array<string | number | boolean> {
  const seen = new Set(values);
  return [...values, ...next.filter((v) => !seen.has(v) && (seen.add(v), true))];
}
