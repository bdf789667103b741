import { DEFAULT_ROLE_PERMISSIONS, MASTER_STORE, DEFAULT_PROFILE, type AccessClaims, type RoleName } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localFolderStorage } from '../storage';
import { InProcessEventBus } from '../bus';
import type { Db } from '../db/port';
import { createAccessTokens } from '../jwt';
import { silentLogger } from '../logger';
import type { ServiceDeps } from '../service';

export const TEST_JWT_SECRET = 'test-secret-for-hub-services-0123456789';

const testStorageFolders: string[] = [];

/** A storage port on a fresh temporary folder (made on first write), removed by removeTestStorage(). */
export function testStorage() {
  const folder = join(tmpdir(), `hub-test-storage-${randomUUID()}`);
  testStorageFolders.push(folder);
  return localFolderStorage(folder);
}

/** Removes the folders testStorage() made (useService does it after a file's tests). */
export function removeTestStorage(): void {
  for (const folder of testStorageFolders.splice(0)) rmSync(folder, { recursive: true, force: true });
}

/** Deps of a service under test; its storage is a fresh temporary folder unless given. */
export function testServiceDeps(db: Db, extra: Partial<ServiceDeps> = {}): ServiceDeps {
  const storage = extra.storage ?? testStorage();
  return { db, bus: new InProcessEventBus(), config: { jwtSecret: TEST_JWT_SECRET }, logger: silentLogger(), storage, ...extra };
}

/** Claims of a user of `merchantID` with a role's default permissions. */
export function testClaims(role: RoleName, merchantID: string, overrides: Partial<AccessClaims> = {}): AccessClaims {
  return {
    sub: randomUUID(),
    sessionId: randomUUID(),
    merchantID,
    profile: DEFAULT_PROFILE,
    sid: MASTER_STORE,
    roleName: role,
    roles: [...DEFAULT_ROLE_PERMISSIONS[role]],
    stores: [],
    ...overrides,
  };
}

/** A valid access token for services that trust svc-auth's tokens without a session check. */
export function signTestToken(claims: AccessClaims, secret: string = TEST_JWT_SECRET): string {
  return createAccessTokens(secret).sign(claims);
}
