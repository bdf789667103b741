import { MASTER_STORE, PERMISSIONS, notificationConfigRefusal, notifyApi } from '@hub/contracts';
import { AppError, listStoreReplicas, moduleSavedEvent, route, type Db, type MerchantScope, type RouteDefinition, type ServiceEventing } from '@hub/service-kit';
import { deleteConfig, findConfig, insertConfig, listConfigs, updateConfig } from '../db/configs';
import { configCreatedDetails, configUpdatedDetails } from '../domain/audit-details';

/** Success code of the config list. */
export const NOTIFICATION_CONFIGS_FETCHED = 'NC000';

const READ = PERMISSIONS.NOTIFICATIONS_CONFIGURATION_READ_PREVIEW;
export const MODIFY = { all: [READ, PERMISSIONS.NOTIFICATIONS_CONFIGURATION_MODIFY] } as const;

/** A config's store: MASTER (not for store-bound callers) or an active store of the merchant in the caller's scope (else NC106). */
async function checkStore(db: Db, scope: MerchantScope, sid: string): Promise<void> {
  if (sid === MASTER_STORE) {
    if (scope.storeCodes !== null) throw new AppError('NC106', 400);
    return;
  }
  if (scope.storeCodes !== null && !scope.storeCodes.includes(sid)) throw new AppError('NC106', 400);
  const store = (await listStoreReplicas(db, 'notify', scope.merchantId)).find((s) => s.code === sid && s.active);
  if (!store) throw new AppError('NC106', 400);
}

/** A config of the merchant the caller may see (store-bound: MASTER's and their stores'), else 404 NC107. */
function visible(scope: MerchantScope, sid: string): boolean {
  return scope.storeCodes === null || sid === MASTER_STORE || scope.storeCodes.includes(sid);
}

/** Notification configs; every change recorded in the audit trail with it (the store as the entry's store). */
export function configRoutes(db: Db, eventing: ServiceEventing): RouteDefinition[] {
  return [
    route(notifyApi.configs, {
      permission: READ,
      summary: "The merchant's notification configs per type and store: channels, roles, send time, threshold.",
      handler: async ({ scope }) => ({ code: NOTIFICATION_CONFIGS_FETCHED, data: await listConfigs(db, scope.merchantId, scope.storeCodes) }),
    }),
    route(notifyApi.createConfig, {
      permission: MODIFY,
      summary:
        'Creates a notification config (201 NC001): NC100 no role, NC103 send time, NC104 threshold, NC105 no channel, NC106 unknown store, 409 NC102 already configured for the store.',
      handler: async ({ scope, auth, body, req }) => {
        const refusal = notificationConfigRefusal(body);
        if (refusal) throw new AppError(refusal, 400);
        await checkStore(db, scope, body.sid);
        const created = await eventing.transaction(async (tx, emit) => {
          const row = await insertConfig(tx, scope.merchantId, normalised(body));
          if (!row) throw new AppError('NC102', 409);
          await emit([
            eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'notification-config.created', storeCode: row.sid, details: configCreatedDetails(row), ip: req.ip ?? null }),
            // The quick-settings entry of /config/notifications shows done from now on.
            moduleSavedEvent(scope.merchantId, '/config/notifications'),
          ]);
          return row;
        });
        return { code: 'NC001', httpStatus: 201, data: created };
      },
    }),
    route(notifyApi.updateConfig, {
      permission: MODIFY,
      summary: 'Saves a notification config (NC002): NC101 removing its last role, the create rules; 404 NC107 unknown. Type and store stay.',
      handler: async ({ scope, auth, body, params, req }) => {
        const saved = await eventing.transaction(async (tx, emit) => {
          const current = await findConfig(tx, scope.merchantId, params.id, true);
          if (!current || !visible(scope, current.sid)) throw new AppError('NC107', 404);
          const next = normalised({ ...body, type: current.type, sid: current.sid });
          const refusal = notificationConfigRefusal(next, current.roles);
          if (refusal) throw new AppError(refusal, 400);
          const row = await updateConfig(tx, scope.merchantId, params.id, next);
          if (!row) throw new AppError('NC107', 404);
          await emit([
            eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'notification-config.updated',
              storeCode: row.sid,
              details: configUpdatedDetails(current, row),
              ip: req.ip ?? null,
            }),
            moduleSavedEvent(scope.merchantId, '/config/notifications'),
          ]);
          return row;
        });
        return { code: 'NC002', data: saved };
      },
    }),
    route(notifyApi.deleteConfig, {
      permission: MODIFY,
      summary: 'Deletes a notification config (NC003); 404 NC107 unknown.',
      handler: async ({ scope, auth, params, req }) => {
        await eventing.transaction(async (tx, emit) => {
          const current = await findConfig(tx, scope.merchantId, params.id, true);
          if (!current || !visible(scope, current.sid) || !(await deleteConfig(tx, scope.merchantId, params.id))) throw new AppError('NC107', 404);
          await emit(
            eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'notification-config.deleted', storeCode: current.sid, details: { notification: current.type }, ip: req.ip ?? null }),
          );
        });
        return { code: 'NC003', data: { id: params.id } };
      },
    }),
  ];
}

/** Roles and channels once each; a send time only for the daily report, a threshold only for the alert. */
function normalised<T extends { type: string; roles: string[]; channels: string[]; sendTime: string | null; threshold: unknown }>(body: T): T {
  return {
    ...body,
    roles: [...new Set(body.roles.map((r) => r.trim()).filter((r) => r.length > 0))],
    channels: [...new Set(body.channels)],
    sendTime: body.type === 'DAILY_STOCKTAKE_REPORT' ? body.sendTime : null,
    threshold: body.type === 'STOCKTAKE_DISCREPANCY' ? body.threshold : null,
  };
}
