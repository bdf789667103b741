import { z } from 'zod';
import type { ImportFileRule, ImportProblem, ImportValue } from './import-file';
import { mappingIdSchema, type ImportMappingUsed } from './named-mappings';

/** Sources of a data import (spec section 1) and the statuses of spec section 4. */
export const IMPORT_SOURCES = ['FILE', 'DATABASE', 'WEB_SERVICE', 'FTP', 'OBJECT_STORAGE'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/**
 * A job's status. Spec section 4 names WAITING, IMPORTING, FINISHED and SKIPPED (a store of a master
 * import); file import adds the checking and the dry run before anything is written:
 * WAITING → CHECKING → REJECTED (the file has problems) | PLANNING → READY (the dry run is shown)
 * → IMPORTING → FINISHED | FAILED | CANCELLED.
 */
export const IMPORT_JOB_STATUSES = ['WAITING', 'CHECKING', 'PLANNING', 'REJECTED', 'READY', 'IMPORTING', 'FINISHED', 'SKIPPED', 'FAILED', 'CANCELLED'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

/** Statuses during which the merchant's import slot is taken (PDDI102 for another upload). */
export const IMPORT_RUNNING_STATUSES = ['WAITING', 'CHECKING', 'PLANNING', 'IMPORTING'] as const satisfies readonly ImportJobStatus[];
/** Statuses a job ends in. */
export const IMPORT_ENDED_STATUSES = ['REJECTED', 'FINISHED', 'SKIPPED', 'FAILED', 'CANCELLED'] as const satisfies readonly ImportJobStatus[];

/** The data import messages of spec section 4 a file import passes through. */
export const IMPORT_MESSAGES = ['UPLOADING', 'WAITING', 'FETCHING', 'FETCHINGDB', 'FETCHINGWS', 'FETCHINGFTP', 'FETCHINGOS', 'STARTING', 'INITIATED'] as const;
export type ImportMessage = (typeof IMPORT_MESSAGES)[number];

export const importJobsQuerySchema = z.object({
  status: z.enum(IMPORT_JOB_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ImportJobsQuery = z.infer<typeof importJobsQuerySchema>;

/** What the check of a file found (every rule of spec section 5). */
export interface ImportCheckSummary {
  rows: number;
  products: number;
  errors: number;
  warnings: number;
  skippedColumns: string[];
  byCode: Partial<Record<ImportFileRule, number>>;
}

/** One change a dry run found for an update: field, value now, value after. */
export interface ImportFieldChange {
  field: string;
  from: ImportValue | null;
  to: ImportValue | null;
}

/** The dry run (issue 11 item 4): what applying would do, with a few examples of each. */
export interface ImportPlan {
  create: number;
  update: number;
  unchanged: number;
  reject: number;
  /**
   * Active products of the run's store(s) the file does not hold, which applying marks inactive: only
   * for a run of an import source set to mark missing products inactive (markMissingInactive), else 0.
   */
  deactivate: number;
  examples: {
    create: Array<{ sid: string; productCode: string }>;
    update: Array<{ sid: string; productCode: string; changes: ImportFieldChange[] }>;
    unchanged: Array<{ sid: string; productCode: string }>;
    reject: Array<{ sid: string; productCode: string; row: number; code: ImportFileRule; value?: string }>;
    deactivate: Array<{ sid: string; productCode: string }>;
  };
  /** The same counts per store, in store order. */
  stores: ImportStorePlan[];
  /** The first IMPORT_SKIPPED_ITEMS_SHOWN products applying will not write, with the reason. */
  skippedItems: ImportSkippedItem[];
}

/**
 * Where svc-catalog keeps every rejection of a job's dry run (NDJSON ImportProblem lines, by row), in
 * the job's storage folder beside its problems: the downloadable report lists them after the check's.
 */
export const importRejectionsKey = (merchantId: string, jobId: string): readonly string[] => ['import', merchantId, jobId, 'rejections.ndjson'];

/** How many examples of each kind a plan carries. */
export const IMPORT_PLAN_EXAMPLES = 5;
/** How many skipped items (with their reason) a plan and a master import's progress list. */
export const IMPORT_SKIPPED_ITEMS_SHOWN = 100;

/** What the dry run found for one store of the file (a MASTER file has one entry per store it names). */
export interface ImportStorePlan {
  sid: string;
  create: number;
  update: number;
  unchanged: number;
  reject: number;
  deactivate: number;
}

/** A product of the file that applying will not write, and why (a PDFV code of spec section 5). */
export interface ImportSkippedItem {
  sid: string;
  productCode: string;
  row: number;
  code: ImportFileRule;
}

/** What svc-catalog has applied so far for one store of an import. */
export interface ImportStoreCounts {
  sid: string;
  processed: number;
  nInserted: number;
  nModified: number;
  skipped: number;
}

/**
 * Import status per store (spec section 4): WAITING at first, IMPORTING while its products are
 * written, FINISHED when all are. A store with nothing to write becomes SKIPPED and leaves the list.
 */
export const IMPORT_STORE_STATUSES = ['WAITING', 'IMPORTING', 'FINISHED', 'SKIPPED'] as const;
export type ImportStoreStatus = (typeof IMPORT_STORE_STATUSES)[number];

/** One store's entry of a master import's progress (spec section 3). */
export interface MasterStoreProgress {
  sid: string;
  totalCount: number;
  processed: number;
  /** Percent of the store's products processed, 0–100. */
  importProgress: number;
  status: ImportStoreStatus;
  nInserted: number;
  nModified: number;
  skipped: number;
}

/**
 * Master import progress (spec section 3): the overall status is IDLE while the stores' own statuses
 * are tracked, and the job's end (FINISHED, CANCELLED, FAILED) once it has ended.
 */
export interface MasterImportProgress {
  totalCount: number;
  status: 'IDLE' | 'FINISHED' | 'CANCELLED' | 'FAILED';
  /** Percent of the file's products processed, 0–100. */
  importProgress: number;
  stores: MasterStoreProgress[];
  skippedItems: ImportSkippedItem[];
}

export interface ImportJob {
  id: string;
  sid: string;
  source: ImportSource;
  status: ImportJobStatus;
  /** Where a running job is (spec section 4, data import messages), else null. */
  message: ImportMessage | null;
  fileName: string | null;
  fileSize: number | null;
  totalCount: number;
  nInserted: number;
  nModified: number;
  nUpserted: number;
  skipped: number;
  /** Whether the run marks the products missing from its source inactive (a source's markMissingInactive when the job started). */
  markMissingInactive: boolean;
  /** Products marked inactive because the source no longer holds them (set when the apply ends). */
  nDeactivated: number;
  /** Products applied so far (of totalCount). */
  processed: number;
  start: string | null;
  end: string | null;
  createdBy: string | null;
  createdAt: string;
  /** A failure's code (PDDI100...), else null. */
  errorCode: string | null;
  check: ImportCheckSummary | null;
  plan: ImportPlan | null;
  /** A MASTER import's progress per store (from its dry run on), else null. */
  master: MasterImportProgress | null;
  /** The named mapping the import reads its rows with, and the revision it used (issue 28 item 2). */
  mapping: ImportMappingUsed | null;
}

/** `GET /merchant/import/jobs/:id`: the job, and the first problems of its file (IMPORT_PROBLEMS_SHOWN at most). */
export interface ImportJobDetail extends ImportJob {
  problems: ImportProblem[];
}

/** Import progress (spec section 3), as the widget and the jobs table show it. */
export interface ImportProgress {
  jobId: string;
  sid: string;
  status: ImportJobStatus;
  message: ImportMessage | null;
  start: string | null;
  end: string | null;
  totalCount: number;
  processed: number;
  nUpserted: number;
  nModified: number;
  nInserted: number;
  skipped: number;
  approxTime: { min: number; sec: number };
  /** A MASTER import's progress per store, else null. */
  master: MasterImportProgress | null;
}

export const importUploadQuerySchema = z.object({
  /** A store code, or MASTER: each row then goes to the store its store column names. */
  sid: z.string().trim().min(1).max(64),
  /** The named mapping the file is read with (issue 28 item 2); the merchant's default when absent. */
  mapping: mappingIdSchema.optional(),
});
export const importJobParamsSchema = z.object({ id: z.string().uuid() });
