import { CURRENCY_FIELDS, KARAT_FIELDS, productFiltersSchema, WEIGHT_FIELDS, type StocktakeLine } from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import type { CatalogItem } from '../domain/stocktake-lines';
import { indexedFilterKeys } from './filter-keys';
import { mappingOf, productFilterConditions, type ProductCondition } from './product-conditions';
import { catalogDb } from './schema';

/** The catalogue's side of a count (issue 12): its reads' products, its scope's missing ones, and the history. */

type ItemRow = { id: string; product_code: string; rfid_tag: string | null; sid: string; design_number: string | null; item_type: string | null; fields: Record<string, unknown> };

/**
 * The names a count's line reads of a product's fields (its karat, gold weight and currency:
 * stocktake-lines.ts), as `fieldValue` compares them: without case and surrounding blanks.
 */
export const LINE_FIELD_NAMES: readonly string[] = [...KARAT_FIELDS, ...WEIGHT_FIELDS, ...CURRENCY_FIELDS].map((n) => n.trim().toLowerCase());

/**
 * A product's fields as a count's line reads them: only the keys that may be one of LINE_FIELD_NAMES
 * (trimmed of ASCII blanks and lower-cased, as an ASCII key compares; a key with any other character is
 * kept as it is, and `fieldValue` decides), in the fields' own order. A store's count reads tens of
 * thousands of products: their whole fields (30 values each in the bench's catalogue) were parsed on
 * the event loop for the four or five a line uses, stalling every other request of the hub.
 */
const lineFields = (column: string) =>
  sql<Record<string, unknown>>`coalesce((select jsonb_object_agg(e.key, e.value) from jsonb_each(${sql.ref(column)}) as e
    where lower(btrim(e.key, E' \t\n\r\f\v')) = any(${LINE_FIELD_NAMES}::text[]) or e.key ~ '[^[:ascii:]]'), '{}'::jsonb)`;

const itemOf = (r: ItemRow): CatalogItem & { id: string } => ({
  id: String(r.id),
  productCode: r.product_code,
  rfidTag: r.rfid_tag,
  sid: r.sid,
  designNumber: r.design_number,
  itemType: r.item_type,
  fields: r.fields ?? {},
});

/** The count's filters as conditions; a filter the catalogue cannot read (unknown shape) filters nothing. */
export async function scopeConditions(db: Db, merchantId: string, filters: Record<string, unknown>): Promise<ProductCondition[]> {
  const mapping = await mappingOf(db, merchantId);
  const valid: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) if (productFiltersSchema.safeParse({ [name]: value }).success) valid[name] = value;
  return productFilterConditions(productFiltersSchema.parse(valid), mapping, await indexedFilterKeys(db, merchantId));
}

/**
 * Products carrying one of `tags` (as read, or lower-case: tags are compared normalised), as primary
 * tag or as one of their other tags (issue 14, multiple tags): one item per tag read, its `rfidTag` the
 * tag that matched.
 */
export async function productsByTags(db: Db, merchantId: string, tags: readonly string[]): Promise<(CatalogItem & { id: string })[]> {
  if (tags.length === 0) return [];
  const variants = [...new Set(tags.flatMap((t) => [t, t.toLowerCase()]))];
  const k = catalogDb(db);
  const rows = await k
    .selectFrom('products')
    .where('merchant_id', '=', merchantId)
    .where(sql<boolean>`rfid_tag = any(${variants}::text[])`)
    .select(['id', 'product_code', 'rfid_tag', 'sid', 'design_number', 'item_type', lineFields('fields').as('fields')])
    .unionAll(
      k
        .selectFrom('product_tags as t')
        .innerJoin('products as p', 'p.id', 't.product_id')
        .where('t.merchant_id', '=', merchantId)
        .where(sql<boolean>`t.epc = any(${variants}::text[])`)
        .select(['p.id', 'p.product_code', 't.epc as rfid_tag', 'p.sid', 'p.design_number', 'p.item_type', lineFields('p.fields').as('fields')]),
    )
    .execute();
  return (rows as unknown as ItemRow[]).map(itemOf);
}

function scopeQuery(db: Db, merchantId: string, sid: string, conditions: readonly ProductCondition[]) {
  let query = catalogDb(db)
    .selectFrom('products')
    .where('merchant_id', '=', merchantId)
    .where('sid', '=', sid)
    .where('active', '=', true)
    .where(sql<boolean>`coalesce(rfid_tag, '') <> ''`);
  for (const condition of conditions) query = query.where(condition);
  return query;
}

/** How many tagged active products the scope holds, and those whose tag is not among `tags`. */
export async function scopeProducts(
  db: Db,
  merchantId: string,
  sid: string,
  conditions: readonly ProductCondition[],
  tags: readonly string[],
): Promise<{ expected: number; missing: (CatalogItem & { id: string })[] }> {
  const counted = await scopeQuery(db, merchantId, sid, conditions).select(sql<string>`count(*)`.as('n')).executeTakeFirst();
  const variants = [...new Set(tags.flatMap((t) => [t, t.toLowerCase()]))];
  const rows = await scopeQuery(db, merchantId, sid, conditions)
    .where(sql<boolean>`not exists (select 1 from unnest(${variants}::text[]) as t(tag) where t.tag = products.rfid_tag)`)
    // Nor one of its other tags (issue 14, multiple tags): a product is missing when none of its tags was read.
    .where(sql<boolean>`not exists (select 1 from catalog.product_tags x where x.product_id = products.id and x.epc = any(${variants}::text[]))`)
    .select(['id', 'product_code', 'rfid_tag', 'sid', 'design_number', 'item_type', lineFields('fields').as('fields')])
    .orderBy('product_code')
    .execute();
  return { expected: Number(counted?.n ?? 0), missing: (rows as unknown as ItemRow[]).map(itemOf) };
}

/** Which of `productCodes` (products of the count's store read by it) the count's scope holds (issue 28 item 5). */
export async function inScopeProductCodes(db: Db, merchantId: string, sid: string, conditions: readonly ProductCondition[], productCodes: readonly string[]): Promise<Set<string>> {
  if (productCodes.length === 0) return new Set();
  const rows = await scopeQuery(db, merchantId, sid, conditions).where('product_code', 'in', [...new Set(productCodes)]).select('product_code').execute();
  return new Set(rows.map((r) => r.product_code));
}

/**
 * A submitted count in each product's history (one entry per product and count: a count reconciled
 * again after a late batch replaces its entries), and the products it saw marked last seen.
 */
export async function recordHistory(
  db: Db,
  merchantId: string,
  count: { stocktakeKey: string; stocktakeId: string; sid: string; day: string },
  entries: readonly { productId: string; result: Exclude<StocktakeLine['kind'], 'unknown'> }[],
): Promise<void> {
  await db.query(`delete from catalog.stocktake_history where merchant_id = $1 and stocktake_key = $2`, [merchantId, count.stocktakeKey]);
  if (entries.length === 0) return;
  await db.query(
    `insert into catalog.stocktake_history (merchant_id, product_id, stocktake_key, stocktake_id, sid, day, result)
     select $1, e.product_id, $2, $3, $4, $5::date, e.result from unnest($6::bigint[], $7::text[]) as e(product_id, result)
     on conflict (product_id, stocktake_key) do update set result = excluded.result, recorded_at = now()`,
    [merchantId, count.stocktakeKey, count.stocktakeId, count.sid, count.day, entries.map((e) => e.productId), entries.map((e) => e.result)],
  );
  const seen = entries.filter((e) => e.result !== 'missing').map((e) => e.productId);
  if (seen.length > 0) {
    await db.query(`update catalog.products set last_seen_at = greatest(coalesce(last_seen_at, '-infinity'), now()) where merchant_id = $1 and id = any($2::bigint[])`, [merchantId, seen]);
  }
}

/** The demo's stock-take history (all-in-one seed): each store's tagged active products by item type. */
export async function tagsByStoreAndType(db: Db, merchantId: string): Promise<Record<string, Record<string, string[]>>> {
  const rows = await db.query<{ sid: string; item_type: string | null; rfid_tag: string }>(
    `select sid, item_type, rfid_tag from catalog.products where merchant_id = $1 and active and coalesce(rfid_tag, '') <> '' order by sid, item_type, product_code`,
    [merchantId],
  );
  const out: Record<string, Record<string, string[]>> = {};
  for (const r of rows) ((out[r.sid] ??= {})[r.item_type ?? ''] ??= []).push(r.rfid_tag);
  return out;
}
