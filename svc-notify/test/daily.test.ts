import { InProcessEventBus } from '@hub/service-kit';
import { createServiceApp } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import request from 'supertest';
import { createNotifyService, listNotificationDeliveries, type NotifyService } from '../src';
import { publishStore, publishUser, submittedEvent, summary, waitFor } from './support/notify-fixtures';
import { startSmtp, type TestSmtp } from './support/smtp';

// Issue 15 item 2: DAILY_STOCKTAKE_REPORT at each store's send time in its own zone, with a fake
// clock: Bangkok (UTC+7) and Dubai (UTC+4) at 20:00; a restart sends today's missed report; two
// instances send each store's day once.

const OWNER = '00000000-0000-4000-8000-0000000000b1';

describe.each(testDatabaseTargets())('svc-notify daily report on %s', (target) => {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let clock = new Date('2026-11-26T12:30:00Z');
  const bus = new InProcessEventBus();
  const running: NotifyService[] = [];
  const start = async (eventBus = bus) => {
    const s = createNotifyService(testServiceDeps(test.db, { bus: eventBus }), {
      mail: { host: '127.0.0.1', port: smtp.port, secure: false, publicUrl: 'https://hub.example.com' },
      retry: { maxAttempts: 3, backoffMs: 50, maxBackoffMs: 100 },
      mailPollMs: 50,
      scheduleTickMs: 0,
      now: () => clock,
    });
    await s.migrate();
    running.push(s);
    return s;
  };
  const mailsTo = (subject: RegExp) => smtp.received.filter((r) => subject.test(r.mail.subject ?? ''));

  beforeAll(async () => {
    test = await target.create();
    smtp = await startSmtp();
  }, 180_000);
  afterAll(async () => {
    for (const s of running) await s.stop();
    await smtp.close();
    await test.drop();
  });

  it('when each store reaches its send time in its own zone, then its report goes out once; a restart sends the missed one; two instances send once', async () => {
    const a = await start();
    await publishStore(bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
    await publishStore(bus, 'DEMO', 'DXB-GOLDSOUK', 'Dubai Gold Souk', 'Asia/Dubai');
    await publishUser(bus, 'DEMO', { userId: OWNER, email: 'owner@demo.hub', roleName: 'OWNER' });
    const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
    const created = await request(createServiceApp([a]))
      .post('/merchant/notification/configs')
      .set('Authorization', admin)
      .send({ type: 'DAILY_STOCKTAKE_REPORT', sid: 'MASTER', channels: ['EMAIL'], roles: ['OWNER'], sendTime: '20:00' });
    expect(created.status).toBe(201);
    // Dubai's count of the day, submitted with missing items (no discrepancy config: no alert).
    await bus.publish(submittedEvent('DEMO', 'DXB-GOLDSOUK', 'ST-DXB-1', '2026-11-26', summary({ missing: 4, counted: 96, missingValue: null })));

    // 12:30 UTC: 19:30 in Bangkok, 16:30 in Dubai: nothing due.
    expect(await a.runDailySchedule()).toBe(0);
    // 13:00 UTC: 20:00 in Bangkok.
    clock = new Date('2026-11-26T13:00:00Z');
    expect(await a.runDailySchedule()).toBe(1);
    expect(await a.runDailySchedule()).toBe(0);
    await waitFor('the Bangkok report', () => mailsTo(/Bangkok Siam Paragon, 2026-11-26/).length === 1);
    const bkk = mailsTo(/Bangkok Siam Paragon/)[0]!.mail;
    expect(bkk.subject).toBe('Daily stock-take report: Bangkok Siam Paragon, 2026-11-26');
    expect(bkk.text).toContain('Status: Not yet started');
    expect(bkk.text).toContain('Submitted counts: 0');

    // The instance stops before Dubai's time and comes back at 16:30 UTC (20:30 in Dubai); a second
    // instance runs the same pass at the same moment.
    await a.stop();
    clock = new Date('2026-11-26T16:30:00Z');
    const [a2, b] = await Promise.all([start(), start(new InProcessEventBus())]);
    const sent = await Promise.all([a2.runDailySchedule(), b.runDailySchedule()]);
    expect(sent.reduce((x, y) => x + y, 0)).toBe(1);
    await waitFor('the Dubai report', () => mailsTo(/Dubai Gold Souk/).length >= 1);
    await Promise.all([a2.deliverDueNotifications(), b.deliverDueNotifications()]);
    expect(mailsTo(/Dubai Gold Souk/)).toHaveLength(1);
    const dxb = mailsTo(/Dubai Gold Souk/)[0]!.mail;
    expect(dxb.text).toContain('Status: Submitted with missing items');
    expect(dxb.text).toContain('Missing: 4');
    expect(dxb.text).toContain('Value missing: no gold rate that day');
    expect(dxb.text).toContain('https://hub.example.com/management/reports/ST-DXB-1');
    expect(mailsTo(/Bangkok Siam Paragon/)).toHaveLength(1);

    // The next day in Bangkok: a new report; Dubai's day 27 not yet.
    clock = new Date('2026-11-27T13:05:00Z');
    expect((await a2.runDailySchedule()) + (await b.runDailySchedule())).toBe(1);
    await waitFor('the next Bangkok report', () => mailsTo(/Bangkok Siam Paragon, 2026-11-27/).length === 1);
    // The SMTP server has the mail before the worker hears its answer and records the delivery sent.
    const sentCount = async () => (await listNotificationDeliveries(test.db, 'DEMO')).filter((r) => r.status === 'sent').length;
    await waitFor('the three deliveries recorded sent', async () => (await sentCount()) === 3);
    const records = await listNotificationDeliveries(test.db, 'DEMO');
    expect(records.map((r) => `${r.sourceKey} ${r.status}`)).toEqual(
      expect.arrayContaining(['daily:BKK-SIAM:2026-11-26 sent', 'daily:DXB-GOLDSOUK:2026-11-26 sent', 'daily:BKK-SIAM:2026-11-27 sent']),
    );
    expect(records).toHaveLength(3);
  });
});
