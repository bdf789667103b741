import { useCallback, useMemo } from 'react';
import type { SetupModule } from '@hub/contracts';
import { apiClient, useApiResource, useHubStore } from '@hub/ui';
import type { DashboardStore } from '../../components/StoreCard';
import { dashboardStores } from '../../domain/storeFilter';
import { useCatalogStore } from '../../store/catalogStore';

export interface SetupAnswer {
  setupDone: boolean;
  modules: SetupModule[];
}

/** The dashboard's data: the merchant's stores (MASTER left out) and the setup modules. */
export function useDashboard() {
  const userName = useHubStore((s) => s.user?.userName ?? '');
  const merchant = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const filter = useCatalogStore((s) => s.storeFilter);

  const stores = useApiResource(
    useCallback((signal: AbortSignal) => apiClient.get<DashboardStore[]>('/merchant/store', { signal }), []),
    merchant,
  );
  const setup = useApiResource(
    useCallback((signal: AbortSignal) => apiClient.get<SetupAnswer>('/merchant/setup', { signal }), []),
    merchant,
  );

  const allStores = stores.status === 'success' ? dashboardStores(stores.data, { country: null, state: null, city: null, store: null }) : [];
  const visibleStores = useMemo(
    () => (stores.status === 'success' ? dashboardStores(stores.data, filter) : []),
    [stores.status, stores.data, filter],
  );
  const filtered = Object.values(filter).some((v) => v !== null);

  return { userName, stores, setup, visibleStores, hasStores: allStores.length > 0, filtered };
}
