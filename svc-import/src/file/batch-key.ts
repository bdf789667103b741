import { IMPORT_BATCH_SUFFIX, IMPORT_LIGHT_BATCH_SUFFIX } from '@hub/contracts';
import { storageKey } from '@hub/service-kit/storage';

/**
 * The storage key of a check's `n`th claim-check batch (from 1) in its job's batches folder; `light`:
 * of light lines only (ADR 0044, session 30), which svc-catalog may stage apart. Kept apart from
 * batches.ts so the check's worker thread, which may store its batches itself, names them alike.
 */
export const batchKey = (folder: string, n: number, light = false): string =>
  storageKey(folder, `${String(n).padStart(6, '0')}${light ? IMPORT_LIGHT_BATCH_SUFFIX : IMPORT_BATCH_SUFFIX}`);
