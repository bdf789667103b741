import { PRODUCT_COUNT_LIMIT, type Product, type ProductCount, type ProductTypesAndCount } from '@hub/contracts';
import { sql, type Db, type Kysely } from '@hub/service-kit';
import { countAnswer, inKeyOrder, pageOfScan, scanBudget, type KeyPage, type ProductKey } from '../domain/product-list';
import { typesAndCountOf } from '../domain/products';
import { baseConditions, criteriaConditions, predicateExpression, type ProductCondition, type ProductCriteria } from './product-conditions';
import { PRODUCT_COLUMNS, toProduct, type ProductRow } from './products';
import { catalogDb, type CatalogDatabase } from './schema';

/**
 * The product list's queries (POST /merchant/products/all and .../count); which one runs is the
 * rule of domain/product-list.ts. Every page is found as keys (store, product code) first, then
 * its rows are read by key, so that a page deep in the list walks index entries, not rows.
 */

/** Something products can be selected from: the Kysely of a Db, or a CTE's query creator. */
type Selecting = Pick<Kysely<CatalogDatabase>, 'selectFrom'>;

function keysWhere(from: Selecting, merchantId: string, conditions: readonly ProductCondition[]) {
  let query = from.selectFrom('products').where('merchant_id', '=', merchantId);
  for (const condition of conditions) query = query.where(condition);
  return query;
}

const toKeys = (rows: readonly { sid: string; product_code: string }[]): ProductKey[] =>
  rows.map((r) => ({ sid: r.sid, productCode: r.product_code }));

/** A page without a predicate: the ordering index alone (an index-only scan once vacuumed). */
async function orderedKeys(db: Db, merchantId: string, criteria: ProductCriteria, start: number, pageSize: number): Promise<KeyPage> {
  const rows = await keysWhere(catalogDb(db), merchantId, baseConditions(criteria))
    .select(['sid', 'product_code'])
    .orderBy('product_code')
    .orderBy('sid')
    .limit(pageSize + 1)
    .offset(start)
    .execute();
  return { keys: toKeys(rows.slice(0, pageSize)), hasMore: rows.length > pageSize };
}

/**
 * The code-order read: the first `budget` base rows in list order, each checked against the
 * predicate; answers how many it read and the first start + pageSize + 1 matches.
 */
async function scanInOrder(db: Db, merchantId: string, criteria: ProductCriteria, budget: number, wanted: number) {
  const base = keysWhere(catalogDb(db), merchantId, baseConditions(criteria))
    .select(['sid', 'product_code', predicateExpression(criteria).as('hit')])
    .orderBy('product_code')
    .orderBy('sid')
    .limit(budget);
  const row = await catalogDb(db)
    .selectFrom(base.as('b'))
    .select([
      sql<number>`count(*)::int`.as('scanned'),
      sql<string[] | null>`(array_agg(sid order by product_code, sid) filter (where hit))[1:${wanted}]`.as('sids'),
      sql<string[] | null>`(array_agg(product_code order by product_code, sid) filter (where hit))[1:${wanted}]`.as('codes'),
    ])
    .executeTakeFirstOrThrow();
  const sids = row.sids ?? [];
  const codes = row.codes ?? [];
  return { scanned: Number(row.scanned), matches: sids.map((sid, i) => ({ sid, productCode: codes[i]! })) };
}

/**
 * Every match from the search and filter indexes, then sorted: a materialized CTE, so that the
 * planner plans it for all its rows (bitmap scans) rather than for the first few in code order.
 */
async function matchedKeys(db: Db, merchantId: string, criteria: ProductCriteria, start: number, pageSize: number): Promise<KeyPage> {
  const rows = await catalogDb(db)
    .with(
      (cte) => cte('matched').materialized(),
      (q) => keysWhere(q, merchantId, criteriaConditions(criteria)).select(['sid', 'product_code']),
    )
    .selectFrom('matched')
    .select(['sid', 'product_code'])
    .orderBy('product_code')
    .orderBy('sid')
    .limit(pageSize + 1)
    .offset(start)
    .execute();
  return { keys: toKeys(rows.slice(0, pageSize)), hasMore: rows.length > pageSize };
}

/** The keys of one page in product code order (then store). */
export async function pageKeys(db: Db, merchantId: string, criteria: ProductCriteria, start: number, pageSize: number): Promise<KeyPage> {
  if (criteria.predicate.length === 0) return orderedKeys(db, merchantId, criteria, start, pageSize);
  const budget = scanBudget(start, pageSize);
  if (budget !== undefined) {
    const page = pageOfScan(await scanInOrder(db, merchantId, criteria, budget, start + pageSize + 1), budget, start, pageSize);
    if (page) return page;
  }
  return matchedKeys(db, merchantId, criteria, start, pageSize);
}

/** The rows of `keys`, in their order. */
export async function productsOfKeys(db: Db, merchantId: string, keys: readonly ProductKey[]): Promise<Product[]> {
  if (keys.length === 0) return [];
  const rows = await catalogDb(db)
    .selectFrom('products')
    .select([...PRODUCT_COLUMNS])
    .where('merchant_id', '=', merchantId)
    .where(
      sql<boolean>`(sid, product_code) in (select * from unnest(${keys.map((k) => k.sid)}::text[], ${keys.map((k) => k.productCode)}::text[]))`,
    )
    .execute();
  return inKeyOrder(rows as ProductRow[], keys).map(toProduct);
}

/** One page in product code order (then store); `hasMore` from one extra row. */
export async function listProducts(
  db: Db,
  merchantId: string,
  criteria: ProductCriteria,
  start: number,
  pageSize: number,
): Promise<{ products: Product[]; hasMore: boolean }> {
  const page = await pageKeys(db, merchantId, criteria, start, pageSize);
  return { products: await productsOfKeys(db, merchantId, page.keys), hasMore: page.hasMore };
}

/**
 * The kept counts (007_product_counts.sql, by item type since 032) of the stores, (in)active: a few
 * rows per store and type, whatever the catalogue's size.
 */
function keptCounts(db: Db, merchantId: string, criteria: Pick<ProductCriteria, 'stores' | 'active'>) {
  let query = catalogDb(db).selectFrom('product_counts').where('merchant_id', '=', merchantId);
  if (criteria.stores !== null) query = query.where(sql<boolean>`sid = any(${[...criteria.stores]}::text[])`);
  if (criteria.active !== undefined) query = query.where('active', '=', criteria.active);
  return query;
}

/** How many products of the stores are (in)active, from the kept counts. */
async function keptCount(db: Db, merchantId: string, criteria: ProductCriteria): Promise<number> {
  const row = await keptCounts(db, merchantId, criteria).select(sql<string>`coalesce(sum(n), 0)`.as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Products per store and item type (an untyped product counts under ''), in total and per store: the
 * dashboard's counts (issue 30), summed from the kept counts instead of counting every product.
 */
export async function productTypesAndCount(
  db: Db,
  merchantId: string,
  criteria: Pick<ProductCriteria, 'stores' | 'active'>,
): Promise<ProductTypesAndCount> {
  const rows = await keptCounts(db, merchantId, criteria)
    .select(['sid', 'item_type', sql<string>`sum(n)`.as('n')])
    .groupBy(['sid', 'item_type'])
    .having(sql<boolean>`sum(n) <> 0`)
    .orderBy('sid')
    .orderBy('item_type')
    .execute();
  return typesAndCountOf(rows.map((r) => ({ sid: r.sid, itemType: r.item_type, n: Number(r.n) })));
}

/**
 * How many products match: without a predicate from the kept per-store counts (exact), else
 * counted up to PRODUCT_COUNT_LIMIT + 1 rows (exact below the limit, "more than" above it).
 */
export async function countProducts(db: Db, merchantId: string, criteria: ProductCriteria): Promise<ProductCount> {
  if (criteria.predicate.length === 0) return { count: await keptCount(db, merchantId, criteria), exact: true };
  const matched = keysWhere(catalogDb(db), merchantId, criteriaConditions(criteria))
    .select(sql<number>`1`.as('one'))
    .limit(PRODUCT_COUNT_LIMIT + 1);
  const row = await catalogDb(db)
    .selectFrom(matched.as('m'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return countAnswer(Number(row.n));
}
