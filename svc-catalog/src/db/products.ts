import {
  PRODUCT_ANSWER_FIELDS,
  PRINTING_STATUSES,
  type Product,
  type RfidProduct,
} from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import { filterFieldsOf } from '../domain/filter-keys';
import { keysForWriting } from './filter-keys';
import type { ProductCondition } from './product-conditions';
import { catalogDb } from './schema';

/** The columns a product answer is built from. */
export const PRODUCT_COLUMNS = [
  'sid',
  'product_code',
  'rfid_tag',
  'design_number',
  'item_type',
  'item_status',
  'active',
  'image_name',
  'verified_image_name',
  'is_mapped',
  'printing_status',
  'fields',
  'created_at',
  'updated_at',
] as const;

export interface ProductRow {
  sid: string;
  product_code: string;
  rfid_tag: string | null;
  design_number: string | null;
  item_type: string | null;
  item_status: string | null;
  active: boolean;
  image_name: string[];
  verified_image_name: string[];
  is_mapped: boolean;
  printing_status: string;
  fields: Record<string, unknown>;
  created_at: Date | string;
  updated_at: Date | string;
}

const FIXED = new Set<string>([...PRODUCT_ANSWER_FIELDS, 'udf']);
const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();

/** A row as the API answers it: fixed fields, then the configured fields (never shadowing a fixed one). */
export function toProduct(row: ProductRow): Product {
  const configured = Object.fromEntries(Object.entries(row.fields ?? {}).filter(([k]) => !FIXED.has(k)));
  return {
    ...configured,
    productCode: row.product_code,
    rfidTag: row.rfid_tag,
    designNumber: row.design_number,
    itemType: row.item_type,
    itemStatus: row.item_status,
    active: row.active,
    imageName: row.image_name ?? [],
    verifiedImageName: row.verified_image_name ?? [],
    sid: row.sid,
    isMapped: row.is_mapped,
    printingStatus: row.printing_status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    udf: { verifiedImageName: row.verified_image_name ?? [] },
  };
}

/** Products of the merchant matching every condition (store, active, search, filters). */
function selectProducts(db: Db, merchantId: string, conditions: readonly ProductCondition[]) {
  let query = catalogDb(db).selectFrom('products').where('merchant_id', '=', merchantId);
  for (const condition of conditions) query = query.where(condition);
  return query;
}

export async function findProduct(
  db: Db,
  merchantId: string,
  conditions: readonly ProductCondition[],
): Promise<Product | undefined> {
  const row = await selectProducts(db, merchantId, conditions)
    .select([...PRODUCT_COLUMNS])
    .orderBy('sid')
    .limit(1)
    .executeTakeFirst();
  return row ? toProduct(row as ProductRow) : undefined;
}

/** `allRfid`: the tag fields, optionally ordered by printing status (PRINTING_STATUSES order). */
export async function listRfidProducts(
  db: Db,
  merchantId: string,
  conditions: readonly ProductCondition[],
  start: number,
  pageSize: number,
  sortPrintingStatus: 'asc' | 'desc' | undefined,
): Promise<{ products: RfidProduct[]; hasMore: boolean }> {
  let query = selectProducts(db, merchantId, conditions).select([
    'id',
    'sid',
    'product_code',
    'rfid_tag',
    'design_number',
    'item_type',
    'active',
    'is_mapped',
    'printing_status',
  ]);
  if (sortPrintingStatus) {
    const rank = sql`coalesce(array_position(${[...PRINTING_STATUSES]}::text[], printing_status), ${PRINTING_STATUSES.length})`;
    query = query.orderBy(rank, sortPrintingStatus);
  }
  const rows = await query
    .orderBy('product_code')
    .orderBy('sid')
    .limit(pageSize + 1)
    .offset(start)
    .execute();
  const page = rows.slice(0, pageSize);
  const details = await printingDetails(db, merchantId, page.map((r) => r.id));
  return {
    products: page.map((r) => {
      const d = details.get(String(r.id));
      return {
        productCode: r.product_code,
        rfidTag: r.rfid_tag,
        designNumber: r.design_number,
        itemType: r.item_type,
        sid: r.sid,
        active: r.active,
        isMapped: r.is_mapped,
        printingStatus: r.printing_status,
        tags: [...(r.rfid_tag ? [r.rfid_tag] : []), ...(d?.extra ?? [])],
        printingReason: d?.reason ?? null,
        lastPrintedAt: d?.lastPrintedAt ?? null,
        lastPrintJobId: d?.jobId ?? null,
      };
    }),
    hasMore: rows.length > pageSize,
  };
}

/** A page's extra tags (product_tags) and printing details (product_printing, 020_rfid_printing.sql), by product id. */
async function printingDetails(
  db: Db,
  merchantId: string,
  ids: readonly string[],
): Promise<Map<string, { extra: string[]; reason: string | null; lastPrintedAt: string | null; jobId: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; extra: string[] | null; reason: string | null; last_printed_at: Date | string | null; job_id: string | null }>(
    `select p.id,
            (select array_agg(t.epc order by t.mapped_at, t.epc) from catalog.product_tags t where t.merchant_id = p.merchant_id and t.product_id = p.id) as extra,
            pp.reason, pp.last_printed_at, pp.job_id
       from catalog.products p
       left join catalog.product_printing pp on pp.merchant_id = p.merchant_id and pp.sid = p.sid and pp.product_code = p.product_code
      where p.merchant_id = $1 and p.id = any($2::bigint[])`,
    [merchantId, ids],
  );
  return new Map(
    rows.map((r) => [
      String(r.id),
      {
        extra: r.extra ?? [],
        reason: r.reason,
        lastPrintedAt: r.last_printed_at === null ? null : new Date(r.last_printed_at).toISOString(),
        jobId: r.job_id,
      },
    ]),
  );
}

/** The (store, code) of the products matching `conditions`, at most `limit`, in store and code order (a print job's selection). */
export async function selectedProductRefs(
  db: Db,
  merchantId: string,
  conditions: readonly ProductCondition[],
  limit: number,
): Promise<{ sid: string; productCode: string }[]> {
  const rows = await selectProducts(db, merchantId, conditions).select(['sid', 'product_code']).orderBy('sid').orderBy('product_code').limit(limit).execute();
  return rows.map((r) => ({ sid: r.sid, productCode: r.product_code }));
}

/** Distinct item types (nulls left out), alphabetical. */
export async function productTypes(db: Db, merchantId: string, conditions: readonly ProductCondition[]): Promise<string[]> {
  const rows = await selectProducts(db, merchantId, conditions)
    .select('item_type')
    .distinct()
    .where('item_type', 'is not', null)
    .orderBy('item_type')
    .execute();
  return rows.map((r) => r.item_type!);
}

/**
 * The export's rows in (store, product code) order, `batchSize` at a time: keyset paging on the
 * unique (merchant_id, sid, product_code) index, so memory stays bounded whatever the catalogue size.
 */
export async function* productBatches(
  db: Db,
  merchantId: string,
  conditions: readonly ProductCondition[],
  batchSize = 1000,
): AsyncGenerator<Product[]> {
  let after: { sid: string; code: string } | undefined;
  for (;;) {
    let query = selectProducts(db, merchantId, conditions).select([...PRODUCT_COLUMNS]);
    if (after) query = query.where(sql<boolean>`(sid, product_code) > (${after.sid}, ${after.code})`);
    const rows = await query.orderBy('sid').orderBy('product_code').limit(batchSize).execute();
    if (rows.length === 0) return;
    yield rows.map((r) => toProduct(r as ProductRow));
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { sid: last.sid, code: last.product_code };
  }
}

/** A product to insert (seed, benchmark): fixed columns and configured fields. */
export interface NewProduct {
  sid: string;
  productCode: string;
  rfidTag: string | null;
  designNumber: string | null;
  itemType: string | null;
  itemStatus: string | null;
  active: boolean;
  imageName: string[];
  isMapped: boolean;
  printingStatus: string;
  fields: Record<string, unknown>;
}

/** Inserts products in multi-row statements of `batchSize`; existing (merchant, store, code) are kept. */
export async function insertProducts(db: Db, merchantId: string, products: readonly NewProduct[], batchSize = 500): Promise<void> {
  for (let i = 0; i < products.length; i += batchSize) await db.transaction((tx) => insertProductBatch(tx, merchantId, products.slice(i, i + batchSize)));
}

/** One statement of insertProducts, with the filter fields of the merchant's keys (held until it commits). */
async function insertProductBatch(tx: Db, merchantId: string, products: readonly NewProduct[]): Promise<void> {
  const keys = await keysForWriting(tx, merchantId);
  const values = products.map((p) => ({
      merchant_id: merchantId,
      sid: p.sid,
      product_code: p.productCode,
      rfid_tag: p.rfidTag,
      design_number: p.designNumber,
      item_type: p.itemType,
      item_status: p.itemStatus,
      active: p.active,
      image_name: p.imageName,
      is_mapped: p.isMapped,
      printing_status: p.printingStatus,
    fields: JSON.stringify(p.fields),
    filter_fields: JSON.stringify(filterFieldsOf(p.fields, keys)),
  }));
  await catalogDb(tx)
    .insertInto('products')
    .values(values)
    .onConflict((oc) => oc.columns(['merchant_id', 'sid', 'product_code']).doNothing())
    .execute();
}

export async function merchantHasProducts(db: Db, merchantId: string): Promise<boolean> {
  const row = await catalogDb(db).selectFrom('products').select('id').where('merchant_id', '=', merchantId).limit(1).executeTakeFirst();
  return row !== undefined;
}
