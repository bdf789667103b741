import { EVENT_TYPES, type AuditAction, type AuditEntryData, type EventDataInput, type EventEnvelope, type EventType } from '@hub/contracts';
import { apiKeyReplicaHandlers, apiKeyUsedData, createApiKeyVerifier, replicaApiKeyLookup, type ApiKeyVerifier } from './api-keys';
import type { SessionCheck } from './auth';
import { createEvent, type EventBus } from './bus';
import { consumeEvents, type EventHandlers } from './consumer';
import type { Db } from './db/port';
import type { Logger } from './logger';
import { Outbox } from './outbox';
import { revokedSessionCheck, revokedSessionHandlers } from './revoked-sessions';

/** What `emit` takes: events built with `createEvent`, their data typed by their type. */
export type Emit = (events: EventEnvelope | readonly EventEnvelope[]) => Promise<void>;

export interface ServiceEventing {
  outbox: Outbox;
  /**
   * Runs `fn` in a transaction; events given to `emit` are committed with the change, then the relay
   * is nudged (and awaited: in-process subscribers have run when this resolves).
   */
  transaction<T>(fn: (tx: Db, emit: Emit) => Promise<T>): Promise<T>;
  /** An audit-entry event of this service (`hub.audit.entry-recorded.v1`), for `emit`. */
  auditEvent(
    merchantId: string,
    entry: Omit<AuditEntryData, 'service' | 'details' | 'action'> & { action: AuditAction; details?: Record<string, unknown> },
  ): EventEnvelope<EventDataInput<typeof EVENT_TYPES.AUDIT_ENTRY>>;
  /** Idempotent consumption in the service's group (see consumeEvents). */
  consume(handlers: EventHandlers): () => void;
  /**
   * Consumes `hub.auth.session-revoked.v1` into the schema's `revoked_sessions` and answers the session
   * check the service's bearer guard uses when it runs alone (revoked → 401 UAC104).
   */
  trackRevokedSessions(): SessionCheck;
  /**
   * Consumes svc-auth's api-key events into the schema's `api_key_replicas` and answers the API-key
   * check of the service's guard (`auth.apiKeys`); uses are reported to svc-auth as
   * `hub.auth.api-key-used.v1` (at most once a minute per key and process).
   */
  trackApiKeys(): ApiKeyVerifier;
  start(): void;
  stop(): Promise<void>;
}

/** What the kit publishes for every service: its audit entries, its uses of API keys and sentinels (tests). */
export const KIT_PUBLISHED_EVENTS: readonly EventType[] = [EVENT_TYPES.AUDIT_ENTRY, EVENT_TYPES.API_KEY_USED, EVENT_TYPES.SENTINEL];

export interface ServiceEventingOptions {
  db: Db;
  bus: EventBus;
  schema: string;
  service: string;
  logger?: Logger;
  /** The service's own published event types (the kit's are added); absent: any type may be written. */
  publishes?: readonly EventType[];
}

/** Outbox, audit events and idempotent consumers of one service. */
export function createServiceEventing(options: ServiceEventingOptions): ServiceEventing {
  const publishes = options.publishes ? [...KIT_PUBLISHED_EVENTS, ...options.publishes] : undefined;
  const outbox = new Outbox({ db: options.db, bus: options.bus, schema: options.schema, logger: options.logger, publishes });
  const offs: (() => void)[] = [];
  return {
    outbox,
    async transaction(fn) {
      const result = await options.db.transaction((tx) => fn(tx, (events) => outbox.add(tx, events)));
      await outbox.nudge();
      return result;
    },
    auditEvent(merchantId, entry) {
      return createEvent(EVENT_TYPES.AUDIT_ENTRY, merchantId, {
        service: options.service,
        userId: entry.userId,
        action: entry.action,
        details: entry.details ?? {},
        ...(entry.ip !== undefined ? { ip: entry.ip } : {}),
        ...(entry.storeCode !== undefined ? { storeCode: entry.storeCode } : {}),
        ...(entry.kind !== undefined ? { kind: entry.kind } : {}),
      });
    },
    consume(handlers) {
      const off = consumeEvents({ bus: options.bus, db: options.db, schema: options.schema, group: options.service, handlers, afterCommit: () => void outbox.nudge() });
      offs.push(off);
      return off;
    },
    trackRevokedSessions() {
      offs.push(consumeEvents({ bus: options.bus, db: options.db, schema: options.schema, group: options.service, handlers: revokedSessionHandlers(options.schema) }));
      return revokedSessionCheck(options.db, options.schema);
    },
    trackApiKeys() {
      offs.push(consumeEvents({ bus: options.bus, db: options.db, schema: options.schema, group: options.service, handlers: apiKeyReplicaHandlers(options.schema) }));
      return createApiKeyVerifier({
        lookup: replicaApiKeyLookup(options.db, options.schema),
        recordUse: async (record, usedAt) => {
          await options.db.transaction((tx) => outbox.add(tx, createEvent(EVENT_TYPES.API_KEY_USED, record.merchantId, apiKeyUsedData(record, usedAt, options.service))));
          await outbox.nudge();
        },
        logger: options.logger,
      });
    },
    start: () => outbox.start(),
    async stop() {
      offs.splice(0).forEach((off) => off());
      await outbox.stop();
    },
  };
}
