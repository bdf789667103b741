import { EVENT_TYPES } from '@hub/contracts';
import { createAccessTokens, createService, createServiceEventing, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateNotify, seedDemoConfigs } from './db/configs';
import { insertDelivery } from './db/deliveries';
import { DELIVERY_RETRY_DEFAULT, type DeliveryRetryPolicy } from './domain/delivery-retry';
import { EmailDeliveryWorker } from './mail/delivery-worker';
import { mailSettingsFromEnv, type MailSettings } from './mail/settings';
import { createSmtpTransport } from './mail/transport';
import { configRoutes } from './routes/configs';

export { NOTIFICATION_CONFIGS_FETCHED } from './routes/configs';
export { listDeliveries, type DeliveryRecord, type DeliveryStatus } from './db/deliveries';
export { mailSettingsFromEnv, type MailSettings } from './mail/settings';
export { SMTP_NOT_CONFIGURED } from './mail/delivery-worker';

export interface NotifyService extends HubService {
  seedDemo(): Promise<void>;
  /** Sends the mails due now (the worker also does on its own); resolves when the pass is over. */
  deliverDueMail(): Promise<void>;
}

export interface NotifyOptions {
  /** Default: mailSettingsFromEnv() (SMTP_*, HUB_PUBLIC_URL). */
  mail?: Partial<MailSettings>;
  retry?: Partial<DeliveryRetryPolicy>;
  /** How often due mails are looked for; default 1000 ms. */
  mailPollMs?: number;
}

/** svc-notify: notification configs, and the e-mail channel (password reset links so far). */
export function createNotifyService(deps: ServiceDeps, options: NotifyOptions = {}): NotifyService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'notify', service: 'svc-notify', logger: deps.logger });
  // Standalone, the tokens of sessions svc-auth revoked are refused from the consumed revocations;
  // all-in-one, the gateway passes svc-auth's own check.
  const revokedCheck = eventing.trackRevokedSessions();
  // API keys (X-API-Key) are checked on the local replica of svc-auth's keys, by hash.
  const apiKeys = eventing.trackApiKeys();
  const settings: MailSettings = { ...mailSettingsFromEnv(), ...options.mail };
  const worker = new EmailDeliveryWorker({
    db: deps.db,
    transport: createSmtpTransport(settings),
    settings,
    retry: { ...DELIVERY_RETRY_DEFAULT, ...options.retry },
    pollMs: options.mailPollMs,
    logger: deps.logger,
  });
  eventing.consume({
    // Recorded in the consumer's transaction; the worker sends it once that has committed.
    [EVENT_TYPES.PASSWORD_RESET_REQUESTED]: async (event, tx) => {
      const data = event.data;
      const expiresAt = new Date(data.expiresAt);
      await insertDelivery(tx, {
        eventId: event.id,
        merchantId: event.merchantId,
        kind: 'password-reset',
        recipient: data.email,
        locale: data.locale,
        payload: {
          userName: data.userName,
          resetPath: data.resetPath,
          validMinutes: Math.max(1, Math.round((expiresAt.getTime() - Date.parse(event.occurredAt)) / 60000)),
        },
        sendBefore: expiresAt,
      });
      setTimeout(() => void worker.nudge(), 20).unref();
    },
  });
  const service = createService({
    name: 'svc-notify',
    routes: [...configRoutes(deps.db)],
    auth: { tokens: createAccessTokens(deps.config.jwtSecret), isSessionActive: deps.isSessionActive ?? revokedCheck, apiKeys },
    logger: deps.logger,
    migrate: async () => {
      await migrateNotify(deps.db);
      eventing.start();
      worker.start();
    },
    stop: async () => {
      await worker.stop();
      await eventing.stop();
    },
  });
  return { ...service, seedDemo: () => seedDemoConfigs(deps.db), deliverDueMail: () => worker.nudge() };
}
