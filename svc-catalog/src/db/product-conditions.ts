import { EMPTY_DATA_MAPPING, type DataMappingConfig, type FixedFilterField, type ProductFilters, type ProductRangeFilter } from '@hub/contracts';
import { sql, storeScopeCondition, storesInScope, type Db, type MerchantScope } from '@hub/service-kit';
import { asBoolean, asNumber, assertValidFilters, configuredFieldOf, fixedFieldOf, isRange, tagPrefixRange, type Scalar } from '../domain/products';
import { readDataMapping } from './data-mapping';
import { indexedFilterKeys } from './filter-keys';

/**
 * The SQL conditions of the product queries (moved out of domain/, issue 10 item 4): which rows a
 * filter body, a search text and the caller's stores select. The rules they follow (which keys are
 * valid, how values are coerced) are the pure functions of domain/products.ts.
 */

/** A boolean SQL fragment (Kysely `sql`) that a product query adds to its WHERE clause. */
export type ProductCondition = ReturnType<typeof sql<boolean>>;

/** The fixed filter keys and their columns; `hasImage` is about `image_name`. */
const FIXED_COLUMNS: Readonly<Record<Exclude<FixedFilterField, 'hasImage'>, { column: string; type: 'text' | 'boolean' }>> = {
  productCode: { column: 'product_code', type: 'text' },
  rfidTag: { column: 'rfid_tag', type: 'text' },
  designNumber: { column: 'design_number', type: 'text' },
  itemType: { column: 'item_type', type: 'text' },
  itemStatus: { column: 'item_status', type: 'text' },
  isMapped: { column: 'is_mapped', type: 'boolean' },
  printingStatus: { column: 'printing_status', type: 'text' },
};

/** The column of a fixed product field (`itemType` → `item_type`); undefined for a configured field. */
export function fixedColumnOf(name: string): string | undefined {
  return name in FIXED_COLUMNS ? FIXED_COLUMNS[name as keyof typeof FIXED_COLUMNS].column : undefined;
}

const NEVER: ProductCondition = sql<boolean>`false`;

function anyOf(conditions: ProductCondition[]): ProductCondition {
  if (conditions.length === 0) return NEVER;
  if (conditions.length === 1) return conditions[0]!;
  return sql<boolean>`(${sql.join(conditions, sql` or `)})`;
}

function fixedCondition(name: FixedFilterField, values: Scalar[]): ProductCondition {
  if (name === 'hasImage') {
    const wanted = [...new Set(values.map(asBoolean).filter((b) => b !== undefined))];
    if (wanted.length !== 1) return wanted.length === 0 ? NEVER : sql<boolean>`true`;
    return wanted[0] ? sql<boolean>`cardinality(image_name) > 0` : sql<boolean>`cardinality(image_name) = 0`;
  }
  const { column, type } = FIXED_COLUMNS[name];
  const ref = sql.ref(column);
  if (type === 'boolean') {
    const wanted = [...new Set(values.map(asBoolean).filter((b) => b !== undefined))];
    if (wanted.length !== 1) return wanted.length === 0 ? NEVER : sql<boolean>`${ref} is not null`;
    return sql<boolean>`${ref} = ${wanted[0]}`;
  }
  const texts = values.map(String);
  return texts.length === 1 ? sql<boolean>`${ref} = ${texts[0]}` : sql<boolean>`${ref} = any(${texts}::text[])`;
}

/**
 * `fields @> {"name": value}` (or `[value]` for a multi-value field); for a field every product holds
 * in `filter_fields` (an indexed filter key, ADR 0050) the same containment of filter_fields, which the
 * jsonb_path_ops GIN index serves (with the index's own condition, IN_FILTER_INDEX, beside it).
 */
function containment(name: string, value: Scalar, multi: boolean, indexed: boolean): ProductCondition {
  const document = JSON.stringify({ [name]: multi ? [value] : value });
  return indexed ? sql<boolean>`filter_fields @> ${document}::jsonb` : sql<boolean>`fields @> ${document}::jsonb`;
}

/** The condition of products_filter_fields_idx (migration 038), stated so that the planner may use it. */
const IN_FILTER_INDEX = sql<boolean>`filter_fields <> '{}'::jsonb`;

/** A field name as a jsonpath member accessor: `$."name"` (a JSON string literal is a jsonpath one). */
const jsonPathMember = (name: string) => `$.${JSON.stringify(name)}`;

/**
 * `fields @@ 'strict $."grossWeight" >= 5 && $."grossWeight" <= 25'`: only JSON numbers compare (in
 * strict mode a text, a list or a missing field makes the comparison unknown: no match, never a
 * failed cast). Written as a jsonpath predicate rather than a cast of `fields ->> name` because the
 * planner estimates `@@` from the column's statistics (a cast expression gets a fixed 0.5 %, which
 * made it plan the whole list around a range that in fact matches 40 %; bench/RESULTS.md).
 */
function rangeCondition(name: string, range: ProductRangeFilter): ProductCondition {
  const member = jsonPathMember(name);
  const parts: string[] = [];
  if (range.from !== undefined) parts.push(`${member} >= ${range.from}`);
  if (range.to !== undefined) parts.push(`${member} <= ${range.to}`);
  return sql<boolean>`fields @@ ${`strict ${parts.join(' && ')}`}::jsonpath`;
}

/**
 * The WHERE conditions of a valid filter body (see productFilterIssues): equality or any-of on fixed
 * columns and configured fields, numeric ranges on number fields. Values are coerced to the field's
 * type (a number field compares numbers, a boolean field booleans); an empty list filters nothing.
 */
export function productFilterConditions(filters: ProductFilters, mapping: DataMappingConfig, indexedKeys: ReadonlySet<string> = new Set()): ProductCondition[] {
  const conditions: ProductCondition[] = [];
  const multi = new Set(mapping.groups.multi.map((m) => m.toLowerCase()));
  for (const [name, value] of Object.entries(filters)) {
    const values: Scalar[] | undefined = isRange(value) ? undefined : Array.isArray(value) ? value : [value];
    if (values && values.length === 0) continue;
    const fixed = fixedFieldOf(name);
    if (fixed) {
      if (values) conditions.push(fixedCondition(fixed, values));
      continue;
    }
    const field = configuredFieldOf(mapping, name);
    if (!field) continue;
    if (!values) {
      conditions.push(rangeCondition(field.name, value as ProductRangeFilter));
      continue;
    }
    const coerce: (v: Scalar) => Scalar | undefined =
      field.type === 'number' ? asNumber : field.type === 'boolean' ? asBoolean : (v: Scalar) => String(v);
    const typed = [...new Set(values.map(coerce).filter((v): v is Scalar => v !== undefined))];
    const indexed = indexedKeys.has(field.name);
    const any = anyOf(typed.map((v) => containment(field.name, v, multi.has(field.name.toLowerCase()), indexed)));
    conditions.push(indexed && typed.length > 0 ? sql<boolean>`(${IN_FILTER_INDEX} and ${any})` : any);
  }
  return conditions;
}

/**
 * The stored search text the search index (pg_trgm) is built on: product code and design number,
 * lower-cased (a generated column, 035_search_text_without_epc.sql; the RFID tag left it, ADR 0031).
 */
export const SEARCH_EXPRESSION = sql.ref('search_text');

/**
 * `searchText`: a case-insensitive substring of product code or design number (LIKE wildcards taken
 * literally), or the start of the RFID tag (tagPrefixRange: a range of the (merchant, tag) b-tree, then
 * the same as a LIKE, so that no collation can widen it).
 */
export function searchCondition(searchText: string | undefined): ProductCondition | undefined {
  const text = searchText?.trim();
  if (!text) return undefined;
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inText = sql<boolean>`${SEARCH_EXPRESSION} like ${pattern}`;
  const tag = tagPrefixRange(text);
  if (!tag) return inText;
  return sql<boolean>`(${inText} or (rfid_tag >= ${tag.from} and rfid_tag < ${tag.below} and rfid_tag like ${`${tag.from}%`}))`;
}

/** The store condition of `stores` (as `storesInScope` answers): none for every store. */
export function storesCondition(stores: readonly string[] | null): ProductCondition | undefined {
  return storeScopeCondition('sid', stores);
}

/** A list call's criteria, in the parts the queries are chosen by. */
export interface ProductCriteria {
  /** The stores read; null: every store of the merchant. */
  stores: readonly string[] | null;
  /** Active ones only (true), inactive ones only (false), or both (undefined). */
  active?: boolean;
  /** Search text and filter conditions: what each row must be checked for. */
  predicate: readonly ProductCondition[];
}

/** The base conditions of `criteria` (stores, active), which the ordering indexes hold. */
export function baseConditions(criteria: ProductCriteria): ProductCondition[] {
  const conditions: ProductCondition[] = [];
  const stores = storesCondition(criteria.stores);
  if (stores) conditions.push(stores);
  if (criteria.active !== undefined) conditions.push(sql<boolean>`active = ${criteria.active}`);
  return conditions;
}

/** Every condition of `criteria`: the base ones, then the predicate. */
export function criteriaConditions(criteria: ProductCriteria): ProductCondition[] {
  return [...baseConditions(criteria), ...criteria.predicate];
}

/** The predicate as one boolean expression (true when empty). */
export function predicateExpression(criteria: ProductCriteria): ProductCondition {
  if (criteria.predicate.length === 0) return sql<boolean>`true`;
  return sql<boolean>`(${sql.join(criteria.predicate, sql` and `)})`;
}


/** One product by its code or, without one, its RFID tag (GET /merchant/products). */
export function productKeyCondition(key: { productCode?: string; rfidTag?: string }): ProductCondition {
  return key.productCode !== undefined ? sql<boolean>`product_code = ${key.productCode}` : sql<boolean>`rfid_tag = ${key.rfidTag}`;
}

export async function mappingOf(db: Db, merchantId: string): Promise<DataMappingConfig> {
  return (await readDataMapping(db, merchantId))?.config ?? EMPTY_DATA_MAPPING;
}

export interface ListCriteria {
  sid?: string;
  active?: boolean;
  searchText?: string;
  filters?: ProductFilters;
}

/** A list call's criteria: the caller's stores, active, then search text and body filters as the predicate. */
export async function criteriaOf(db: Db, scope: MerchantScope, criteria: ListCriteria): Promise<ProductCriteria> {
  const predicate: ProductCondition[] = [];
  const search = searchCondition(criteria.searchText);
  if (search) predicate.push(search);
  const filters = criteria.filters ?? {};
  if (Object.keys(filters).length > 0) {
    const mapping = await mappingOf(db, scope.merchantId);
    assertValidFilters(filters, mapping);
    predicate.push(...productFilterConditions(filters, mapping, await indexedFilterKeys(db, scope.merchantId)));
  }
  return { stores: storesInScope(scope, criteria.sid), active: criteria.active, predicate };
}

/** Every condition of a call (criteriaOf), as one list. */
export async function conditionsOf(db: Db, scope: MerchantScope, criteria: ListCriteria): Promise<ProductCondition[]> {
  return criteriaConditions(await criteriaOf(db, scope, criteria));
}

