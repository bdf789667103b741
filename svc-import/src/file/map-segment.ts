import { importDigestedLine, importLightLine, type ImportProblem } from '@hub/contracts';
import type { FilePlan } from '../domain/file/file-plan';
import { isBlankRow, type RowReader } from '../domain/file/row-cells';
import { digestKey, hasDigestKey, rowDigest } from '../domain/file/row-digest';

// Read once: the contracts package's re-exports are getters, and these make every row's line.
const digestedLine = importDigestedLine;
const lightLine = importLightLine;

/**
 * What a segment of a file (whole records) gives when its rows are mapped apart from the rest (issue
 * 26: the check on several threads): its products as claim-check COPY lines, its problems by row, and
 * what the rules over the whole file need from it (each product's keys for the duplicate rules, the
 * columns that held values for the empty-column rules).
 */
export interface MappedSegment {
  /** The products' COPY lines, in file order, each ending in a newline. */
  lines: string;
  /** Products (non-blank rows: rows do not merge when segments are mapped apart). */
  products: number;
  problems: ImportProblem[];
  /** Each product's store, code, tag ('' for none) and row, in order. */
  sids: string[];
  codes: string[];
  tags: string[];
  rows: number[];
  columnsWithData: number[];
  /**
   * With digests (ADR 0044): each product's row and its digest's key, in pairs, the key NaN for a row
   * with problems (a later import maps it again); empty without.
   */
  digests: Float64Array;
  /** Products sent as light lines: their digests were known, they were not mapped. */
  light: number;
}

/**
 * Each row's digest and the keys of digests an earlier import left the catalogue holding (ADR 0044):
 * a row whose digest is known goes as a light line, unmapped; `known` null: every row is mapped.
 */
export interface SegmentDigests {
  identity: string;
  known: Float64Array | null;
}

/**
 * Maps a segment's records (`rows`, read one at a time) through the file's plan: `firstRow` is the
 * spreadsheet row of its first record (header = 1). Only for plans whose rows do not depend on each
 * other (FilePlan). With `digests`, each line carries its row's digest, and a row whose digest is known
 * and whose keys break no rule goes as a light line, its cells never made strings when `rows` reads
 * them from the text (TextRows).
 */
export function mapSegment(plan: FilePlan, rows: RowReader, firstRow: number, digests: SegmentDigests | null = null): MappedSegment {
  const out: MappedSegment = { lines: '', products: 0, problems: [], sids: [], codes: [], tags: [], rows: [], columnsWithData: [], digests: new Float64Array(0), light: 0 };
  const lines: string[] = [];
  const pairs: number[] = [];
  for (let row = firstRow; rows.next(); row++) {
    if (isBlankRow(rows)) continue;
    let digest: string | null = null;
    if (digests) {
      digest = rowDigest(digests.identity, rows, plan.readColumns);
      const key = digestKey(digest);
      const keys = digests.known && hasDigestKey(digests.known, key) ? plan.lightRow(rows, row) : null;
      if (keys) {
        lines.push(lightLine(keys, digest));
        out.sids.push(keys.sid);
        out.codes.push(keys.productCode);
        out.tags.push(keys.rfidTag ?? '');
        out.rows.push(row);
        pairs.push(row, key);
        out.light++;
        continue;
      }
    }
    const mapped = plan.mapRow(rows.all(), row);
    for (const p of mapped.problems) out.problems.push(p);
    const record = mapped.record;
    if (!record) continue;
    lines.push(digestedLine(record, digest));
    out.sids.push(record.sid);
    out.codes.push(record.productCode);
    out.tags.push(record.rfidTag ?? '');
    out.rows.push(record.row);
    if (digest !== null) pairs.push(row, mapped.problems.length === 0 ? digestKey(digest) : NaN);
  }
  out.lines = lines.join('');
  out.products = lines.length;
  out.columnsWithData = [...plan.columnsWithData];
  out.digests = Float64Array.from(pairs);
  return out;
}
