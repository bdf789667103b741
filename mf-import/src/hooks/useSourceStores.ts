import { useCallback, useMemo } from 'react';
import { MASTER_STORE, STORE_BOUND_ROLES, storesApi, type RoleName } from '@hub/contracts';
import { callApi, useApiResource, useHubStore } from '@hub/ui';
import { useTranslation } from 'react-i18next';
import { sourceStoreChoices } from '../domain/importSourceForm';
import type { SourceStore } from '../domain/sourceSchedule';

/**
 * The merchant's stores as import sources name them: GET /merchant/store, a label per code (MASTER
 * is the master, a store its name) and the stores a source may belong to (no MASTER for store-bound
 * users, who import for their own stores only), and each store's time zone and autosync.
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
  const byCode = useMemo(
    () => new Map<string, SourceStore>(stores.status === 'success' ? (stores.data as readonly SourceStore[]).map((s) => [s.code, s] as const) : []),
    [stores.status, stores.data],
  );
  const storeName = useCallback(
    (code: string) => (code === MASTER_STORE ? t('importSources.master') : (byCode.get(code)?.name ?? code)),
    [byCode, t],
  );
  /** The store of a code as the list answers it (its zone; its autosync when the caller may manage stores). */
  const storeOf = useCallback((code: string) => byCode.get(code), [byCode]);
  const choices = useCallback(
    (current?: string) => sourceStoreChoices(stores.status === 'success' ? stores.data : [], storeBound, current),
    [stores.status, stores.data, storeBound],
  );
  return { stores, storeName, storeOf, choices, storeBound };
}
