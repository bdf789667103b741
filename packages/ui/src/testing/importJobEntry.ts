import type { ImportJob, ImportJobDetail, ImportProgress } from '@hub/contracts';

/**
 * An import job as the jobs list and a job's read (importApi.job) answer it, for a test's typed fake:
 * the fields a test names, and for the rest a checked file of 1,000 products for BKK being applied,
 * 100 of them written.
 */
export function importJobEntry(fields: Partial<ImportJobDetail> = {}): ImportJobDetail {
  return {
    id: 'j1',
    sid: 'BKK',
    source: 'FILE',
    status: 'IMPORTING',
    message: 'INITIATED',
    fileName: 'erp.csv',
    fileSize: 1024,
    totalCount: 1000,
    nInserted: 100,
    nModified: 0,
    nUpserted: 100,
    skipped: 0,
    markMissingInactive: false,
    nDeactivated: 0,
    processed: 100,
    start: '2026-11-20T03:00:00Z',
    end: null,
    createdBy: 'admin@demo.hub',
    createdAt: '2026-11-20T03:00:00Z',
    errorCode: null,
    check: { rows: 1000, products: 1000, errors: 0, warnings: 0, skippedColumns: [], byCode: {} },
    plan: null,
    master: null,
    mapping: null,
    problems: [],
    ...fields,
  };
}

/** The progress svc-import pushes for `job` (spec section 3's figures, and the time left). */
export function progressOfJob(job: ImportJob, approxTime: ImportProgress['approxTime'] = { min: 0, sec: 30 }): ImportProgress {
  const { id, sid, status, message, start, end, totalCount, processed, nUpserted, nModified, nInserted, skipped, master } = job;
  return { jobId: id, sid, status, message, start, end, totalCount, processed, nUpserted, nModified, nInserted, skipped, approxTime, master };
}
