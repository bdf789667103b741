import { dataMappingConfigSchema, productFiltersBodySchema, type ProductFilters } from '@hub/contracts';
import { createKysely, sql, type AppError, type Db } from '@hub/service-kit';
import { storesInScope, type MerchantScope } from '@hub/service-kit';
import { productFilterIssues } from '../domain/products';
import {
  baseConditions,
  criteriaConditions,
  predicateExpression,
  productFilterConditions,
  searchCondition,
  storesCondition,
  type ProductCondition,
} from './product-conditions';

/** The store condition of a call: the caller's scope narrowed by ?sid= (storesInScope), as SQL. */
const storeCondition = (scope: MerchantScope, sid: string | undefined) => storesCondition(storesInScope(scope, sid));

// Only compiles queries: a database that is never called.
const noDb: Db = {
  kind: 'postgres',
  query: () => Promise.reject(new Error('not connected')),
  exec: () => Promise.reject(new Error('not connected')),
  copyFrom: () => Promise.reject(new Error('not connected')),
  transaction: () => Promise.reject(new Error('not connected')),
  close: () => Promise.resolve(),
};
const kysely = createKysely<Record<string, never>>(noDb);
const compile = (c: ProductCondition) => {
  const { sql: text, parameters } = sql`${c}`.compile(kysely);
  return { text, parameters };
};

const MAPPING = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Code', erpField: 'CODE' },
    { name: 'rfidTag', displayName: 'Tag', erpField: 'EPC' },
    { name: 'karat', displayName: 'Karat', erpField: 'KT' },
    { name: 'grossWeight', displayName: 'Gross weight', erpField: 'GWT', type: 'number', filter: { enabled: true, range: true } },
    { name: 'certified', displayName: 'Certified', erpField: 'CERT', type: 'boolean' },
    { name: 'stoneType', displayName: 'Stones', erpField: 'STONES' },
  ],
  groups: { single: [], multi: ['stoneType'] },
});

describe('product filters against the data mapping (spec sections 3 "Filter" and 5)', () => {
  it('when a filter names an unknown field, then it is PD103; a range on a non-number field is PD104', () => {
    const filters: ProductFilters = { colour: 'red', karat: { from: 1 }, grossWeight: { from: 1, to: 5 }, itemType: 'RING', itemStatus: { to: 3 } };
    expect(productFilterIssues(filters, MAPPING)).toEqual([
      { field: 'colour', rule: 'PD103' },
      { field: 'karat', rule: 'PD104' },
      { field: 'itemStatus', rule: 'PD104' },
    ]);
  });

  it('when field names differ in case from the mapping, then they still match the configured field', () => {
    expect(productFilterIssues({ KARAT: '18K', GrossWeight: { to: 2 } }, MAPPING)).toEqual([]);
    expect(compile(productFilterConditions({ KARAT: '18K' }, MAPPING)[0]!).parameters).toEqual(['{"karat":"18K"}']);
  });

  it('when a configured text field is filtered by a value or a list, then it is JSONB containment (one, or any of)', () => {
    const [one, many] = productFilterConditions({ karat: '18K', stoneType: ['Ruby', 'Diamond'] }, MAPPING);
    expect(compile(one!)).toEqual({ text: 'fields @> $1::jsonb', parameters: ['{"karat":"18K"}'] });
    // stoneType is a multi-value field: its values are arrays, matched by element.
    expect(compile(many!)).toEqual({
      text: '(fields @> $1::jsonb or fields @> $2::jsonb)',
      parameters: ['{"stoneType":["Ruby"]}', '{"stoneType":["Diamond"]}'],
    });
  });

  it('when a number or boolean field is filtered, then the values are compared as numbers or booleans', () => {
    const [weight, certified] = productFilterConditions({ grossWeight: ['2.5', 3], certified: 'true' }, MAPPING);
    expect(compile(weight!).parameters).toEqual(['{"grossWeight":2.5}', '{"grossWeight":3}']);
    expect(compile(certified!).parameters).toEqual(['{"certified":true}']);
    // A value that cannot be a number matches nothing (rather than failing the query).
    expect(compile(productFilterConditions({ grossWeight: 'heavy' }, MAPPING)[0]!).text).toBe('false');
  });

  it('when a number field has a range, then only JSON numbers within it match (a strict jsonpath predicate)', () => {
    expect(compile(productFilterConditions({ grossWeight: { from: 2, to: 10.5 } }, MAPPING)[0]!)).toEqual({
      text: 'fields @@ $1::jsonpath',
      parameters: ['strict $."grossWeight" >= 2 && $."grossWeight" <= 10.5'],
    });
    expect(compile(productFilterConditions({ GROSSWEIGHT: { to: -1 } }, MAPPING)[0]!).parameters).toEqual(['strict $."grossWeight" <= -1']);
  });

  it('when fixed fields are filtered, then their columns are compared (lists with any())', () => {
    const conditions = productFilterConditions({ itemType: ['RING', 'BANGLE'], itemStatus: 'IN_STOCK', isMapped: false, hasImage: true }, MAPPING);
    expect(conditions.map((c) => compile(c))).toEqual([
      { text: '"item_type" = any($1::text[])', parameters: [['RING', 'BANGLE']] },
      { text: '"item_status" = $1', parameters: ['IN_STOCK'] },
      { text: '"is_mapped" = $1', parameters: [false] },
      { text: 'cardinality(image_name) > 0', parameters: [] },
    ]);
  });

  it('when a list is empty, then it filters nothing', () => {
    expect(productFilterConditions({ karat: [], itemType: [] }, MAPPING)).toEqual([]);
  });

  it('when the body wraps the filters in data (spec section 7 "Body data") or not, then both read the same; ranges may come as text', () => {
    expect(productFiltersBodySchema.parse({ data: { karat: '18K' } })).toEqual({ karat: '18K' });
    expect(productFiltersBodySchema.parse({ karat: '18K' })).toEqual({ karat: '18K' });
    expect(productFiltersBodySchema.parse(undefined)).toEqual({});
    expect(productFiltersBodySchema.parse({ data: { grossWeight: { from: '1.5', to: null } } })).toEqual({ grossWeight: { from: 1.5 } });
    expect(productFiltersBodySchema.safeParse([]).success).toBe(false);
    expect(productFiltersBodySchema.safeParse({ karat: { from: null } }).success).toBe(false);
  });
});

describe('search text and stores', () => {
  it('when a search text is given, then it is a lower-cased substring of code and design number, wildcards literal', () => {
    const { text, parameters } = compile(searchCondition(' Ab%_c ')!);
    expect(text).toBe('"search_text" like $1');
    expect(parameters).toEqual(['%ab\\%\\_c%']);
    expect(searchCondition('  ')).toBeUndefined();
  });

  it('when a search text is hex digits, then it also finds the tags it starts, by a range of the tag index', () => {
    const { text, parameters } = compile(searchCondition(' e2801 ')!);
    expect(text).toBe('("search_text" like $1 or (rfid_tag >= $2 and rfid_tag < $3 and rfid_tag like $4))');
    expect(parameters).toEqual(['%e2801%', 'E2801', 'E2802', 'E2801%']);
  });

  it('when a store-bound caller names one of its stores, MASTER or none, then it reads those stores only', () => {
    const scope = { merchantId: 'DEMO', storeCodes: ['BKK-SIAM', 'CNX-NIMMAN'] };
    expect(compile(storeCondition(scope, 'BKK-SIAM')!)).toEqual({ text: 'sid = $1', parameters: ['BKK-SIAM'] });
    expect(compile(storeCondition(scope, 'MASTER')!)).toEqual({ text: 'sid = any($1::text[])', parameters: [['BKK-SIAM', 'CNX-NIMMAN']] });
    expect(compile(storeCondition(scope, undefined)!).parameters).toEqual([['BKK-SIAM', 'CNX-NIMMAN']]);
  });

  it('when a store-bound caller names another store, then it is refused with 403 UAC108', () => {
    const scope = { merchantId: 'DEMO', storeCodes: ['BKK-SIAM'] };
    expect(() => storeCondition(scope, 'DXB-GOLDSOUK')).toThrow(expect.objectContaining({ code: 'UAC108', httpStatus: 403 }) as AppError);
  });

  it('when the caller sees every store (MASTER roles), then no store condition applies unless a store is named', () => {
    const scope = { merchantId: 'DEMO', storeCodes: null };
    expect(storeCondition(scope, undefined)).toBeUndefined();
    expect(storeCondition(scope, 'MASTER')).toBeUndefined();
    expect(compile(storeCondition(scope, 'DXB-GOLDSOUK')!).parameters).toEqual(['DXB-GOLDSOUK']);
  });
});

describe('criteria as conditions', () => {
  const karat = sql<boolean>`fields @> '{"karat":"18K"}'::jsonb`;
  const text = (c: ProductCondition) => compile(c).text;

  it('when one store, several or every store is read, then the store condition follows', () => {
    expect(baseConditions({ stores: ['S1'], predicate: [] }).map(text)).toEqual(['sid = $1']);
    expect(baseConditions({ stores: ['S1', 'S2'], active: true, predicate: [] }).map(text)).toEqual(['sid = any($1::text[])', 'active = $1']);
    expect(baseConditions({ stores: null, predicate: [karat] })).toEqual([]);
  });

  it('when there is a predicate, then it comes after the base conditions and reads as one expression', () => {
    expect(criteriaConditions({ stores: null, active: false, predicate: [karat] }).map(text)).toEqual([
      'active = $1',
      `fields @> '{"karat":"18K"}'::jsonb`,
    ]);
    expect(text(predicateExpression({ stores: null, predicate: [karat, karat] }))).toBe(
      `(fields @> '{"karat":"18K"}'::jsonb and fields @> '{"karat":"18K"}'::jsonb)`,
    );
    expect(text(predicateExpression({ stores: null, predicate: [] }))).toBe('true');
  });

});
