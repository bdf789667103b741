import { importBatchLine, type ImportProblem } from '@hub/contracts';
import type { FilePlan } from '../domain/file/file-plan';

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
}

/**
 * Maps a segment's records through the file's plan: `firstRow` is the spreadsheet row of its first
 * record (header = 1). Only for plans whose rows do not depend on each other (FilePlan).
 */
export function mapSegment(plan: FilePlan, records: readonly string[][], firstRow: number): MappedSegment {
  const out: MappedSegment = { lines: '', products: 0, problems: [], sids: [], codes: [], tags: [], rows: [], columnsWithData: [] };
  const lines: string[] = [];
  for (let i = 0; i < records.length; i++) {
    const mapped = plan.mapRow(records[i]!, firstRow + i);
    for (const p of mapped.problems) out.problems.push(p);
    const record = mapped.record;
    if (!record) continue;
    lines.push(importBatchLine(record));
    out.sids.push(record.sid);
    out.codes.push(record.productCode);
    out.tags.push(record.rfidTag ?? '');
    out.rows.push(record.row);
  }
  out.lines = lines.join('');
  out.products = lines.length;
  out.columnsWithData = [...plan.columnsWithData];
  return out;
}
