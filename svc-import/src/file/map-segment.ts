import { importDigestedLine, importKnownEntry, importLightLine, type ImportProblem } from '@hub/contracts';
import type { FilePlan } from '../domain/file/file-plan';
import { hasCellKey, type KnownTable } from '../domain/file/known-table';
import { isBlankRow, type RowReader } from '../domain/file/row-cells';
import { digestKey, rowDigest } from '../domain/file/row-digest';

// Read once: the contracts package's re-exports are getters, and these make every row's line.
const digestedLine = importDigestedLine;
const lightLine = importLightLine;
const knownEntry = importKnownEntry;
const encoder = new TextEncoder();

/** Numbers per product in `MappedSegment.known`: row, cell key, raw key, raw check. */
export const KNOWN_QUAD = 4;

/**
 * What a segment of a file (whole records) gives when its rows are mapped apart from the rest (issue
 * 26: the check on several threads): its products as claim-check COPY lines, its problems by row, and
 * what the rules over the whole file need from it (each product's keys for the duplicate rules, the
 * columns that held values for the empty-column rules) and what the next import may know of it.
 */
export interface MappedSegment {
  /** The products' COPY lines, in file order, each ending in a newline. */
  lines: string;
  /** Products (non-blank rows: rows do not merge when segments are mapped apart). */
  products: number;
  problems: ImportProblem[];
  /**
   * Each product's known entry (importKnownEntry), UTF-8, in order: its keys for the duplicate rules, and
   * what the next import sends light for a row of the same bytes (ADR 0044, session 31).
   */
  entries: Uint8Array;
  /**
   * Each product's row, its digest's key (NaN for a row with problems: a later import maps it again),
   * and its record's raw key and check (raw-row-key.ts; NaN when not known): KNOWN_QUAD numbers each.
   */
  known: Float64Array;
  columnsWithData: number[];
  /** Products sent as light lines: their digests were known, they were not mapped. */
  light: number;
  /** The known entry each product was sent light from by its bytes (mapSegmentBytes), -1 for none; empty: none for any. */
  knownEntries: Int32Array;
}

/**
 * Each row's digest and what an earlier import with the same plan left known (ADR 0044): a row whose
 * digest is known goes as a light line, unmapped; `known` null: every row is mapped.
 */
export interface SegmentDigests {
  identity: string;
  known: KnownTable | null;
}

/**
 * Maps a segment's records (`rows`, read one at a time) through the file's plan: `firstRow` is the
 * spreadsheet row of its first record (header = 1). Only for plans whose rows do not depend on each
 * other (FilePlan). With `digests`, each line carries its row's digest, and a row whose digest is known
 * and whose keys break no rule goes as a light line, its cells never made strings when `rows` reads
 * them from the text (TextRows). `raw`: the raw key and check of each record in turn (NaN after them);
 * `complete`: one per record, so a count that differs leaves them all unknown.
 */
export function mapSegment(plan: FilePlan, rows: RowReader, firstRow: number, digests: SegmentDigests | null = null, raw: { keys: readonly number[]; complete: boolean } | null = null): MappedSegment {
  const lines: string[] = [];
  const entries: string[] = [];
  const known: number[] = [];
  const problems: ImportProblem[] = [];
  let light = 0;
  const rawKeys = raw?.keys ?? [];
  let records = 0;
  for (let row = firstRow; rows.next(); row++) {
    const record = records++;
    if (isBlankRow(rows)) continue;
    const rawKey = rawKeys[record * 2] ?? NaN;
    const rawCheck = rawKeys[record * 2 + 1] ?? NaN;
    let digest: string | null = null;
    if (digests) {
      digest = rowDigest(digests.identity, rows, plan.readColumns);
      const key = digestKey(digest);
      const keys = digests.known && hasCellKey(digests.known, key) ? plan.lightRow(rows, row) : null;
      if (keys) {
        lines.push(lightLine(keys, digest));
        entries.push(knownEntry(keys, digest));
        known.push(row, key, rawKey, rawCheck);
        light++;
        continue;
      }
    }
    const mapped = plan.mapRow(rows.all(), row);
    for (const p of mapped.problems) problems.push(p);
    const product = mapped.record;
    if (!product) continue;
    lines.push(digestedLine(product, digest));
    entries.push(knownEntry({ sid: product.sid, productCode: product.productCode, rfidTag: product.rfidTag ?? null }, digest ?? '\\N'));
    // A row with problems, or without a code, is never sent light: it is mapped again and its problems told.
    const clean = digest !== null && mapped.problems.length === 0 && product.productCode !== '';
    known.push(row, clean ? digestKey(digest!) : NaN, rawKey, rawCheck);
  }
  const quads = Float64Array.from(known);
  // Raw keys that do not line up with the records are none.
  if (raw && raw.complete && records * 2 !== rawKeys.length) for (let i = 2; i < quads.length; i += KNOWN_QUAD) quads[i] = quads[i + 1] = NaN;
  return {
    lines: lines.join(''),
    products: lines.length,
    problems,
    entries: encoder.encode(entries.join('')),
    known: quads,
    columnsWithData: [...plan.columnsWithData],
    light,
    knownEntries: new Int32Array(0),
  };
}
