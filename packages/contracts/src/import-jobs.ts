import { z } from 'zod';
import { IMPORT_MAX_CELL_CHARS, importFileRuleSchema, importProblemSchema, importValueSchema } from './import-file';
import { TEXT_MAX } from './limits';
import { importMappingUsedSchema, mappingIdSchema } from './named-mappings';

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

/**
 * Where svc-catalog's run of a job stands, in the job's own words (issue 26 item 5: one status
 * vocabulary from upload to finished). svc-import owns the job and its status; svc-catalog owns only
 * the work it does for the job (staging, the dry run, the apply) and reports it by event. Its run is at
 * CHECKING while the check still announces batches, PLANNING once the check ended, READY with the dry
 * run answered, IMPORTING once applied, and ends FINISHED, FAILED or CANCELLED, as the job does; the
 * one word of its own is CANCELLING: a cancel asked of it (the job was cancelled, or its file
 * rejected) that its worker has not carried out yet.
 */
export const IMPORT_RUN_PHASES = ['CHECKING', 'PLANNING', 'READY', 'IMPORTING', 'FINISHED', 'FAILED', 'CANCELLING', 'CANCELLED'] as const satisfies readonly (ImportJobStatus | 'CANCELLING')[];
export type ImportRunPhase = (typeof IMPORT_RUN_PHASES)[number];

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
export const importCheckSummarySchema = z.object({
  rows: z.number().int(),
  products: z.number().int(),
  errors: z.number().int(),
  warnings: z.number().int(),
  skippedColumns: z.array(z.string().max(TEXT_MAX)),
  byCode: z.record(importFileRuleSchema, z.number().int()),
  /** Products the check did not map: their rows read as the merchant's last finished import read them (ADR 0044). */
  known: z.number().int().optional(),
});
export type ImportCheckSummary = z.infer<typeof importCheckSummarySchema>;

/** One change a dry run found for an update: field, value now, value after. */
export const importFieldChangeSchema = z.object({ field: z.string().max(TEXT_MAX), from: importValueSchema.nullable(), to: importValueSchema.nullable() });
export type ImportFieldChange = z.infer<typeof importFieldChangeSchema>;

/** The dry run (issue 11 item 4): what applying would do, with a few examples of each. */
const productRefSchema = z.object({ sid: z.string().max(TEXT_MAX), productCode: z.string().max(TEXT_MAX) });
export type ImportPlan = z.infer<typeof importPlanSchema>;

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
export const importStorePlanSchema = z.object({ sid: z.string().max(TEXT_MAX), create: z.number().int(), update: z.number().int(), unchanged: z.number().int(), reject: z.number().int(), deactivate: z.number().int() });
export type ImportStorePlan = z.infer<typeof importStorePlanSchema>;

/** A product of the file that applying will not write, and why (a PDFV code of spec section 5). */
export const importSkippedItemSchema = productRefSchema.extend({ row: z.number().int(), code: importFileRuleSchema });
export type ImportSkippedItem = z.infer<typeof importSkippedItemSchema>;

/** The dry run (issue 11 item 4): what applying would do, with a few examples of each. */
export const importPlanSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  reject: z.number().int(),
  /**
   * Active products of the run's store(s) the file does not hold, which applying marks inactive: only
   * for a run of an import source set to mark missing products inactive (markMissingInactive), else 0.
   */
  deactivate: z.number().int(),
  examples: z.object({
    create: z.array(productRefSchema),
    update: z.array(productRefSchema.extend({ changes: z.array(importFieldChangeSchema) })),
    unchanged: z.array(productRefSchema),
    reject: z.array(productRefSchema.extend({ row: z.number().int(), code: importFileRuleSchema, value: z.string().max(IMPORT_MAX_CELL_CHARS).optional() })),
    deactivate: z.array(productRefSchema),
  }),
  /** The same counts per store, in store order. */
  stores: z.array(importStorePlanSchema),
  /** The first IMPORT_SKIPPED_ITEMS_SHOWN products applying will not write, with the reason. */
  skippedItems: z.array(importSkippedItemSchema),
});

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
export const masterStoreProgressSchema = z.object({
  sid: z.string().max(TEXT_MAX),
  totalCount: z.number().int(),
  processed: z.number().int(),
  /** Percent of the store's products processed, 0–100. */
  importProgress: z.number(),
  status: z.enum(IMPORT_STORE_STATUSES),
  nInserted: z.number().int(),
  nModified: z.number().int(),
  skipped: z.number().int(),
});
export type MasterStoreProgress = z.infer<typeof masterStoreProgressSchema>;

/**
 * Master import progress (spec section 3): the overall status is IDLE while the stores' own statuses
 * are tracked, and the job's end (FINISHED, CANCELLED, FAILED) once it has ended.
 */
export const masterImportProgressSchema = z.object({
  totalCount: z.number().int(),
  status: z.enum(['IDLE', 'FINISHED', 'CANCELLED', 'FAILED']),
  /** Percent of the file's products processed, 0–100. */
  importProgress: z.number(),
  stores: z.array(masterStoreProgressSchema),
  skippedItems: z.array(importSkippedItemSchema),
});
export type MasterImportProgress = z.infer<typeof masterImportProgressSchema>;

export const importJobSchema = z.object({
  id: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  source: z.enum(IMPORT_SOURCES),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** Where a running job is (spec section 4, data import messages), else null. */
  message: z.enum(IMPORT_MESSAGES).nullable(),
  fileName: z.string().max(TEXT_MAX).nullable(),
  fileSize: z.number().nullable(),
  totalCount: z.number().int(),
  nInserted: z.number().int(),
  nModified: z.number().int(),
  nUpserted: z.number().int(),
  skipped: z.number().int(),
  /** Whether the run marks the products missing from its source inactive (a source's markMissingInactive when the job started). */
  markMissingInactive: z.boolean(),
  /** Products marked inactive because the source no longer holds them (set when the apply ends). */
  nDeactivated: z.number().int(),
  /** Products applied so far (of totalCount). */
  processed: z.number().int(),
  start: z.string().max(TEXT_MAX).nullable(),
  end: z.string().max(TEXT_MAX).nullable(),
  createdBy: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
  /** A failure's code (PDDI100...), else null. */
  errorCode: z.string().max(TEXT_MAX).nullable(),
  check: importCheckSummarySchema.nullable(),
  plan: importPlanSchema.nullable(),
  /** A MASTER import's progress per store (from its dry run on), else null. */
  master: masterImportProgressSchema.nullable(),
  /** The named mapping the import reads its rows with, and the revision it used (issue 28 item 2). */
  mapping: importMappingUsedSchema.nullable(),
});
export type ImportJob = z.infer<typeof importJobSchema>;

/** `GET /merchant/import/jobs/:id`: the job, and the first problems of its file (IMPORT_PROBLEMS_SHOWN at most). */
export const importJobDetailSchema = importJobSchema.extend({ problems: z.array(importProblemSchema) });
export type ImportJobDetail = z.infer<typeof importJobDetailSchema>;

/** Import progress (spec section 3), as the widget and the jobs table show it. */
export const importProgressSchema = z.object({
  jobId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  status: z.enum(IMPORT_JOB_STATUSES),
  message: z.enum(IMPORT_MESSAGES).nullable(),
  start: z.string().max(TEXT_MAX).nullable(),
  end: z.string().max(TEXT_MAX).nullable(),
  totalCount: z.number().int(),
  processed: z.number().int(),
  nUpserted: z.number().int(),
  nModified: z.number().int(),
  nInserted: z.number().int(),
  skipped: z.number().int(),
  approxTime: z.object({ min: z.number(), sec: z.number() }),
  /** A MASTER import's progress per store, else null. */
  master: masterImportProgressSchema.nullable(),
});
export type ImportProgress = z.infer<typeof importProgressSchema>;

export const importUploadQuerySchema = z.object({
  /** A store code, or MASTER: each row then goes to the store its store column names. */
  sid: z.string().trim().min(1).max(64),
  /** The named mapping the file is read with (issue 28 item 2); the merchant's default when absent. */
  mapping: mappingIdSchema.optional(),
});
export const importJobParamsSchema = z.object({ id: z.string().uuid() });
