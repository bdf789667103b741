import { defineService, type HubService, type ServiceDeps } from '@hub/service-kit';
import { migrateNotify, seedDemoConfigs } from './db/configs';
import { DELIVERY_RETRY_DEFAULT, type DeliveryRetryPolicy } from './domain/delivery-retry';
import { notifyConsumers } from './events/consumers';
import { NOTIFY_PUBLISHES } from './events/publishes';
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
  const settings: MailSettings = { ...mailSettingsFromEnv(), ...options.mail };
  const worker = new EmailDeliveryWorker({
    db: deps.db,
    transport: createSmtpTransport(settings),
    settings,
    retry: { ...DELIVERY_RETRY_DEFAULT, ...options.retry },
    pollMs: options.mailPollMs,
    logger: deps.logger,
  });
  const service = defineService(deps, {
    name: 'svc-notify',
    schema: 'notify',
    publishes: NOTIFY_PUBLISHES,
    consumes: () => notifyConsumers(worker),
    routes: () => configRoutes(deps.db),
    migrate: () => migrateNotify(deps.db),
    start: () => worker.start(),
    stop: () => worker.stop(),
  });
  return { ...service, seedDemo: () => seedDemoConfigs(deps.db), deliverDueMail: () => worker.nudge() };
}
