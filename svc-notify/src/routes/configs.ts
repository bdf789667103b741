import { PERMISSIONS, notifyApi } from '@hub/contracts';
import { route, type Db, type RouteDefinition } from '@hub/service-kit';
import { listConfigs } from '../db/configs';

/** Success code of the config list (not yet in the message catalogue). */
export const NOTIFICATION_CONFIGS_FETCHED = 'NC000';

export function configRoutes(db: Db): RouteDefinition[] {
  return [
    route(notifyApi.configs, {
      permission: PERMISSIONS.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW,
      summary: "The merchant's notification settings (type, channel, roles, recipients).",
      handler: async ({ scope }) => ({ code: NOTIFICATION_CONFIGS_FETCHED, data: await listConfigs(db, scope.merchantId) }),
    }),
  ];
}
