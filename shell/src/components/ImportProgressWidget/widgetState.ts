import type { ImportProgress } from '@hub/contracts';

/**
 * What the widget shows of an import's progress (spec section 4): IMPORTING while products are being
 * written, FINISHED once they are; nothing in any other state (a file being checked or waiting to be
 * applied is followed on the import page). Time left as minutes:seconds.
 */
export function widgetState(p: Pick<ImportProgress, 'status' | 'processed' | 'totalCount' | 'approxTime'>): { status: 'IMPORTING' | 'FINISHED'; fraction: number; timeLeft: string } | null {
  if (p.status !== 'IMPORTING' && p.status !== 'FINISHED') return null;
  const fraction = p.status === 'FINISHED' ? 1 : p.totalCount > 0 ? Math.min(1, p.processed / p.totalCount) : 0;
  const timeLeft = `${String(p.approxTime.min).padStart(2, '0')}:${String(p.approxTime.sec).padStart(2, '0')}`;
  return { status: p.status, fraction, timeLeft };
}
