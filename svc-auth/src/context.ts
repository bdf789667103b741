import type { AccessTokenSigner, Db, EventBus, Logger } from '@hub/service-kit';

/** What the routes of svc-auth share. */
export interface AuthContext {
  db: Db;
  bus: EventBus;
  tokens: AccessTokenSigner;
  logger?: Logger;
  now: () => Date;
  signinRateLimit: { limit: number; windowMs: number };
}
