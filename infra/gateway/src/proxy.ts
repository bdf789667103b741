import { browserEventTypes, SERVICE_NAMES, serviceForPath, serviceUrlVariable, type ServiceName } from '@hub/contracts';
import {
  compressAnswers,
  createAccessTokens,
  createLogger,
  errorHandler,
  KafkaEventBus,
  kafkaBrokersFromEnv,
  notFoundHandler,
  RevokedSessionList,
  securityHeaders,
  type EventBus,
  type Logger,
} from '@hub/service-kit';
import express, { type Express, type RequestHandler } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachSockets } from './socket';
import { mountFrontEnds } from './static';

export { serviceUrlVariable };

/**
 * The service URLs of proxy mode: `HUB_SERVICE_URLS` (JSON `{"svc-auth": "http://..."}`) and/or
 * `SVC_AUTH_URL`, `SVC_CATALOG_URL`, `SVC_IMPORT_URL`, `SVC_STOCKTAKE_URL`, `SVC_NOTIFY_URL`.
 * Undefined when none is set (all-in-one mode).
 */
export function serviceUrlsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<Record<ServiceName, string>> | undefined {
  const urls: Partial<Record<ServiceName, string>> = {};
  if (env.HUB_SERVICE_URLS) {
    const parsed = JSON.parse(env.HUB_SERVICE_URLS) as Record<string, string>;
    for (const [name, url] of Object.entries(parsed)) if ((SERVICE_NAMES as readonly string[]).includes(name)) urls[name as ServiceName] = url;
  }
  for (const name of SERVICE_NAMES) {
    const url = env[serviceUrlVariable(name)];
    if (url) urls[name] = url;
  }
  return Object.keys(urls).length > 0 ? urls : undefined;
}

export interface ProxyGatewayOptions {
  serviceUrls: Partial<Record<ServiceName, string>>;
  jwtSecret: string;
  /** Kafka brokers for the socket fan-out (default env KAFKA_BROKERS); without them no live events. */
  kafkaBrokers?: string[];
  /** An event bus to use instead of Kafka (tests). */
  bus?: EventBus;
  repoRoot: string;
  logger?: Logger;
  trustProxy?: boolean | number | string;
}

export interface ProxyGateway {
  app: Express;
  server: Server;
  bus?: EventBus;
  /** Sessions known to be revoked (the socket handshake refuses them). */
  revokedSessions?: RevokedSessionList;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

/**
 * Distributed mode: the gateway serves the front ends and routes each API path (and the product
 * images of /media/products) to the service that owns it (SERVICE_MOUNTS). socket.io fan-out: every
 * gateway instance reads the browser events from Kafka in its own broadcast group and emits them to
 * its own sockets in the merchant's room, so any number of instances work side by side.
 */
export async function createProxyGateway(options: ProxyGatewayOptions): Promise<ProxyGateway> {
  const logger = options.logger ?? createLogger({ name: 'gateway' });
  const app = express();
  app.disable('x-powered-by');
  if (options.trustProxy !== undefined && options.trustProxy !== '') app.set('trust proxy', options.trustProxy);
  // The services set the same headers and compress their own answers; here they cover the gateway's
  // own answers (pages, remote files, /healthz, 404s), and an encoded answer passes through as it is.
  app.use(securityHeaders());
  app.use(compressAnswers());
  const proxies = new Map<ServiceName, RequestHandler>();
  for (const [name, target] of Object.entries(options.serviceUrls) as [ServiceName, string][]) {
    proxies.set(name, createProxyMiddleware({ target, changeOrigin: true, xfwd: true, proxyTimeout: 60000 }) as unknown as RequestHandler);
  }
  app.get('/healthz', async (_req, res) => {
    const checks = await Promise.all(
      [...Object.entries(options.serviceUrls)].map(async ([name, url]) => {
        try {
          const r = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
          return [name, r.ok] as const;
        } catch {
          return [name, false] as const;
        }
      }),
    );
    const ok = checks.every(([, up]) => up);
    res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', services: Object.fromEntries(checks) });
  });
  app.use((req, res, next) => {
    const service = serviceForPath(req.path);
    // The API, and the paths a service serves besides it (imported product images, /media/products).
    if (!service && !req.path.startsWith('/merchant/') && req.path !== '/merchant') return next();
    const proxy = service ? proxies.get(service) : undefined;
    if (!proxy) return notFoundHandler(req, res, next);
    return proxy(req, res, next);
  });
  mountFrontEnds(app, options.repoRoot);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createServer(app);
  const brokers = options.kafkaBrokers ?? kafkaBrokersFromEnv();
  const bus = options.bus ?? (brokers ? new KafkaEventBus({ brokers, clientId: 'gateway', logger, allTypes: browserEventTypes() }) : undefined);
  // The socket.io handshake refuses sessions svc-auth revoked (hub.auth.session-revoked.v1, read from the start).
  const revoked = bus ? new RevokedSessionList().subscribe(bus) : undefined;
  const sockets = bus ? attachSockets(server, { tokens: createAccessTokens(options.jwtSecret), isSessionActive: revoked?.isSessionActive, bus, logger }) : undefined;
  if (bus) await bus.start();

  let closing: Promise<void> | undefined;
  return {
    app,
    server,
    bus,
    revokedSessions: revoked,
    listen(port = 0, host) {
      return new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          resolveListen({ port: address.port, url: `http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${address.port}` });
        });
      });
    },
    close() {
      closing ??= (async () => {
        sockets?.unsubscribe();
        revoked?.unsubscribe();
        await new Promise<void>((done) => {
          if (sockets) void sockets.io.close(() => done());
          else server.close(() => done());
          server.closeAllConnections();
        });
        await bus?.close();
      })();
      return closing;
    },
  };
}
