// bench/import: a database of its own on the PostgreSQL server, with svc-catalog's schema migrated by
// the service's own migrations (as bench/catalog does), for the benches that measure its statements.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Creates `name` on the server `admin` is connected to (dropping one left behind) and migrates svc-catalog into it; answers its URL. */
export async function migratedCatalogDatabase(admin, serverUrl, name) {
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const { openDatabase, silentLogger, InProcessEventBus, localFolderStorage } = await import('@hub/service-kit');
  const { createCatalogService } = await import('@hub/svc-catalog');
  const db = await openDatabase({ url: url.toString() });
  const service = createCatalogService({
    db,
    bus: new InProcessEventBus(),
    config: { jwtSecret: `bench-${name}-secret-0123456789abcdef0123456789` },
    logger: silentLogger(),
    storage: localFolderStorage(join(tmpdir(), `${name}-storage`)),
  });
  await service.migrate();
  await service.stop();
  await db.close();
  return url.toString();
}
