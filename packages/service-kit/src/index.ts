export { AppError, isAppError, classifyError, errorBody, errorHandler, notFoundHandler } from './errors';
export { createLogger, silentLogger, REDACTED_PATHS, type Logger, type LoggerOptions } from './logger';
export * from './db';
// Kysely, re-exported so every service builds queries with the kit's one copy (ADR 0010).
export { sql, type Kysely, type Transaction, type Generated, type ColumnType, type Selectable, type Insertable, type Updateable, type ExpressionBuilder } from 'kysely';
export {
  InProcessEventBus,
  createEvent,
  createRawEvent,
  withRetries,
  errorText,
  DEFAULT_RETRY_POLICY,
  type EventBus,
  type EventHandler,
  type DeadLetter,
  type DeadLetterHandler,
  type RetryPolicy,
  type SubscribeOptions,
  type InProcessBusOptions,
} from './bus';
export { KafkaEventBus, kafkaBrokersFromEnv, type KafkaBusOptions } from './kafka-bus';
export { Outbox, addToOutbox, eventTablesSql, type OutboxOptions } from './outbox';
export { DrainLoop, type DrainLoopOptions } from './drain-loop';
export { consumeEvents, type ConsumeOptions, type ConsumedEventHandler, type EventHandlers } from './consumer';
export { createServiceEventing, KIT_PUBLISHED_EVENTS, type Emit, type ServiceEventing, type ServiceEventingOptions } from './eventing';
export { createAccessTokens, decodeTokenTimes, InvalidTokenError, JWT_ALGORITHM, JWT_ISSUER, type AccessTokenSigner } from './jwt';
export {
  authenticate,
  authenticateRequest,
  apiKeyClaims,
  presentedApiKey,
  API_KEY_ROLE_NAME,
  type Caller,
  assertPermission,
  merchantScope,
  isStoreBound,
  type AuthOptions,
  type MerchantScope,
  type SessionCheck,
} from './auth';
export { bearerGuard, requirePermission, claimsOf } from './guards';
export { parseOrThrow, validate, type ValidationIssue, type ValidationSchemas, type ValidatedLocals } from './validation';
export { findUnsafeText, isUnsafeText } from './text-safety';
export {
  route,
  buildRouter,
  describeAccess,
  routeAcceptsApiKeys,
  scopeOfResponse,
  type HttpMethod,
  type RouteAccess,
  type RouteContext,
  type RouteDefinition,
  type RouteResult,
  type RouteSpec,
} from './route';
export { createService, type CreateServiceOptions, type HubService, type ServiceConfig, type ServiceDeps } from './service';
export { defineService, type ServiceDefinition, type ServiceParts } from './define-service';
export { createServiceApp, type ServiceAppOptions } from './app';
export { securityHeaders, isSecureRequest, CONTENT_SECURITY_POLICY } from './security-headers';
export { compressAnswers, COMPRESSION_THRESHOLD_BYTES } from './compress-answers';
export { runStandalone, busFromEnv, databaseUrlVariable, type StandaloneOptions } from './standalone';
export { migrationsDir } from './paths';
export { storeReplicaHandlers, listStoreActivePeriods, listStoreReplicas, type StoreActivePeriod, type StoreAutosync, type StoreReplica } from './replicas';
export { revokedSessionHandlers, revokedSessionCheck, RevokedSessionList } from './revoked-sessions';
export {
  generateApiKey,
  hashApiKey,
  createApiKeyVerifier,
  apiKeyReplicaHandlers,
  replicaApiKeyLookup,
  apiKeyUsedData,
  type IssuedApiKey,
  type ApiKeyRecord,
  type ApiKeyLookup,
  type ApiKeyVerifier,
  type ApiKeyVerifierOptions,
} from './api-keys';
export { scopeAllowsStore, storesInScope, storeScopeCondition, visibleInScope } from './store-scope';
export { csvCell, csvLine } from './csv';
export { createSecretBox, secretKeyFrom, SecretBoxError, type SecretBox } from './secret-box';
export { yieldToOthers } from './event-loop';
export { countOpenRequests, openRequests, requestOpened, yieldToRequests, REQUEST_QUIET_MS } from './open-requests';
export { localFolderStorage, readStoredJson, readStoredText, storageDirFromEnv, storageKey, StorageMissingError, type FileStorage } from './storage';
export { leasedWorker, type LeasedWorker, type LeasedWorkerOptions } from './leased-worker';
export { moduleSavedEvent } from './setup-module';
export * from './outbound';
