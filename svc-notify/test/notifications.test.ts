import { EVENT_TYPES, type ChannelSettings, type EventEnvelope, type NotificationPage } from '@hub/contracts';
import { createLogger, InProcessEventBus } from '@hub/service-kit';
import { signTestToken, testClaims, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import { createServiceApp } from '@hub/service-kit';
import request from 'supertest';
import { createNotifyService, listNotificationDeliveries, type NotifyService } from '../src';
import { startTelegramStandIn, startTwilioStandIn, telegramToken, twilioCredentials, type StandIn } from './support/http-stand-in';
import { captureLog, publishStore, publishUser, submittedEvent, summary, waitFor } from './support/notify-fixtures';
import { startSmtp, type TestSmtp } from './support/smtp';

// Issue 15 item 2: discrepancy alerts on every channel, read back from the stand-ins (SMTP, Telegram
// Bot API, Twilio Messages API), in the recipients' languages; once per event; retried; secrets kept.

const BOT_TOKEN = '123456:AAbbCCddEEffGGhhIIjjKKllMMnnOOppQQ';
const TWILIO_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TWILIO_TOKEN = 'twilio-auth-token-secret-0123456789';
const SMTP_PASSWORD = 'smtp-password-secret-42';

const ADMIN_TH = '00000000-0000-4000-8000-0000000000a1';
const MANAGER_EN = '00000000-0000-4000-8000-0000000000a2';
const OWNER = '00000000-0000-4000-8000-0000000000a3';

describe.each(testDatabaseTargets())('svc-notify discrepancy alerts on %s', (target) => {
  let test: TestDatabase;
  let smtp: TestSmtp;
  let telegram: StandIn;
  let twilio: StandIn;
  let service: NotifyService;
  let app: ReturnType<typeof createServiceApp>;
  const bus = new InProcessEventBus();
  const published: EventEnvelope[] = [];
  const log = captureLog();
  const token = (role: 'ADMIN' | 'STORE_MANAGER' | 'OWNER', sub: string, merchant = 'DEMO') =>
    `Bearer ${signTestToken(testClaims(role, merchant, { sub, ...(role === 'STORE_MANAGER' ? { stores: ['BKK-SIAM'] } : {}) }))}`;
  const admin = () => token('ADMIN', ADMIN_TH);
  const deliveries = () => listNotificationDeliveries(test.db, 'DEMO');

  beforeAll(async () => {
    test = await target.create();
    [smtp, telegram, twilio] = await Promise.all([startSmtp(), startTelegramStandIn(), startTwilioStandIn()]);
    // The merchant's SMTP server is the stand-in on loopback: opened for this port only (issue 25).
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${smtp.port}`;
    bus.subscribe('*', (e) => void published.push(e));
    service = createNotifyService(testServiceDeps(test.db, { bus, logger: createLogger({ name: 'svc-notify', level: 'trace', destination: log.destination }) }), {
      mail: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Hub <no-reply@hub.example.com>', publicUrl: 'https://hub.example.com' },
      providers: { telegramApiBase: telegram.base, twilioApiBase: twilio.base, timeoutMs: 5000 },
      retry: { maxAttempts: 4, backoffMs: 50, maxBackoffMs: 100 },
      mailPollMs: 50,
      scheduleTickMs: 0,
    });
    await service.migrate();
    app = createServiceApp([service]);
    await publishStore(bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
    await publishStore(bus, 'DEMO', 'DXB-GOLDSOUK', 'Dubai Gold Souk', 'Asia/Dubai');
    await publishUser(bus, 'DEMO', { userId: ADMIN_TH, email: 'admin@demo.hub', roleName: 'ADMIN', phone: '+66 81 234 5678' });
    await publishUser(bus, 'DEMO', { userId: MANAGER_EN, email: 'manager@demo.hub', roleName: 'STORE_MANAGER', stores: ['BKK-SIAM'], phone: '+971501234567' });
    await publishUser(bus, 'DEMO', { userId: OWNER, email: 'owner@demo.hub', roleName: 'OWNER' });
  }, 180_000);
  afterAll(async () => {
    await service.stop();
    await Promise.all([smtp.close(), telegram.close(), twilio.close()]);
    await test.drop();
  });

  it('when channels are saved, then secrets are sealed in the database and answered only as {set}', async () => {
    const save = (body: object) => request(app).post('/merchant/notification/channels').set('Authorization', admin()).send(body);
    expect((await save({ channel: 'TELEGRAM', enabled: true, chatIds: ['-1001234567890'], chatLocale: 'th' })).body.code).toBe('NC109');
    const tg = await save({ channel: 'TELEGRAM', enabled: true, botToken: BOT_TOKEN, chatIds: ['-1001234567890'], chatLocale: 'th' });
    expect(tg.status).toBe(200);
    expect(tg.body.data).toMatchObject({ channel: 'TELEGRAM', botToken: { set: true }, chatIds: ['-1001234567890'], saved: true });
    const wa = await save({ channel: 'WHATSAPP', enabled: true, accountSid: TWILIO_SID, authToken: TWILIO_TOKEN, from: '+14155238886' });
    expect(wa.body.data).toMatchObject({ channel: 'WHATSAPP', authToken: { set: true }, accountSid: TWILIO_SID });
    const em = await save({ channel: 'EMAIL', enabled: true, server: 'CUSTOM', host: '127.0.0.1', port: smtp.port, secure: false, user: null, password: SMTP_PASSWORD, from: 'Demo <alerts@demo.hub>' });
    expect(em.body.data).toMatchObject({ channel: 'EMAIL', server: 'CUSTOM', password: { set: true } });
    const list = await request(app).get('/merchant/notification/channels').set('Authorization', admin());
    expect(list.body.code).toBe('NC004');
    expect((list.body.data as ChannelSettings[]).map((c) => c.channel)).toEqual(['EMAIL', 'TELEGRAM', 'WHATSAPP']);
    const answers = JSON.stringify([tg.body, wa.body, em.body, list.body]);
    for (const secret of [BOT_TOKEN, TWILIO_TOKEN, SMTP_PASSWORD]) expect(answers).not.toContain(secret);
    const stored = JSON.stringify(await test.db.query('select * from notify.channel_settings'));
    for (const secret of [BOT_TOKEN, TWILIO_TOKEN, SMTP_PASSWORD]) expect(stored).not.toContain(secret);
    // A save without the secret keeps it.
    const kept = await save({ channel: 'TELEGRAM', enabled: true, chatIds: ['-1001234567890'], chatLocale: 'th' });
    expect(kept.body.data.botToken).toEqual({ set: true });
  });

  it('when users save their contact, then language and addresses are theirs; a wrong number is NC109', async () => {
    const put = (auth: string, body: object) => request(app).put('/merchant/notification/contact').set('Authorization', auth).send(body);
    expect((await put(admin(), { locale: 'th', telegramChatId: 'not a chat', whatsappNumber: null })).body.code).toBe('NC109');
    const th = await put(admin(), { locale: 'th', telegramChatId: '1111111', whatsappNumber: null });
    expect(th.body).toMatchObject({ code: 'NC009', data: { email: 'admin@demo.hub', locale: 'th', telegramChatId: '1111111', whatsappNumber: null, saved: true } });
    await put(token('STORE_MANAGER', MANAGER_EN), { locale: 'en', telegramChatId: '2222222', whatsappNumber: '+971501234567' });
  });

  it('when a discrepancy config is created, then the role rules hold (NC100 on create, NC101 on removing the last role)', async () => {
    const create = (body: object) => request(app).post('/merchant/notification/configs').set('Authorization', admin()).send(body);
    const base = { type: 'STOCKTAKE_DISCREPANCY', sid: 'MASTER', channels: ['EMAIL', 'TELEGRAM', 'WHATSAPP'], threshold: { kind: 'COUNT', value: 3 } };
    expect((await create({ ...base, roles: [] })).body.code).toBe('NC100');
    expect((await create({ ...base, sid: 'NOWHERE', roles: ['ADMIN'] })).body.code).toBe('NC106');
    const created = await create({ ...base, roles: ['ADMIN', 'STORE_MANAGER'] });
    expect(created.status).toBe(201);
    expect(created.body.code).toBe('NC001');
    expect((await create({ ...base, roles: ['OWNER'] })).body.code).toBe('NC102');
    const put = (body: object) => request(app).put(`/merchant/notification/configs/${created.body.data.id}`).set('Authorization', admin()).send(body);
    expect((await put({ ...base, roles: [] })).body.code).toBe('NC101');
    expect((await put({ ...base, roles: ['ADMIN', 'STORE_MANAGER'], threshold: { kind: 'VALUE', value: 1000 } })).body).toMatchObject({ code: 'NC002', data: { threshold: { kind: 'VALUE', value: 1000 } } });
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    expect((await request(app).post('/merchant/notification/configs').set('Authorization', user).send({ ...base, roles: ['ADMIN'] })).status).toBe(403);
  });

  it('when a count with missing items above the threshold is submitted, then every channel delivers it in each recipient language with the figures and the link', async () => {
    const event = submittedEvent('DEMO', 'BKK-SIAM', 'ST-0001', '2026-11-26');
    await bus.publish(event);
    await waitFor('every delivery sent', async () => {
      const d = await deliveries();
      return d.length > 0 && d.every((x) => x.status === 'sent');
    });
    // ADMIN (th): e-mail, Telegram (own chat); WhatsApp from the account phone. STORE_MANAGER (en): all three. The Telegram group (th).
    const d = await deliveries();
    expect(d.map((x) => `${x.channel} ${x.address} ${x.locale}`).sort()).toEqual(
      [
        'EMAIL admin@demo.hub th',
        'EMAIL manager@demo.hub en',
        'TELEGRAM -1001234567890 th',
        'TELEGRAM 1111111 th',
        'TELEGRAM 2222222 en',
        'WHATSAPP +66812345678 th',
        'WHATSAPP +971501234567 en',
      ].sort(),
    );

    const thMail = smtp.received.find((r) => r.rcpt.includes('admin@demo.hub'))!.mail;
    expect(thMail.subject).toBe('พบความคลาดเคลื่อนในการตรวจนับสต็อกที่ Bangkok Siam Paragon');
    expect(thMail.from?.value[0]?.address).toBe('alerts@demo.hub');
    expect(thMail.text).toContain('หายไป: 5');
    expect(thMail.text).toContain('วางผิดที่: 2');
    expect(thMail.text).toContain('นับได้: 113');
    expect(thMail.text).toContain('ทองที่หายไป (กรัม): 12.5');
    expect(thMail.text).toContain('https://hub.example.com/th/management/reports/ST-0001');
    expect(thMail.html).toContain('href="https://hub.example.com/th/management/reports/ST-0001"');
    const enMail = smtp.received.find((r) => r.rcpt.includes('manager@demo.hub'))!.mail;
    expect(enMail.subject).toBe('Stock-take discrepancy at Bangkok Siam Paragon');
    expect(enMail.text).toContain('Missing: 5');
    expect(enMail.text).toMatch(/Value missing: .*31,250/);
    expect(enMail.text).toContain('https://hub.example.com/management/reports/ST-0001');

    const tg = (chat: string) => telegram.received.find((r) => r.body.chat_id === chat)!;
    expect(telegramToken(tg('2222222'))).toBe(BOT_TOKEN);
    expect(tg('2222222').body.text).toContain('Stock-take ST-0001 at Bangkok Siam Paragon was submitted with missing items.');
    expect(tg('1111111').body.text).toContain('https://hub.example.com/th/management/reports/ST-0001');
    expect(tg('-1001234567890').body.text).toContain('พบความคลาดเคลื่อน');

    const wa = (to: string) => twilio.received.find((r) => r.body.To === `whatsapp:${to}`)!;
    expect(wa('+971501234567').path).toBe(`/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`);
    expect(wa('+971501234567').body.From).toBe('whatsapp:+14155238886');
    expect(twilioCredentials(wa('+971501234567'))).toEqual({ user: TWILIO_SID, password: TWILIO_TOKEN });
    expect(wa('+971501234567').body.Body).toContain('Misplaced: 2');
    expect(wa('+66812345678').body.Body).toContain('ทองที่หายไป (กรัม): 12.5');

    // The same event again (at-least-once delivery): nothing more is recorded or sent.
    const before = { mails: smtp.received.length, tg: telegram.received.length, wa: twilio.received.length };
    await bus.publish(event);
    await service.deliverDueNotifications();
    expect(await deliveries()).toHaveLength(7);
    expect({ mails: smtp.received.length, tg: telegram.received.length, wa: twilio.received.length }).toEqual(before);

    // The owner (not a configured role) still sees nothing; the manager sees it with its deliveries.
    const mine = await request(app).get('/merchant/notification/list').set('Authorization', token('STORE_MANAGER', MANAGER_EN));
    const page = mine.body.data as NotificationPage;
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK-SIAM', stocktakeId: 'ST-0001', link: '/management/reports/ST-0001', discrepancy: { missing: 5 } });
    expect(page.items[0]!.deliveries.map((x) => `${x.channel} ${x.status}`)).toEqual(['EMAIL sent', 'TELEGRAM sent', 'WHATSAPP sent']);
    expect((await request(app).get('/merchant/notification/list').set('Authorization', token('OWNER', OWNER))).body.data.total).toBe(0);
    expect((await request(app).get('/merchant/notification/list').set('Authorization', token('ADMIN', ADMIN_TH, 'ACME'))).body.data.total).toBe(0);
  });

  it('when the missing items are not above the threshold, then nothing is sent', async () => {
    await bus.publish(submittedEvent('DEMO', 'BKK-SIAM', 'ST-0002', '2026-11-26', summary({ missing: 1, missingValue: 500 })));
    expect(await deliveries()).toHaveLength(7);
  });

  it('when a provider fails for a while, then the delivery is retried with backoff and sent; the channel is reported failing, then working', async () => {
    telegram.fail(2, 500);
    twilio.fail(1, 503);
    await bus.publish(submittedEvent('DEMO', 'BKK-SIAM', 'ST-0003', '2026-11-26', summary({ missing: 9, missingValue: 90000 })));
    await waitFor('the retried deliveries', async () => {
      const d = (await deliveries()).filter((x) => x.sourceKey !== (null as unknown as string) && x.attempts > 1);
      return d.length >= 2 && (await deliveries()).every((x) => x.status === 'sent');
    });
    const retried = (await deliveries()).filter((x) => x.attempts > 1);
    expect(retried.every((x) => x.status === 'sent' && x.lastError === null)).toBe(true);
    expect(retried.some((x) => x.channel === 'TELEGRAM')).toBe(true);
    expect(retried.some((x) => x.channel === 'WHATSAPP')).toBe(true);
    const statusEvents = () => published.filter((e) => e.type === EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED).map((e) => e.data as { channel: string; ok: boolean; error?: string });
    await waitFor('the channel status events', () => statusEvents().some((s) => s.channel === 'TELEGRAM' && s.ok));
    const statuses = statusEvents();
    expect(statuses).toEqual(expect.arrayContaining([expect.objectContaining({ channel: 'TELEGRAM', ok: false }), { channel: 'TELEGRAM', ok: true }]));
    expect(statuses.find((s) => s.channel === 'TELEGRAM' && !s.ok)!.error).toBe('NC110 PROTOCOL');
    expect(JSON.stringify(statuses)).not.toContain(BOT_TOKEN);
  });

  it('when a provider refuses for good, then the delivery fails after its attempts with the error recorded, and the test button says NC110', async () => {
    telegram.fail(100, 401);
    await bus.publish(submittedEvent('DEMO', 'BKK-SIAM', 'ST-0004', '2026-11-26', summary({ missing: 9 })));
    await waitFor('the failed Telegram deliveries', async () => (await deliveries()).filter((x) => x.channel === 'TELEGRAM' && x.status === 'failed').length === 3);
    const failed = (await deliveries()).filter((x) => x.status === 'failed');
    // The code and category only, never Telegram's own words (issue 25).
    expect(failed.every((x) => x.attempts === 1 && x.lastError === 'NC110 AUTHENTICATION')).toBe(true);
    const test = await request(app).post('/merchant/notification/channels/test').set('Authorization', admin()).send({ channel: 'TELEGRAM' });
    expect(test.status).toBe(422);
    expect(test.body).toMatchObject({ code: 'NC110', details: { failure: 'AUTHENTICATION' } });
    expect(JSON.stringify(test.body)).not.toContain('Unauthorized');
    telegram.fail(0);
    const ok = await request(app).post('/merchant/notification/channels/test').set('Authorization', admin()).send({ channel: 'TELEGRAM' });
    expect(ok.body).toMatchObject({ code: 'NC006', data: { channel: 'TELEGRAM', to: ['1111111', '-1001234567890'] } });
    expect(telegram.received.at(-1)!.body.text).toBe('ข้อความทดสอบจาก Hub: ช่องทางนี้ใช้งานได้');
    const wa = await request(app).post('/merchant/notification/channels/test').set('Authorization', admin()).send({ channel: 'WHATSAPP', to: '+66899999999' });
    expect(wa.body).toMatchObject({ code: 'NC006', data: { to: ['+66899999999'] } });
    const mail = await request(app).post('/merchant/notification/channels/test').set('Authorization', admin()).send({ channel: 'EMAIL' });
    expect(mail.body).toMatchObject({ code: 'NC006', data: { to: ['admin@demo.hub'] } });
  });

  it('then no secret was ever logged or answered', async () => {
    const logged = log.text();
    expect(logged.length).toBeGreaterThan(0);
    for (const secret of [BOT_TOKEN, TWILIO_TOKEN, SMTP_PASSWORD]) expect(logged).not.toContain(secret);
    const answers = JSON.stringify((await request(app).get('/merchant/notification/channels').set('Authorization', admin())).body);
    for (const secret of [BOT_TOKEN, TWILIO_TOKEN, SMTP_PASSWORD]) expect(answers).not.toContain(secret);
  });
});
