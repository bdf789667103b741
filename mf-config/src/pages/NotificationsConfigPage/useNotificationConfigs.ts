import { useCallback } from 'react';
import {
  MERCHANT_BASE_ROLES,
  PERMISSIONS,
  hasPermission,
  notifyApi,
  rolesApi,
  storesApi,
  type NotificationConfig,
  type NotificationConfigBody,
} from '@hub/contracts';
import { callApi, callApiWithCode, hubStore, useApiResource } from '@hub/ui';
import type { StoreChoice } from '../../domain/notificationConfigForm';

/** What the configs tab needs: the configs, the stores they can be for, the roles the picker offers. */
export interface NotificationSetupData {
  configs: NotificationConfig[];
  stores: StoreChoice[];
  /** False when the store list could not be read (then every store code is shown as it is). */
  storesKnown: boolean;
  roles: string[];
}

async function loadStores(signal: AbortSignal): Promise<StoreChoice[] | null> {
  try {
    const stores = await callApi(storesApi.list, { signal });
    return stores.map((s) => ({ code: s.code, name: s.name, tz: s.tz, currency: s.currency || null }));
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

/** The merchant's roles when the user may read them (custom ones included), else the built-in ones. */
async function loadRoles(signal: AbortSignal): Promise<string[]> {
  const granted = hubStore.getState().user?.roles ?? [];
  if (!hasPermission(granted, PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW)) return [...MERCHANT_BASE_ROLES];
  try {
    const roles = await callApi(rolesApi.list, { signal });
    return roles.filter((r) => r.kind !== 'system' || MERCHANT_BASE_ROLES.includes(r.baseRole)).map((r) => r.name);
  } catch (error) {
    if (signal.aborted) throw error;
    return [...MERCHANT_BASE_ROLES];
  }
}

async function loadSetup(signal: AbortSignal): Promise<NotificationSetupData> {
  const [configs, stores, roles] = await Promise.all([callApi(notifyApi.configs, { signal }), loadStores(signal), loadRoles(signal)]);
  return { configs, stores: stores ?? [], storesKnown: stores !== null, roles };
}

/** `/config/notifications`, the configs tab: its data and the calls that create, save and delete a config. */
export function useNotificationConfigs() {
  const merchant = hubStore.getState().user?.merchantID ?? '';
  const resource = useApiResource(useCallback((signal: AbortSignal) => loadSetup(signal), []), merchant);
  const create = (body: NotificationConfigBody) => callApiWithCode(notifyApi.createConfig, { body });
  const update = (id: string, body: NotificationConfigBody) => callApiWithCode(notifyApi.updateConfig, { params: { id }, body });
  const remove = (id: string) => callApiWithCode(notifyApi.deleteConfig, { params: { id } });
  return { resource, create, update, remove };
}

export type ConfigCalls = Omit<ReturnType<typeof useNotificationConfigs>, 'resource'>;
