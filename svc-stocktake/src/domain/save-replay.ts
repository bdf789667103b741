import { scopeAllowsStore, type MerchantScope } from '@hub/service-kit';

/**
 * A repeated Idempotency-Key (issue 25 item 5a). Keys are the merchant's (looked up by merchant and
 * key); the stored answer is sent again only to a caller that may see its store: anyone else gets the
 * refusal the first request would have got (403 UAC108), never the stored count.
 */

export type ReplayDecision = { replay: true } | { replay: false; code: 'UAC108' | 'STR117'; httpStatus: 403 | 422 };

/** The store a stored save answer is about (`data.sid`), or null when it names none. */
export function storeOfStoredAnswer(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const data = (answer as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const sid = (data as { sid?: unknown }).sid;
  return typeof sid === 'string' && sid !== '' ? sid : null;
}

/**
 * Whether the caller gets the stored answer: its store first (a store-bound caller outside it, or an
 * answer naming no store, is 403 UAC108 whatever the body), then the body (another body is 422 STR117).
 */
export function decideReplay(scope: Pick<MerchantScope, 'storeCodes'>, stored: { fingerprint: string; answer: unknown }, fingerprint: string): ReplayDecision {
  const sid = storeOfStoredAnswer(stored.answer);
  const allowed = sid === null ? scope.storeCodes === null : scopeAllowsStore(scope, sid);
  if (!allowed) return { replay: false, code: 'UAC108', httpStatus: 403 };
  if (stored.fingerprint !== fingerprint) return { replay: false, code: 'STR117', httpStatus: 422 };
  return { replay: true };
}
