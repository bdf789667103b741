import { DEFAULT_ROLE_PERMISSIONS, MASTER_STORE, DEFAULT_PROFILE, type AccessClaims, type RoleName } from '@hub/contracts';
import { randomUUID } from 'node:crypto';
import { InProcessEventBus } from '../bus';
import type { Db } from '../db/port';
import { createAccessTokens } from '../jwt';
import { silentLogger } from '../logger';
import type { ServiceDeps } from '../service';

export const TEST_JWT_SECRET = 'test-secret-for-hub-services-0123456789';

export function testServiceDeps(db: Db, extra: Partial<ServiceDeps> = {}): ServiceDeps {
  return { db, bus: new InProcessEventBus(), config: { jwtSecret: TEST_JWT_SECRET }, logger: silentLogger(), ...extra };
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
