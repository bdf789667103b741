import { EVENT_TYPES, type AuditEntryData } from '@hub/contracts';
import { createAccessTokens, createService, createServiceEventing, type HubService, type ServiceDeps } from '@hub/service-kit';
import { storeAuditEvent } from './db/audit';
import type { AuthContext } from './context';
import { migrateAuth } from './db/migrations';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { isSessionActive } from './db/sessions';
import { hashPassword } from './domain/passwords';
import { accountRoutes } from './routes/account';
import { auditRoutes } from './routes/audit';
import { setupRoutes } from './routes/setup';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/user';
import { usersRoutes } from './routes/users';

export { DEMO_MERCHANTS, DEMO_USERS, DEMO_PASSWORD_DEFAULT } from './db/demo-data';
export { demoPassword } from './db/seed';
export { STORE_READ_ACCESS } from './routes/store';

export interface AuthServiceConfig {
  jwtSecret: string;
  /** Sign-ins per window per IP and e-mail; default env HUB_SIGNIN_RATE_LIMIT, else 10. */
  signinRateLimit?: number;
  /** Default 15 minutes. */
  signinRateWindowMs?: number;
}

export interface AuthServiceDeps extends Omit<ServiceDeps, 'config'> {
  config: AuthServiceConfig;
  now?: () => Date;
}

export interface AuthService extends HubService {
  /** False for revoked, expired or unknown sessions: other services use it through the gateway. */
  isSessionActive(sessionId: string): Promise<boolean>;
  /** Inserts the demo merchants and users (idempotent). */
  seedDemo(options?: { password?: string }): Promise<void>;
  /** Seeds only when no merchant exists yet; true when it seeded. */
  seedDemoIfEmpty(options?: { password?: string }): Promise<boolean>;
}

function rateLimitFromEnv(): number {
  const value = Number(process.env.HUB_SIGNIN_RATE_LIMIT);
  return Number.isInteger(value) && value > 0 ? value : 10;
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const eventing = createServiceEventing({ db: deps.db, bus: deps.bus, schema: 'auth', service: 'svc-auth', logger: deps.logger });
  // Every service's audit entries land here.
  eventing.consume({
    [EVENT_TYPES.AUDIT_ENTRY]: async (event, tx) => storeAuditEvent(tx, { ...event, data: event.data as AuditEntryData & { details: Record<string, unknown> } }),
  });
  const ctx: AuthContext = {
    eventing,
    db: deps.db,
    bus: deps.bus,
    tokens: createAccessTokens(deps.config.jwtSecret),
    logger: deps.logger,
    now: deps.now ?? (() => new Date()),
    signinRateLimit: {
      limit: deps.config.signinRateLimit ?? rateLimitFromEnv(),
      windowMs: deps.config.signinRateWindowMs ?? 15 * 60 * 1000,
    },
  };
  const sessionCheck = (sessionId: string) => isSessionActive(deps.db, sessionId);
  const service = createService({
    name: 'svc-auth',
    routes: [...userRoutes(ctx), ...accountRoutes(ctx), ...storeRoutes(ctx), ...setupRoutes(ctx), ...auditRoutes(ctx), ...usersRoutes(ctx)],
    auth: { tokens: ctx.tokens, isSessionActive: sessionCheck },
    logger: deps.logger,
    migrate: async () => {
      await migrateAuth(deps.db);
      eventing.start();
    },
    stop: () => eventing.stop(),
  });
  const seed = (options?: { password?: string }) => seedDemo(deps.db, { password: options?.password, hashPassword });
  return {
    ...service,
    isSessionActive: sessionCheck,
    seedDemo: seed,
    async seedDemoIfEmpty(options) {
      if (!(await isDatabaseEmpty(deps.db))) return false;
      await seed(options);
      return true;
    },
  };
}
