import { EVENT_TYPES, type PasswordResetRequestedData } from '@hub/contracts';
import { createEvent, InProcessEventBus, type EventBus } from '@hub/service-kit';
import { testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import { createNotifyService, listDeliveries, SMTP_NOT_CONFIGURED, type NotifyService } from '../src';
import { startSmtp, type TestSmtp } from './support/smtp';

// Issue 4 item 6: svc-notify's e-mail channel against a real SMTP server (npm smtp-server) on a random port.

async function waitFor(what: string, ok: () => boolean | Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const CODE = 'Xy_Z-0123456789abcdefghijklmnopqrstuvwxyzAB';

function resetEvent(email: string, locale: PasswordResetRequestedData['locale'], code = CODE) {
  const now = new Date();
  const data: PasswordResetRequestedData = {
    userId: '00000000-0000-4000-8000-000000000001',
    email,
    userName: 'Pim Printing',
    locale,
    resetPath: `/auth/reset/${code}`,
    expiresAt: new Date(now.getTime() + 30 * 60 * 1000).toISOString(),
  };
  return createEvent(EVENT_TYPES.PASSWORD_RESET_REQUESTED, 'DEMO', data, now);
}

describe.each(testDatabaseTargets())('svc-notify e-mail channel on %s', (target) => {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let bus: EventBus;
  let service: NotifyService;
  const deliveries = () => listDeliveries(test.db, 'DEMO');

  beforeAll(async () => {
    test = await target.create();
    smtp = await startSmtp();
    bus = new InProcessEventBus();
    service = createNotifyService(testServiceDeps(test.db, { bus }), {
      mail: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Hub <no-reply@hub.example.com>', publicUrl: 'https://hub.example.com/' },
      retry: { maxAttempts: 3, backoffMs: 50, maxBackoffMs: 100 },
      mailPollMs: 50,
    });
    await service.migrate();
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await smtp.close();
    await test.drop();
  });

  it('when a reset is requested, then the SMTP server receives the mail in the user language with the link, and the delivery is recorded as sent', async () => {
    const event = resetEvent('printing@demo.hub', 'th');
    await bus.publish(event);
    await waitFor('the mail', () => smtp.received.length === 1);
    const { rcpt, mail } = smtp.received[0]!;
    const link = `https://hub.example.com/th/auth/reset/${CODE}`;
    expect(rcpt).toEqual(['printing@demo.hub']);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe('printing@demo.hub');
    expect(mail.from?.value).toEqual([{ name: 'Hub', address: 'no-reply@hub.example.com' }]);
    expect(mail.subject).toBe('รีเซ็ตรหัสผ่าน Hub ของคุณ');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('30 นาที');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.headers.get('content-language')).toBe('th');

    await waitFor('the sent record', async () => (await deliveries())[0]?.status === 'sent');
    const [record] = await deliveries();
    expect(record).toMatchObject({ eventId: event.id, kind: 'password-reset', recipient: 'printing@demo.hub', locale: 'th', status: 'sent', attempts: 1, lastError: null });
    expect(record!.messageId).toBeTruthy();
    // The link does not stay in the database once the mail is sent.
    expect(record!.hasPayload).toBe(false);

    // The same event again (at-least-once delivery): no second mail.
    await bus.publish(event);
    await service.deliverDueMail();
    // A sentinel mail after it: deliveries go out in order, so once it has arrived a second mail of
    // the repeated event would have too.
    await bus.publish(resetEvent('sentinel@demo.hub', 'en'));
    await waitFor('the sentinel mail', () => smtp.received.some((r) => r.rcpt.includes('sentinel@demo.hub')));
    expect(smtp.received.filter((r) => r.rcpt.includes('printing@demo.hub'))).toHaveLength(1);
  });

  it('when the server refuses an attempt for a while, then the mail is retried with backoff and sent; the attempts are recorded', async () => {
    smtp.refuse(1);
    const event = resetEvent('user@demo.hub', 'ar', 'retry-0123456789abcdefghijklmnopqrstuvwxyzA');
    await bus.publish(event);
    await waitFor('the retried mail', () => smtp.received.some((r) => r.rcpt.includes('user@demo.hub')));
    const mail = smtp.received.find((r) => r.rcpt.includes('user@demo.hub'))!.mail;
    expect(mail.subject).toBe('إعادة تعيين كلمة مرور Hub الخاصة بك');
    expect(mail.text).toContain('https://hub.example.com/ar/auth/reset/retry-0123456789abcdefghijklmnopqrstuvwxyzA');
    await waitFor('the sent record', async () => (await deliveries()).find((d) => d.eventId === event.id)?.status === 'sent');
    expect((await deliveries()).find((d) => d.eventId === event.id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('when the server keeps refusing, then after the last attempt the delivery is failed with the error, and the service goes on', async () => {
    smtp.refuse(Infinity);
    const event = resetEvent('owner@demo.hub', 'en', 'fails-0123456789abcdefghijklmnopqrstuvwxyzA');
    await bus.publish(event);
    await waitFor('the failed record', async () => (await deliveries()).find((d) => d.eventId === event.id)?.status === 'failed');
    const record = (await deliveries()).find((d) => d.eventId === event.id)!;
    expect(record.attempts).toBe(3);
    expect(record.lastError).toMatch(/550|mailbox unavailable/);
    expect(record.hasPayload).toBe(false);
    expect(smtp.received.some((r) => r.rcpt.includes('owner@demo.hub'))).toBe(false);

    smtp.refuse(0);
    const next = resetEvent('developer@demo.hub', 'zh', 'after-0123456789abcdefghijklmnopqrstuvwxyzA');
    await bus.publish(next);
    await waitFor('the next mail', () => smtp.received.some((r) => r.rcpt.includes('developer@demo.hub')));
    expect(smtp.received.find((r) => r.rcpt.includes('developer@demo.hub'))!.mail.subject).toBe('重置您的 Hub 密码');
  });
});

describe('svc-notify without SMTP_HOST', () => {
  let test: TestDatabase;
  let service: NotifyService;
  const bus = new InProcessEventBus();

  beforeAll(async () => {
    test = await testDatabaseTargets()[0]!.create();
    service = createNotifyService(testServiceDeps(test.db, { bus }), { mail: { host: undefined }, mailPollMs: 50 });
    await service.migrate();
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await test.drop();
  });

  it('when e-mail is not configured, then the mail is recorded as failed with that reason, not silently dropped', async () => {
    const event = resetEvent('printing@demo.hub', 'en');
    await bus.publish(event);
    await waitFor('the failed record', async () => (await listDeliveries(test.db, 'DEMO'))[0]?.status === 'failed');
    expect((await listDeliveries(test.db, 'DEMO'))[0]).toMatchObject({ status: 'failed', attempts: 1, lastError: SMTP_NOT_CONFIGURED, hasPayload: false });
  });
});
