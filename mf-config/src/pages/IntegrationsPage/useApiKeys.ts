import { useCallback } from 'react';
import { apiKeysApi, type ApiKeyCreateBody } from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, useApiResource } from '@hub/ui';

/** The merchant's API keys: the list, and the calls that create and revoke one. */
export function useApiKeys() {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(
    useCallback((signal: AbortSignal) => callApi(apiKeysApi.list, { signal }), []),
    merchant,
  );
  const create = (body: ApiKeyCreateBody) => callApiWithCode(apiKeysApi.create, { body });
  const revoke = (id: string) => callApiWithCode(apiKeysApi.revoke, { params: { id } });
  return { resource, create, revoke };
}
