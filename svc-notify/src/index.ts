import { createSecretBox, defineService, secretKeyFrom, type HubService, type ServiceDeps, type ServiceParts } from '@hub/service-kit';
import { ChannelDispatcher, providerSettingsFromEnv, type ProviderSettings } from './channels/dispatch';
import { migrateNotify, seedDemoConfigs } from './db/configs';
import { NotificationDeliveryWorker } from './deliveries/worker';
import { DELIVERY_RETRY_DEFAULT, type DeliveryRetryPolicy } from './domain/delivery-retry';
import { notifyConsumers } from './events/consumers';
import { NOTIFY_PUBLISHES } from './events/publishes';
import { EmailDeliveryWorker } from './mail/delivery-worker';
import { mailSettingsFromEnv, publicUrlWarning, type MailSettings } from './mail/settings';
import { createSmtpTransport } from './mail/transport';
import { channelRoutes } from './routes/channels';
import { configRoutes } from './routes/configs';
import { inboxRoutes } from './routes/inbox';
import { DailyScheduler } from './schedule/daily-scheduler';

export { NOTIFICATION_CONFIGS_FETCHED } from './routes/configs';
export { listDeliveries, type DeliveryRecord, type DeliveryStatus } from './db/deliveries';
export { listNotificationDeliveries, type DeliveryRecord as NotificationDeliveryRecord } from './db/notifications';
export { mailSettingsFromEnv, type MailSettings } from './mail/settings';
export { providerSettingsFromEnv, type ProviderSettings } from './channels/dispatch';
export { SMTP_NOT_CONFIGURED } from './mail/delivery-worker';

export interface NotifyService extends HubService, Pick<ServiceParts, 'eventing'> {
  seedDemo(): Promise<void>;
  /** Sends the password-reset mails due now (the worker also does on its own); resolves when the pass is over. */
  deliverDueMail(): Promise<void>;
  /** Sends the notification deliveries due now; resolves when the pass is over. */
  deliverDueNotifications(): Promise<void>;
  /** One pass of the daily report's schedule at the service's clock; answers the reports this instance recorded. */
  runDailySchedule(): Promise<number>;
}

export interface NotifyOptions {
  /** Default: mailSettingsFromEnv() (SMTP_*, HUB_PUBLIC_URL). */
  mail?: Partial<MailSettings>;
  /** Default: providerSettingsFromEnv() (HUB_TELEGRAM_API_BASE, HUB_TWILIO_API_BASE). */
  providers?: Partial<ProviderSettings>;
  retry?: Partial<DeliveryRetryPolicy>;
  /** How often due mails and deliveries are looked for; default 1000 ms. */
  mailPollMs?: number;
  /** How often the daily schedule is looked at; default 30 s. 0: only runDailySchedule() (tests). */
  scheduleTickMs?: number;
  /** The clock of the schedule and the retries (tests inject one). */
  now?: () => Date;
  /** HUB_SECRETS_KEY (32 bytes, base64); else derived from the JWT secret (service-kit's secret box). */
  secretsKey?: string;
  /** Deliveries sent at once; default 8. */
  concurrency?: number;
}

/** svc-notify: notification configs and channels, discrepancy alerts, the daily report, the user's notifications, password-reset mail. */
export function createNotifyService(deps: ServiceDeps, options: NotifyOptions = {}): NotifyService {
  const settings: MailSettings = { ...mailSettingsFromEnv(), ...options.mail };
  const providers: ProviderSettings = { ...providerSettingsFromEnv(), ...options.providers };
  const retry = { ...DELIVERY_RETRY_DEFAULT, ...options.retry };
  const now = options.now ?? (() => new Date());
  const box = createSecretBox(secretKeyFrom({ secretsKey: options.secretsKey ?? process.env.HUB_SECRETS_KEY, jwtSecret: deps.config.jwtSecret }));
  const mailWorker = new EmailDeliveryWorker({ db: deps.db, transport: createSmtpTransport(settings), settings, retry, pollMs: options.mailPollMs, logger: deps.logger, now });
  const dispatcher = new ChannelDispatcher(deps.db, box, settings, providers);
  let worker: NotificationDeliveryWorker | undefined;
  const scheduler = new DailyScheduler({ db: deps.db, now, tickMs: options.scheduleTickMs, onRecorded: () => void worker?.nudge(), logger: deps.logger });
  const service = defineService(deps, {
    name: 'svc-notify',
    schema: 'notify',
    storeReplica: true,
    publishes: NOTIFY_PUBLISHES,
    consumes: () => notifyConsumers({ mailRecorded: () => void mailWorker.nudge(), notificationsRecorded: () => void worker?.nudge() }),
    routes: ({ eventing }) => {
      worker = new NotificationDeliveryWorker({
        db: deps.db,
        eventing,
        dispatcher,
        publicUrl: settings.publicUrl,
        retry,
        pollMs: options.mailPollMs,
        concurrency: options.concurrency,
        logger: deps.logger,
        now,
      });
      return [...configRoutes(deps.db, eventing), ...channelRoutes({ db: deps.db, eventing, box, dispatcher, worker }), ...inboxRoutes(deps.db)];
    },
    migrate: () => migrateNotify(deps.db),
    start: () => {
      const warning = publicUrlWarning(options.mail?.publicUrl ?? process.env.HUB_PUBLIC_URL, settings.publicUrl);
      if (warning) deps.logger?.warn(warning);
      mailWorker.start();
      worker?.start();
      if (options.scheduleTickMs !== 0) scheduler.start();
    },
    stop: async () => {
      await scheduler.stop();
      await worker?.stop();
      await mailWorker.stop();
    },
  });
  return {
    ...service,
    seedDemo: () => seedDemoConfigs(deps.db),
    deliverDueMail: () => mailWorker.nudge(),
    deliverDueNotifications: () => worker?.nudge() ?? Promise.resolve(),
    runDailySchedule: () => scheduler.runOnce(),
  };
}
