import { IMPORT_PROBLEMS_SHOWN, isImportWarning, type DataMappingConfig, type EpcEncoding, type ImportProblem, type ImportRecord } from '@hub/contracts';
import { createDuplicateTracker, createRowMerger } from '../domain/file/file-check';
import { planFile, type FilePlan, type ImportTarget } from '../domain/file/file-plan';
import { ImportFileError } from './read-csv';

/** Where a check puts what it finds: the products (batches) and every problem (the report). */
export interface CheckSinks {
  record: (record: ImportRecord) => Promise<void> | void;
  problem: (problem: ImportProblem) => Promise<void> | void;
}

/** What a check of a whole file found. */
export interface FileCheckSummary {
  /** Data rows read (blank rows not counted). */
  rows: number;
  /** Products the rows make (multiple rows of one product count once). */
  products: number;
  errors: number;
  warnings: number;
  /** The first problems by row (IMPORT_PROBLEMS_SHOWN at most); the report holds them all. */
  shown: ImportProblem[];
  skippedColumns: string[];
  /** How many problems of each code. */
  byCode: Record<string, number>;
  /** Products sent as light lines, unmapped: their rows' digests were known (ADR 0044). */
  light?: number;
}

const byRow = (a: ImportProblem, b: ImportProblem) => (a.row ?? 0) - (b.row ?? 0) || (a.column ?? '').localeCompare(b.column ?? '');

/** A check's running tally and its problems' way out: each problem counted, the first kept to show, all to `sinks.problem`. */
export function checkTally(plan: FilePlan, sinks: Pick<CheckSinks, 'problem'>) {
  const summary: FileCheckSummary = { rows: 0, products: 0, errors: 0, warnings: 0, shown: [], skippedColumns: plan.skippedColumns, byCode: {} };
  const tell = async (problems: readonly ImportProblem[]) => {
    for (const p of problems) {
      if (isImportWarning(p)) summary.warnings++;
      else summary.errors++;
      summary.byCode[p.code] = (summary.byCode[p.code] ?? 0) + 1;
      if (summary.shown.length < IMPORT_PROBLEMS_SHOWN) summary.shown.push(p);
      await sinks.problem(p);
    }
  };
  return { summary, tell };
}

/**
 * The end of a check: a file without data rows is PDFU103; the rules over the whole file (empty and
 * header-less columns, duplicates with all their rows) are told and take their place by row among the
 * problems shown.
 */
export async function finishCheck(
  config: DataMappingConfig,
  plan: FilePlan,
  duplicates: ReturnType<typeof createDuplicateTracker>,
  { summary, tell }: ReturnType<typeof checkTally>,
): Promise<FileCheckSummary> {
  if (summary.rows === 0) throw new ImportFileError('PDFU103');
  const codeColumn = config.fields.find((f) => f.name === 'productCode')?.erpField ?? null;
  const tagColumn = config.fields.find((f) => f.name === 'rfidTag')?.erpField ?? null;
  const late = [...plan.columnProblems(), ...duplicates.problems({ productCode: codeColumn, rfidTag: tagColumn })];
  const shownBefore = summary.shown.length;
  await tell(late);
  // The late problems (columns, duplicates) take their place by row among those shown.
  if (summary.shown.length > shownBefore || late.length > 0) {
    const all = [...summary.shown.slice(0, shownBefore), ...late].sort(byRow);
    summary.shown = all.slice(0, IMPORT_PROBLEMS_SHOWN);
  }
  return summary;
}

/**
 * Checks a file against every rule of spec section 5 in one pass, before anything is written: each row
 * is mapped (problems by row and column), multiple-row products are merged, duplicates found with all
 * their rows; tags against the RFID config's encoding (`tagEncoding`, null: none known). Products go to
 * `sinks.record` as they complete; the caller keeps them only if `errors` ends at 0. Memory: one entry
 * per product code and tag, and the problems shown.
 */
export async function checkFile(
  batches: AsyncIterable<string[][]>,
  config: DataMappingConfig,
  target: ImportTarget,
  sinks: CheckSinks,
  tagEncoding: EpcEncoding | null = null,
): Promise<FileCheckSummary> {
  const iterator = batches[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  if (first.done) throw new ImportFileError('PDFU103');
  const header = first.value[0]!;
  const firstRest = first.value.slice(1);
  const plan = planFile(config, header, target, tagEncoding);
  const merger = createRowMerger(plan.multiRowFields);
  const duplicates = createDuplicateTracker();
  const tally = checkTally(plan, sinks);
  const { summary, tell } = tally;
  const complete = async (record: ImportRecord | null) => {
    if (!record) return;
    duplicates.see(record);
    summary.products++;
    // Most records only join a batch; a promise comes back when a batch is written.
    const written = sinks.record(record);
    if (written) await written;
  };

  await tell(plan.headerProblems);
  let row = 1;
  const take = async (cells: string[]) => {
    row++;
    const mapped = plan.mapRow(cells, row);
    if (!mapped.record) return;
    summary.rows++;
    const problems = mapped.problems;
    const done = merger.push(mapped.record, problems);
    if (problems.length > 0) await tell(problems);
    await complete(done);
  };
  for (const cells of firstRest) await take(cells);
  for (let next = await iterator.next(); !next.done; next = await iterator.next()) for (const cells of next.value) await take(cells);
  await complete(merger.end());
  return finishCheck(config, plan, duplicates, tally);
}
