import { useCallback, useMemo } from 'react';
import { hasPermission, isOwnerDashboardRole, PERMISSIONS, setupApi, storesApi, type SetupStatus } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { fetchGoldRates, fetchTypesAndCount } from '../../api/catalogApi';
import type { DashboardStore } from '../../components/StoreCard';
import { productCounts } from '../../domain/productCounts';
import { dashboardStores } from '../../domain/storeFilter';
import { useCatalogStore } from '../../store/catalogStore';

/** The value most of `values` hold (the first of the most held); undefined for none. */
function mostCommon(values: readonly (string | undefined)[]): string | undefined {
  const counts = new Map<string, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: string | undefined;
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v;
  return best;
}

/**
 * The dashboard's data: the merchant's stores (MASTER left out), the product counts per store and
 * type, and the setup modules; the owner dashboard role (DASH_READ_ADMIN) has no setup content.
 */
export function useDashboard() {
  const userName = useHubStore((s) => s.user?.userName ?? '');
  const owner = useHubStore((s) => isOwnerDashboardRole(s.user?.roles ?? []));
  const merchant = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const filter = useCatalogStore((s) => s.storeFilter);

  const stores = useApiResource(
    useCallback((signal: AbortSignal): Promise<DashboardStore[]> => callApi(storesApi.list, { signal }), []),
    merchant,
  );
  const setup = useApiResource(
    useCallback(
      (signal: AbortSignal) =>
        owner
          ? Promise.resolve<SetupStatus>({ setupDone: true, modules: [] })
          : callApi(setupApi.status, { signal }),
      [owner],
    ),
    `${merchant}|${owner}`,
  );
  const typesAndCount = useApiResource(fetchTypesAndCount, merchant);
  const goldRates = useApiResource(fetchGoldRates, merchant);
  const canManageGoldRates = useHubStore((s) => hasPermission(s.user?.roles ?? [], PERMISSIONS.GOLD_RATE_READ_PREVIEW));

  const allStores = stores.status === 'success' ? dashboardStores(stores.data, { country: null, state: null, city: null, store: null }) : [];
  const visibleStores = useMemo(
    () => (stores.status === 'success' ? dashboardStores(stores.data, filter) : []),
    [stores.status, stores.data, filter],
  );
  const filtered = Object.values(filter).some((v) => v !== null);

  const counts = useMemo(() => {
    if (typesAndCount.status !== 'success') return undefined;
    // A location filter keeps the counts of its stores; without one every store of the answer counts.
    const keep = filtered ? (stores.status === 'success' ? visibleStores.map((s) => s.code) : null) : null;
    return productCounts(typesAndCount.data, keep);
  }, [typesAndCount.status, typesAndCount.data, filtered, stores.status, visibleStores]);
  // The gold-rate card opens on the currency most of the stores in view price in.
  const storesCurrency = useMemo(() => mostCommon(visibleStores.map((s) => s.currency)), [visibleStores]);
  const names = useMemo(() => new Map(allStores.map((s) => [s.code, s.name])), [allStores]);
  const storeName = useCallback((sid: string) => names.get(sid) ?? sid, [names]);

  return { userName, owner, stores, setup, typesAndCount, goldRates, canManageGoldRates, counts, storeName, visibleStores, hasStores: allStores.length > 0, filtered, storesCurrency };
}
