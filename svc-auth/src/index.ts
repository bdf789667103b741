import type { ServiceName } from '@hub/contracts';
import { createApiKeyVerifier, defineService, type HubService, type ServiceDeps, type ServiceParts } from '@hub/service-kit';
import { findApiKeyByHash, recordApiKeyUse } from './db/api-keys';
import type { AuthContext } from './context';
import { authConsumers } from './events/consumers';
import { AUTH_PUBLISHES } from './events/publishes';
import { announceUnannouncedUsers } from './events/user-events';
import { migrateAuth } from './db/migrations';
import { isDatabaseEmpty, seedDemo } from './db/seed';
import { isSessionActive } from './db/sessions';
import { RESET_CODE_TTL_MINUTES_DEFAULT, RESET_REQUEST_LIMITS_DEFAULT, type ResetRequestLimits } from './domain/password-reset';
import { hashPassword } from './domain/passwords';
import { signinProtectionSettings, type AccountBackoff } from './domain/signin-protection';
import { accountRoutes } from './routes/account';
import { apiKeyRoutes } from './routes/api-keys';
import { auditRoutes } from './routes/audit';
import { bannerRoutes } from './routes/banner';
import { sessionBootstrapRoutes } from './routes/session-bootstrap';
import { httpPeerReader, peerUrlsFromEnv } from './peers';
import { registrationRoutes } from './routes/registration';
import { passwordResetRoutes } from './routes/password-reset';
import { accountVerificationRoutes } from './routes/account-verification';
import { EMAIL_VERIFICATION_TTL_HOURS_DEFAULT, PIN_RESET_DEFAULTS, type PinResetSettings } from './domain/account-verification';
import { roleRoutes } from './routes/roles';
import { setupRoutes } from './routes/setup';
import { storeRoutes } from './routes/store';
import { userRoutes } from './routes/user';
import { usersRoutes } from './routes/users';

export { DEMO_MERCHANTS, DEMO_USERS, DEMO_PASSWORD_DEFAULT } from './demo/demo-data';
export { demoPassword } from './db/seed';
export { STORE_READ_ACCESS } from './routes/store';

export interface AuthServiceConfig {
  jwtSecret: string;
  /** Sign-ins per window per IP and e-mail; default env HUB_SIGNIN_RATE_LIMIT, else 10. */
  signinRateLimit?: number;
  /** Default 15 minutes. */
  signinRateWindowMs?: number;
  /** Failed sign-ins per window per IP, any e-mail (env HUB_SIGNIN_IP_FAILURE_LIMIT, else 10), and the account backoff. */
  signinProtection?: { perAddressFailures?: number; account?: Partial<AccountBackoff> };
  /** Password reset: link lifetime (env HUB_PASSWORD_RESET_TTL_MINUTES, else 30) and request limits. */
  passwordReset?: { ttlMinutes?: number; limits?: Partial<ResetRequestLimits> };
  /** E-mail verification link lifetime (env HUB_EMAIL_VERIFICATION_TTL_HOURS, else 72). */
  emailVerification?: { ttlHours?: number };
  /** PIN reset OTP: lifetime, OTPs per user per window, wrong tries (issue 29 item 1). */
  pinReset?: Partial<PinResetSettings>;
  /**
   * Where the other services answer, for the session's start (issue 30 item 1): the all-in-one hub's
   * own address, else each service's SVC_<NAME>_URL.
   */
  peerUrl?: (service: ServiceName) => string | undefined;
}

export interface AuthServiceDeps extends Omit<ServiceDeps, 'config'> {
  config: AuthServiceConfig;
  now?: () => Date;
}

export interface AuthService extends HubService, Pick<ServiceParts, 'eventing'> {
  /** False for revoked, expired or unknown sessions: other services use it through the gateway. */
  isSessionActive(sessionId: string): Promise<boolean>;
  /** Inserts the demo merchants and users (idempotent). */
  seedDemo(options?: { password?: string }): Promise<void>;
  /** Seeds only when no merchant exists yet; true when it seeded. */
  seedDemoIfEmpty(options?: { password?: string }): Promise<boolean>;
}

function positiveIntFromEnv(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** HUB_PASSWORD_RESET_TTL_MINUTES, HUB_PASSWORD_RESET_EMAIL_LIMIT, HUB_PASSWORD_RESET_IP_LIMIT, unless given. */
function passwordResetSettings(config: AuthServiceConfig['passwordReset']): AuthContext['passwordReset'] {
  const env = process.env;
  const ttlMinutes = config?.ttlMinutes ?? positiveIntFromEnv(env.HUB_PASSWORD_RESET_TTL_MINUTES, RESET_CODE_TTL_MINUTES_DEFAULT);
  return {
    ttlMs: ttlMinutes * 60 * 1000,
    limits: {
      perEmail: config?.limits?.perEmail ?? positiveIntFromEnv(env.HUB_PASSWORD_RESET_EMAIL_LIMIT, RESET_REQUEST_LIMITS_DEFAULT.perEmail),
      perIp: config?.limits?.perIp ?? positiveIntFromEnv(env.HUB_PASSWORD_RESET_IP_LIMIT, RESET_REQUEST_LIMITS_DEFAULT.perIp),
      windowMs: config?.limits?.windowMs ?? RESET_REQUEST_LIMITS_DEFAULT.windowMs,
    },
  };
}

export function createAuthService(deps: AuthServiceDeps): AuthService {
  const sessionCheck = (sessionId: string) => isSessionActive(deps.db, sessionId);
  let announcing: Promise<number> = Promise.resolve(0);
  const service = defineService(deps, {
    name: 'svc-auth',
    schema: 'auth',
    publishes: AUTH_PUBLISHES,
    consumes: ({ eventing }) => authConsumers(eventing),
    // svc-auth owns sessions and keys: it checks both on its own tables (the others on their replicas).
    auth: () => ({
      isSessionActive: sessionCheck,
      apiKeys: createApiKeyVerifier({
        lookup: (hash) => findApiKeyByHash(deps.db, hash),
        recordUse: (record, usedAt) => recordApiKeyUse(deps.db, record.merchantId, record.id, usedAt),
        logger: deps.logger,
      }),
    }),
    routes: ({ eventing, tokens }) => {
      const ctx: AuthContext = {
        eventing,
        db: deps.db,
        tokens,
        logger: deps.logger,
        now: deps.now ?? (() => new Date()),
        signinProtection: signinProtectionSettings(process.env, {
          windowMs: deps.config.signinRateWindowMs,
          perAddressAndEmail: deps.config.signinRateLimit,
          ...deps.config.signinProtection,
        }),
        passwordReset: passwordResetSettings(deps.config.passwordReset),
        emailVerification: {
          ttlMs:
            (deps.config.emailVerification?.ttlHours ??
              positiveIntFromEnv(process.env.HUB_EMAIL_VERIFICATION_TTL_HOURS, EMAIL_VERIFICATION_TTL_HOURS_DEFAULT)) * 3_600_000,
        },
        pinReset: { ...PIN_RESET_DEFAULTS, ...deps.config.pinReset },
        peers: httpPeerReader(deps.config.peerUrl ?? peerUrlsFromEnv()),
      };
      return [...userRoutes(ctx), ...passwordResetRoutes(ctx), ...accountVerificationRoutes(ctx), ...accountRoutes(ctx), ...storeRoutes(ctx), ...setupRoutes(ctx), ...auditRoutes(ctx), ...usersRoutes(ctx), ...roleRoutes(ctx), ...apiKeyRoutes(ctx), ...registrationRoutes(ctx), ...bannerRoutes(ctx), ...sessionBootstrapRoutes(ctx)];
    },
    migrate: () => migrateAuth(deps.db),
    start: () => {
      // Users whose current state the other services have not heard of yet (an upgrade, a missed event).
      announcing = announceUnannouncedUsers(service.eventing, deps.logger).catch((err: unknown) => {
        deps.logger?.warn({ err }, 'users not announced; the next start tries again');
        return 0;
      });
    },
    stop: async () => {
      await announcing;
    },
  });
  const seed = (options?: { password?: string }) => seedDemo((fn) => service.eventing.transaction(fn), { password: options?.password, hashPassword });
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
