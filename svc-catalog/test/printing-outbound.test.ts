import { EVENT_TYPES, type PrintingConfig, type PrintJob } from '@hub/contracts';
import { createLogger, type HubService, type ServiceEventing } from '@hub/service-kit';
import { eventually, publishedSoFar, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { hostStatusAnswer, openLoopbackPort } from './support/zpl-printer';

// Issue 25: a printer is a connection a merchant aims, so it goes through the outbound policy (kind
// PRINTER: the store's LAN is open; loopback, link-local and metadata, the hub's own hosts are not).
// A refused printer is PRN112 when it is saved, checked or printed to, audited, and nothing is sent;
// a status check answers the parsed state only, never what the port said.

const PLANTED = 'PLANTED-7f3a';
const PRINTING = { pollMs: 50, leaseMs: 3_000, batchSize: 4, timeouts: { connectMs: 1_000, statusMs: 10_000, readBackMs: 400, writeMs: 2_000 } };

interface Listener {
  port: number;
  connections: number;
  received: string;
  /** Holds: answers ~HS only once released. */
  release: () => void;
  close: () => Promise<void>;
}

/** A loopback listener that counts connections: `planted` answers a planted greeting and garbage then hangs up; `held` answers ~HS once released. */
async function listen(kind: 'planted' | 'held'): Promise<Listener> {
  const sockets = new Set<Socket>();
  let released = false;
  const waiting: Socket[] = [];
  const state: Listener = {
    port: 0,
    connections: 0,
    received: '',
    release: () => {
      released = true;
      for (const s of waiting.splice(0)) s.write(hostStatusAnswer({ paperOut: false, paused: false, headOpen: false }));
    },
    close: async () => {},
  };
  const server: Server = createServer((socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('latin1');
    if (kind === 'planted') socket.write(`220 ${PLANTED} greeting\r\n`);
    socket.on('data', (chunk: string) => {
      state.received += chunk;
      if (kind === 'planted') {
        socket.end(`\x02${PLANTED},1,0,\x00\xff garbage\x03\r\n${PLANTED} <script>alert(1)</script>\r\n`);
        return;
      }
      if (chunk.includes('~HS')) {
        if (released) socket.write(hostStatusAnswer({ paperOut: false, paused: false, headOpen: false }));
        else waiting.push(socket);
      }
    });
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

describe.each(testDatabaseTargets())('svc-catalog printers through the outbound policy on %s', (target) => {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString('utf8'));
      cb();
    },
  });
  const adminId = '00000000-0000-4000-8000-0000000000c1';
  const admin = bearer('ADMIN', 'DEMO', { sub: adminId });
  let planted: Listener;
  let held: Listener;
  const h = useService<HubService>(target, (deps) => createCatalogService(deps, { printing: PRINTING }), {
    deps: { logger: createLogger({ name: 'svc-catalog', level: 'trace', destination }) },
    setup: async (h) => {
      await insertProducts(h.test.db, 'DEMO', [product('BKK-SIAM', 'P1', epc(1)), product('BKK-SIAM', 'P2', epc(2)), product('BKK-SIAM', 'P3', epc(3))]);
    },
  });
  const answers: unknown[] = [];
  const call = async (method: 'get' | 'post', path: string, body?: object) => {
    const res = await request(h.app)[method](path).set('Authorization', admin).send(body);
    answers.push(res.body);
    return res;
  };
  const saveConfig = (body: object) => call('post', '/merchant/products/rfid-printing', body);
  const status = (id: string) => call('post', `/merchant/products/rfid-printing/${id}/status`);
  const print = (configId: string, productCode: string) => call('post', '/merchant/products/rfid-printing/jobs', { products: [{ productCode, sid: 'BKK-SIAM' }], configId });
  const job = async (id: string): Promise<PrintJob> => (await call('get', `/merchant/products/rfid-printing/jobs/${id}`)).body.data;
  const refusals = () =>
    h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY).map((e) => e.data as { action: string; userId: string | null; details: Record<string, unknown> }).filter((e) => e.action === 'outbound.refused');
  /** The refusals audited while `act` ran. */
  const eventing = () => (h.service as HubService & { eventing: ServiceEventing }).eventing;
  const refusedBy = async (act: () => Promise<void>) => {
    await publishedSoFar(eventing(), h.deps.bus);
    const before = refusals().length;
    await act();
    await publishedSoFar(eventing(), h.deps.bus);
    return refusals().slice(before);
  };

  beforeAll(async () => {
    [planted, held] = await Promise.all([listen('planted'), listen('held')]);
    await call('post', '/merchant/config/tag-design', { name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203, elements: [{ kind: 'field', field: 'productCode', x: 2, y: 2 }] });
  });
  afterAll(async () => {
    delete process.env.HUB_OUTBOUND_ALLOW;
    held.release();
    await Promise.all([planted.close(), held.close()]);
  });

  it.each([
    ['loopback', () => ['127.0.0.1', planted.port] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
    ['link-local metadata', () => ['169.254.169.254', 9100] as const, /^METADATA$/],
    ['link-local', () => ['169.254.10.20', 9100] as const, /^LINK_LOCAL$/],
    ["the hub's own database port", () => ['127.0.0.1', 5432] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
    ['a name that resolves to loopback', () => ['localhost', planted.port] as const, /^(LOOPBACK|INFRASTRUCTURE)$/],
  ])('When a printer on %s is added, then it is 400 PRN112, nothing connects and the refusal is audited', async (_name, destinationOf, refusal) => {
    // Another loopback port is open (the held printer's): the refused one stays refused.
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${held.port}`;
    const [host, port] = destinationOf();
    const entries = await refusedBy(async () => {
      const res = await saveConfig({ name: `Refused ${host} ${port}`, host, port });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('PRN112');
    });
    expect(planted.connections).toBe(0);
    expect(entries).toEqual([
      expect.objectContaining({ action: 'outbound.refused', userId: adminId, details: { target: 'PRINTER', kind: 'PRINTER', host, port, refusal: expect.stringMatching(refusal) } }),
    ]);
    const list = (await call('get', '/merchant/products/rfid-printing')).body.data as PrintingConfig[];
    expect(list.map((c) => c.host)).not.toContain(host);
  });

  it('When a printer on the store LAN (a private range) is added, then it is saved', async () => {
    delete process.env.HUB_OUTBOUND_ALLOW;
    const res = await saveConfig({ name: 'Store LAN', host: '10.0.0.1', port: 9100 });
    expect(res.body).toMatchObject({ code: 'CRP000', data: { host: '10.0.0.1' } });
  });

  let plantedConfig: PrintingConfig;
  it('When the allow setting opens a port that answers planted words, then the status check answers the parsed state only (PRN105)', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${planted.port}`;
    plantedConfig = (await saveConfig({ name: 'Planted', host: '127.0.0.1', port: planted.port })).body.data;
    expect(planted.connections).toBe(0);
    const res = await status(plantedConfig.id);
    expect(planted.connections).toBe(1);
    expect(res.body.code).toBe('CRP004');
    expect(res.body.data).toEqual({ ready: false, answered: true, problems: [], reason: 'PRN105', formatsInBuffer: null });
  });

  it('When the allow setting no longer opens it, then the status check and a new job are 400 PRN112, audited, and nothing connects', async () => {
    delete process.env.HUB_OUTBOUND_ALLOW;
    const before = planted.connections;
    const entries = await refusedBy(async () => {
      const checked = await status(plantedConfig.id);
      expect(checked.status).toBe(400);
      expect(checked.body.code).toBe('PRN112');
      const queued = await print(plantedConfig.id, 'P1');
      expect(queued.status).toBe(400);
      expect(queued.body.code).toBe('PRN112');
    });
    expect(planted.connections).toBe(before);
    expect(entries).toEqual([
      expect.objectContaining({ userId: adminId, details: expect.objectContaining({ target: 'PRINTER', host: '127.0.0.1', port: planted.port }) }),
      expect.objectContaining({ userId: adminId, details: expect.objectContaining({ target: 'PRINTER', host: '127.0.0.1', port: planted.port }) }),
    ]);
    expect((await call('get', '/merchant/products/rfid-printing/jobs')).body.data).toEqual([]);
  });

  it('When a queued job reaches a printer the policy refuses by then, then it fails with PRN112, audited, and nothing is sent', async () => {
    process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${held.port},127.0.0.1:${planted.port}`;
    const heldConfig = (await saveConfig({ name: 'Held', host: '127.0.0.1', port: held.port, verifyEncoding: false })).body.data as PrintingConfig;
    // The worker runs one job at a time: the first waits for the held printer's status while the second is queued.
    const first = (await print(heldConfig.id, 'P2')).body.data.id as string;
    await eventually('the held printer asked for its status', () => held.received.includes('~HS'));
    const queued = await print(plantedConfig.id, 'P3');
    expect(queued.status).toBe(202);
    const before = planted.connections;
    const entries = await refusedBy(async () => {
      process.env.HUB_OUTBOUND_ALLOW = `127.0.0.1:${held.port}`;
      held.release();
      await eventually('the second job ended', async () => ['DONE', 'FAILED', 'CANCELLED'].includes((await job(queued.body.data.id)).status));
    });
    expect((await job(first)).status).toBe('DONE');
    const second = await job(queued.body.data.id);
    expect(second).toMatchObject({ status: 'FAILED', reason: 'PRN112' });
    expect(second.items.map((i) => [i.status, i.reason])).toEqual([['FAILED', 'PRN112']]);
    expect(planted.connections).toBe(before);
    expect(entries).toEqual([expect.objectContaining({ userId: adminId, details: expect.objectContaining({ target: 'PRINTER', kind: 'PRINTER', host: '127.0.0.1', port: planted.port, refusal: expect.any(String) }) })]);
  });

  it('then the planted words are in no answer, stored row, event, audit entry or log line', async () => {
    const stored = JSON.stringify([await h.test.db.query('select * from catalog.print_jobs'), await h.test.db.query('select * from catalog.printing_configs')]);
    // Whatever svc-catalog logged at trace level (its worker and routes log failures, not answers).
    const logged = lines.join('');
    for (const text of [JSON.stringify(answers), stored, JSON.stringify(h.events), logged]) expect(text).not.toContain(PLANTED);
    // The loopback ports these tests opened are theirs only.
    openLoopbackPort(planted.port, false);
  });
});
