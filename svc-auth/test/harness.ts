import { copyFileSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServiceApp, type Db, type ServiceDeps } from '@hub/service-kit';
import { TEST_JWT_SECRET, publishedSoFar, testServiceDeps, useService, type ServiceUnderTest, type TestDatabaseTarget } from '@hub/service-kit/testing';
import type { EventEnvelope } from '@hub/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createAuthService, type AuthService, type AuthServiceConfig } from '../src';

export const PASSWORD = 'Demo@1234';

/** A temporary folder with svc-auth's migrations numbered below `version`: a deployment before it, for a migration's test. */
export function authMigrationsBefore(version: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'auth-migrations-'));
  const source = join(__dirname, '..', 'migrations');
  for (const name of readdirSync(source).filter((n) => Number(/^(\d+)_.*\.sql$/.exec(n)?.[1] ?? Infinity) < version)) copyFileSync(join(source, name), join(dir, name));
  return dir;
}

type AuthTestConfig = Pick<AuthServiceConfig, 'signinRateLimit' | 'signinProtection'> & { now?: () => Date };

/** svc-auth with the test dependencies of the kit and sign-in limits high enough for a test file. */
function createTestAuthService(deps: ServiceDeps, config: AuthTestConfig = {}): AuthService {
  return createAuthService({
    ...deps,
    now: config.now,
    config: {
      jwtSecret: TEST_JWT_SECRET,
      signinRateLimit: config.signinRateLimit ?? 1000,
      signinProtection: { perAddressFailures: 1000, account: { freeFailures: 1000 }, ...config.signinProtection },
    },
  });
}

/**
 * svc-auth for a test file on a fresh database of `target` (the kit's `useService`), the demo data
 * seeded, then `setup` (tokens...).
 */
export function useAuthService(
  target: TestDatabaseTarget,
  options: { config?: AuthTestConfig; setup?: (h: ServiceUnderTest<AuthService>) => Promise<void> } = {},
): ServiceUnderTest<AuthService> {
  return useService(target, (deps) => createTestAuthService(deps, options.config), {
    setup: async (h) => {
      await h.service.seedDemo({ password: PASSWORD });
      await options.setup?.(h);
    },
  });
}

/** svc-auth as `useSignedInAuthService` gives it: the users' tokens and the events published so far beside the service. */
export interface SignedInAuthService extends ServiceUnderTest<AuthService> {
  /** The access token of each user the file signed in before its tests. */
  token: Record<string, string>;
  /** `Bearer <token>` of a signed-in user; any other string (a forged token) is sent as the token itself. */
  bearer: (who: string) => string;
  /** Every event published so far: svc-auth's outbox drained onto the bus first. */
  published: () => Promise<EventEnvelope[]>;
}

/**
 * `useAuthService` with each of `users` signed in once before the tests (their access tokens in
 * `token`), for the files that call the API as several users.
 */
export function useSignedInAuthService(
  target: TestDatabaseTarget,
  users: readonly string[],
  options: { config?: AuthTestConfig; setup?: (h: SignedInAuthService) => Promise<void> } = {},
): SignedInAuthService {
  const token: Record<string, string> = {};
  const h = useAuthService(target, {
    config: options.config,
    setup: async ({ app }) => {
      for (const who of users) token[who] = (await tokensOf(app, who)).accessToken;
      await options.setup?.(signedIn);
    },
  });
  const signedIn: SignedInAuthService = Object.assign(h, {
    token,
    bearer: (who: string) => `Bearer ${token[who] ?? who}`,
    published: async () => {
      await publishedSoFar(h.service.eventing, h.deps.bus);
      return h.events;
    },
  });
  return signedIn;
}

/** svc-auth on `db`, migrated and seeded, for a test that manages its database itself. */
export async function startAuth(
  db: Db,
  config: AuthTestConfig & { events?: EventEnvelope[] } = {},
): Promise<{ app: Express; service: AuthService }> {
  const deps = testServiceDeps(db);
  // Every event svc-auth publishes, when the test wants to see them.
  if (config.events) deps.bus.subscribe('*', (e) => void config.events!.push(e));
  const service = createTestAuthService(deps, config);
  await service.migrate();
  await service.seedDemo({ password: PASSWORD });
  return { app: createServiceApp([service]), service };
}

export async function signin(app: Express, email: string, password = PASSWORD) {
  return request(app).post('/merchant/user/signin').send({ email, password });
}

export async function tokensOf(app: Express, email: string): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await signin(app, email);
  if (res.status !== 200) throw new Error(`sign-in of ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}
