import { z } from 'zod';

/** Sources of a data import (spec section 1) and the statuses of spec section 4. */
export const IMPORT_SOURCES = ['FILE', 'DATABASE', 'WEB_SERVICE', 'FTP', 'OBJECT_STORAGE'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_JOB_STATUSES = ['WAITING', 'IMPORTING', 'FINISHED', 'SKIPPED', 'FAILED'] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const importJobsQuerySchema = z
  .object({
    status: z.enum(IMPORT_JOB_STATUSES).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  });
export type ImportJobsQuery = z.infer<typeof importJobsQuerySchema>;

export interface ImportJob {
  id: string;
  sid: string;
  source: ImportSource;
  status: ImportJobStatus;
  totalCount: number;
  nInserted: number;
  nModified: number;
  nUpserted: number;
  skipped: number;
  start: string | null;
  end: string | null;
  createdBy: string | null;
}
