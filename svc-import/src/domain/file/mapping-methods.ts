import type { ProductFieldType, ValueEncoding } from '@hub/contracts';
import { typedValue } from './values';

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

/**
 * Multiple rows, paired (issue 28 item 3): each row of a product adds its values in row order, a
 * repeated value too, so the lists of the product's multiple-row fields line up by position (the
 * third SKU's price is the third price). A row that leaves the field empty holds its place with ''
 * once a later row gives a value (`rowsBefore`: the rows already merged); trailing empty rows add
 * nothing. Positions line up as long as each row's cell holds one value (a cell split at a delimiter
 * adds all its values in its place).
 */
export function pairRows(values: ReadonlyArray<string | number | boolean>, next: ReadonlyArray<string | number | boolean>, rowsBefore: number): Array<string | number | boolean> {
  const paired = values.slice();
  if (next.length === 0) return paired;
  while (paired.length < rowsBefore) paired.push('');
  for (const value of next) paired.push(value);
  return paired;
}

/** A field's constant or default, planned once per mapping (issue 28 item 3): the value typed as the field is. */
export interface PlannedFill {
  /** CONSTANT: every row takes the value (the column is not read); else the value fills an empty cell or a missing column. */
  constant: boolean;
  /** The value as the field's type; null when it is not of that type (a mapping with such a value is not saved: CDM113). */
  value: string | number | boolean | null;
}

/**
 * A field's constant or default (spec section 3, data mapping config; issue 28 item 3), typed once
 * for the whole file rather than per row: CONSTANT always gives its value, DEFAULT gives it when the
 * row's cell is empty or the file has no such column. Undefined when the field has neither.
 */
export function planFill(fill: { mode: 'CONSTANT' | 'DEFAULT'; value: string } | undefined, type: ProductFieldType): PlannedFill | undefined {
  if (!fill) return undefined;
  const typed = fill.value.trim() === '' ? null : typedValue(fill.value, type);
  return { constant: fill.mode === 'CONSTANT', value: typed?.ok ? typed.value : null };
}

/**
 * Grouping rows (issue 28 item 3; spec section 3, data mapping config): the rows of a group are the
 * adjacent rows with the same non-empty value in the grouping column (Shopify's `Handle`: a product's
 * variant rows follow its first row). `next(cells)` answers, for each row in file order, the cells of
 * its group's first row when the row continues a group, else null (the row is a group's first row).
 * A value that comes back after another group starts a new group (it does not reach back to the
 * earlier one). A row with the grouping cell empty starts a group keyed by its own product code (the
 * cell of `codeColumn`), so the rows after it that name that code in the grouping column are its
 * group: WooCommerce's variable product (Parent empty, SKU PEND-01) leads its variation rows (Parent
 * PEND-01). With no code either, the row is a group of its own.
 */
export function createRowGrouping(groupColumn: number, codeColumn?: number) {
  let key = '';
  let first: readonly string[] | null = null;
  return {
    next(cells: readonly string[]): readonly string[] | null {
      const value = (cells[groupColumn] ?? '').trim();
      if (value !== '' && first !== null && value === key) return first;
      key = value !== '' || codeColumn === undefined ? value : (cells[codeColumn] ?? '').trim();
      first = key === '' ? null : cells;
      return null;
    },
  };
}

/**
 * A cell of a row of a group: its own text, or, when it is empty and its column is inherited (1 in
 * `inherited`: not the product's identity, not a multiple-rows field), the group's first row's. Each
 * row stays its own product.
 */
export function groupedCell(cells: readonly string[], first: readonly string[] | null, inherited: Uint8Array, i: number): string {
  const own = cells[i] ?? '';
  if (first === null || inherited[i] !== 1 || own.trim() !== '') return own;
  return first[i] ?? '';
}
