import type { Db } from '@hub/service-kit';
import { filterConfigSchema } from '@hub/contracts';
import { filterKeysChange, wantedFilterKeys, type FilterKeysState } from '../domain/filter-keys';
import { readDataMapping } from './data-mapping';
import { readDocument } from './merchant-documents';

/**
 * The merchant's filter keys (migration 038, ADR 0050): which configured fields `filter_fields` holds
 * and the index serves. Writers of `fields` read them with `keysForWriting` inside their transaction;
 * a change of the merchant's filters goes through `refreshFilterKeys`; a leased worker rewrites the
 * products after a change (`claimFilterRewrite`, `rewriteFilterFields`, `finishFilterRewrite`).
 */

/** A SQL string literal (keys are field names a merchant chose: any text). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * The SQL of a product's filter_fields: the values under `keys` of `fields` (an expression), or, for an
 * update that merges new values into a stored product, of `fields` where it has the key (a JSON null
 * there clears it) and of `stored` elsewhere. JSON nulls and missing keys are left out.
 */
export function filterFieldsSql(keys: readonly string[], fields: string, stored?: string): string {
  if (keys.length === 0) return `'{}'::jsonb`;
  const value = (key: string) =>
    stored === undefined
      ? `${fields}->${literal(key)}`
      : `case when ${fields} ? ${literal(key)} then ${fields}->${literal(key)} else ${stored}->${literal(key)} end`;
  // jsonb_build_object takes at most 100 arguments: 50 keys a call.
  const parts: string[] = [];
  for (let i = 0; i < keys.length; i += 50)
    parts.push(
      `jsonb_build_object(${keys
        .slice(i, i + 50)
        .map((k) => `${literal(k)}, ${value(k)}`)
        .join(', ')})`,
    );
  return `jsonb_strip_nulls(${parts.join(' || ')})`;
}

/** The merchant's row of keys, made (no keys) when it has none yet, so that it can be locked. */
async function ensureKeysRow(tx: Db, merchantId: string): Promise<void> {
  await tx.query(`insert into catalog.product_filter_keys (merchant_id) values ($1) on conflict (merchant_id) do nothing`, [merchantId]);
}

/**
 * The keys a writer of `fields` puts into filter_fields, read inside its transaction `tx` and held
 * (FOR SHARE) until it ends, so that a change of the keys waits for the writes made under the old ones.
 */
export async function keysForWriting(tx: Db, merchantId: string): Promise<string[]> {
  await ensureKeysRow(tx, merchantId);
  const rows = await tx.query<{ keys: string[] }>(
    `select keys from catalog.product_filter_keys where merchant_id = $1 for share`,
    [merchantId],
  );
  return rows[0]?.keys ?? [];
}

/** The keys every product of the merchant holds in filter_fields: a filter on one of them may use the index. */
export async function indexedFilterKeys(db: Db, merchantId: string): Promise<ReadonlySet<string>> {
  const rows = await db.query<{ indexed: string[] }>(
    `select indexed from catalog.product_filter_keys where merchant_id = $1`,
    [merchantId],
  );
  return new Set(rows[0]?.indexed ?? []);
}

/**
 * After the merchant's data mapping or filter config changed (inside the transaction that saved it, or
 * after): the keys its filters ask for become the keys written; answers whether the products must be
 * rewritten (the filter-keys worker then has work).
 */
export async function refreshFilterKeys(db: Db, merchantId: string): Promise<{ rewrite: boolean }> {
  return db.transaction(async (tx) => {
    const mapping = (await readDataMapping(tx, merchantId))?.config;
    const savedDoc = await readDocument(tx, 'filter', merchantId);
    const saved = savedDoc ? filterConfigSchema.parse(savedDoc.config) : undefined;
    const wanted = mapping ? wantedFilterKeys(saved, mapping) : [];
    await ensureKeysRow(tx, merchantId);
    // Waits for every writer holding the row (keysForWriting): no write under the old keys is in flight after this.
    const rows = await tx.query<FilterKeysState & { rewrite_after: string }>(
      `select keys, indexed, rewrite_after from catalog.product_filter_keys where merchant_id = $1 for update`,
      [merchantId],
    );
    const state = rows[0]!;
    const hasProducts =
      (await tx.query(`select 1 from catalog.products where merchant_id = $1 limit 1`, [merchantId])).length >
      0;
    const change = filterKeysChange(state, wanted, hasProducts);
    await tx.query(
      `update catalog.product_filter_keys set keys = $2, indexed = $3, rewrite_after = case when $4 then 0 else rewrite_after end, updated_at = now()
        where merchant_id = $1`,
      [merchantId, change.keys, change.indexed, change.changed],
    );
    return { rewrite: change.rewrite };
  });
}

/** Merchants with a data mapping whose filter keys were never worked out (products from before migration 038). */
export async function merchantsWithoutFilterKeys(db: Db): Promise<string[]> {
  const rows = await db.query<{ merchant_id: string }>(
    `select d.merchant_id from catalog.config_documents d
      where d.kind = 'data-mapping' and not d.deleted
        and not exists (select 1 from catalog.product_filter_keys k where k.merchant_id = d.merchant_id)`,
  );
  return rows.map((r) => r.merchant_id);
}

/** A merchant whose products must be rewritten, as the worker holds it. */
export interface FilterRewrite {
  merchantId: string;
  keys: string[];
  after: string;
}

/** Claims a merchant whose written keys are not all indexed yet, with a lease of `leaseMs`. */
export async function claimFilterRewrite(
  db: Db,
  owner: string,
  leaseMs: number,
): Promise<FilterRewrite | null> {
  const rows = await db.query<{ merchant_id: string; keys: string[]; rewrite_after: string }>(
    `update catalog.product_filter_keys k set lease_owner = $1, lease_until = now() + ($2::int * interval '1 millisecond')
      where k.merchant_id = (select merchant_id from catalog.product_filter_keys
                              where not (keys <@ indexed) and (lease_until is null or lease_until < now())
                              order by updated_at limit 1 for update skip locked)
      returning k.merchant_id, k.keys, k.rewrite_after`,
    [owner, leaseMs],
  );
  const row = rows[0];
  return row ? { merchantId: row.merchant_id, keys: row.keys, after: String(row.rewrite_after) } : null;
}

export async function renewFilterRewrite(
  db: Db,
  job: FilterRewrite,
  owner: string,
  leaseMs: number,
): Promise<boolean> {
  const rows = await db.query(
    `update catalog.product_filter_keys set lease_until = now() + ($3::int * interval '1 millisecond') where merchant_id = $1 and lease_owner = $2 returning merchant_id`,
    [job.merchantId, owner, leaseMs],
  );
  return rows.length > 0;
}

/** The keys still held by this owner and the cursor, or null when the lease was lost or the keys changed. */
async function heldState(
  tx: Db,
  job: FilterRewrite,
  owner: string,
): Promise<{ rewrite_after: string } | null> {
  const held = await tx.query<{ keys: string[]; rewrite_after: string }>(
    `select keys, rewrite_after from catalog.product_filter_keys where merchant_id = $1 and lease_owner = $2`,
    [job.merchantId, owner],
  );
  const state = held[0];
  return state && state.keys.join('\u0000') === job.keys.join('\u0000') ? state : null;
}

/**
 * Rewrites the filter_fields of the next `limit` products of the job's merchant after its cursor and
 * moves the cursor. Products another transaction holds are skipped here (`verifyFilterFields` takes
 * them at the end). Answers how many were rewritten, 'done' after the last product, or 'stale' when
 * the keys changed or the lease was lost (the next claim starts again).
 */
export async function rewriteFilterFields(
  db: Db,
  job: FilterRewrite,
  owner: string,
  limit: number,
): Promise<number | 'done' | 'stale'> {
  return db.transaction(async (tx) => {
    const state = await heldState(tx, job, owner);
    if (!state) return 'stale';
    const expected = filterFieldsSql(job.keys, 'p.fields');
    const rows = await tx.query<{ last: string | null; n: string }>(
      `with next as (select id from catalog.products where merchant_id = $1 and id > $2 order by id limit $3 for update skip locked),
            done as (update catalog.products p set filter_fields = ${expected}
                       from next where p.id = next.id and p.filter_fields is distinct from ${expected}
                     returning p.id)
       select (select max(id) from next)::text as last, (select count(*) from done)::text as n`,
      [job.merchantId, state.rewrite_after, limit],
    );
    const last = rows[0]?.last ?? null;
    if (last === null) return 'done';
    await tx.query(`update catalog.product_filter_keys set rewrite_after = $2 where merchant_id = $1`, [
      job.merchantId,
      last,
    ]);
    return Number(rows[0]?.n ?? 0);
  });
}

/**
 * The last pass: every product of the merchant whose filter_fields still differs from its fields (one
 * that was held by another transaction when the rewrite passed it), rewritten, waiting for its holder.
 * Answers how many, or 'stale'.
 */
export async function verifyFilterFields(
  db: Db,
  job: FilterRewrite,
  owner: string,
): Promise<number | 'stale'> {
  return db.transaction(async (tx) => {
    if (!(await heldState(tx, job, owner))) return 'stale';
    const expected = filterFieldsSql(job.keys, 'p.fields');
    const rows = await tx.query<{ n: string }>(
      `with fixed as (update catalog.products p set filter_fields = ${expected}
                        where p.merchant_id = $1 and p.filter_fields is distinct from ${expected} returning 1)
       select count(*)::text as n from fixed`,
      [job.merchantId],
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/** After the last product: the job's keys are indexed, if they are still the keys written. */
export async function finishFilterRewrite(db: Db, job: FilterRewrite, owner: string): Promise<boolean> {
  const rows = await db.query(
    `update catalog.product_filter_keys set indexed = keys, rewrite_after = 0, lease_owner = null, lease_until = null, updated_at = now()
      where merchant_id = $1 and lease_owner = $2 and keys = $3::text[] returning merchant_id`,
    [job.merchantId, owner, job.keys],
  );
  return rows.length > 0;
}

/** Gives the job's lease up (stopped, or its keys changed). */
export async function releaseFilterRewrite(db: Db, job: FilterRewrite, owner: string): Promise<void> {
  await db.query(
    `update catalog.product_filter_keys set lease_owner = null, lease_until = null where merchant_id = $1 and lease_owner = $2`,
    [job.merchantId, owner],
  );
}
