import { API_KEY_OPERATION_NAMES, type ApiKeyOperation, type ApiKeyStatus, type ApiKeySummary } from '@hub/contracts';
import { sql, type ApiKeyRecord, type Db } from '@hub/service-kit';
import { apiKeyPermissions } from '@hub/contracts';
import { authDb } from './schema';

/** A key as svc-auth keeps it: never the key itself, its hash only. */
export interface ApiKeyRow {
  id: string;
  merchantId: string;
  name: string;
  prefix: string;
  keyHash: string;
  operations: ApiKeyOperation[];
  status: ApiKeyStatus;
  revision: number;
}

function operationsOf(value: unknown): ApiKeyOperation[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const list = Array.isArray(parsed) ? parsed : [];
  return API_KEY_OPERATION_NAMES.filter((name) => list.includes(name));
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

interface StoredRow {
  id: string;
  merchant_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  operations: unknown;
  status: ApiKeyStatus;
  revision: number;
}

function toRow(r: StoredRow): ApiKeyRow {
  return {
    id: r.id,
    merchantId: r.merchant_id,
    name: r.name,
    prefix: r.prefix,
    keyHash: r.key_hash,
    operations: operationsOf(r.operations),
    status: r.status,
    revision: Number(r.revision),
  };
}

const ROW_COLUMNS = ['id', 'merchant_id', 'name', 'prefix', 'key_hash', 'operations', 'status', 'revision'] as const;

export async function insertApiKey(
  db: Db,
  key: { merchantId: string; name: string; prefix: string; keyHash: string; operations: readonly ApiKeyOperation[]; createdBy: string | null },
): Promise<ApiKeyRow> {
  const row = await authDb(db)
    .insertInto('api_keys')
    .values({
      merchant_id: key.merchantId,
      name: key.name,
      prefix: key.prefix,
      key_hash: key.keyHash,
      operations: JSON.stringify(key.operations),
      created_by: key.createdBy,
    })
    .returning(ROW_COLUMNS)
    .executeTakeFirstOrThrow();
  return toRow(row);
}

/** A key of `merchantId` by id; `forUpdate` locks it for the caller's transaction. */
export async function findApiKey(db: Db, merchantId: string, id: string, forUpdate = false): Promise<ApiKeyRow | undefined> {
  let query = authDb(db).selectFrom('api_keys').select(ROW_COLUMNS).where('merchant_id', '=', merchantId).where('id', '=', id);
  if (forUpdate) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** Applies a change and raises the revision; `revokedBy` set means the key is being revoked now. */
export async function updateApiKey(
  db: Db,
  merchantId: string,
  id: string,
  change: { name?: string; operations?: readonly ApiKeyOperation[]; revokedBy?: string | null },
): Promise<ApiKeyRow | undefined> {
  const row = await authDb(db)
    .updateTable('api_keys')
    .set((eb) => ({
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.operations !== undefined ? { operations: JSON.stringify(change.operations) } : {}),
      ...(change.revokedBy !== undefined ? { status: 'REVOKED' as const, revoked_at: sql<Date>`now()`, revoked_by: change.revokedBy } : {}),
      revision: eb('revision', '+', 1),
      updated_at: sql<Date>`now()`,
    }))
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(ROW_COLUMNS)
    .executeTakeFirst();
  return row ? toRow(row) : undefined;
}

/** The keys of a merchant as the list shows them, newest first: no key, no hash. */
export async function listApiKeys(db: Db, merchantId: string, onlyId?: string): Promise<ApiKeySummary[]> {
  let query = authDb(db)
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.operations',
      'k.status',
      'k.created_at',
      'k.last_used_at',
      'k.revoked_at',
      'u.user_name',
      'u.email',
    ])
    .where('k.merchant_id', '=', merchantId);
  if (onlyId !== undefined) query = query.where('k.id', '=', onlyId);
  const rows = await query.orderBy('k.created_at', 'desc').orderBy('k.id').execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    allowedOperations: operationsOf(r.operations),
    status: r.status,
    createdBy: r.user_name !== null && r.email !== null ? { userName: r.user_name, email: r.email } : null,
    createdAt: iso(r.created_at)!,
    lastUsedAt: iso(r.last_used_at),
    revokedAt: iso(r.revoked_at),
  }));
}

/** svc-auth's own API-key check: its table is the source the replicas follow. */
export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const row = await authDb(db).selectFrom('api_keys').select(ROW_COLUMNS).where('key_hash', '=', keyHash).executeTakeFirst();
  if (!row) return undefined;
  const key = toRow(row);
  return { id: key.id, merchantId: key.merchantId, permissions: apiKeyPermissions(key.operations), status: key.status };
}

/** Records a use of the key (never moves the time backwards: uses arrive late from other services). */
export async function recordApiKeyUse(db: Db, merchantId: string, id: string, usedAt: Date | string): Promise<void> {
  const at = new Date(usedAt);
  await authDb(db)
    .updateTable('api_keys')
    .set({ last_used_at: sql<Date>`greatest(coalesce(last_used_at, ${at}), ${at})` })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** The active keys these users created (any merchant), locked for the caller's transaction. */
export async function activeKeysCreatedBy(db: Db, userIds: readonly string[]): Promise<(ApiKeyRow & { createdBy: string })[]> {
  if (userIds.length === 0) return [];
  const rows = await authDb(db)
    .selectFrom('api_keys')
    .select([...ROW_COLUMNS, sql<string>`created_by::text`.as('created_by')])
    .where('status', '=', 'ACTIVE')
    .where(sql<boolean>`created_by::text = any(${[...userIds]}::text[])`)
    .orderBy('created_at')
    .forUpdate()
    .execute();
  return rows.map((r) => ({ ...toRow(r), createdBy: r.created_by }));
}
