import {
  compressAnswers,
  countOpenRequests,
  createAccessTokens,
  createLogger,
  errorHandler,
  InProcessEventBus,
  localFolderStorage,
  notFoundHandler,
  openDatabase,
  pgliteSettingsFromEnv,
  securityHeaders,
  type Db,
  type EventBus,
  type FileStorage,
  type HubService,
  type Logger,
} from '@hub/service-kit';
import { MASTER_STORE } from '@hub/contracts';
import { DEMO_MERCHANTS, DEMO_USERS, demoPassword } from '@hub/svc-auth';
import express, { type Express } from 'express';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createHubServices } from './hub-services';
import { resolveJwtSecret } from './secret';
import { attachSockets } from './socket';
import { mountApiDocs } from './api-docs';
import { mountFrontEnds, readRootVersion } from './static';

export { resolveJwtSecret } from './secret';
export { createHubServices, migrateHub } from './hub-services';
export { remoteEntries } from './static';
export { openApiDocument, declaredEndpoints, openApiPath, operationKey } from './openapi';
export { OPENAPI_PATH, API_DOCS_PATH } from './api-docs';
export { createProxyGateway, serviceUrlsFromEnv, serviceUrlVariable, type ProxyGateway, type ProxyGatewayOptions } from './proxy';

/** The repository root, from src/ or dist/ of infra/gateway. */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');

export interface GatewayOptions {
  /** PGlite data folder; default env HUB_DATA_DIR, else `<repo>/.hub-data`. Also holds the generated JWT secret. */
  dataDir?: string;
  /** A PostgreSQL server instead of PGlite; default env DATABASE_URL. */
  databaseUrl?: string;
  /** Default env HUB_JWT_SECRET, else generated and kept in the data folder. */
  jwtSecret?: string;
  /** Where shell/dist and <remote>/dist are looked for. */
  repoRoot?: string;
  /** Seed the demo merchants when the database is empty (default true). */
  seedDemo?: boolean;
  /**
   * With the demo, DEMO's 60 days of stock-takes (issue 12 item 11), reconciled in the background
   * after the start (default false; `npm start` turns it on unless HUB_SEED_DEMO_HISTORY=0).
   */
  seedDemoHistory?: boolean;
  demoPassword?: string;
  signinRateLimit?: number;
  logger?: Logger;
  /** Trust X-Forwarded-* from a proxy in front (default env HUB_TRUST_PROXY). */
  trustProxy?: boolean | number | string;
}

export interface Gateway {
  app: Express;
  server: Server;
  services: readonly HubService[];
  /** The in-process event bus the services publish on. */
  bus: EventBus;
  /** The database every service's schema lives in (all-in-one). */
  db: Db;
  /** The storage folder the services keep their files in (uploads, batches, reports). */
  storage: FileStorage;
  /** True when this start seeded the demo. */
  seeded: boolean;
  listen(port?: number, host?: string): Promise<{ port: number; url: string }>;
  close(): Promise<void>;
}

/** DEMO's stores (MASTER never counts) with their tags by item type, for the demo's stock-take history. */
function demoStoresWithTags(stores: readonly { code: string; tz: string }[], tags: Record<string, Record<string, string[]>>) {
  return stores.filter((s) => s.code !== MASTER_STORE).map((s) => ({ code: s.code, tz: s.tz, tags: tags[s.code] ?? {} }));
}

/** The address the hub reaches itself at: loopback when it listens on every interface. */
function loopbackOr(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The all-in-one hub: one database, the in-process bus, the five services, front ends and sockets. */
export async function createGateway(options: GatewayOptions = {}): Promise<Gateway> {
  const logger = options.logger ?? createLogger({ name: 'gateway' });
  const repoRoot = options.repoRoot ?? REPO_ROOT;
  const dataDir = resolve(options.dataDir ?? process.env.HUB_DATA_DIR ?? join(repoRoot, '.hub-data'));
  // An empty string means: use PGlite even when DATABASE_URL is set.
  const databaseUrl = options.databaseUrl ?? process.env.DATABASE_URL;
  const jwtSecret = options.jwtSecret ?? resolveJwtSecret(dataDir);

  const db = await openDatabase(databaseUrl ? { url: databaseUrl } : { dataDir: join(dataDir, 'pg'), pgliteSettings: pgliteSettingsFromEnv(process.env) });
  const bus = new InProcessEventBus((err, event) => logger.error({ err, type: event.type }, 'event handler failed'));
  // One storage folder for every service (uploads, claim-check batches, reports).
  const storage = localFolderStorage(process.env.HUB_STORAGE_DIR || join(dataDir, 'storage'));
  // The hub's own address once it listens: svc-auth's session start reads the other services' parts there.
  let selfUrl: string | undefined;
  const { auth, catalog, stocktake, notify, all: services } = createHubServices({
    db,
    bus,
    logger,
    jwtSecret,
    storage,
    signinRateLimit: options.signinRateLimit,
    selfUrl: () => selfUrl,
  });
  const isSessionActive = auth.isSessionActive;

  let seeded = false;
  let historySeed: Promise<void> = Promise.resolve();
  try {
    for (const service of services) await service.migrate();
    if (options.seedDemo ?? true) {
      seeded = await auth.seedDemoIfEmpty({ password: options.demoPassword });
      if (seeded) {
        await notify.seedDemo();
        // The demo catalogue over the stores svc-auth just seeded (services never import each other).
        await catalog.seedDemo(Object.fromEntries(DEMO_MERCHANTS.map((m) => [m.id, m.stores.map((s) => ({ code: s.code, currency: s.currency }))])));
        // Tablet licences, stock-take configs and tablets; DEMO's history of counts follows in the background.
        await stocktake.seedDemo(DEMO_MERCHANTS.map((m) => ({ merchantId: m.id, tablets: m.id === 'DEMO' ? 5 : 2 })));
        if (options.seedDemoHistory) {
          const demo = DEMO_MERCHANTS.find((m) => m.id === 'DEMO')!;
          historySeed = (async () => {
            const stores = demoStoresWithTags(demo.stores, await catalog.demoTags(demo.id));
            const counts = await stocktake.seedDemoHistory(demo.id, stores, 60);
            logger.info({ counts }, 'demo stock-take history seeded');
          })().catch((err: unknown) => logger.error({ err }, 'demo stock-take history not seeded'));
        }
      }
    }
  } catch (err) {
    await db.close().catch(() => undefined);
    throw err;
  }

  const app = express();
  app.disable('x-powered-by');
  const trustProxy = options.trustProxy ?? process.env.HUB_TRUST_PROXY;
  if (trustProxy !== undefined && trustProxy !== '') app.set('trust proxy', trustProxy);
  // Long work on this process's thread (a PGlite import's batches) lets open requests go first (issue 26 item 7).
  app.use(countOpenRequests());
  app.use(securityHeaders());
  app.use(compressAnswers());
  app.get('/healthz', async (_req, res) => {
    try {
      await db.query('select 1');
      res.json({ status: 'ok' });
    } catch {
      res.status(503).json({ status: 'unavailable' });
    }
  });
  for (const service of services) app.use(service.router);
  app.use('/merchant', notFoundHandler);
  mountApiDocs(
    app,
    services.flatMap((service) => service.routes),
    readRootVersion(repoRoot),
  );
  mountFrontEnds(app, repoRoot);
  app.use(notFoundHandler);
  app.use(errorHandler(logger));

  const server = createServer(app);
  const sockets = attachSockets(server, { tokens: createAccessTokens(jwtSecret), isSessionActive, bus, logger });

  let closing: Promise<void> | undefined;
  return {
    app,
    server,
    services,
    bus,
    db,
    storage,
    seeded,
    listen(port = 0, host) {
      return new Promise((resolveListen, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          const address = server.address() as AddressInfo;
          selfUrl = `http://${loopbackOr(host)}:${address.port}`;
          resolveListen({ port: address.port, url: `http://${host && host !== '0.0.0.0' ? host : 'localhost'}:${address.port}` });
        });
      });
    },
    close() {
      closing ??= (async () => {
        sockets.unsubscribe();
        await new Promise<void>((done) => {
          void sockets.io.close(() => done());
          server.closeAllConnections();
        });
        // A demo history still being seeded finishes first (it writes through the services).
        await historySeed;
        for (const service of services) await service.stop();
        await bus.close();
        await db.close();
      })();
      return closing;
    },
  };
}

export function demoSignins(password?: string): { email: string; role: string; merchant: string; password: string }[] {
  const pw = demoPassword(password);
  return DEMO_USERS.map((u) => ({ email: u.email, role: u.roleName, merchant: u.merchantId, password: pw }));
}
