import { useCallback } from 'react';
import type { ApiKeyCreateBody, ApiKeyCreated, ApiKeySummary } from '@hub/contracts';
import { apiClient, hubStore, useApiResource } from '@hub/ui';

export const API_KEYS_PATH = '/merchant/api-keys';

/** The merchant's API keys: the list, and the calls that create and revoke one. */
export function useApiKeys() {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(
    useCallback((signal: AbortSignal) => apiClient.get<ApiKeySummary[]>(API_KEYS_PATH, { signal }), []),
    merchant,
  );
  const create = (body: ApiKeyCreateBody) => apiClient.requestWithCode<ApiKeyCreated>('POST', API_KEYS_PATH, { body });
  const revoke = (id: string) => apiClient.requestWithCode<ApiKeySummary>('DELETE', `${API_KEYS_PATH}/${encodeURIComponent(id)}`);
  return { resource, create, revoke };
}
