import { silentLogger } from '@hub/service-kit';
import { serverTestDatabase, type TestDatabase, type TestDatabaseTarget } from '@hub/service-kit/testing';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createGateway, type Gateway } from '../../src';

export const DEMO_PASSWORD = 'Demo@1234';

/** What a suite works with: the all-in-one gateway on its own data folder and database, listening. */
export interface AllInOne {
  gateway: Gateway;
  url: string;
  dataDir: string;
  /** The bearer header of a demo user (`admin@demo.hub`...). */
  signIn(email: string): Promise<Record<string, string>>;
}

/**
 * The all-in-one hub for one suite (the gateway tests of events, imports, stock-takes): before its
 * tests a fresh data folder, a repository root with a package version, the database of `target`
 * (PGlite in the data folder, or a fresh server database), the demo seeded; after them, all removed.
 */
export function useAllInOne(target: TestDatabaseTarget | { name: string; create?: () => Promise<TestDatabase> }, version = '1.0.0'): AllInOne {
  const h = {} as AllInOne;
  let repoRoot: string;
  let serverDb: TestDatabase | undefined;
  beforeAll(async () => {
    h.dataDir = mkdtempSync(join(tmpdir(), 'hub-gw-'));
    repoRoot = mkdtempSync(join(tmpdir(), 'hub-root-'));
    writeFileSync(join(repoRoot, 'package.json'), JSON.stringify({ version }));
    serverDb = await serverTestDatabase(target, join(h.dataDir, 'pg'));
    h.gateway = await createGateway({ dataDir: h.dataDir, repoRoot, databaseUrl: serverDb?.url ?? '', logger: silentLogger(), demoPassword: DEMO_PASSWORD });
    ({ url: h.url } = await h.gateway.listen(0, '127.0.0.1'));
    h.signIn = async (email) => {
      const res = await request(h.url).post('/merchant/user/signin').send({ email, password: DEMO_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return { Authorization: `Bearer ${res.body.data.accessToken as string}` };
    };
  }, 300_000); // five services migrated and the demo seeded: about 14 s idle, minutes at load 25
  afterAll(async () => {
    await h.gateway?.close();
    await serverDb?.drop();
    if (h.dataDir) rmSync(h.dataDir, { recursive: true, force: true });
    if (repoRoot) rmSync(repoRoot, { recursive: true, force: true });
  });
  return h;
}
