/** How often and how patiently a mail is tried again after a failed attempt. */
export interface DeliveryRetryPolicy {
  /** Attempts in all, the first included. */
  maxAttempts: number;
  /** Wait before the second attempt; it doubles with each failure up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
}

export const DELIVERY_RETRY_DEFAULT: DeliveryRetryPolicy = { maxAttempts: 5, backoffMs: 10_000, maxBackoffMs: 5 * 60_000 };

export type DeliveryStep = { status: 'failed' } | { status: 'pending'; nextAttemptAt: Date };

/**
 * After attempt number `attempts` failed: try again after the backoff, or give up when the attempts
 * are spent or the next one would come after `sendBefore` (a reset link expired by then is useless).
 */
export function afterFailedAttempt(attempts: number, policy: DeliveryRetryPolicy, now: Date, sendBefore: Date | null = null): DeliveryStep {
  if (attempts >= policy.maxAttempts) return { status: 'failed' };
  const delay = Math.min(policy.backoffMs * 2 ** Math.max(0, attempts - 1), policy.maxBackoffMs);
  const nextAttemptAt = new Date(now.getTime() + delay);
  if (sendBefore && nextAttemptAt.getTime() >= sendBefore.getTime()) return { status: 'failed' };
  return { status: 'pending', nextAttemptAt };
}
