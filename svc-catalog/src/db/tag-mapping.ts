import type { TagProductRef } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/**
 * Reusable tag mapping (issue 14 item 2; 018_tag_mapping.sql): a product's primary tag is
 * products.rfid_tag, its other tags are rows of catalog.product_tags. Every statement here takes a
 * whole request's tags at once (arrays), so a bulk paste of 10,000 tags is a handful of statements.
 */

/** A product as tag mapping reads it. */
export interface TagProductRow extends TagProductRef {
  id: string;
  designNumber: string | null;
  itemType: string | null;
}

interface ProductRow {
  id: string;
  sid: string;
  product_code: string;
  design_number: string | null;
  item_type: string | null;
}

const toRef = (r: ProductRow): TagProductRow => ({
  id: String(r.id),
  sid: r.sid,
  productCode: r.product_code,
  designNumber: r.design_number,
  itemType: r.item_type,
});

/**
 * One tag mapping write at a time per merchant (until the transaction ends): the uniqueness of an EPC
 * across primary and extra tags is checked and then written without another request in between.
 */
export async function lockTagMapping(tx: Db, merchantId: string): Promise<void> {
  await tx.query(`select pg_advisory_xact_lock(hashtext($1))`, [`catalog.tag-mapping:${merchantId}`]);
}

/** The products of store `sid` with these codes, by code. */
export async function productsByCode(db: Db, merchantId: string, sid: string, codes: readonly string[]): Promise<Map<string, TagProductRow>> {
  const rows = await db.query<ProductRow>(
    `select id, sid, product_code, design_number, item_type from catalog.products
      where merchant_id = $1 and sid = $2 and product_code = any($3::text[])`,
    [merchantId, sid, [...new Set(codes)]],
  );
  return new Map(rows.map((r) => [r.product_code, toRef(r)]));
}

/** The products holding any of `epcs`, as primary or extra tag: one row per tag and holder. */
export async function holdersOf(db: Db, merchantId: string, epcs: readonly string[]): Promise<{ epc: string; product: TagProductRow }[]> {
  if (epcs.length === 0) return [];
  const rows = await db.query<ProductRow & { epc: string }>(
    `select p.rfid_tag as epc, p.id, p.sid, p.product_code, p.design_number, p.item_type
       from catalog.products p
      where p.merchant_id = $1 and p.rfid_tag = any($2::text[])
     union all
     select t.epc, p.id, p.sid, p.product_code, p.design_number, p.item_type
       from catalog.product_tags t join catalog.products p on p.id = t.product_id
      where t.merchant_id = $1 and t.epc = any($2::text[])`,
    [merchantId, [...new Set(epcs)]],
  );
  return rows.map((r) => ({ epc: r.epc, product: toRef(r) }));
}

/**
 * The tags of each product, primary first then the others in the order they were mapped; the products'
 * rows are locked for the rest of the transaction (an import cannot change their tag meanwhile).
 */
export async function tagsOfProducts(db: Db, merchantId: string, productIds: readonly string[]): Promise<Map<string, string[]>> {
  const ids = [...new Set(productIds)];
  const tags = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return tags;
  const primaries = await db.query<{ id: string; rfid_tag: string | null }>(
    `select id, rfid_tag from catalog.products where merchant_id = $1 and id = any($2::bigint[]) order by id for update`,
    [merchantId, ids],
  );
  for (const p of primaries) if (p.rfid_tag) tags.get(String(p.id))?.push(p.rfid_tag);
  const extras = await db.query<{ product_id: string; epc: string }>(
    `select product_id, epc from catalog.product_tags where merchant_id = $1 and product_id = any($2::bigint[]) order by mapped_at, epc`,
    [merchantId, ids],
  );
  for (const t of extras) tags.get(String(t.product_id))?.push(t.epc);
  return tags;
}

/**
 * Writes the products' tags as `next` has them (primary first), given what they were: the products'
 * primary tag, mapped flag and change marks (the stock-take app's sync sees them) in one statement,
 * then the extra tags taken off and the new ones.
 */
export async function writeProductTags(
  db: Db,
  merchantId: string,
  before: ReadonlyMap<string, readonly string[]>,
  next: ReadonlyMap<string, readonly string[]>,
): Promise<void> {
  if (next.size === 0) return;
  const ids = [...next.keys()];
  await db.query(
    `update catalog.products p
        set rfid_tag = v.tag, is_mapped = v.tag is not null, updated_at = now(), changed_xid = pg_current_xact_id(),
            -- The product no longer holds what its last import gave it: a re-import compares field by field.
            import_hash = null
       from unnest($2::bigint[], $3::text[]) as v(id, tag)
      where p.merchant_id = $1 and p.id = v.id`,
    [merchantId, ids, ids.map((id) => next.get(id)![0] ?? null)],
  );
  const removed: [string, string][] = [];
  const added: [string, string][] = [];
  for (const [id, tags] of next) {
    const oldExtras = new Set((before.get(id) ?? []).slice(1));
    const newExtras = new Set(tags.slice(1));
    for (const epc of oldExtras) if (!newExtras.has(epc)) removed.push([id, epc]);
    for (const epc of newExtras) if (!oldExtras.has(epc)) added.push([id, epc]);
  }
  if (removed.length > 0) {
    await db.query(
      `delete from catalog.product_tags t using unnest($2::bigint[], $3::text[]) as r(id, epc)
        where t.merchant_id = $1 and t.product_id = r.id and t.epc = r.epc`,
      [merchantId, removed.map((r) => r[0]), removed.map((r) => r[1])],
    );
  }
  if (added.length > 0) {
    await db.query(
      // In the request's order: a product's tags are listed (and its next primary promoted) by mapped_at.
      `insert into catalog.product_tags (merchant_id, epc, product_id, mapped_at)
       select $1, a.epc, a.id, now() + a.n * interval '1 microsecond' from unnest($2::bigint[], $3::text[]) with ordinality as a(id, epc, n)`,
      [merchantId, added.map((a) => a[0]), added.map((a) => a[1])],
    );
  }
}
