import { EVENT_TYPES, PERMISSIONS, globalConfigApi } from '@hub/contracts';
import { createEvent, route, type Db, type RouteDefinition, type ServiceEventing, moduleSavedEvent } from '@hub/service-kit';
import { lockStoredConfig, readStoredConfig, saveConfig } from '../db/global-config';
import { applyPatch, effectiveConfig } from '../domain/global-config';

/** Success codes of the global config (not yet in the message catalogue). */
export const GLOBAL_CONFIG_FETCHED = 'CGC000';
export const GLOBAL_CONFIG_SAVED = 'CGC001';

export function globalConfigRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(globalConfigApi.get, {
      permission: 'authenticated',
      summary:
        "The caller's merchant's global config, every field with its default (the shell reads the menu flags).",
      handler: async ({ scope }) => ({
        code: GLOBAL_CONFIG_FETCHED,
        data: effectiveConfig(await readStoredConfig(db, scope.merchantId)),
      }),
    }),
    route(globalConfigApi.save, {
      // The read permission opens the page; the modify permission saves.
      permission: {
        all: [PERMISSIONS.GLOBAL_CONFIGURATION_READ_PREVIEW, PERMISSIONS.GLOBAL_CONFIGURATION_MODIFY],
      },
      summary: 'Change some fields of the global config; nothing changes when the body is invalid.',
      handler: async ({ scope, auth, body, req }) => {
        const config = await eventing.transaction(async (tx, emit) => {
          const next = applyPatch(await lockStoredConfig(tx, scope.merchantId), body);
          await saveConfig(tx, scope.merchantId, next, auth.sub);
          await emit([
            createEvent(EVENT_TYPES.GLOBAL_CONFIG_CHANGED, scope.merchantId, { config: next }),
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'global-config.changed',
              details: { fields: Object.keys(body as object) },
              ip: req.ip ?? null,
            }),
            // The quick-settings entry of /config/global shows done from now on.
            moduleSavedEvent(scope.merchantId, '/config/global'),
          ]);
          return next;
        });
        return { code: GLOBAL_CONFIG_SAVED, data: config };
      },
    }),
  ];
}
