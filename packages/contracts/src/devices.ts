import { z } from 'zod';
import { TEXT_MAX } from './limits';

/**
 * Device management (device type list, tablet list) and licence management (request new licence,
 * hardware, subscription info), spec sections 2 and 3 (issue 12 item 10). Kept by svc-stocktake,
 * which admits tablets against the licences in force.
 */

const day = z.string().max(10).regex(/^\d{4}-\d{2}-\d{2}$/);
const name = z.string().trim().min(1).max(80);

/** Spec section 3, "Device": name, quantity, active status, last updated. */
export const deviceTypeSchema = z.object({ name: z.string().max(TEXT_MAX), quantity: z.number().int(), active: z.boolean(), updatedAt: z.string().max(TEXT_MAX) });
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const deviceTypeBodySchema = z.object({ name, quantity: z.number().int().min(0).max(100_000), active: z.boolean().default(true) }).strict();
export type DeviceTypeBody = z.infer<typeof deviceTypeBodySchema>;
export const deviceTypeUpdateSchema = deviceTypeBodySchema.omit({ name: true });
export const deviceTypeParamsSchema = z.object({ name: z.string().min(1).max(TEXT_MAX) });

/** A tablet of the merchant: enrolled on its first count while a seat is free, or renamed and (de)activated here. */
export const tabletSchema = z.object({
  tabletId: z.string().max(TEXT_MAX),
  deviceUdid: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX).nullable(),
  active: z.boolean(),
  /** Holds one of the seats of the licences in force today (tablets take seats in enrolment order). */
  licensed: z.boolean(),
  enrolledAt: z.string().max(TEXT_MAX),
  lastSeenAt: z.string().max(TEXT_MAX).nullable(),
  updatedAt: z.string().max(TEXT_MAX),
});
export type Tablet = z.infer<typeof tabletSchema>;

export const tabletUpdateSchema = z
  .object({ name: z.string().trim().max(80).nullable().optional(), active: z.boolean().optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.active !== undefined, { message: 'nothing to update' });
export type TabletUpdate = z.infer<typeof tabletUpdateSchema>;
export const tabletParamsSchema = z.object({ tabletId: z.string().min(1).max(TEXT_MAX) });

export const deviceListsSchema = z.object({ deviceTypes: z.array(deviceTypeSchema), tablets: z.array(tabletSchema) });
export type DeviceLists = z.infer<typeof deviceListsSchema>;

export const LICENCE_TYPES = ['SUBSCRIPTION', 'PERPETUAL', 'TRIAL'] as const;
export type LicenceType = (typeof LICENCE_TYPES)[number];
export const LICENCE_STATUSES = ['REQUESTED', 'ACTIVE'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

/** Spec section 3, "Licence": type, hardware type, quantity, start date, end date, licensed tablets. */
export const licenceSchema = z.object({
  id: z.string().max(TEXT_MAX),
  type: z.string().max(TEXT_MAX),
  hardwareType: z.string().max(TEXT_MAX),
  quantity: z.number().int(),
  startDate: z.string().max(TEXT_MAX),
  endDate: z.string().max(TEXT_MAX).nullable(),
  status: z.enum(LICENCE_STATUSES),
  /** In force today (active, started, not ended). */
  inForce: z.boolean(),
  note: z.string().max(TEXT_MAX).nullable(),
  createdAt: z.string().max(TEXT_MAX),
});
export type Licence = z.infer<typeof licenceSchema>;

/** Per hardware type: what the licences in force allow and what is in use. */
export const hardwareUseSchema = z.object({ hardwareType: z.string().max(TEXT_MAX), licensed: z.number().int(), inUse: z.number().int() });
export type HardwareUse = z.infer<typeof hardwareUseSchema>;

export const licenceOverviewSchema = z.object({
  licences: z.array(licenceSchema),
  hardware: z.array(hardwareUseSchema),
  /** Tablets the licences in force allow today (the licensed tablets of spec section 3). */
  licensedTablets: z.number().int(),
  /** The last day a licence in force covers; null without one, or when one has no end. */
  coveredUntil: z.string().max(TEXT_MAX).nullable(),
  today: z.string().max(TEXT_MAX),
});
export type LicenceOverview = z.infer<typeof licenceOverviewSchema>;

/** Request a new licence: it waits as REQUESTED until the licence is issued (LIC100 when it ends before it starts). */
export const licenceRequestSchema = z
  .object({
    type: z.enum(LICENCE_TYPES),
    hardwareType: z.string().trim().min(1).max(40),
    quantity: z.number().int().min(1).max(10_000),
    startDate: day,
    endDate: day.nullable().default(null),
    note: z.string().trim().max(500).nullable().default(null),
  })
  .strict();
export type LicenceRequest = z.infer<typeof licenceRequestSchema>;

/**
 * `hub.stocktake.licence-changed.v1`: a licence of the merchant as svc-stocktake holds it now (requested,
 * issued, added from a serial key, or announced once at start). `version` grows with each change of the
 * licence: a replica keeps the highest it has seen, so late or repeated events change nothing.
 */
export const licenceChangedDataSchema = z.object({
  licenceId: z.string().uuid(),
  type: z.enum(LICENCE_TYPES),
  hardwareType: z.string().max(40),
  quantity: z.number().int().positive(),
  startDate: day,
  endDate: day.nullable(),
  status: z.enum(LICENCE_STATUSES),
  version: z.number().int().positive(),
});
export type LicenceChangedData = z.infer<typeof licenceChangedDataSchema>;
