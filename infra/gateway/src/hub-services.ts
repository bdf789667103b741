import { InProcessEventBus, localFolderStorage, silentLogger, type Db, type EventBus, type FileStorage, type HubService, type Logger } from '@hub/service-kit';
import { createAuthService } from '@hub/svc-auth';
import { createCatalogService } from '@hub/svc-catalog';
import { createImportService } from '@hub/svc-import';
import { createNotifyService } from '@hub/svc-notify';
import { createStocktakeService } from '@hub/svc-stocktake';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface HubServicesOptions {
  db: Db;
  bus: EventBus;
  /** Each service logs through a child of it named after the service. */
  logger: Logger;
  jwtSecret: string;
  /** The storage folder every service but svc-auth keeps its files in. */
  storage?: FileStorage;
  signinRateLimit?: number;
  /** Where the services answer over HTTP (the hub's own address once it listens): svc-auth's session start asks the others there. */
  selfUrl?: () => string | undefined;
}

/**
 * The five services of the all-in-one hub over one database and bus (`all`: in the order they
 * migrate and start). svc-auth is made first; every other service checks sessions with its check.
 */
export function createHubServices(options: HubServicesOptions) {
  const { db, bus, logger, jwtSecret, storage } = options;
  const auth = createAuthService({
    db,
    bus,
    logger: logger.child({ service: 'svc-auth' }),
    config: { jwtSecret, signinRateLimit: options.signinRateLimit, peerUrl: () => options.selfUrl?.() },
  });
  const deps = (name: string) => ({
    db,
    bus,
    logger: logger.child({ service: name }),
    config: { jwtSecret },
    isSessionActive: auth.isSessionActive,
    storage,
  });
  const notify = createNotifyService(deps('svc-notify'));
  const catalog = createCatalogService(deps('svc-catalog'));
  const stocktake = createStocktakeService(deps('svc-stocktake'));
  const imports = createImportService(deps('svc-import'));
  const all: HubService[] = [auth, catalog, imports, stocktake, notify];
  return { auth, catalog, imports, stocktake, notify, all };
}

/**
 * Applies every migration of the hub's schemas to `db` and leaves nothing running: what each
 * service's own start would apply (the tests' migrated templates are made with it).
 */
export async function migrateHub(db: Db): Promise<void> {
  // Nothing is stored while migrating; the services that keep files need the port all the same.
  const storageDir = mkdtempSync(join(tmpdir(), 'hub-migrate-'));
  try {
    const { all } = createHubServices({
      db,
      bus: new InProcessEventBus(),
      logger: silentLogger(),
      jwtSecret: 'migrate-hub-only-0123456789abcdef0123456789',
      storage: localFolderStorage(storageDir),
    });
    for (const service of all) {
      await service.migrate();
      await service.stop();
    }
  } finally {
    rmSync(storageDir, { recursive: true, force: true });
  }
}
