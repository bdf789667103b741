import { EVENT_TYPES, type EventEnvelope } from '@hub/contracts';
import { createEvent, KafkaEventBus, silentLogger } from '@hub/service-kit';
import { ensureKafka, signTestToken, skipKafka, testClaims, TEST_JWT_SECRET } from '@hub/service-kit/testing';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { createProxyGateway, type ProxyGateway } from '../src';

/** Import progress (spec section 3) of a job: processed of total, the rest zero. */
const progress = (jobId: string, processed: number, totalCount: number) => ({
  jobId,
  sid: 'MASTER',
  status: 'IMPORTING' as const,
  message: 'INITIATED' as const,
  start: null,
  end: null,
  totalCount,
  processed,
  nUpserted: 0,
  nModified: 0,
  nInserted: 0,
  skipped: 0,
  approxTime: { min: 0, sec: 0 },
});

// Issue 3 item 4: two gateway instances on Kafka, each in its own broadcast group. A browser of the
// merchant on either instance gets the progress event published once; another merchant's gets nothing.
const skip = skipKafka();

(skip ? describe.skip : describe)('two gateways on Kafka', () => {
  let brokers: string[] = [];
  const gateways: ProxyGateway[] = [];
  const urls: string[] = [];
  const sockets: Socket[] = [];
  let publisher: KafkaEventBus;
  let repoRoot: string;

  const open = (url: string, merchantId: string) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(url, { path: '/socket.io', auth: { token: signTestToken(testClaims('ADMIN', merchantId)) }, transports: ['websocket'], reconnection: false });
      sockets.push(socket);
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  const received = (socket: Socket) => {
    const list: EventEnvelope[] = [];
    socket.on('progress', (e: EventEnvelope) => void list.push(e));
    return list;
  };
  const until = async (what: string, check: () => boolean, ms = 30000) => {
    const deadline = Date.now() + ms;
    while (!check()) {
      if (Date.now() > deadline) throw new Error(`timed out: ${what}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  beforeAll(async () => {
    brokers = await ensureKafka();
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-2gw-'));
    for (let i = 0; i < 2; i++) {
      const gateway = await createProxyGateway({ serviceUrls: {}, jwtSecret: TEST_JWT_SECRET, kafkaBrokers: brokers, repoRoot, logger: silentLogger() });
      gateways.push(gateway);
      urls.push((await gateway.listen(0, '127.0.0.1')).url);
    }
    publisher = new KafkaEventBus({ brokers, clientId: 'two-gateways-test' });
  }, 200000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await publisher?.close();
    for (const g of gateways) await g.close();
    rmSync(repoRoot, { recursive: true, force: true });
  });

  it('when one progress event is published, then the merchant sockets on both gateways get it and another merchant gets nothing', async () => {
    const run = Math.random().toString(36).slice(2, 8);
    const merchant = `M2GW${run}`;
    const other = `O2GW${run}`;
    // Warm-up: each gateway's broadcast group starts at the latest offset; wait until both deliver.
    const warm = await Promise.all(urls.map((u) => open(u, `W2GW${run}`)));
    const warmed = warm.map(received);
    await until('both gateways consuming', () => {
      void publisher.publish(createEvent(EVENT_TYPES.IMPORT_PROGRESS, `W2GW${run}`, progress(`warm-${run}`, 0, 1)));
      return warmed.every((l) => l.length > 0);
    }, 60000);

    const [a, b, c] = await Promise.all([open(urls[0]!, merchant), open(urls[1]!, merchant), open(urls[0]!, other)]);
    const [onA, onB, onOther] = [received(a!), received(b!), received(c!)];
    const event = createEvent(EVENT_TYPES.IMPORT_PROGRESS, merchant, progress(`job-${run}`, 5, 10));
    await publisher.publish(event);
    await until('the event on both gateways', () => onA.length > 0 && onB.length > 0);
    // Sentinels instead of a fixed wait: Kafka keeps one merchant's events in order (key = merchant)
    // and each gateway forwards them in order, so once a merchant's sentinel has arrived, a second
    // delivery of `event` would have arrived before it. The other merchant's socket sits on gateway A
    // beside `a`: its own sentinel arriving there means A has forwarded what it consumed before.
    const sentinel = createEvent(EVENT_TYPES.IMPORT_PROGRESS, merchant, progress(`sentinel-${run}`, 0, 1));
    const otherSentinel = createEvent(EVENT_TYPES.IMPORT_PROGRESS, other, progress(`sentinel-${run}`, 0, 1));
    await publisher.publish(sentinel);
    await publisher.publish(otherSentinel);
    const has = (list: readonly EventEnvelope[], e: EventEnvelope) => list.some((x) => x.id === e.id);
    await until('the sentinels', () => has(onA, sentinel) && has(onB, sentinel) && has(onOther, otherSentinel));
    expect(onA).toEqual([event, sentinel]);
    expect(onB).toEqual([event, sentinel]);
    expect(onOther).toEqual([otherSentinel]);
  }, 180_000);
});
