import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';
import { productFixedFieldsSchema } from './products';

/** Spec section 9: the report month is written MM-YYYY. */
export const MONTH_PATTERN = /^(0[1-9]|1[0-2])-(\d{4})$/;
export const monthSchema = z.string().max(TEXT_MAX).regex(MONTH_PATTERN);

export const stocktakeReportsQuerySchema = z.object({ month: monthSchema });
export type StocktakeReportsQuery = z.infer<typeof stocktakeReportsQuerySchema>;

export const STOCKTAKE_STATUSES = ['Draft', 'Submitted'] as const;
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number];

/** Spec section 3, "Stock-take", as the API returns it. */
export const stocktakeSchema = z.object({
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  deviceUdid: z.string().max(TEXT_MAX),
  tabletId: z.string().max(TEXT_MAX),
  startTime: z.string().max(TEXT_MAX),
  counts: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  items: z.array(z.unknown()),
  filters: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  userName: z.string().max(TEXT_MAX),
  status: z.enum(STOCKTAKE_STATUSES),
  missingCount: z.number().int(),
});
export type Stocktake = z.infer<typeof stocktakeSchema>;

// ------------------------------------------------------------------------------------------------
// Issue 12: what the tablet sends, what a report holds, the configs, tablets and licences.

/** The most RFID reads one save request may carry (within the 1 MB body limit; a larger count comes in several batches). */
export const STOCKTAKE_ITEMS_PER_REQUEST_MAX = 20_000;
/** An EPC as a reader gives it: hex or ascii, at most this long. */
export const RFID_TAG_MAX = 128;
/** The header a tablet repeats on a retry: the same key answers the first answer, writing nothing twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/**
 * `POST /merchant/stocktake` (spec section 5, "Stock-take save"): `{ data, update }`. `data` holds the
 * stock-take of section 3 (stocktake id, device UDID, tablet id, start time, counts, items, filters,
 * user name), its store (`sid`, or `__sid` as the audit item names it) and its status (Draft until the
 * count is submitted). Each missing part is answered with its own code (STR100–STR108); a wrong shape
 * with STR110. The server checks it (svc-stocktake domain/stocktake-save.ts), so the body is taken
 * as it comes.
 */
export interface StocktakeSaveData {
  stocktakeId: string;
  sid: string;
  deviceUdid: string;
  tabletId: string;
  startTime: string;
  filters: Record<string, unknown>;
  userName: string;
  counts: Record<string, unknown>;
  /** The RFID tags read: each an EPC, or `{ rfidTag }`. */
  items: (string | { rfidTag: string })[];
  status?: StocktakeStatus;
}

/**
 * The save's body as the route parses it: an object; each part of `data` is then checked by the
 * service in catalogue order (a missing `data` is STR100, not a schema error).
 */
export const stocktakeSaveBodySchema = z.object({ data: z.unknown(), update: z.unknown().optional() }).passthrough();

/** The answer of a save: the stock-take as stored, with the reads merged from every tablet and batch. */
export const stocktakeSavedSchema = z.object({
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  status: z.enum(STOCKTAKE_STATUSES),
  /** Distinct tags read so far (every tablet, every batch). */
  readCount: z.number().int(),
  /** Tags of this request that were new to the count. */
  newReads: z.number().int(),
  /** Tablets that have sent reads to this count. */
  tablets: z.array(z.string().max(TEXT_MAX)),
});
export type StocktakeSaved = z.infer<typeof stocktakeSavedSchema>;

/**
 * The kinds of line a reconciled stock-take holds. `outOfScope`: a product of the count's store read
 * though the count's scope (its filters, active products) leaves it out: neither counted nor expected
 * (issue 28 item 5: counted, it made "Counted 430" against "Expected 193").
 */
export const STOCKTAKE_LINE_KINDS = ['counted', 'missing', 'misplaced', 'unknown', 'outOfScope'] as const;
export type StocktakeLineKind = (typeof STOCKTAKE_LINE_KINDS)[number];

/**
 * Count confidence (issue 12 item 7): an item missed in one count may be a read miss; missed in this
 * count and the store's previous submitted count it is likely missing.
 */
export const MISSING_CONFIDENCE = ['POSSIBLE_READ_MISS', 'LIKELY_MISSING'] as const;
export type MissingConfidence = (typeof MISSING_CONFIDENCE)[number];

/** One line of a report: a tag read or a product expected, and what the catalogue knows of it. */
export const stocktakeLineSchema = z.object({
  kind: z.enum(STOCKTAKE_LINE_KINDS),
  rfidTag: z.string().max(TEXT_MAX).nullable(),
  productCode: z.string().max(TEXT_MAX).nullable(),
  /** The product's own store (for a misplaced item, where it belongs). */
  sid: z.string().max(TEXT_MAX).nullable(),
  designNumber: z.string().max(TEXT_MAX).nullable(),
  itemType: z.string().max(TEXT_MAX).nullable(),
  karat: z.string().max(TEXT_MAX).nullable(),
  /** Gold weight in grams, when the product carries one. */
  weight: z.number().nullable(),
  /** Gold value at the count day's rate in `currency`, when one applies. */
  value: z.number().nullable(),
  currency: z.string().max(TEXT_MAX).nullable(),
  confidence: z.enum(MISSING_CONFIDENCE).nullable(),
});
export type StocktakeLine = z.infer<typeof stocktakeLineSchema>;

/** Missing gold per karat (issue 12 item 6). */
export const karatDiscrepancySchema = z.object({
  karat: z.string().max(TEXT_MAX),
  count: z.number().int(),
  weight: z.number(),
  value: z.number().nullable(),
  currency: z.string().max(TEXT_MAX).nullable(),
});
export type KaratDiscrepancy = z.infer<typeof karatDiscrepancySchema>;

/**
 * The figures of one stock-take once the catalogue has reconciled its reads (`stocktakeSummarySchema`,
 * below, as the events carry them); outOfScope: products of the store read outside the count's scope
 * (0 in summaries made before issue 28).
 */
export type StocktakeSummary = z.output<typeof stocktakeSummarySchema>;

/** `GET /merchant/stocktake/reports/:stocktakeId`: the stock-take, its tablets and its figures (`stocktakeReportSchema`, below). */
export type StocktakeReport = z.infer<typeof stocktakeReportSchema>;

export const stocktakeLinesQuerySchema = z.object({
  kind: z.enum(STOCKTAKE_LINE_KINDS),
  start: z.coerce.number().int().min(0).max(10_000_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});
export type StocktakeLinesQuery = z.infer<typeof stocktakeLinesQuerySchema>;
export const stocktakeLinesCsvQuerySchema = z.object({ kind: z.enum(STOCKTAKE_LINE_KINDS) });

export const stocktakeLinePageSchema = z.object({
  rows: z.array(stocktakeLineSchema),
  total: z.number().int(),
  start: z.number().int(),
  pageSize: z.number().int(),
});
export type StocktakeLinePage = z.infer<typeof stocktakeLinePageSchema>;

export const stocktakeIdParamsSchema = z.object({ stocktakeId: z.string().min(1).max(TEXT_MAX) });

// Events (issue 12 item 8). The reads and the reconciled lines are too large for an event: they go
// to the storage port and the event carries the key (claim check, ARCHITECTURE.md §8).

const dayString = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);
const figure = z.number().int().min(0);

/** svc-stocktake → svc-catalog: a count's reads changed (a save); reconcile version `version` of them. */
export const stocktakeCountChangedDataSchema = z.object({
  stocktakeKey: z.string().uuid(),
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  filters: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  status: z.enum(STOCKTAKE_STATUSES),
  version: z.number().int().positive(),
  /** Storage key of the distinct tags read (JSON array of strings). */
  readsKey: z.string().max(TEXT_MAX),
  /** The count's day in its store's time zone: the gold rates of that day value it. */
  day: dayString,
});
export type StocktakeCountChangedData = z.infer<typeof stocktakeCountChangedDataSchema>;

export const stocktakeSummarySchema = z.object({
  expected: figure,
  counted: figure,
  missing: figure,
  misplaced: figure,
  unknown: figure,
  outOfScope: figure.default(0),
  missingWeight: z.number().min(0),
  missingValue: z.number().nullable(),
  currency: z.string().max(TEXT_MAX).nullable(),
  missingByKarat: z
    .array(z.object({ karat: z.string().max(TEXT_MAX), count: figure, weight: z.number().min(0), value: z.number().nullable(), currency: z.string().max(TEXT_MAX).nullable() }))
    .max(1000),
  likelyMissing: figure.default(0),
});

export const stocktakeReportSchema = stocktakeSchema.extend({
  storeName: z.string().max(TEXT_MAX).nullable(),
  /**
   * The name `tabletId` is registered under (device management), shown beside the `userName` the
   * tablet sent; null when the tablet has no name there.
   */
  deviceName: z.string().max(TEXT_MAX).nullable(),
  readCount: z.number().int(),
  tablets: z.array(z.string().max(TEXT_MAX)),
  /** False until the catalogue has reconciled the newest reads (a moment after each save). */
  reconciled: z.boolean(),
  summary: stocktakeSummarySchema,
  submittedAt: z.string().max(TEXT_MAX).nullable(),
});

/** svc-catalog → svc-stocktake: the lines of version `version` (storage `resultKey`, JSON array of StocktakeLine). */
export const stocktakeReconciledDataSchema = z.object({
  stocktakeKey: z.string().uuid(),
  version: z.number().int().positive(),
  resultKey: z.string().max(TEXT_MAX),
  summary: stocktakeSummarySchema,
});
export type StocktakeReconciledData = z.infer<typeof stocktakeReconciledDataSchema>;

/** A count was submitted and reconciled (for svc-notify's discrepancy alerts and any other reader). */
export const stocktakeSubmittedDataSchema = z.object({
  stocktakeKey: z.string().uuid(),
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  startTime: z.string().max(TEXT_MAX),
  day: dayString,
  userName: z.string().max(TEXT_MAX),
  summary: stocktakeSummarySchema,
});
export type StocktakeSubmittedData = z.infer<typeof stocktakeSubmittedDataSchema>;

/**
 * A count's figures changed (each batch reconciled), pushed to the merchant's open screens and tablets
 * over the socket's `stocktake` channel, only while the global config's `allowPushStocktake` is on.
 */
export const stocktakeLiveDataSchema = z.object({
  stocktakeId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  status: z.enum(['Draft', 'Submitted']),
  day: dayString,
  readCount: z.number().int().min(0),
  missingCount: z.number().int().min(0),
});
export type StocktakeLiveData = z.infer<typeof stocktakeLiveDataSchema>;

// Configuration pages (issue 12 item 9). STR113 answers a save while the report config is missing.

const fieldName = z.string().min(1).max(RECORD_KEY_MAX);

/** `/config/stock-take`: how tablets count. */
export const stocktakeConfigSchema = z
  .object({
    /** Product fields a tablet offers as a count's filters (besides the store). */
    filterFields: z.array(fieldName).max(20).default([]),
    /** The tablet shows how many items the count expects. */
    showExpectedCount: z.boolean().default(true),
  })
  .strict();
export type StocktakeConfig = z.infer<typeof stocktakeConfigSchema>;

/** `/config/report`: what a report shows and when a missed item counts as likely missing. */
export const reportConfigSchema = z
  .object({
    /** Product fields shown on each line of a report and its CSV export. */
    itemFields: z.array(fieldName).min(1).max(30),
    /** An item missed in this many submitted counts of its store in a row is likely missing (issue 12 item 7). */
    likelyMissingAfter: z.number().int().min(2).max(10).default(2),
  })
  .strict();
export type ReportConfig = z.infer<typeof reportConfigSchema>;
export const DEFAULT_REPORT_ITEM_FIELDS = ['productCode', 'rfidTag', 'designNumber', 'itemType', 'karat', 'netWeight'];

/** A saved config with who saved it last. */
export interface SavedConfig<T> {
  config: T;
  updatedAt: string;
  updatedBy: string | null;
}
/** The schema of a `SavedConfig` of the config `schema` gives. */
export function savedConfigSchema<S extends z.ZodTypeAny>(config: S) {
  return z.object({ config, updatedAt: z.string().max(TEXT_MAX), updatedBy: z.string().max(TEXT_MAX).nullable() });
}

/** An EPC as stored and compared: trimmed; hex EPCs upper-cased (readers differ in case), ascii ones kept. */
export function normaliseTag(raw: string): string {
  const tag = raw.trim();
  return /^[0-9a-fA-F]+$/.test(tag) ? tag.toUpperCase() : tag;
}

// Calendar and map views (issue 12 items 4 and 5; spec section 4).

export const CALENDAR_DAY_STATUSES = ['ongoing', 'partially-scanned', 'not-yet-started', 'submitted-missing', 'submitted'] as const;
export type CalendarDayStatus = (typeof CALENDAR_DAY_STATUSES)[number];
export const MAP_PINS = ['N', 'O', 'S'] as const;
export type MapPin = (typeof MAP_PINS)[number];

/** "All" (spec section 9) or one store code. */
const storeFilter = z.string().min(1).max(TEXT_MAX).default('All');

export const stocktakeCalendarQuerySchema = z.object({ month: monthSchema, sid: storeFilter });
export type StocktakeCalendarQuery = z.infer<typeof stocktakeCalendarQuerySchema>;

/** Money in one currency: stores may price in different currencies, which are never added together. */
export const moneyTotalSchema = z.object({ currency: z.string().max(TEXT_MAX).nullable(), value: z.number() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

/**
 * Issue 12 item 6: the discrepancy of several submitted, reconciled counts added up (a store's month,
 * or every store's). An item missing in two counts is counted in both: these are the counts' figures
 * summed, as the month's reports show them one by one.
 */
export const discrepancyTotalsSchema = z.object({
  /** The counts added up. */
  counts: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int(),
  missing: z.number().int(),
  likelyMissing: z.number().int(),
  misplaced: z.number().int(),
  unknown: z.number().int(),
  /** Grams of gold missing. */
  missingWeight: z.number(),
  /** The value missing at each count's day's gold rate, per currency. */
  missingValues: z.array(moneyTotalSchema),
  /** Counts with missing items that had no value (no gold rate that day). */
  unvaluedCounts: z.number().int(),
  /** Missing items, grams and value per karat (and currency). */
  byKarat: z.array(karatDiscrepancySchema),
});
export type DiscrepancyTotals = z.infer<typeof discrepancyTotalsSchema>;

export const storeDiscrepancyTotalsSchema = discrepancyTotalsSchema.extend({ sid: z.string().max(TEXT_MAX), name: z.string().max(TEXT_MAX) });
export type StoreDiscrepancyTotals = z.infer<typeof storeDiscrepancyTotalsSchema>;

/** `GET /merchant/stocktake/totals?month=&sid=`: a month's totals per store and for all of them. */
export const monthDiscrepancySchema = z.object({
  month: z.string().max(TEXT_MAX),
  stores: z.array(storeDiscrepancyTotalsSchema),
  total: discrepancyTotalsSchema,
  /** Submitted counts whose reads the catalogue has not reconciled yet (not in the totals). */
  pending: z.number().int(),
});
export type MonthDiscrepancy = z.infer<typeof monthDiscrepancySchema>;

export const calendarDaySchema = z.object({
  /** YYYY-MM-DD */
  day: z.string().max(TEXT_MAX),
  /** Null for a day after today (nothing to say yet). */
  status: z.enum(CALENDAR_DAY_STATUSES).nullable(),
  /** Stock-takes that day, distinct stores reporting, and their total missing count. */
  entries: z.number().int(),
  locations: z.number().int(),
  missing: z.number().int(),
  /**
   * The stores the day's status compares with: those active at the end of that day, and any that
   * reported that day (issue 29 item 4: not today's number of stores).
   */
  activeLocations: z.number().int(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const stocktakeCalendarSchema = z.object({
  month: z.string().max(TEXT_MAX),
  /** The active locations today (the chosen store, or every active store but MASTER); each day has its own. */
  activeLocations: z.number().int(),
  days: z.array(calendarDaySchema),
});
export type StocktakeCalendar = z.infer<typeof stocktakeCalendarSchema>;

export const stocktakeMapQuerySchema = z.object({
  date: z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
});

export const mapStoreSchema = z.object({
  code: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  /** null when the store has no coordinates: the map lists it instead of drawing a pin. */
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The store's IANA time zone (null: none set); the last count's time is shown in it, the zone named. */
  tz: z.string().max(TEXT_MAX).nullable(),
  pin: z.enum(MAP_PINS),
  /** The store's last count on or before the day, for the popup. */
  last: z
    .object({ stocktakeId: z.string().max(TEXT_MAX), startTime: z.string().max(TEXT_MAX), status: z.enum(STOCKTAKE_STATUSES), missingCount: z.number().int() })
    .nullable(),
});
export type MapStore = z.infer<typeof mapStoreSchema>;

/**
 * The map's optional raster tiles (spec section 7: "a maps service is used with a key"), from the deployment's
 * configuration; null when none is configured, and the map then shows only the country outlines that
 * ship with the app, so it works with no internet.
 */
export const mapTilesSchema = z.object({
  /** An XYZ template with {z}, {x} and {y}; the key is already in it. */
  url: z.string().max(TEXT_MAX),
  /** The tile provider's credit, shown on the map. */
  attribution: z.string().max(TEXT_MAX),
});
export type MapTiles = z.infer<typeof mapTilesSchema>;

export const stocktakeMapSchema = z.object({ date: z.string().max(TEXT_MAX), stores: z.array(mapStoreSchema), tiles: mapTilesSchema.nullable() });
export type StocktakeMap = z.infer<typeof stocktakeMapSchema>;

// What the tablet reads (issue 12 item 2): one call with the configs, the filters and the store's
// products, or only the products changed since the version the tablet holds.

/** A version as answered: an opaque token (PostgreSQL's snapshot text, `xmin:xmax:xip,…`). */
export const appDataVersionSchema = z
  .string()
  .max(4000)
  .regex(/^\d{1,20}:\d{1,20}:(\d{1,20}(,\d{1,20})*)?$/);

export const stocktakeAppDataQuerySchema = z.object({
  /** The store the tablet counts in (MASTER is not a store that is counted). */
  sid: z.string().min(1).max(TEXT_MAX),
  /** The version the tablet holds: only products changed since are answered (with `useOptimizedAppDataSync`). */
  since: appDataVersionSchema.optional(),
  /** The previous page's `next` (it carries the sync's version and where the page ended). */
  cursor: z
    .string()
    .max(8000)
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(5000).default(2000),
});
export type StocktakeAppDataQuery = z.infer<typeof stocktakeAppDataQuerySchema>;

/** A product as the tablet keeps it; an inactive one is removed from the tablet. */
export const stocktakeAppProductSchema = productFixedFieldsSchema
  .pick({ productCode: true, rfidTag: true, designNumber: true, itemType: true, itemStatus: true, active: true })
  .extend({ fields: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()) });
export type StocktakeAppProduct = z.infer<typeof stocktakeAppProductSchema>;

export const stocktakeAppDataSchema = z.object({
  /** Send as `since` next time; the same on every page of one sync. */
  version: appDataVersionSchema,
  /** The whole store's active products (no usable `since`), or only what changed since it. */
  full: z.boolean(),
  /** The global config's flags the app follows. */
  settings: z.object({ allowPushStocktake: z.boolean(), allowReportCaching: z.boolean(), useOptimizedAppDataSync: z.boolean() }),
  /** On the first page only (no `cursor`); null before the config is saved. */
  stocktakeConfig: stocktakeConfigSchema.nullable(),
  reportConfig: reportConfigSchema.nullable(),
  /** The stock-take config's filter fields with the values the store's active products hold ("All" is no filter). */
  filters: z.array(z.object({ field: z.string().max(TEXT_MAX), values: z.array(z.string().max(TEXT_MAX)) })),
  products: z.array(stocktakeAppProductSchema),
  /** `cursor` for the next page; null on the last. */
  next: z.string().max(8000).nullable(),
});
export type StocktakeAppData = z.infer<typeof stocktakeAppDataSchema>;

/** svc-stocktake saved its stock-take or report config (svc-catalog keeps a copy for the tablet's call). */
export const stocktakeConfigSavedDataSchema = z.object({
  kind: z.enum(['stocktake', 'report']),
  config: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  updatedAt: z.string().max(TEXT_MAX),
});
export type StocktakeConfigSavedData = z.infer<typeof stocktakeConfigSavedDataSchema>;
