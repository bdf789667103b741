import { createAccessTokens, createService, createServiceEventing, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateNotify, seedDemoConfigs } from './db/configs';
import { configRoutes } from './routes/configs';

export { NOTIFICATION_CONFIGS_FETCHED } from './routes/configs';

export interface NotifyService extends HubService {
  seedDemo(): Promise<void>;
}

/** svc-notify: notification configs and channels; this slice lists the merchant's configs. */
export function createNotifyService(deps: ServiceDeps): NotifyService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'notify', service: 'svc-notify', logger: deps.logger });
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  const service = createService({
    name: 'svc-notify',
    routes: [...configRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive ?? revokedCheck },
    logger: deps.logger,
    migrate: async () => {
      await migrateNotify(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
  return { ...service, seedDemo: () => seedDemoConfigs(deps.db) };
}
