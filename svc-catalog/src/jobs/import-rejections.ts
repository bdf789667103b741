import { importRejectionsKey, type ImportFileRule, type ImportProblem } from '@hub/contracts';
import { storageKey, type Db, type FileStorage } from '@hub/service-kit';
import { readDataMapping } from '../db/data-mapping';
import type { ImportRun } from '../db/import-runs';

/** Rejected records read from staging at a time. */
const PAGE = 5_000;

interface RejectRow {
  sid: string;
  product_code: string;
  row_number: number;
  reject_code: string | null;
  tag: string | null;
}

/** Every rejected record of a classified run, by row, a page at a time (keyset: never the whole run in memory). */
async function* rejectedRows(db: Db, jobId: string): AsyncGenerator<RejectRow> {
  let after: RejectRow | null = null;
  for (;;) {
    const page: RejectRow[] = await db.query<RejectRow>(
      `select sid, product_code, row_number, reject_code, rfid_tag as tag from catalog.import_staging
        where job_id = $1 and action = 'reject' and ($2::int is null or (row_number, sid, product_code) > ($2::int, $3::text, $4::text))
        order by row_number, sid, product_code limit ${PAGE}`,
      [jobId, after?.row_number ?? null, after?.sid ?? null, after?.product_code ?? null],
    );
    yield* page;
    if (page.length < PAGE) return;
    after = page[page.length - 1]!;
  }
}

/**
 * Writes every rejection of a run's dry run to storage as problems by row and column (the RFID tag's
 * column of the data mapping, the tag as value), where svc-import's report reads them. Answers how many.
 */
export async function storeRejections(db: Db, storage: FileStorage, run: Pick<ImportRun, 'job_id' | 'merchant_id'>): Promise<number> {
  const mapping = await readDataMapping(db, run.merchant_id);
  const column = mapping?.config.fields.find((f) => f.name === 'rfidTag')?.erpField ?? null;
  let count = 0;
  async function* lines(): AsyncGenerator<string> {
    for await (const r of rejectedRows(db, run.job_id)) {
      count++;
      const problem: ImportProblem = { code: (r.reject_code ?? 'PDFV107') as ImportFileRule, row: r.row_number, column, ...(r.tag === null ? {} : { value: r.tag }) };
      yield `${JSON.stringify(problem)}\n`;
    }
  }
  await storage.put(storageKey(...importRejectionsKey(run.merchant_id, run.job_id)), lines());
  return count;
}
