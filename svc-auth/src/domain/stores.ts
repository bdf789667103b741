import { MASTER_STORE, type Store } from '@hub/contracts';

export function withoutMaster<T extends Pick<Store, 'code'>>(stores: readonly T[]): T[] {
  return stores.filter((s) => s.code !== MASTER_STORE);
}

/** A merchant id as it may appear in `?merchant=` (anything else is UAC106). */
export const MERCHANT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export type ClientHubAccess =
  | { kind: 'own' }
  | { kind: 'other'; merchantId: string }
  | { kind: 'refused'; code: 'UAC106'; httpStatus: 400 | 404 };

/**
 * GET /merchant/store/client-hub?merchant={x}: the caller's own merchant is always allowed (its
 * store-bound scope still applies); another merchant only with MERCHANTS_ALL_ACCESS (provider roles).
 * A wrong merchant is one code, spec section 8's UAC106 "invalid merchant id" (issue 29 item 5): 400
 * when the id is missing or malformed, 404 when it is not one the caller may reach (another merchant
 * without MERCHANTS_ALL_ACCESS, like an unknown one: nothing tells whether it exists).
 */
export function clientHubAccess(
  requested: unknown,
  ownMerchantId: string,
  hasAllMerchantsAccess: boolean,
): ClientHubAccess {
  if (typeof requested !== 'string' || !MERCHANT_ID_PATTERN.test(requested))
    return { kind: 'refused', code: 'UAC106', httpStatus: 400 };
  if (requested === ownMerchantId) return { kind: 'own' };
  if (!hasAllMerchantsAccess) return { kind: 'refused', code: 'UAC106', httpStatus: 404 };
  return { kind: 'other', merchantId: requested };
}

/** A store's time zone as stored (null: none). */
export interface StoreZone {
  code: string;
  tz: string | null;
  active: boolean;
}

/**
 * The time zone of a store saved without one (issue 29 item 5; spec section 3: "defaults to the
 * browser timezone", which a call through the API has not): the store's own when it has one (an
 * edit keeps it), else the merchant's default zone: MASTER's (set from the registering browser),
 * else the zone most of the merchant's active stores have (the first by code on a tie), else none.
 */
export function storeTimeZone(given: string | null, code: string, zones: readonly StoreZone[]): string | null {
  if (given) return given;
  const own = zones.find((z) => z.code === code)?.tz;
  if (own) return own;
  const master = zones.find((z) => z.code === MASTER_STORE)?.tz;
  if (master) return master;
  const counts = new Map<string, number>();
  for (const z of zones) if (z.active && z.tz) counts.set(z.tz, (counts.get(z.tz) ?? 0) + 1);
  let best: string | null = null;
  for (const [tz, n] of counts) if (best === null || n > (counts.get(best) ?? 0)) best = tz;
  return best;
}
