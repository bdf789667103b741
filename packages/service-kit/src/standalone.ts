import type { Server } from 'node:http';
import { createServiceApp } from './app';
import { InProcessEventBus } from './bus';
import { openDatabase } from './db/open';
import { createLogger } from './logger';
import type { HubService, ServiceDeps } from './service';

export interface StandaloneOptions {
  name: string;
  defaultPort: number;
  create: (deps: ServiceDeps) => HubService;
  /** Runs after migrations (e.g. a demo seed). */
  afterMigrate?: (deps: ServiceDeps) => Promise<void>;
}

/**
 * Starts one service alone (distributed mode): `PORT`, `DATABASE_URL` (else PGlite in
 * `HUB_DATA_DIR`, else memory), `HUB_JWT_SECRET` (required).
 */
export async function runStandalone(options: StandaloneOptions): Promise<Server> {
  const logger = createLogger({ name: options.name });
  const jwtSecret = process.env.HUB_JWT_SECRET;
  if (!jwtSecret) {
    logger.fatal('HUB_JWT_SECRET is required when a service runs alone');
    process.exit(1);
  }
  const db = await openDatabase({ url: process.env.DATABASE_URL, dataDir: process.env.HUB_DATA_DIR });
  const bus = new InProcessEventBus((err, event) => logger.error({ err, type: event.type }, 'event handler failed'));
  const deps: ServiceDeps = { db, bus, logger, config: { jwtSecret } };
  const service = options.create(deps);
  await service.migrate();
  await options.afterMigrate?.(deps);
  const app = createServiceApp([service], { logger, ready: async () => void (await db.query('select 1')) });
  const port = Number(process.env.PORT ?? options.defaultPort);
  const server = app.listen(port, () => logger.info({ port }, `${options.name} listening`));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    server.close();
    server.closeAllConnections();
    await service.stop();
    await bus.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
  return server;
}
