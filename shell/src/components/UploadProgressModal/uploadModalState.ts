import { emptyUploadProgress, type UploadProgress } from '@hub/contracts';

/** What the modal counts and shows of an image import (spec section 3, upload progress). */
export type UploadCounts = Omit<UploadProgress, 'jobId' | 'sid' | 'status'>;

/** How long the modal stays once every image is uploaded, skipped or errored (spec section 4). */
export const CLOSE_WHEN_DONE_MS = 5_000;
/** How long it stays after a reset at 100% with no import type (spec section 4). */
export const CLOSE_AFTER_RESET_MS = 2_500;

export interface UploadModalState {
  open: boolean;
  /** The image import the counts belong to. */
  jobId: string | null;
  counts: UploadCounts;
  /** The figures the modal keeps showing while it closes after its counts were reset. */
  frozen: UploadCounts | null;
  /** A close the modal waits for: after `ms`, if `seq` is still the latest. */
  closing: { ms: number; seq: number } | null;
  seq: number;
  /** A job whose modal was closed (by the user or once done): its further updates do not reopen it. */
  closedJob: string | null;
}

export type UploadModalAction =
  /** An import was started here (its answer): it opens the modal with its total. */
  | { type: 'start'; progress: UploadProgress }
  /** A status update: pushed over the socket, or read once on load. */
  | { type: 'status'; progress: UploadProgress }
  /** A waited-for close is due. */
  | { type: 'close'; seq: number }
  /** The user closed the modal. */
  | { type: 'dismiss' };

export const INITIAL_UPLOAD_MODAL: UploadModalState = {
  open: false,
  jobId: null,
  counts: emptyUploadProgress(),
  frozen: null,
  closing: null,
  seq: 0,
  closedJob: null,
};

function countsOf(p: UploadProgress): UploadCounts {
  const { jobId: _jobId, sid: _sid, status: _status, ...counts } = p;
  return counts;
}

/** Each count only moves up within one import: a late or repeated update never takes one back. */
function merged(current: UploadCounts, p: UploadProgress): UploadCounts {
  return {
    ...countsOf(p),
    totalCount: Math.max(current.totalCount, p.totalCount),
    uploadCount: Math.max(current.uploadCount, p.uploadCount),
    skipCount: Math.max(current.skipCount, p.skipCount),
    errorCount: Math.max(current.errorCount, p.errorCount),
    errors: p.errors.length >= current.errors.length ? p.errors : current.errors,
  };
}

/** Images handled so far: uploaded, skipped or errored. */
export function handledCount(c: Pick<UploadCounts, 'uploadCount' | 'skipCount' | 'errorCount'>): number {
  return c.uploadCount + c.skipCount + c.errorCount;
}

/** Share of the images handled, 0 to 1 (0 while the total is not known). */
export function handledFraction(c: UploadCounts): number {
  return c.totalCount > 0 ? Math.min(1, handledCount(c) / c.totalCount) : 0;
}

const isDone = (c: UploadCounts) => c.totalCount > 0 && handledCount(c) >= c.totalCount;

function closeAfter(state: UploadModalState, ms: number): UploadModalState {
  // A close already waited for with the same delay keeps its time: repeated updates do not postpone it.
  if (state.closing?.ms === ms) return state;
  const seq = state.seq + 1;
  return { ...state, seq, closing: { ms, seq } };
}

/** Once every image is handled the modal closes after 5 s; while some are left it stays. */
function settle(state: UploadModalState): UploadModalState {
  if (state.open && isDone(state.counts)) return closeAfter(state, CLOSE_WHEN_DONE_MS);
  return state.closing?.ms === CLOSE_WHEN_DONE_MS ? { ...state, closing: null } : state;
}

/**
 * The upload progress modal's rules (spec section 4):
 * - starting opens the modal with the total count;
 * - each upload, skip or error increments its own count;
 * - when uploaded + skipped + errored equals the total, the modal closes after 5 seconds;
 * - a status update with total above 0 opens the modal;
 * - at 100% with no import type, the counts reset and the modal closes after 2.5 seconds.
 * Once the modal closed for an import (the user closed it, or it was done), that import's later
 * updates leave it closed: only another import opens it again.
 */
export function uploadModalReducer(state: UploadModalState, action: UploadModalAction): UploadModalState {
  switch (action.type) {
    case 'start': {
      const p = action.progress;
      if (state.closedJob === p.jobId) return state;
      const counts = p.jobId === state.jobId ? merged(state.counts, p) : countsOf(p);
      return settle({ ...state, open: true, jobId: p.jobId, counts, frozen: null, closing: null });
    }
    case 'status': {
      const p = action.progress;
      const sameJob = p.jobId === state.jobId;
      const counts = sameJob ? merged(state.counts, p) : countsOf(p);
      const base: UploadModalState = sameJob ? state : { ...state, jobId: p.jobId, frozen: null, closing: null };
      if (p.importType === null && handledCount(counts) >= counts.totalCount) {
        const reset: UploadModalState = { ...base, counts: { ...emptyUploadProgress(), code: p.code }, closedJob: p.jobId };
        if (!base.open) return { ...reset, frozen: null, closing: null };
        // Shown while it closes: the figures at 100%, those of the update when it carries them, else the last shown.
        return closeAfter({ ...reset, frozen: state.frozen ?? (p.totalCount > 0 ? counts : state.counts) }, CLOSE_AFTER_RESET_MS);
      }
      if (state.closedJob === p.jobId) return { ...base, counts };
      return settle({ ...base, open: base.open || p.totalCount > 0, counts });
    }
    case 'close':
      if (!state.closing || state.closing.seq !== action.seq) return state;
      return { ...state, open: false, frozen: null, closing: null, closedJob: state.jobId };
    case 'dismiss':
      return { ...state, open: false, frozen: null, closing: null, closedJob: state.jobId };
  }
}

/** The figures the open modal shows. */
export function shownCounts(state: UploadModalState): UploadCounts {
  return state.frozen ?? state.counts;
}
