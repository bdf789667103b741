import {
  API_KEY_PREFIX_LENGTH,
  EVENT_TYPES,
  isApiKeyFormat,
  type ApiKeyStatus,
  type ApiKeyUsedData,
} from '@hub/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { createKysely } from './db/kysely';
import type { KitTables } from './db/kit-tables';
import type { Db } from './db/port';
import type { Logger } from './logger';
import type { ConsumedEventHandler, EventHandlers } from './consumer';

import { SCHEMA_NAME } from './schema-name';

/** A freshly issued key: the full key (shown once), the prefix lists show, and the hash stored. */
export interface IssuedApiKey {
  key: string;
  /** `hub_<8 hex>` */
  prefix: string;
  hash: string;
}

/**
 * The SHA-256 (hex) of a key: what svc-auth and the replicas store and look up. A fast hash is
 * enough here, unlike for passwords (argon2): the secret is 256 random bits, so there is nothing
 * to guess a dictionary from and no slow hash would make a brute force any less hopeless; a slow
 * hash would only cost every API call tens of milliseconds and make lookup by hash impossible.
 */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A new key `hub_<prefix>_<secret>`: 4 random bytes of prefix (hex), 32 random bytes of secret (base64url). */
export function generateApiKey(): IssuedApiKey {
  const prefix = randomBytes(API_KEY_PREFIX_LENGTH / 2).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  const key = `hub_${prefix}_${secret}`;
  return { key, prefix: `hub_${prefix}`, hash: hashApiKey(key) };
}

/** What a service knows of a key when a request presents it. */
export interface ApiKeyRecord {
  id: string;
  merchantId: string;
  permissions: string[];
  status: ApiKeyStatus;
}

/** Finds a key by its hash (svc-auth: its own table; other services: their replica). */
export type ApiKeyLookup = (keyHash: string) => Promise<ApiKeyRecord | undefined>;

/** Checks a presented key: the active key's record, or undefined (unknown, revoked, malformed). */
export type ApiKeyVerifier = (key: string) => Promise<ApiKeyRecord | undefined>;

export interface ApiKeyVerifierOptions {
  lookup: ApiKeyLookup;
  /** Records that a key was used (svc-auth: its last-used time); errors are logged, never thrown. */
  recordUse?: (record: ApiKeyRecord, usedAt: Date) => Promise<void>;
  /** At most one recorded use per key per this many ms in this process (default 60 s). */
  useThrottleMs?: number;
  now?: () => Date;
  logger?: Logger;
}

/**
 * The verifier the bearer middleware calls for `X-API-Key`. No cache of answers: every request
 * reads the row, so a revocation counts from the moment the replica has it. The last-used time is
 * recorded at most once a minute per key (a busy integration must not write on every call).
 */
export function createApiKeyVerifier(options: ApiKeyVerifierOptions): ApiKeyVerifier {
  const throttleMs = options.useThrottleMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const lastRecorded = new Map<string, number>();
  return async (key) => {
    if (!isApiKeyFormat(key)) return undefined;
    const record = await options.lookup(hashApiKey(key));
    if (!record || record.status !== 'ACTIVE') return undefined;
    if (options.recordUse) {
      const at = now();
      const last = lastRecorded.get(record.id);
      if (last === undefined || at.getTime() - last >= throttleMs) {
        lastRecorded.set(record.id, at.getTime());
        if (lastRecorded.size > 10_000) lastRecorded.delete(lastRecorded.keys().next().value!);
        options.recordUse(record, at).catch((err: unknown) => options.logger?.warn({ err, apiKeyId: record.id }, 'could not record the use of an API key'));
      }
    }
    return record;
  };
}

function kit(db: Db, schema: string) {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return createKysely<KitTables>(db).withSchema(schema);
}

/**
 * Handlers that keep `<schema>.api_key_replicas` (kit migration kit_003) in step with svc-auth's
 * api-key events; a change applies only when its revision is newer than the row's.
 */
export function apiKeyReplicaHandlers(schema: string): EventHandlers {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const upsert: ConsumedEventHandler<typeof EVENT_TYPES.API_KEY_CREATED | typeof EVENT_TYPES.API_KEY_UPDATED | typeof EVENT_TYPES.API_KEY_REVOKED> = async (event, tx) => {
    const d = event.data;
    await kit(tx, schema)
      .insertInto('api_key_replicas')
      .values({
        id: d.id,
        key_hash: d.keyHash,
        merchant_id: event.merchantId,
        operations: JSON.stringify(d.operations),
        permissions: JSON.stringify(d.permissions),
        status: d.status,
        revision: d.revision,
      })
      .onConflict((oc) =>
        oc
          .column('id')
          .doUpdateSet((eb) => ({
            operations: eb.ref('excluded.operations'),
            permissions: eb.ref('excluded.permissions'),
            status: eb.ref('excluded.status'),
            revision: eb.ref('excluded.revision'),
            updated_at: new Date(),
          }))
          .where('api_key_replicas.revision', '<', (eb) => eb.ref('excluded.revision')),
      )
      .execute();
  };
  return { [EVENT_TYPES.API_KEY_CREATED]: upsert, [EVENT_TYPES.API_KEY_UPDATED]: upsert, [EVENT_TYPES.API_KEY_REVOKED]: upsert };
}

function asList(value: unknown): string[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
}

/** The lookup of a service running on its replica. */
export function replicaApiKeyLookup(db: Db, schema: string): ApiKeyLookup {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  return async (keyHash) => {
    const row = await kit(db, schema)
      .selectFrom('api_key_replicas')
      .select(['id', 'merchant_id', 'permissions', 'status'])
      .where('key_hash', '=', keyHash)
      .executeTakeFirst();
    return row ? { id: row.id, merchantId: row.merchant_id, permissions: asList(row.permissions), status: row.status } : undefined;
  };
}

/** The data of a `hub.auth.api-key-used.v1` event. */
export function apiKeyUsedData(record: ApiKeyRecord, usedAt: Date, service: string): ApiKeyUsedData {
  return { id: record.id, usedAt: usedAt.toISOString(), service };
}
