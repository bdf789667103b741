import {
  PRODUCT_ANSWER_FIELDS,
  PERMISSIONS,
  PRODUCT_CODES,
  PRODUCT_EXPORT_BOUNDARY_HEADER,
  productsApi,
  type DataMappingConfig,
  type Product,
  type ProductCount,
  type ProductPage,
  type RfidProductPage,
} from '@hub/contracts';
import { AppError, csvLine, route, storesInScope, type Db, type RouteDefinition } from '@hub/service-kit';
import type { Response } from 'express';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { countProducts, listProducts, productTypesAndCount } from '../db/product-list';
import {
  findProduct,
  listRfidProducts,
  productBatches,
  productTypes,
} from '../db/products';
import {
  exportClosing,
  exportFileName,
  exportPartHeader,
} from '../domain/products';
import { conditionsOf, criteriaOf, mappingOf, productKeyCondition } from '../db/product-conditions';

/** Success codes of the product calls (spec section 8: PD000 to PD004, plus PD005 and PD006 for the types). */
export const PRODUCT_FETCHED = 'PD000';
export const PRODUCTS_FETCHED = 'PD001';
export const PRODUCT_COUNT_FETCHED = 'PD002';
export const PRODUCTS_EXPORTED = 'PD003';
export const PRODUCT_TYPES_FETCHED = 'PD005';
export const PRODUCT_TYPES_AND_COUNT_FETCHED = 'PD006';

const READ = PERMISSIONS.PRODUCTS_READ_PREVIEW;

/** Writes a chunk, waiting for the socket to drain when its buffer is full (bounded memory). */
async function write(res: Response, chunk: string): Promise<void> {
  if (!res.write(chunk)) await once(res, 'drain');
}

/** The export's columns: the fixed fields, then the configured fields in mapping order. */
function exportColumns(mapping: DataMappingConfig): { header: string; value: (p: Product) => unknown }[] {
  const displayOf = (name: string) => mapping.fields.find((f) => f.name.toLowerCase() === name.toLowerCase())?.displayName || name;
  const fixed = new Set(PRODUCT_ANSWER_FIELDS.map((f) => f.toLowerCase()));
  return [
    ...PRODUCT_ANSWER_FIELDS.map((name) => ({ header: displayOf(name), value: (p: Product) => p[name] })),
    ...mapping.fields
      .filter((f) => !fixed.has(f.name.toLowerCase()))
      .map((f) => ({ header: f.displayName || f.name, value: (p: Product) => p[f.name] })),
  ];
}

/**
 * The Products calls of spec section 7 (issue 5 item 4), all on PRODUCTS_READ_PREVIEW and scoped to
 * the caller's merchant; a store-bound caller reads its stores only (another store: 403 UAC108).
 */
export function productRoutes(db: Db): RouteDefinition[] {
  return [
    route(productsApi.lookup, {
      permission: READ,
      summary: 'One product by ?productCode= or ?rfidTag=, in ?sid= (else the first of the caller’s stores holding it); 404 PD100.',
      handler: async ({ scope, query }) => {
        const conditions = await conditionsOf(db, scope, { sid: query.sid });
        conditions.push(productKeyCondition(query));
        const product = await findProduct(db, scope.merchantId, conditions);
        if (!product) throw new AppError(PRODUCT_CODES.NOT_FOUND, 404);
        return { code: PRODUCT_FETCHED, data: product };
      },
    }),
    route(productsApi.types, {
      permission: READ,
      summary: 'The distinct item types of ?sid= (MASTER or none: every store of the caller).',
      handler: async ({ scope, query }) => ({
        code: PRODUCT_TYPES_FETCHED,
        data: await productTypes(db, scope.merchantId, await conditionsOf(db, scope, { sid: query.sid })),
      }),
    }),
    route(productsApi.typesAndCount, {
      permission: READ,
      summary: 'Products per item type, in total and per store (the caller’s stores); ?active=true counts active ones.',
      handler: async ({ scope, query }) => ({
        code: PRODUCT_TYPES_AND_COUNT_FETCHED,
        data: await productTypesAndCount(db, scope.merchantId, { stores: storesInScope(scope), active: query.active }),
      }),
    }),
    route(productsApi.list, {
      permission: READ,
      summary:
        'A page of products (?start, ?pageSize ≤ 500, ?active, ?searchText over code, design number and RFID tag, ?sid); body { data: { field: value | [values] | {from, to} } } (PD103 unknown field, PD104 range on a non-number field).',
      handler: async ({ scope, query, body }) => {
        const criteria = await criteriaOf(db, scope, { ...query, filters: body });
        const page = await listProducts(db, scope.merchantId, criteria, query.start, query.pageSize);
        const data: ProductPage = { ...page, start: query.start, pageSize: query.pageSize };
        return { code: PRODUCTS_FETCHED, data };
      },
    }),
    route(productsApi.count, {
      permission: READ,
      summary:
        'How many products the same criteria as POST .../all match: { count, exact }; with a search or filters counting stops above PRODUCT_COUNT_LIMIT (then exact is false: more than count match).',
      handler: async ({ scope, query, body }) => {
        const data: ProductCount = await countProducts(db, scope.merchantId, await criteriaOf(db, scope, { ...query, filters: body }));
        return { code: PRODUCT_COUNT_FETCHED, data };
      },
    }),
    route(productsApi.exportProducts, {
      permission: READ,
      summary:
        'The matching products as CSV, one file per store, in one text answer laid out as MIME multipart (formula cells neutralised), streamed.',
      handler: async ({ scope, query, body, res }) => {
        const conditions = await conditionsOf(db, scope, { ...query, filters: body });
        const columns = exportColumns(await mappingOf(db, scope.merchantId));
        const header = csvLine(columns.map((c) => c.header));
        const boundary = `hub-export-${randomBytes(12).toString('hex')}`;
        res.status(200);
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader(PRODUCT_EXPORT_BOUNDARY_HEADER, boundary);
        res.setHeader('Content-Disposition', 'attachment; filename="products-export.txt"');
        res.setHeader('X-Hub-Code', PRODUCTS_EXPORTED);
        let sid: string | undefined;
        for await (const batch of productBatches(db, scope.merchantId, conditions)) {
          let chunk = '';
          for (const product of batch) {
            if (product.sid !== sid) {
              // A UTF-8 byte order mark: spreadsheets then read Thai, Arabic and Chinese text right.
              chunk += `${exportPartHeader(boundary, exportFileName(product.sid), sid === undefined)}\uFEFF${header}`;
              sid = product.sid;
            }
            chunk += csvLine(columns.map((c) => c.value(product)));
          }
          await write(res, chunk);
        }
        // Nothing matched: one file with the header only.
        if (sid === undefined) await write(res, `${exportPartHeader(boundary, 'products.csv', true)}\uFEFF${header}`);
        res.end(exportClosing(boundary));
      },
    }),
    route(productsApi.listRfid, {
      permission: READ,
      summary:
        'A page of products with their tag fields (?active, ?start, ?pageSize, ?searchText, ?sortPrintingStatus asc|desc|true|false, ?sid); body filters as POST .../all.',
      handler: async ({ scope, query, body }) => {
        const conditions = await conditionsOf(db, scope, { ...query, filters: body });
        const sort = query.sortPrintingStatus === 'desc' ? 'desc' : query.sortPrintingStatus === 'asc' || query.sortPrintingStatus === 'true' ? 'asc' : undefined;
        const page = await listRfidProducts(db, scope.merchantId, conditions, query.start, query.pageSize, sort);
        const data: RfidProductPage = { ...page, start: query.start, pageSize: query.pageSize };
        return { code: PRODUCTS_FETCHED, data };
      },
    }),
  ];
}
