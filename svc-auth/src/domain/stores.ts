import { MASTER_STORE, type Store } from '@hub/contracts';

export function withoutMaster<T extends Pick<Store, 'code'>>(stores: readonly T[]): T[] {
  return stores.filter((s) => s.code !== MASTER_STORE);
}

/** A merchant id as it may appear in `?merchant=` (anything else is UAC106). */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type ClientHubAccess =
  | { kind: 'own' }
  | { kind: 'other'; merchantId: string }
  | { kind: 'refused'; code: 'UAC106' | 'UAC114'; httpStatus: 400 | 403 };

/**
 * GET /merchant/store/client-hub?merchant={x}: the caller's own merchant is always allowed (its
 * store-bound scope still applies); another merchant only with MERCHANTS_ALL_ACCESS (provider roles),
 * else 403 UAC114. A missing or malformed id is 400 UAC106.
 */
export function clientHubAccess(
  requested: unknown,
  ownMerchantId: string,
  hasAllMerchantsAccess: boolean,
): ClientHubAccess {
  if (typeof requested !== 'string' || !MERCHANT_ID_PATTERN.test(requested))
    return { kind: 'refused', code: 'UAC106', httpStatus: 400 };
  if (requested === ownMerchantId) return { kind: 'own' };
  if (!hasAllMerchantsAccess) return { kind: 'refused', code: 'UAC114', httpStatus: 403 };
  return { kind: 'other', merchantId: requested };
}
