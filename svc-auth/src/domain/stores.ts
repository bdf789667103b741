import { MASTER_STORE, type Store } from '@hub/contracts';

/** Stores a scope may see: store-bound roles only their own (never MASTER), others all. */
export function visibleStores<T extends Pick<Store, 'code'>>(stores: readonly T[], storeCodes: readonly string[] | null): T[] {
  if (storeCodes === null) return [...stores];
  return stores.filter((s) => s.code !== MASTER_STORE && storeCodes.includes(s.code));
}

export function withoutMaster<T extends Pick<Store, 'code'>>(stores: readonly T[]): T[] {
  return stores.filter((s) => s.code !== MASTER_STORE);
}
