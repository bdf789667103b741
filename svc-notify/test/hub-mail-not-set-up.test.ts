import { EVENT_TYPES, HUB_MAIL_NOT_SET_UP, HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS, type ChannelSettings, type EventEnvelope } from '@hub/contracts';
import { createLogger, createServiceApp, InProcessEventBus } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import request from 'supertest';
import { createNotifyService, listNotificationDeliveries, type NotifyService } from '../src';
import { captureLog, publishStore, publishUser, submittedEvent, summary, waitFor } from './support/notify-fixtures';

// Issue 28 item 5: the hub without an SMTP server (an operator's fault). Merchants read NC113 ("e-mail
// is not set up on this hub; ask the provider"); the operator's words are in the log only.

const ADMIN = '00000000-0000-4000-8000-0000000000b1';

describe.each(testDatabaseTargets())('svc-notify without the hub’s SMTP server on %s', (target) => {
  let test: TestDatabase;
  let service: NotifyService;
  let app: ReturnType<typeof createServiceApp>;
  const bus = new InProcessEventBus();
  const published: EventEnvelope[] = [];
  const log = captureLog();
  const admin = () => `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO', { sub: ADMIN }))}`;

  beforeAll(async () => {
    test = await target.create();
    bus.subscribe('*', (e) => void published.push(e));
    service = createNotifyService(testServiceDeps(test.db, { bus, logger: createLogger({ name: 'svc-notify', level: 'trace', destination: log.destination }) }), {
      mail: { host: undefined, publicUrl: 'https://hub.example.com' },
      retry: { maxAttempts: 2, backoffMs: 50, maxBackoffMs: 100 },
      mailPollMs: 50,
      scheduleTickMs: 0,
    });
    await service.migrate();
    app = createServiceApp([service]);
    await publishStore(bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
    await publishUser(bus, 'DEMO', { userId: ADMIN, email: 'admin@demo.hub', roleName: 'ADMIN' });
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when an alert goes by the hub’s e-mail, then the delivery, the channel’s health and its status event say NC113, and only the log has the operator’s words', async () => {
    const post = (path: string, body: object) => request(app).post(path).set('Authorization', admin()).send(body);
    expect((await post('/merchant/notification/channels', { channel: 'EMAIL', enabled: true, server: 'HUB' })).body.code).toBe('NC005');
    const config = { type: 'STOCKTAKE_DISCREPANCY', sid: 'MASTER', channels: ['EMAIL'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 1 } };
    expect((await post('/merchant/notification/configs', config)).status).toBe(201);

    await bus.publish(submittedEvent('DEMO', 'BKK-SIAM', 'ST-NOSMTP', '2026-11-26', summary({ missing: 5 })));
    const statusEvent = () => published.find((e) => e.type === EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED);
    await waitFor('the failed e-mail and the channel status published', async () => (await listNotificationDeliveries(test.db, 'DEMO')).some((d) => d.status === 'failed') && statusEvent() !== undefined);

    const [delivery] = await listNotificationDeliveries(test.db, 'DEMO');
    // Failed at once, not retried (two attempts are allowed here): nothing changes until SMTP_HOST is set.
    expect(delivery).toMatchObject({ channel: 'EMAIL', status: 'failed', attempts: 1, lastError: HUB_MAIL_NOT_SET_UP });
    const channels = await request(app).get('/merchant/notification/channels').set('Authorization', admin());
    expect((channels.body.data as ChannelSettings[]).find((c) => c.channel === 'EMAIL')).toMatchObject({ ok: false, lastError: HUB_MAIL_NOT_SET_UP, hubServerConfigured: false });
    expect(statusEvent()?.data).toEqual({ channel: 'EMAIL', ok: false, error: HUB_MAIL_NOT_SET_UP });
    const list = await request(app).get('/merchant/notification/list').set('Authorization', admin());
    for (const answer of [channels.body, list.body, published]) expect(JSON.stringify(answer)).not.toContain('SMTP_HOST');
    // One line for the pass, with the operator's words, rather than one a delivery and attempt.
    const lines = log.text().split('\n').filter((l) => l.includes(HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS));
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, deliveries: 1, error: HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS });
    // The public address was given here: no warning about it.
    expect(log.text()).not.toContain('HUB_PUBLIC_URL is not set');
  });

  it('when the hub starts without HUB_PUBLIC_URL, then one warning says mails would carry http://localhost:8080', async () => {
    const saved = process.env.HUB_PUBLIC_URL;
    delete process.env.HUB_PUBLIC_URL;
    const startLog = captureLog();
    const started = createNotifyService(testServiceDeps(test.db, { bus: new InProcessEventBus(), logger: createLogger({ name: 'svc-notify', level: 'info', destination: startLog.destination }) }), {
      mail: { host: undefined },
      scheduleTickMs: 0,
    });
    try {
      await started.migrate();
      const warnings = startLog.text().split('\n').filter((l) => l.includes('HUB_PUBLIC_URL is not set'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).msg).toBe('HUB_PUBLIC_URL is not set: links in e-mails and messages would carry http://localhost:8080; set it to the address users open the hub at');
    } finally {
      await started.stop();
      if (saved !== undefined) process.env.HUB_PUBLIC_URL = saved;
    }
  });

  it('when the merchant sends a test e-mail, then 422 NC113 (ask the provider), not the operator’s words', async () => {
    const res = await request(app).post('/merchant/notification/channels/test').set('Authorization', admin()).send({ channel: 'EMAIL' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ status: 'error', code: HUB_MAIL_NOT_SET_UP });
    expect(JSON.stringify(res.body)).not.toContain('SMTP_HOST');
  });
});
