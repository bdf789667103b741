import { createServiceApp, InProcessEventBus, silentLogger, type Db } from '@hub/service-kit';
import { TEST_JWT_SECRET } from '@hub/service-kit/testing';
import type { EventEnvelope } from '@hub/contracts';
import type { Express } from 'express';
import request from 'supertest';
import { createAuthService, type AuthService, type AuthServiceConfig } from '../src';

export const PASSWORD = 'Demo@1234';

export async function startAuth(
  db: Db,
  config: Pick<AuthServiceConfig, 'signinRateLimit' | 'signinProtection'> & { events?: EventEnvelope[] } = {},
): Promise<{ app: Express; service: AuthService }> {
  const bus = new InProcessEventBus();
  // Every event svc-auth publishes, when the test wants to see them.
  if (config.events) bus.subscribe('*', (e) => void config.events!.push(e));
  const service = createAuthService({
    db,
    bus,
    logger: silentLogger(),
    config: {
      jwtSecret: TEST_JWT_SECRET,
      signinRateLimit: config.signinRateLimit ?? 1000,
      signinProtection: { perAddressFailures: 1000, account: { freeFailures: 1000 }, ...config.signinProtection },
    },
  });
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
