import { z } from 'zod';
import type { ImportFileRule, ImportProblem, ImportValue } from './import-file';

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
  examples: {
    create: Array<{ sid: string; productCode: string }>;
    update: Array<{ sid: string; productCode: string; changes: ImportFieldChange[] }>;
    unchanged: Array<{ sid: string; productCode: string }>;
    reject: Array<{ sid: string; productCode: string; row: number; code: ImportFileRule; value?: string }>;
  };
}

/** How many examples of each kind a plan carries. */
export const IMPORT_PLAN_EXAMPLES = 5;

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
}

export const importUploadQuerySchema = z.object({
  /** A store code, or MASTER: each row then goes to the store its store column names. */
  sid: z.string().trim().min(1).max(64),
});
export const importJobParamsSchema = z.object({ id: z.string().uuid() });
