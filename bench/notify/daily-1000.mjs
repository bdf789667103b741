// bench/notify (issue 15, Benchmark): 1,000 stores whose daily stock-take report falls in the same
// minute, each merchant with EMAIL, TELEGRAM and WHATSAPP configured and a store manager per store who
// receives it on all three. svc-notify (its built dist) runs in this process on a fresh database of the
// PostgreSQL server, its clock set to one minute past the send time; its providers are the stand-ins of
// bench/support/notify-stand-ins.mjs (a real SMTP server, Telegram and Twilio HTTP stand-ins).
//
//   npx turbo run build
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/notify/daily-1000.mjs
//
// Settings: BENCH_STORES (1,000), BENCH_MERCHANTS (10; the stores are spread over them), BENCH_CONCURRENCY
// (svc-notify's deliveries sent at once, its default 8), BENCH_PORT (4670, the service's HTTP API for the
// configuration calls), BENCH_DB_NAME (hub_bench_notify, created and dropped).
// Measured: the schedule pass (every store's report recorded with its deliveries), then the time until
// the last delivery is recorded sent, and the sends per second of each channel at its stand-in.
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import pg from 'pg';
import { startSmtpStandIn, startTelegramStandIn, startTwilioStandIn } from '../support/notify-stand-ins.mjs';

const require = createRequire(import.meta.url);
const kit = require('@hub/service-kit');
const { testClaims } = require('@hub/service-kit/testing');
const { EVENT_TYPES } = require('@hub/contracts');
const { createNotifyService } = require('@hub/svc-notify');

const SERVER = process.env.BENCH_DATABASE_URL;
if (!SERVER) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server) is required');
const STORES = Number(process.env.BENCH_STORES ?? 1000);
const MERCHANTS = Math.max(1, Math.min(STORES, Number(process.env.BENCH_MERCHANTS ?? 10)));
const CONCURRENCY = process.env.BENCH_CONCURRENCY ? Number(process.env.BENCH_CONCURRENCY) : undefined;
const PORT = Number(process.env.BENCH_PORT ?? 4670);
const DB_NAME = process.env.BENCH_DB_NAME ?? 'hub_bench_notify';
const JWT_SECRET = 'bench-notify-secret-0123456789abcdef';
const TZ = 'Asia/Bangkok';
// 20:00:30 in Bangkok: every store's 20:00 report is due.
const CLOCK = new Date('2026-11-26T13:00:30Z');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const merchantOf = (i) => `BENCH-M${String(i % MERCHANTS).padStart(2, '0')}`;
const storeCode = (i) => `S${String(i).padStart(5, '0')}`;

async function main() {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME}`);
  await admin.query(`create database ${DB_NAME}`);
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  const db = kit.openPostgres(url.toString());
  const [smtp, telegram, twilio] = await Promise.all([startSmtpStandIn(), startTelegramStandIn(), startTwilioStandIn()]);
  const bus = new kit.InProcessEventBus();
  const service = createNotifyService(
    { db, bus, config: { jwtSecret: JWT_SECRET }, logger: kit.silentLogger() },
    {
      mail: { host: '127.0.0.1', port: smtp.port, secure: false, from: 'Hub <no-reply@bench.example>', publicUrl: 'https://hub.example.com' },
      providers: { telegramApiBase: telegram.base, twilioApiBase: twilio.base },
      scheduleTickMs: 0,
      now: () => CLOCK,
      ...(CONCURRENCY ? { concurrency: CONCURRENCY } : {}),
    },
  );
  const server = kit.createServiceApp([service]).listen(PORT, '127.0.0.1');
  try {
    await service.migrate();
    console.log(`bench/notify on the PostgreSQL server: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`);
    const setup0 = performance.now();
    // The stores and their managers reach svc-notify as svc-auth's events do; each manager saved a contact.
    for (let i = 0; i < STORES; i++) {
      const merchantId = merchantOf(i);
      await bus.publish(kit.createEvent(EVENT_TYPES.STORE_CREATED, merchantId, { code: storeCode(i), name: `Bench store ${i}`, tz: TZ, location: { lat: 13.75, lng: 100.5 }, revision: 1 }));
      await bus.publish(
        kit.createEvent(EVENT_TYPES.USER_CHANGED, merchantId, {
          userId: `bench-user-${i}`,
          email: `manager${i}@bench.example`,
          userName: `Manager ${i}`,
          roleName: 'STORE_MANAGER',
          stores: [storeCode(i)],
          active: true,
          phone: null,
          updatedAt: new Date().toISOString(),
        }),
      );
    }
    await db.query(
      `insert into notify.contacts (user_id, merchant_id, locale, telegram_chat_id, whatsapp_number)
       select 'bench-user-' || n, $2 || lpad((n % $3)::text, 2, '0'), case when n % 2 = 0 then 'th' else 'en' end, (100000 + n)::text, '+6681' || lpad(n::text, 7, '0')
         from generate_series(0, $1 - 1) n`,
      [STORES, 'BENCH-M', MERCHANTS],
    );
    const tokens = kit.createAccessTokens(JWT_SECRET);
    const call = async (merchantId, path, body) => {
      const res = await fetch(`http://127.0.0.1:${PORT}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.sign(testClaims('ADMIN', merchantId))}` },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (res.status >= 300) throw new Error(`${path}: ${res.status} ${JSON.stringify(answer)}`);
    };
    for (let m = 0; m < MERCHANTS; m++) {
      const merchantId = merchantOf(m);
      await call(merchantId, '/merchant/notification/channels', { channel: 'TELEGRAM', enabled: true, botToken: `70000000${m}:bench-bot-token`, chatIds: [], chatLocale: 'en' });
      await call(merchantId, '/merchant/notification/channels', { channel: 'WHATSAPP', enabled: true, accountSid: `AC${String(m).padStart(32, '0')}`, authToken: `bench-twilio-token-${m}`, from: '+15005550006' });
      await call(merchantId, '/merchant/notification/configs', { type: 'DAILY_STOCKTAKE_REPORT', sid: 'MASTER', channels: ['EMAIL', 'TELEGRAM', 'WHATSAPP'], roles: ['STORE_MANAGER'], sendTime: '20:00' });
    }
    console.log(`  set up ${STORES.toLocaleString('en')} stores in ${MERCHANTS} merchants (a manager per store with e-mail, Telegram and WhatsApp; three channels each) in ${((performance.now() - setup0) / 1000).toFixed(1)} s`);

    const t0 = performance.now();
    const reports = await service.runDailySchedule();
    const tScheduled = performance.now();
    const [{ deliveries }] = await db.query(`select count(*)::int as deliveries from notify.deliveries`);
    // The worker runs on its own (nudged by the schedule, then its 1 s poll); wait for the last record.
    let done;
    for (;;) {
      [done] = await db.query(`select count(*) filter (where status <> 'pending')::int as recorded, count(*) filter (where status = 'failed')::int as failed from notify.deliveries`);
      if (done.recorded >= deliveries) break;
      await sleep(50);
    }
    const tDone = performance.now();
    const perChannel = await db.query(`select channel, count(*)::int as n, count(*) filter (where status = 'sent')::int as sent from notify.deliveries group by channel order by channel`);
    console.log(
      `  schedule pass: ${reports.toLocaleString('en')} reports recorded with ${deliveries.toLocaleString('en')} deliveries in ${((tScheduled - t0) / 1000).toFixed(2)} s`,
    );
    console.log(`  last delivery recorded ${((tDone - t0) / 1000).toFixed(2)} s after the send time's pass began (${done.failed} failed)`);
    for (const [name, stand] of [
      ['EMAIL (SMTP)', smtp],
      ['TELEGRAM', telegram],
      ['WHATSAPP (Twilio)', twilio],
    ]) {
      const s = stand.sent;
      const span = (s.last - t0) / 1000;
      console.log(`  ${name}: ${s.count.toLocaleString('en')} accepted by the stand-in, ${(s.count / span).toFixed(1)} sends/s over ${span.toFixed(2)} s from the pass's start`);
    }
    console.log(`  per channel in notify.deliveries: ${perChannel.map((r) => `${r.channel} ${r.sent}/${r.n} sent`).join(', ')}`);
    const expected = STORES * 3;
    if (deliveries !== expected || done.failed > 0 || reports !== STORES) throw new Error(`expected ${STORES} reports and ${expected} deliveries all sent`);
  } finally {
    await service.stop();
    await new Promise((r) => server.close(r));
    await Promise.all([smtp.close(), telegram.close(), twilio.close()]);
    await db.close?.();
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.end();
  }
}

await main();
