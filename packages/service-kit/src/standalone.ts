import { localFolderStorage, storageDirFromEnv } from './storage';
import type { Server } from 'node:http';
import { createServiceApp } from './app';
import { InProcessEventBus, type EventBus } from './bus';
import { openDatabase } from './db/open';
import { pgliteSettingsFromEnv } from './db/pglite';
import { KafkaEventBus, kafkaBrokersFromEnv } from './kafka-bus';
import { createLogger, type Logger } from './logger';
import type { HubService, ServiceDeps } from './service';

export interface StandaloneOptions {
  name: string;
  defaultPort: number;
  create: (deps: ServiceDeps) => HubService;
  /** Runs after migrations (e.g. a demo seed). */
  afterMigrate?: (deps: ServiceDeps) => Promise<void>;
}

/** `svc-auth` → `SVC_AUTH_DATABASE_URL`. */
export function databaseUrlVariable(serviceName: string): string {
  return `${serviceName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_DATABASE_URL`;
}

/** The event bus of a process: Kafka when `KAFKA_BROKERS` is set, else in-process. */
export function busFromEnv(clientId: string, logger: Logger, env: NodeJS.ProcessEnv = process.env): EventBus {
  const brokers = kafkaBrokersFromEnv(env);
  const onError = (err: unknown, event: { type: string }) => logger.error({ err, type: event.type }, 'event handler failed');
  if (!brokers) return new InProcessEventBus(onError);
  return new KafkaEventBus({ brokers, clientId, logger });
}

/**
 * Starts one service alone (distributed mode): `PORT`, `<SERVICE>_DATABASE_URL` (e.g.
 * `SVC_IMPORT_DATABASE_URL`) or `DATABASE_URL` (else PGlite in `HUB_DATA_DIR`, else memory),
 * `KAFKA_BROKERS` (else the in-process bus), `HUB_JWT_SECRET` (required). `/health` answers while the
 * process lives; `/ready` once migrations ran and the event consumers joined, while the database answers.
 */
export async function runStandalone(options: StandaloneOptions): Promise<Server> {
  const logger = createLogger({ name: options.name });
  const jwtSecret = process.env.HUB_JWT_SECRET;
  if (!jwtSecret) {
    logger.fatal('HUB_JWT_SECRET is required when a service runs alone');
    process.exit(1);
  }
  const url = process.env[databaseUrlVariable(options.name)] || process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ url, dataDir: process.env.HUB_DATA_DIR, pgliteSettings: pgliteSettingsFromEnv(process.env) });
  const bus = busFromEnv(options.name, logger);
  const deps: ServiceDeps = { db, bus, logger, config: { jwtSecret }, storage: localFolderStorage(storageDirFromEnv('.hub-data')) };
  const service = options.create(deps);
  let started = false;
  const app = createServiceApp([service], {
    logger,
    ready: async () => {
      if (!started) throw new Error('starting');
      await db.query('select 1');
    },
  });
  const port = Number(process.env.PORT ?? options.defaultPort);
  const server = app.listen(port, () => logger.info({ port, bus: bus.kind, database: db.kind }, `${options.name} listening`));
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
  try {
    await service.migrate();
    await options.afterMigrate?.(deps);
    await bus.start();
    started = true;
    logger.info(`${options.name} ready`);
  } catch (err) {
    logger.fatal({ err }, `${options.name} could not start`);
    process.exit(1);
  }
  return server;
}
