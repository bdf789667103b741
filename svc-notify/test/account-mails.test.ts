import { EVENT_TYPES, type EmailVerificationRequestedData, type PinResetRequestedData } from '@hub/contracts';
import { createEvent, InProcessEventBus, type EventBus } from '@hub/service-kit';
import { eventually, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import { createNotifyService, listDeliveries, type NotifyService } from '../src';
import { usersWithRoles } from '../src/db/recipients';
import { publishUser } from './support/notify-fixtures';
import { startSmtp, type TestSmtp } from './support/smtp';

// Issue 29 items 1 and 2, svc-notify's part against a real SMTP server: the e-mail verification link and
// the PIN reset OTP are mailed like the password reset link, in the user's language; a user whose
// e-mail is pending is no recipient of notifications until it is verified.

const CODE = 'Vf_Y-0123456789abcdefghijklmnopqrstuvwxyzAB';

describe.each(testDatabaseTargets())('svc-notify account mails on %s', (target) => {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let bus: EventBus;
  let service: NotifyService;

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

  const mailTo = async (email: string) => {
    await eventually(`the mail to ${email}`, () => smtp.received.some((r) => r.rcpt.includes(email)));
    return smtp.received.find((r) => r.rcpt.includes(email))!.mail;
  };

  it('when a verification link is requested, then the user receives it in Arabic, right to left, with the link under the locale prefix', async () => {
    const now = new Date();
    const data: EmailVerificationRequestedData = {
      userId: '00000000-0000-4000-8000-000000000029',
      email: 'new.user@demo.hub',
      userName: 'Nadia <New>',
      locale: 'ar',
      verifyPath: `/auth/verify-email/${CODE}`,
      expiresAt: new Date(now.getTime() + 72 * 3_600_000).toISOString(),
    };
    const event = createEvent(EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED, 'DEMO', data, now);
    await bus.publish(event);
    const mail = await mailTo('new.user@demo.hub');
    const link = `https://hub.example.com/ar/auth/verify-email/${CODE}`;
    expect(mail.subject).toBe('تحقق من عنوان بريدك الإلكتروني في Hub');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('72 ساعة');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.html).toContain('Nadia &lt;New&gt;');
    await eventually('the sent record', async () => (await listDeliveries(test.db, 'DEMO')).find((d) => d.eventId === event.id)?.status === 'sent');
    const record = (await listDeliveries(test.db, 'DEMO')).find((d) => d.eventId === event.id)!;
    expect(record).toMatchObject({ kind: 'email-verification', recipient: 'new.user@demo.hub', locale: 'ar', hasPayload: false });
  });

  it('when a PIN reset OTP is requested, then the user receives the six digits in Chinese, and no link', async () => {
    const now = new Date();
    const data: PinResetRequestedData = {
      userId: '00000000-0000-4000-8000-000000000030',
      email: 'pin.user@demo.hub',
      userName: 'Pin User',
      locale: 'zh',
      otp: '042917',
      expiresAt: new Date(now.getTime() + 10 * 60_000).toISOString(),
    };
    await bus.publish(createEvent(EVENT_TYPES.PIN_RESET_REQUESTED, 'DEMO', data, now));
    const mail = await mailTo('pin.user@demo.hub');
    expect(mail.subject).toBe('您的 Hub PIN 码重置验证码');
    expect(mail.text).toContain('042917');
    expect(mail.text).toContain('10 分钟');
    expect(mail.html).not.toContain('href=');
  });

  it('when a user is pending, then notifications leave them out until a newer change says verified; older events count as verified', async () => {
    await publishUser(bus, 'DEMO', { userId: 'u-pending', email: 'pending@demo.hub', roleName: 'ADMIN', emailVerified: false });
    await publishUser(bus, 'DEMO', { userId: 'u-old-event', email: 'old@demo.hub', roleName: 'ADMIN' });
    const recipients = async () => (await usersWithRoles(test.db, 'DEMO', ['ADMIN'])).map((u) => u.email);
    await eventually('both replicas', async () => (await test.db.query('select 1 from notify.user_replicas where user_id in ($1, $2)', ['u-pending', 'u-old-event'])).length === 2);
    expect(await recipients()).toEqual(['old@demo.hub']);
    await new Promise((r) => setTimeout(r, 5));
    await publishUser(bus, 'DEMO', { userId: 'u-pending', email: 'pending@demo.hub', roleName: 'ADMIN', emailVerified: true });
    await eventually('the verified replica', async () => (await recipients()).includes('pending@demo.hub'));
    expect(await recipients()).toEqual(['old@demo.hub', 'pending@demo.hub']);
  });
});
