import { PRINT_FAILURE_REASONS, type PrintFailureReason, type PrintItemStatus } from '@hub/contracts';

/**
 * Rules of print jobs (issue 14 items 3 and 4), pure: what a label's read-backs mean, which status a
 * product takes from its label, how a job's labels are cut into batches.
 */

export interface LabelOutcome {
  status: Extract<PrintItemStatus, 'PRINTED' | 'VOIDED'>;
  reason: PrintFailureReason | null;
  /** The EPC read back that decided it (the wrong one for a mismatch; null when none came). */
  readBack: string | null;
}

/**
 * A label's outcome from the read-backs of its copies (verification on): every copy must read back
 * the intended EPC. A copy that read back another EPC voids the label (PRN107, that EPC recorded);
 * a copy with no read-back voids it too (PRN108). Verification off: sent is printed.
 */
export function labelOutcome(epc: string, copies: number, readBacks: readonly string[], verify: boolean): LabelOutcome {
  if (!verify) return { status: 'PRINTED', reason: null, readBack: null };
  const intended = epc.toUpperCase();
  const wrong = readBacks.find((r) => r.toUpperCase() !== intended);
  if (wrong !== undefined) return { status: 'VOIDED', reason: PRINT_FAILURE_REASONS.READ_BACK_MISMATCH, readBack: wrong.toUpperCase() };
  if (readBacks.length < copies) return { status: 'VOIDED', reason: PRINT_FAILURE_REASONS.NO_READ_BACK, readBack: null };
  return { status: 'PRINTED', reason: null, readBack: intended };
}

/** The read-backs of a batch (in label order, `copies` per label) dealt to its labels. */
export function readBacksPerLabel(labels: number, copies: number, readBacks: readonly string[]): string[][] {
  return Array.from({ length: labels }, (_, i) => readBacks.slice(i * copies, (i + 1) * copies));
}

/** The product's printing status once its label ended (a cancelled label gives back the one it had). */
export function productStatusAfter(item: PrintItemStatus, previous: string): string {
  if (item === 'CANCELLED' || item === 'QUEUED') return previous;
  if (item === 'SENDING') return 'QUEUED';
  return item;
}

/** Does a batch's silence (not one read-back) mean the printer stopped, rather than bad tags? */
export function batchWentSilent(verify: boolean, labels: number, readBacks: number): boolean {
  return verify && labels > 0 && readBacks === 0;
}

/** Products named twice in a request are printed once (the first mention). */
export function uniqueProducts<T extends { sid: string; productCode: string }>(products: readonly T[]): T[] {
  const seen = new Set<string>();
  return products.filter((p) => {
    const key = `${p.sid}\u0000${p.productCode}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
