import { EVENT_TYPES, parseEventOf, type AuditEntryData, type ChannelSettings, type EventEnvelope } from '@hub/contracts';
import { createLogger } from '@hub/service-kit';
import { publishedSoFar, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { createNotifyService, listNotificationDeliveries } from '../src';
import { captureLog, publishStore, publishUser, submittedEvent, waitFor } from './support/notify-fixtures';
import { startSmtp, type TestSmtp } from './support/smtp';

// Issue 25: a merchant's SMTP server goes through the outbound policy (never the hub's own network:
// loopback, link-local and metadata, private ranges, its database), a refusal is NC112 with an audit
// entry and nothing sent; and what a server said never comes back (answers, lastError, deliveries,
// audit entries, log lines carry a code and a category only).

const PLANTED = 'PLANTED-7f3a';
const ADMIN = '00000000-0000-4000-8000-0000000000b1';

/** A TCP listener on loopback that counts connections and answers a planted greeting, then garbage to every line. */
async function startPlanted(): Promise<{ port: number; connections: number; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const state = { port: 0, connections: 0, close: async () => {} };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(`220 ${PLANTED} greeting\r\n`);
    socket.on('data', () => socket.write(`554 ${PLANTED} \x00\xff garbage <script>alert(1)</script>\r\n`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.port = (server.address() as AddressInfo).port;
  state.close = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    });
  return state;
}

describe.each(testDatabaseTargets())('svc-notify SMTP channel through the outbound policy on %s', (target) => {
  const log = captureLog();
  let planted: Awaited<ReturnType<typeof startPlanted>>;
  let smtp: TestSmtp;
  const h = useService(
    target,
    (deps) => createNotifyService(deps, { scheduleTickMs: 0, mailPollMs: 50, retry: { maxAttempts: 1, backoffMs: 50, maxBackoffMs: 100 }, mail: { host: undefined } }),
    {
      deps: { logger: createLogger({ name: 'svc-notify', level: 'trace', destination: log.destination }) },
      setup: async (h) => {
        await publishStore(h.deps.bus, 'DEMO', 'BKK-SIAM', 'Bangkok Siam Paragon', 'Asia/Bangkok');
        await publishUser(h.deps.bus, 'DEMO', { userId: ADMIN, email: 'admin@demo.hub', roleName: 'ADMIN' });
      },
    },
  );
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO', { sub: ADMIN }))}`;
  const answers: unknown[] = [];
  const save = async (body: object) => {
    const res = await request(h.app).post('/merchant/notification/channels').set('Authorization', admin).send(body);
    answers.push(res.body);
    return res;
  };
  const sendTest = async () => {
    const res = await request(h.app).post('/merchant/notification/channels/test').set('Authorization', admin).send({ channel: 'EMAIL' });
    answers.push(res.body);
    return res;
  };
  const email = (host: string, port: number) => ({ channel: 'EMAIL', enabled: true, server: 'CUSTOM', host, port, secure: false, user: null, from: 'Demo <alerts@demo.hub>' });
  const audits = (from: number): (AuditEntryData & { merchantId: string })[] =>
    h.events
      .slice(from)
      .filter((e: EventEnvelope) => e.type === EVENT_TYPES.AUDIT_ENTRY)
      .map((e) => ({ merchantId: e.merchantId, ...parseEventOf(EVENT_TYPES.AUDIT_ENTRY, e).data }))
      .filter((e) => e.action === 'outbound.refused');
  /** The audit entries of refused destinations published while `act` ran. */
  const refusedBy = async (act: () => Promise<void>) => {
    await publishedSoFar(h.service.eventing, h.deps.bus);
    const from = h.events.length;
    await act();
    await publishedSoFar(h.service.eventing, h.deps.bus);
    return audits(from);
  };

  beforeAll(async () => {
    [planted, smtp] = await Promise.all([startPlanted(), startSmtp()]);
  });
  afterAll(async () => {
    delete process.env.HUB_OUTBOUND_ALLOW;
    await Promise.all([planted.close(), smtp.close()]);
  });

  it.each([
    ['loopback', () => ['127.0.0.1', planted.port] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
    ['link-local metadata', () => ['169.254.169.254', 25] as const, /^METADATA$/],
    ['a private range', () => ['10.0.0.1', 25] as const, /^PRIVATE$/],
    ["the hub's own database port", () => ['127.0.0.1', 5432] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
    ['a name that resolves to loopback', () => ['localhost', planted.port] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
  ])('when a merchant saves an SMTP server on %s, then it is 400 NC112, nothing connects and the refusal is audited', async (_name, destination, refusal) => {
    // Another loopback port is open (the stand-in's): the refused one stays refused.
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${smtp.port}`;
    const [host, port] = destination();
    const entries = await refusedBy(async () => {
      const res = await save(email(host, port));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('NC112');
    });
    expect(planted.connections).toBe(0);
    expect(entries).toEqual([
      expect.objectContaining({
        merchantId: 'DEMO',
        service: 'svc-notify',
        userId: ADMIN,
        action: 'outbound.refused',
        details: { target: 'SMTP', kind: 'NOTIFICATION_CHANNEL', host, port, refusal: expect.stringMatching(refusal) },
      }),
    ]);
    const channels = await request(h.app).get('/merchant/notification/channels').set('Authorization', admin);
    expect((channels.body.data as ChannelSettings[]).find((c) => c.channel === 'EMAIL')).toMatchObject({ saved: false });
  });

  it('when the allow setting opens the stand-in, then the test mail is delivered', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${smtp.port}`;
    expect((await save(email('127.0.0.1', smtp.port))).body.code).toBe('NC005');
    const res = await sendTest();
    expect(res.body).toMatchObject({ code: 'NC006', data: { to: ['admin@demo.hub'] } });
    expect(smtp.received.map((r) => r.rcpt)).toEqual([['admin@demo.hub']]);
  });

  it('when the allow setting no longer opens a saved server, then the test is 400 NC112, audited, and nothing connects', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${planted.port}`;
    expect((await save(email('127.0.0.1', planted.port))).body.code).toBe('NC005');
    delete process.env.HUB_OUTBOUND_ALLOW;
    const entries = await refusedBy(async () => {
      const res = await sendTest();
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('NC112');
    });
    expect(planted.connections).toBe(0);
    expect(entries).toEqual([expect.objectContaining({ userId: ADMIN, details: expect.objectContaining({ target: 'SMTP', host: '127.0.0.1', port: planted.port }) })]);
  });

  it('when an opened server answers a planted greeting, then the test answers 502 NC110 with a category only, and lastError is the code and category', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${planted.port}`;
    const res = await sendTest();
    expect(planted.connections).toBeGreaterThan(0);
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ code: 'NC110', details: { failure: expect.stringMatching(/^(PROTOCOL|REFUSED|AUTHENTICATION)$/) } });
    const channels = await request(h.app).get('/merchant/notification/channels').set('Authorization', admin);
    answers.push(channels.body);
    expect((channels.body.data as ChannelSettings[]).find((c) => c.channel === 'EMAIL')).toMatchObject({ ok: false, lastError: `NC110 ${res.body.details.failure}` });
  });

  it('when an alert is delivered to that server, then the delivery fails with the code and category, not what it said', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${planted.port}`;
    const config = await request(h.app)
      .post('/merchant/notification/configs')
      .set('Authorization', admin)
      .send({ type: 'STOCKTAKE_DISCREPANCY', sid: 'BKK-SIAM', channels: ['EMAIL'], roles: ['ADMIN'], threshold: { kind: 'COUNT', value: 1 } });
    expect(config.body.code).toBe('NC001');
    await h.deps.bus.publish(submittedEvent('DEMO', 'BKK-SIAM', 'ST-0025', '2026-11-26'));
    await waitFor('the failed delivery', async () => (await listNotificationDeliveries(h.test.db, 'DEMO')).some((d) => d.channel === 'EMAIL' && d.status === 'failed'));
    const failed = (await listNotificationDeliveries(h.test.db, 'DEMO')).find((d) => d.channel === 'EMAIL')!;
    expect(failed.lastError).toMatch(/^NC110 (PROTOCOL|REFUSED|AUTHENTICATION)$/);
  });

  it('then the planted words are in no answer, stored error, event, audit entry or log line', async () => {
    const stored = JSON.stringify([
      await h.test.db.query('select * from notify.channel_settings'),
      await listNotificationDeliveries(h.test.db, 'DEMO'),
      await h.test.db.query('select * from notify.outbox'),
    ]);
    const logged = log.text();
    expect(logged.length).toBeGreaterThan(0);
    for (const text of [JSON.stringify(answers), stored, JSON.stringify(h.events), logged]) expect(text).not.toContain(PLANTED);
  });
});
