import { useCallback, useMemo } from 'react';
import { MASTER_STORE, STORE_BOUND_ROLES, storesApi, type RoleName } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { sourceStoreChoices } from '../domain/importSourceForm';

/**
 * The merchant's stores as import sources name them: GET /merchant/store, a label per code (MASTER
 * is the master, a store its name) and the stores a source may belong to (no MASTER for store-bound
 * users, who import for their own stores only).
 */
export function useSourceStores() {
  const { t } = useTranslation('mf-import');
  const account = useHubStore((s) => `${s.user?.merchantID ?? ''}/${s.user?.profile ?? ''}/${s.user?.sid ?? ''}`);
  const role = useHubStore((s) => s.user?.roleName);
  const storeBound = STORE_BOUND_ROLES.includes(role as RoleName);
  const stores = useApiResource(
    useCallback((signal: AbortSignal) => callApi(storesApi.list, { signal }), []),
    account,
  );
  const names = useMemo(
    () => new Map(stores.status === 'success' ? stores.data.map((s) => [s.code, s.name] as const) : []),
    [stores.status, stores.data],
  );
  const storeName = useCallback(
    (code: string) => (code === MASTER_STORE ? t('importSources.master') : (names.get(code) ?? code)),
    [names, t],
  );
  const choices = useCallback(
    (current?: string) => sourceStoreChoices(stores.status === 'success' ? stores.data : [], storeBound, current),
    [stores.status, stores.data, storeBound],
  );
  return { stores, storeName, choices, storeBound };
}
