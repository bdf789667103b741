import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';
import { MASTER_STORE } from './constants';
import { currencyCodeSchema, currencyOfCountry } from './money';

const hourMinute = z.object({
  hours: z.number().int().min(0).max(23),
  minutes: z.number().int().min(0).max(59),
});

/** Spec section 3, "Location (store)". */
export const storeSchema = z.object({
  code: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  address: z.object({
    country: z.string().max(TEXT_MAX),
    state: z.string().max(TEXT_MAX),
    city: z.string().max(TEXT_MAX),
    line1: z.string().max(TEXT_MAX),
    line2: z.string().max(TEXT_MAX).optional(),
    zipcode: z.string().max(TEXT_MAX),
  }),
  /** null when the store has no coordinates (issue 28 item 5: not 0,0, a point in the sea). */
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  tz: z.string().max(TEXT_MAX),
  autosync: z.object({
    isEnable: z.boolean(),
    startDate: z.string().max(TEXT_MAX).nullable(),
    startTime: z.string().max(TEXT_MAX).nullable(),
    syncFrequency: z.string().max(TEXT_MAX).nullable(),
  }),
  openingTime: hourMinute,
  closingTime: hourMinute,
  manager: z.string().max(TEXT_MAX).nullable(),
  dataImport: z.object({ connectionStatus: z.enum(['Tested', 'Not Tested']) }),
  dataExport: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()).nullable(),
  profile: z.string().max(TEXT_MAX),
  /** The currency the store prices in (ISO 4217; issue 9, the spec names none). */
  currency: z.string().max(3),
});
export type Store = z.infer<typeof storeSchema>;

/**
 * What a caller without the stores permission (STORES_MANAGEMENT_READ_PREVIEW) sees of a store, e.g.
 * a catalogue user's store selector or an API key with only PRODUCTS_READ (issue 9 item 5): enough to
 * pick, label, time and price a store; not its street address, coordinates, manager or sync settings.
 */
export type StoreListEntry = Pick<Store, 'code' | 'name' | 'openingTime' | 'closingTime' | 'profile' | 'dataImport' | 'currency'> & {
  /** null when the store's zone is not known. */
  tz: string | null;
  address: Pick<Store['address'], 'country' | 'state' | 'city'>;
};
export const storeListEntrySchema = storeSchema
  .pick({ code: true, name: true, openingTime: true, closingTime: true, profile: true, dataImport: true, currency: true })
  .extend({
    tz: z.string().max(TEXT_MAX).nullable(),
    address: storeSchema.shape.address.pick({ country: true, state: true, city: true }),
  });

export function storeListEntry(store: Omit<Store, 'tz'> & { tz: string | null }): StoreListEntry {
  const { code, name, tz, openingTime, closingTime, profile, dataImport, currency, address } = store;
  return { code, name, tz, openingTime, closingTime, profile, dataImport, currency, address: { country: address.country, state: address.state, city: address.city } };
}

/** A store's currency when neither it nor its country nor the merchant's other stores tell one. */
export const FALLBACK_STORE_CURRENCY = 'USD';

/**
 * The currency a store gets when none is given (a new store, or one stored before stores had a
 * currency): its country's usual currency, else the one most of the merchant's other stores use
 * (the first of the most used), else USD.
 */
export function defaultStoreCurrency(country: string | null | undefined, merchantCurrencies: readonly string[] = []): string {
  const own = currencyOfCountry(country);
  if (own) return own;
  const counts = new Map<string, number>();
  for (const c of merchantCurrencies) counts.set(c, (counts.get(c) ?? 0) + 1);
  let best: string | undefined;
  for (const [c, n] of counts) if (best === undefined || n > counts.get(best)!) best = c;
  return best ?? FALLBACK_STORE_CURRENCY;
}

export const DEFAULT_OPENING_TIME = { hours: 0, minutes: 0 } as const;
export const DEFAULT_CLOSING_TIME = { hours: 23, minutes: 59 } as const;

/** The body of POST /merchant/store and PUT /merchant/store/{code} (spec section 7); unset fields take their defaults. */
export const storeWriteBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
  name: z.string().trim().min(1).max(200),
  address: z
    .object({
      country: z.string().max(100).default(''),
      state: z.string().max(100).default(''),
      city: z.string().max(100).default(''),
      line1: z.string().max(300).default(''),
      line2: z.string().max(300).optional(),
      zipcode: z.string().max(30).default(''),
    })
    .default({}),
  /** Left out or null: the store has no coordinates (listed on the map, not drawn; issue 28 item 5). */
  location: z
    .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
    .nullable()
    .default(null),
  tz: z.string().max(TEXT_MAX).nullable().default(null),
  autosync: z
    .object({
      isEnable: z.boolean().default(false),
      startDate: z.string().max(TEXT_MAX).nullable().default(null),
      startTime: z.string().max(TEXT_MAX).nullable().default(null),
      syncFrequency: z.string().max(TEXT_MAX).nullable().default(null),
    })
    .default({}),
  openingTime: hourMinute.default({ hours: 0, minutes: 0 }),
  closingTime: hourMinute.default({ hours: 23, minutes: 59 }),
  manager: z.string().max(TEXT_MAX).nullable().default(null),
  profile: z.string().max(TEXT_MAX).min(1).default('default'),
  /**
   * ISO 4217. Left out: a new store takes `defaultStoreCurrency` of its country, an edited one
   * keeps its currency.
   */
  currency: currencyCodeSchema.optional(),
});
export type StoreWriteBody = z.infer<typeof storeWriteBodySchema>;

/**
 * A body as spec section 7 writes it, `{ data: { … } }` ("Body data"), or the fields themselves
 * (issue 29 item 5): a body whose one key is `data` holding an object is read as its `data`.
 */
function storeBody<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((body) => {
    if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
    const keys = Object.keys(body);
    const data = (body as { data?: unknown }).data;
    return keys.length === 1 && keys[0] === 'data' && data && typeof data === 'object' && !Array.isArray(data) ? data : body;
  }, schema);
}

/** The body of POST /merchant/store: the store's fields, or `{ data: fields }`. */
export const storeCreateBodySchema = storeBody(storeWriteBodySchema);

/** The body of PUT /merchant/store/{code}: the same, the code optional (it cannot change). */
export const storeUpdateBodySchema = storeBody(storeWriteBodySchema.extend({ code: storeWriteBodySchema.shape.code.optional() }));

export type StoreRuleCode = 'INVALID_FREQUENCY' | 'INVALID_DATE' | 'INVALID_TIME' | 'INVALID_TIMEZONE';

/** An IANA time zone name the runtime knows. */
export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz.length > 0;
  } catch {
    return false;
  }
}

function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return (
    d.getUTCFullYear() === Number(m[1]) &&
    d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
  );
}

/** The store fields a section-5 rule can point at (a form shows the code next to that field). */
export type StoreRuleField = 'tz' | 'autosync.syncFrequency' | 'autosync.startDate' | 'autosync.startTime';

export interface StoreRuleIssue {
  field: StoreRuleField;
  code: StoreRuleCode;
}

/** `HH:mm` or `HH:mm:ss`, 00:00 to 23:59. */
export const STORE_START_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * Spec section 5, every broken rule with the field it belongs to, in this order: a time zone must be a
 * known IANA name (INVALID_TIMEZONE); enabled autosync needs a frequency (INVALID_FREQUENCY), a start
 * date `YYYY-MM-DD` (INVALID_DATE) and a start time `HH:mm` (INVALID_TIME). The server and the store
 * form both use it.
 */
export function storeRuleIssues(store: Pick<StoreWriteBody, 'autosync' | 'tz'>): StoreRuleIssue[] {
  const issues: StoreRuleIssue[] = [];
  if (store.tz !== null && !isValidTimeZone(store.tz)) issues.push({ field: 'tz', code: 'INVALID_TIMEZONE' });
  const a = store.autosync;
  if (!a.isEnable) return issues;
  if (!a.syncFrequency || a.syncFrequency.trim() === '')
    issues.push({ field: 'autosync.syncFrequency', code: 'INVALID_FREQUENCY' });
  if (!a.startDate || !isValidDate(a.startDate))
    issues.push({ field: 'autosync.startDate', code: 'INVALID_DATE' });
  if (!a.startTime || !STORE_START_TIME_PATTERN.test(a.startTime))
    issues.push({ field: 'autosync.startTime', code: 'INVALID_TIME' });
  return issues;
}

/** The first broken rule of `storeRuleIssues`, or null (the server answers it as the error code). */
export function storeRuleViolation(store: Pick<StoreWriteBody, 'autosync' | 'tz'>): StoreRuleCode | null {
  return storeRuleIssues(store)[0]?.code ?? null;
}

/** Frequencies the store form offers; the server accepts any non-empty value (older data may hold others). */
export const STORE_SYNC_FREQUENCIES = ['HOURLY', 'DAILY', 'WEEKLY', 'MONTHLY'] as const;

/** GET /merchant/store/address: the store selector's Country → State → City → Store tree (MASTER excluded). */
export const storeAddressTreeSchema = z.array(
  z.object({
    country: z.string().max(TEXT_MAX),
    states: z.array(
      z.object({
        state: z.string().max(TEXT_MAX),
        cities: z.array(z.object({ city: z.string().max(TEXT_MAX), stores: z.array(z.object({ code: z.string().max(TEXT_MAX), name: z.string().max(TEXT_MAX) })) })),
      }),
    ),
  }),
);
export type StoreAddressTree = z.infer<typeof storeAddressTreeSchema>;
export type StoreAddressCountry = StoreAddressTree[number];
export type StoreAddressState = StoreAddressCountry['states'][number];
export type StoreAddressCity = StoreAddressState['cities'][number];
export type StoreAddressStore = StoreAddressCity['stores'][number];

type AddressedStore = Pick<Store, 'code' | 'name'> & {
  address: Pick<Store['address'], 'country' | 'state' | 'city'>;
};

const byText = (a: string, b: string) => a.localeCompare(b, 'en');

/** Groups stores by country, state and city, each level and the stores sorted; MASTER is left out. */
export function storeAddressTree(stores: readonly AddressedStore[]): StoreAddressTree {
  const tree = new Map<string, Map<string, Map<string, StoreAddressStore[]>>>();
  for (const s of stores) {
    if (s.code === MASTER_STORE) continue;
    const { country, state, city } = s.address;
    const states = tree.get(country) ?? new Map<string, Map<string, StoreAddressStore[]>>();
    tree.set(country, states);
    const cities = states.get(state) ?? new Map<string, StoreAddressStore[]>();
    states.set(state, cities);
    const list = cities.get(city) ?? [];
    cities.set(city, list);
    list.push({ code: s.code, name: s.name });
  }
  return [...tree.entries()]
    .sort(([a], [b]) => byText(a, b))
    .map(([country, states]) => ({
      country,
      states: [...states.entries()]
        .sort(([a], [b]) => byText(a, b))
        .map(([state, cities]) => ({
          state,
          cities: [...cities.entries()]
            .sort(([a], [b]) => byText(a, b))
            .map(([city, list]) => ({
              city,
              stores: [...list].sort((x, y) => byText(x.name, y.name) || byText(x.code, y.code)),
            })),
        })),
    }));
}
