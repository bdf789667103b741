import type { EventType } from '@hub/contracts';
import type { ApiKeyVerifier } from './api-keys';
import { createAccessTokens, type AccessTokenSigner } from './jwt';
import type { SessionCheck } from './auth';
import type { EventHandlers } from './consumer';
import { createServiceEventing, type ServiceEventing } from './eventing';
import { storeReplicaHandlers } from './replicas';
import type { RouteDefinition } from './route';
import { createService, type HubService, type ServiceDeps } from './service';

/** What a service's own parts are built from. */
export interface ServiceParts {
  eventing: ServiceEventing;
  tokens: AccessTokenSigner;
}

/** The one skeleton of a service (issue 10 item 3): what differs from service to service. */
export interface ServiceDefinition {
  /** `svc-catalog`: the consumer group and the audit entries' service. */
  name: string;
  /** The PostgreSQL schema the service owns (`catalog`). */
  schema: string;
  /** Keep the replica of svc-auth's stores (kit migration kit_004) in this schema. */
  storeReplica?: boolean;
  /**
   * The event types the service publishes through its outbox, besides the kit's audit entries and
   * API-key uses (its `src/events/`); writing any other type fails.
   */
  publishes: readonly EventType[];
  /** The events the service consumes besides the kit's replicas, each handler typed by its event. */
  consumes?: (parts: ServiceParts) => EventHandlers;
  routes: (parts: ServiceParts) => readonly RouteDefinition[];
  /** The service's own migrations; the outbox relay and the consumers start after them. */
  migrate: () => Promise<unknown>;
  /**
   * Who checks sessions and API keys. Default: the session check the runner gives (the gateway passes
   * svc-auth's), else the revocations this service consumed; keys on its replica of svc-auth's keys.
   * svc-auth, which owns both, gives its own.
   */
  auth?: (parts: ServiceParts) => { isSessionActive: SessionCheck; apiKeys: ApiKeyVerifier };
  /** Started after the migrations (a mail worker...). */
  start?: () => void;
  /** Stopped before the eventing. */
  stop?: () => Promise<void>;
}

/**
 * Standalone, tokens of sessions svc-auth revoked are refused from the consumed revocations
 * (all-in-one, the gateway passes svc-auth's own check); API keys (X-API-Key) are checked on the
 * local replica of svc-auth's keys, by hash. Both replicas are kept either way.
 */
function replicaAuth(deps: ServiceDeps, eventing: ServiceEventing): { isSessionActive: SessionCheck; apiKeys: ApiKeyVerifier } {
  const revokedCheck = eventing.trackRevokedSessions();
  return { isSessionActive: deps.isSessionActive ?? revokedCheck, apiKeys: eventing.trackApiKeys() };
}

/**
 * A service from its definition: eventing (outbox, consumers), the replicas of stores, revoked
 * sessions and API keys, the router with its guards, migrate-then-start and stop. Every service's
 * `createXService(deps)` is this plus what it adds to its answer.
 */
export function defineService(deps: ServiceDeps, def: ServiceDefinition): HubService & ServiceParts {
  const eventing = createServiceEventing({
    db: deps.db,
    bus: deps.bus,
    schema: def.schema,
    service: def.name,
    logger: deps.logger,
    publishes: def.publishes,
  });
  const parts: ServiceParts = { eventing, tokens: createAccessTokens(deps.config.jwtSecret) };
  if (def.storeReplica) eventing.consume(storeReplicaHandlers(def.schema));
  const consumed = def.consumes?.(parts);
  if (consumed) eventing.consume(consumed);
  const auth = def.auth?.(parts) ?? replicaAuth(deps, eventing);
  const service = createService({
    name: def.name,
    routes: def.routes(parts),
    auth: { tokens: parts.tokens, ...auth },
    logger: deps.logger,
    migrate: async () => {
      await def.migrate();
      eventing.start();
      def.start?.();
    },
    stop: async () => {
      await def.stop?.();
      await eventing.stop();
    },
  });
  return { ...service, ...parts };
}
