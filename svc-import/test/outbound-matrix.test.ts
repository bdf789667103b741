import { EVENT_TYPES, OUTBOUND_REFUSED_ACTION, OUTBOUND_REFUSED_CODES, type OutboundTarget } from '@hub/contracts';
import { createEvent, createLogger } from '@hub/service-kit';
import { allowOutboundTo, eventually, signTestToken, testClaims, serverOrPgliteTestTargets, useService } from '@hub/service-kit/testing';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import request from 'supertest';
import { createImportService } from '../src';

/**
 * Issue 25: the SSRF matrix of import sources, generated from the kinds a merchant can aim. For each
 * kind, destinations on loopback, link-local (cloud metadata), a private range, the hub's own database
 * port, a name that resolves to loopback (and for the web service a redirect to loopback) are refused
 * with the kind's code: nothing reaches the local listener, and the refusal is in the audit trail.
 * Opened with HUB_OUTBOUND_ALLOW, the same listener is reached, and what it says (a planted string)
 * never comes back in an answer, an audit entry or a log line. On one database kind (the server's when
 * there is one): the policy is the same code on both; svc-import's other suites run its queries on both.
 */

const PLANTED = 'PLANTED-7f3a9c-internal-secret';

/** A TCP listener that counts connections and says the planted string to each, as a greeting and a body. */
class PlantedListener {
  connections = 0;
  private readonly sockets = new Set<Socket>();
  readonly server: Server = createServer((socket) => {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.write(`220 ${PLANTED} ready\r\n`);
    socket.on('data', () => {
      socket.write(`HTTP/1.1 200 OK\r\ncontent-type: text/csv\r\ncontent-length: ${PLANTED.length * 2 + 3}\r\n\r\n${PLANTED},${PLANTED}\r\n`);
      socket.end();
    });
  });

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

interface AimableKind {
  name: string;
  target: OutboundTarget;
  kind: 'DATABASE' | 'WEB_SERVICE' | 'FTP' | 'OBJECT_STORAGE';
  settings: (host: string, port: number) => Record<string, unknown>;
}

const hostInUrl = (host: string) => (host.includes(':') ? `[${host}]` : host);

/** Every kind of import source a merchant can point at a host (the image import from FTP/SFTP reads through the FTP kinds). */
const AIMABLE: AimableKind[] = [
  { name: 'PostgreSQL', target: 'DATABASE', kind: 'DATABASE', settings: (host, port) => ({ engine: 'postgres', host, port, database: 'postgres', user: 'postgres', query: 'select datname from pg_database' }) },
  { name: 'MariaDB/MySQL', target: 'DATABASE', kind: 'DATABASE', settings: (host, port) => ({ engine: 'mysql', host, port, database: 'mysql', user: 'root', table: 'user' }) },
  { name: 'web service', target: 'WEB_SERVICE', kind: 'WEB_SERVICE', settings: (host, port) => ({ url: `http://${hostInUrl(host)}:${port}/items` }) },
  { name: 'FTP', target: 'FTP', kind: 'FTP', settings: (host, port) => ({ protocol: 'ftp', host, port, remotePath: '/products.csv', username: 'merchant' }) },
  { name: 'FTPS', target: 'FTP', kind: 'FTP', settings: (host, port) => ({ protocol: 'ftps', host, port, remotePath: '/products.csv', username: 'merchant' }) },
  { name: 'SFTP', target: 'SFTP', kind: 'FTP', settings: (host, port) => ({ protocol: 'sftp', host, port, remotePath: '/products.csv', username: 'merchant' }) },
  { name: 'S3-compatible storage', target: 'OBJECT_STORAGE', kind: 'OBJECT_STORAGE', settings: (host, port) => ({ endpoint: `http://${hostInUrl(host)}:${port}`, bucket: 'products', key: 'products.csv', accessKeyId: 'AKIA-TEST' }) },
];

const listener = new PlantedListener();
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));

beforeAll(() => listener.start());
afterAll(() => listener.stop());

describe.each(serverOrPgliteTestTargets())('outbound policy of import sources on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000 }), {
    deps: { logger: createLogger({ name: 'svc-import', level: 'debug', destination: logStream }) },
    setup: async (h) => {
      await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: 1 }));
      await eventually('the store replica', async () => (await h.test.db.query(`select 1 from "import".store_replicas where code = 'S01'`)).length === 1);
    },
  });
  const developer = `Bearer ${signTestToken(testClaims('DEVELOPER', 'DEMO'))}`;
  let n = 0;

  const testSource = async (aim: AimableKind, host: string, port: number) => {
    const created = await request(h.app)
      .post('/merchant/import/sources')
      .set('Authorization', developer)
      .send({ name: `${aim.name} ${target.name} ${++n}`, sid: 'S01', kind: aim.kind, settings: aim.settings(host, port), secret: 'pw' });
    expect(created.status).toBe(201);
    const id = (created.body.data as { id: string }).id;
    return { id, answer: await request(h.app).post(`/merchant/import/sources/${id}/test`).set('Authorization', developer).set('Accept-Language', 'th') };
  };
  const refusals = (sourceId: string) =>
    h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { action: string }).action === OUTBOUND_REFUSED_ACTION && (e.data as { details: { sourceId?: string } }).details.sourceId === sourceId);

  const destinations: [string, (kind: AimableKind) => [string, number]][] = [
    ['loopback', () => ['127.0.0.1', listener.port]],
    ['IPv6 loopback', () => ['::1', listener.port]],
    ['link-local cloud metadata', () => ['169.254.169.254', 80]],
    ['a private range', () => ['10.0.0.1', 5432]],
    ["the hub's own database port", () => ['127.0.0.1', 5432]],
    ['a name that resolves to loopback', () => ['localhost', listener.port]],
    ['an IPv4-mapped IPv6 loopback', () => ['::ffff:127.0.0.1', listener.port]],
  ];

  describe.each(AIMABLE.map((aim) => [aim.name, aim] as const))('%s', (_name, aim) => {
    it.each(destinations)('When it is aimed at %s, then it is refused with its code, nothing is sent and the audit trail has it', async (_label, where) => {
      const [host, port] = where(aim);
      const before = listener.connections;
      const { id, answer } = await testSource(aim, host, port);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ status: 'error', code: OUTBOUND_REFUSED_CODES[aim.target], details: { failure: 'NOT_ALLOWED' } });
      // In the caller's language (th), from the catalogue.
      expect(answer.body.message).toMatch(/[\u0E00-\u0E7F]/);
      expect(listener.connections).toBe(before);
      await eventually('the refusal in the audit trail', async () => refusals(id).length === 1);
      // A URL writes an IPv6 address in its own form (::ffff:127.0.0.1 is [::ffff:7f00:1]).
      const typed = aim.kind === 'WEB_SERVICE' || aim.kind === 'OBJECT_STORAGE' ? expect.any(String) : host;
      expect(refusals(id)[0]!.data).toMatchObject({ userId: expect.any(String), details: { host: typed, port, kind: 'IMPORT_SOURCE' } });
    });

    it('When the operator opens the listener, then it is reached, and what it said never comes back', async () => {
      allowOutboundTo(listener.port);
      try {
        const before = listener.connections;
        const { id, answer } = await testSource(aim, '127.0.0.1', listener.port);
        await eventually('the listener reached', async () => listener.connections > before);
        expect(JSON.stringify(answer.body)).not.toContain(PLANTED);
        expect(refusals(id)).toHaveLength(0);
        expect(JSON.stringify(h.events)).not.toContain(PLANTED);
        expect(logLines.join('')).not.toContain(PLANTED);
        const stored = await request(h.app).get(`/merchant/import/sources/${id}`).set('Authorization', developer);
        expect(JSON.stringify(stored.body)).not.toContain(PLANTED);
      } finally {
        process.env.HUB_OUTBOUND_ALLOW = '';
      }
    });
  });

  describe('a web service that redirects to loopback', () => {
    let redirector: HttpServer;
    beforeAll(async () => {
      redirector = createHttpServer((_req, res) => {
        res.writeHead(302, { location: `http://127.0.0.1:${listener.port}/items` });
        res.end(PLANTED);
      });
      await new Promise<void>((resolve) => redirector.listen(0, '127.0.0.1', resolve));
    });
    afterAll(() => new Promise((resolve) => redirector.close(resolve)));

    it('When the opened server redirects to a refused address, then the redirect is not followed: nothing reaches it', async () => {
      const port = (redirector.address() as AddressInfo).port;
      allowOutboundTo(port);
      try {
        const before = listener.connections;
        const { answer } = await testSource(AIMABLE.find((a) => a.target === 'WEB_SERVICE')!, '127.0.0.1', port);
        expect(answer.status).toBe(502);
        expect(answer.body).toMatchObject({ code: 'WSC100', details: { failure: 'PROTOCOL' } });
        expect(listener.connections).toBe(before);
        expect(JSON.stringify(answer.body)).not.toContain(PLANTED);
      } finally {
        process.env.HUB_OUTBOUND_ALLOW = '';
      }
    });
  });
});
