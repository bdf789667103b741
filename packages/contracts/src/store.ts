import { z } from 'zod';

const hourMinute = z.object({ hours: z.number().int().min(0).max(23), minutes: z.number().int().min(0).max(59) });

/** Spec section 3, "Location (store)". */
export const storeSchema = z.object({
  code: z.string(),
  name: z.string(),
  address: z.object({
    country: z.string(),
    state: z.string(),
    city: z.string(),
    line1: z.string(),
    line2: z.string().optional(),
    zipcode: z.string(),
  }),
  location: z.object({ lat: z.number(), lng: z.number() }),
  tz: z.string(),
  autosync: z.object({
    isEnable: z.boolean(),
    startDate: z.string().nullable(),
    startTime: z.string().nullable(),
    syncFrequency: z.string().nullable(),
  }),
  openingTime: hourMinute,
  closingTime: hourMinute,
  manager: z.string().nullable(),
  dataImport: z.object({ connectionStatus: z.enum(['Tested', 'Not Tested']) }),
  dataExport: z.record(z.unknown()).nullable(),
  profile: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const DEFAULT_OPENING_TIME = { hours: 0, minutes: 0 } as const;
export const DEFAULT_CLOSING_TIME = { hours: 23, minutes: 59 } as const;

/** The body of POST /merchant/store and PUT /merchant/store/{code} (spec section 7); unset fields take their defaults. */
export const storeWriteBodySchema = z.object({
  code: z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only'),
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
  location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).default({ lat: 0, lng: 0 }),
  tz: z.string().nullable().default(null),
  autosync: z
    .object({
      isEnable: z.boolean().default(false),
      startDate: z.string().nullable().default(null),
      startTime: z.string().nullable().default(null),
      syncFrequency: z.string().nullable().default(null),
    })
    .default({}),
  openingTime: hourMinute.default({ hours: 0, minutes: 0 }),
  closingTime: hourMinute.default({ hours: 23, minutes: 59 }),
  manager: z.string().nullable().default(null),
  profile: z.string().min(1).default('default'),
});
export type StoreWriteBody = z.infer<typeof storeWriteBodySchema>;

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
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * Spec section 5: enabled autosync needs a frequency (INVALID_FREQUENCY), a start date (INVALID_DATE)
 * and a start time `HH:mm` (INVALID_TIME); a time zone must be a known IANA name (INVALID_TIMEZONE).
 * Returns the first broken rule, or null.
 */
export function storeRuleViolation(store: Pick<StoreWriteBody, 'autosync' | 'tz'>): StoreRuleCode | null {
  if (store.tz !== null && !isValidTimeZone(store.tz)) return 'INVALID_TIMEZONE';
  const a = store.autosync;
  if (!a.isEnable) return null;
  if (!a.syncFrequency || a.syncFrequency.trim() === '') return 'INVALID_FREQUENCY';
  if (!a.startDate || !isValidDate(a.startDate)) return 'INVALID_DATE';
  if (!a.startTime || !/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(a.startTime)) return 'INVALID_TIME';
  return null;
}
