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
