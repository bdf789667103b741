import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';

/**
 * Products (spec sections 3 and 7, issue 5 item 4): the fixed fields every product has, the
 * merchant's configured fields (data mapping) beside them, and the calls of the Products table.
 */

/** The fixed fields of a product answer (spec section 3), as the API names them. */
export const PRODUCT_ANSWER_FIELDS = [
  'productCode',
  'rfidTag',
  'designNumber',
  'itemType',
  'itemStatus',
  'active',
  'imageName',
  'verifiedImageName',
  'sid',
  'isMapped',
  'printingStatus',
  'createdAt',
  'updatedAt',
] as const;
export type ProductAnswerField = (typeof PRODUCT_ANSWER_FIELDS)[number];

/**
 * RFID printing states of a product's tag, in the order `allRfid?sortPrintingStatus=asc` lists them
 * (what still needs printing first). QUEUED and VOIDED come from print jobs (issue 14 items 3, 4).
 */
export const PRINTING_STATUSES = ['NOT_PRINTED', 'FAILED', 'VOIDED', 'QUEUED', 'PRINTED'] as const;
export type PrintingStatus = (typeof PRINTING_STATUSES)[number];

/** A product as the API answers it: the fixed fields, then the configured fields by name. */
export interface Product {
  productCode: string;
  rfidTag: string | null;
  designNumber: string | null;
  itemType: string | null;
  itemStatus: string | null;
  active: boolean;
  imageName: string[];
  verifiedImageName: string[];
  sid: string;
  isMapped: boolean;
  printingStatus: string;
  createdAt: string;
  updatedAt: string;
  /** Spec section 3: verifiedImageName is also read as udf.verifiedImageName. */
  udf: { verifiedImageName: string[] };
  [configuredField: string]: unknown;
}

/** The fixed fields of a product answer (`Product` without the configured fields). */
export const productFixedFieldsSchema = z.object({
  productCode: z.string().max(TEXT_MAX),
  rfidTag: z.string().max(TEXT_MAX).nullable(),
  designNumber: z.string().max(TEXT_MAX).nullable(),
  itemType: z.string().max(TEXT_MAX).nullable(),
  itemStatus: z.string().max(TEXT_MAX).nullable(),
  active: z.boolean(),
  imageName: z.array(z.string().max(TEXT_MAX)),
  verifiedImageName: z.array(z.string().max(TEXT_MAX)),
  sid: z.string().max(TEXT_MAX),
  isMapped: z.boolean(),
  printingStatus: z.string().max(TEXT_MAX),
  createdAt: z.string().max(TEXT_MAX),
  updatedAt: z.string().max(TEXT_MAX),
  udf: z.object({ verifiedImageName: z.array(z.string().max(TEXT_MAX)) }),
});
/** A product answer: the fixed fields, and the merchant's configured fields beside them (any name, any JSON value). */
export const productSchema = productFixedFieldsSchema.catchall(z.unknown());

/** `POST .../all`: one page, in product code order (then store). */
export const productPageSchema = z.object({
  products: z.array(productSchema),
  start: z.number().int(),
  pageSize: z.number().int(),
  /** More products follow this page. */
  hasMore: z.boolean(),
});
export interface ProductPage {
  products: Product[];
  start: number;
  pageSize: number;
  /** More products follow this page. */
  hasMore: boolean;
}

/**
 * A search or filters make a count check each matching product, which over a large catalogue takes
 * longer than a list screen may wait: `POST .../count` then stops counting above this many and
 * answers `{ count: PRODUCT_COUNT_LIMIT, exact: false }` (more than that many match). Without search
 * and filters the count is always exact (svc-catalog keeps it per store).
 */
export const PRODUCT_COUNT_LIMIT = 1_000;

/** `POST .../count`. */
export const productCountSchema = z.object({
  /** How many products match; when `exact` is false, more than this many match. */
  count: z.number().int(),
  /** False when counting stopped at PRODUCT_COUNT_LIMIT: the screen shows it as an estimate ("1,000+"). */
  exact: z.boolean(),
});
export type ProductCount = z.infer<typeof productCountSchema>;

/** `GET .../types-and-count`: products per item type, in total and per store (client state productTypesAndCount). */
const typeCountsSchema = z.object({ total: z.number().int(), types: z.record(z.string().max(RECORD_KEY_MAX), z.number().int()) });
export const productTypesAndCountSchema = typeCountsSchema.extend({ stores: z.record(z.string().max(RECORD_KEY_MAX), typeCountsSchema) });
export type ProductTypesAndCount = z.infer<typeof productTypesAndCountSchema>;

/** A line of `POST .../allRfid` (tag mapping and printing lists). */
export const rfidProductSchema = productFixedFieldsSchema
  .pick({ productCode: true, rfidTag: true, designNumber: true, itemType: true, sid: true, active: true, isMapped: true, printingStatus: true })
  .extend({
    /** Every tag the product carries, primary first (the answer of allRfid always has it). */
    tags: z.array(z.string().max(TEXT_MAX)).optional(),
    /** FAILED or VOIDED: why (a PRINT_FAILURE_REASONS code); else null. */
    printingReason: z.string().max(TEXT_MAX).nullable().optional(),
    /** When a label of it last printed (verified when verification is on); null: never. */
    lastPrintedAt: z.string().max(TEXT_MAX).nullable().optional(),
    /** The print job that last changed its printing status. */
    lastPrintJobId: z.string().max(TEXT_MAX).nullable().optional(),
  });
export type RfidProduct = z.infer<typeof rfidProductSchema>;

export const rfidProductPageSchema = productPageSchema.extend({ products: z.array(rfidProductSchema) });
export type RfidProductPage = z.infer<typeof rfidProductPageSchema>;

// ------------------------------------------------------------------------------------------------
// Filters (the body of all, count, export-products and allRfid)
// ------------------------------------------------------------------------------------------------

/**
 * Filter keys that are not configured fields: fixed columns, and `hasImage` (image filter of the
 * global config's showImageFilter). Any other key must be a field of the merchant's data mapping.
 */
export const FIXED_FILTER_FIELDS = [
  'productCode',
  'rfidTag',
  'designNumber',
  'itemType',
  'itemStatus',
  'isMapped',
  'printingStatus',
  'hasImage',
] as const;
export type FixedFilterField = (typeof FIXED_FILTER_FIELDS)[number];

const numeric = z.union([
  z.number().finite(),
  z
    .string()
    .max(40)
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const scalar = z.union([z.string().max(256), z.number().finite(), z.boolean()]);

/** A numeric range (spec section 3, Filter: range {from, to}); either end may be open. */
export const productRangeFilterSchema = z
  .object({ from: numeric.nullish(), to: numeric.nullish() })
  .strict()
  .refine((r) => (r.from ?? r.to ?? null) !== null, { message: 'from or to is required' })
  .transform((r) => ({ ...(r.from != null && { from: r.from }), ...(r.to != null && { to: r.to }) }));
export type ProductRangeFilter = z.infer<typeof productRangeFilterSchema>;

/** One filter: a value (equality), a list (any of; an empty list filters nothing), or a range. */
export const productFilterValueSchema = z.union([scalar, z.array(scalar).max(200), productRangeFilterSchema]);
export type ProductFilterValue = z.infer<typeof productFilterValueSchema>;

export const MAX_PRODUCT_FILTERS = 50;

/** Field name → filter. */
export const productFiltersSchema = z
  .record(z.string().trim().min(1).max(64), productFilterValueSchema)
  .refine((f) => Object.keys(f).length <= MAX_PRODUCT_FILTERS, { message: `at most ${MAX_PRODUCT_FILTERS} filters` });
export type ProductFilters = z.infer<typeof productFiltersSchema>;

/**
 * The body of the list calls (spec section 7: "Body data"): `{ data: { <field>: <filter> } }`, or
 * the filter map itself; an empty body filters nothing.
 */
export const productFiltersBodySchema = z.preprocess((body) => {
  if (body === undefined || body === null) return {};
  if (typeof body === 'object' && !Array.isArray(body) && 'data' in body) return (body as { data: unknown }).data ?? {};
  return body;
}, productFiltersSchema);

// ------------------------------------------------------------------------------------------------
// Queries
// ------------------------------------------------------------------------------------------------

const sid = z.string().trim().min(1).max(64);
const booleanFlag = z.enum(['true', 'false']).transform((v) => v === 'true');
const searchText = z.string().trim().max(128);
export const MAX_PRODUCT_PAGE_SIZE = 500;
const paging = {
  start: z.coerce.number().int().min(0).max(10_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(MAX_PRODUCT_PAGE_SIZE).default(50),
};

/** `GET /merchant/products?productCode=&sid=` or `?rfidTag=&sid=` (one of productCode, rfidTag). */
export const productLookupQuerySchema = z
  .object({ productCode: z.string().trim().min(1).max(128).optional(), rfidTag: z.string().trim().min(1).max(128).optional(), sid: sid.optional() })
  .refine((q) => (q.productCode === undefined) !== (q.rfidTag === undefined), { message: 'productCode or rfidTag (one of them) is required' });
export type ProductLookupQuery = z.infer<typeof productLookupQuerySchema>;

/** `GET .../types?sid` and `GET .../types-and-count?active`. */
export const productTypesQuerySchema = z.object({ sid: sid.optional() });
export const productTypesAndCountQuerySchema = z.object({ active: booleanFlag.optional() });

/** `POST .../all`. */
export const productListQuerySchema = z.object({ ...paging, active: booleanFlag.optional(), searchText: searchText.optional(), sid: sid.optional() });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `POST .../count` and `POST .../export-products`. */
export const productCountQuerySchema = z.object({ active: booleanFlag.optional(), searchText: searchText.optional(), sid: sid.optional() });
export type ProductCountQuery = z.infer<typeof productCountQuerySchema>;

/** `POST .../allRfid`: `sortPrintingStatus` asc (PRINTING_STATUSES order), desc, true (= asc) or false (code order). */
export const rfidProductListQuerySchema = z.object({
  ...paging,
  active: booleanFlag.optional(),
  searchText: searchText.optional(),
  sid: sid.optional(),
  sortPrintingStatus: z.enum(['asc', 'desc', 'true', 'false']).optional(),
});
export type RfidProductListQuery = z.infer<typeof rfidProductListQuerySchema>;

/** Error codes of the product calls besides PD100 (not found): filters the data mapping refuses. */
export const PRODUCT_CODES = {
  NOT_FOUND: 'PD100',
  UNKNOWN_FILTER_FIELD: 'PD103',
  RANGE_NOT_NUMERIC: 'PD104',
} as const;

// ------------------------------------------------------------------------------------------------
// Export: several CSV files in one answer
// ------------------------------------------------------------------------------------------------

/**
 * `POST .../export-products` answers one text (`text/plain; charset=utf-8`, spec section 7) holding
 * one CSV file per store, laid out as a MIME multipart body (RFC 2046): the text starts with the
 * delimiter line `--<boundary>`; each file has the headers `Content-Type: text/csv; charset=utf-8`
 * and `Content-Disposition: attachment; filename="products-<store>.csv"`, a blank line, then the
 * CSV (UTF-8 byte order mark, CRLF lines); the text ends with `--<boundary>--`. The boundary is also
 * sent in the `X-Hub-Export-Boundary` header. The client splits it with `splitProductExport`.
 */
export const PRODUCT_EXPORT_BOUNDARY_HEADER = 'X-Hub-Export-Boundary';

export interface ExportedCsvFile {
  filename: string;
  csv: string;
}

/** The CSV files of an export answer; the boundary is read from the first line unless given. */
export function splitProductExport(text: string, boundary?: string): ExportedCsvFile[] {
  const b = boundary ?? /^--([^\r\n]+)\r\n/.exec(text)?.[1];
  if (!b) return [];
  const files: ExportedCsvFile[] = [];
  for (const part of text.split(`--${b}`).slice(1)) {
    if (part.startsWith('--')) break;
    const headerEnd = part.indexOf('\r\n\r\n');
    if (headerEnd < 0) continue;
    const headers = part.slice(0, headerEnd);
    const filename = /filename="([^"]+)"/i.exec(headers)?.[1] ?? `products-${files.length + 1}.csv`;
    // The part's body ends with the CRLF that belongs to the next delimiter line.
    files.push({ filename, csv: part.slice(headerEnd + 4).replace(/\r\n$/, '') });
  }
  return files;
}
