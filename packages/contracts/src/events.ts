import { RECORD_KEY_MAX, TEXT_MAX, TOKEN_MAX } from './limits';
import { z } from 'zod';
import { EVENT_TYPES, type EventType } from './event-types';
import { ACTIVITY_KINDS } from './audit';
import { LOCALES } from './locale';
import { SERVICE_MOUNTS, type ServiceName } from './routes';
import { dataMappingChangedDataSchema } from './data-mapping';
import { rfidConfigSchema } from './rfid';
import { setupModuleSavedDataSchema } from './setup';
import { IMPORT_JOB_STATUSES, IMPORT_MESSAGES, IMPORT_SKIPPED_ITEMS_SHOWN, IMPORT_STORE_STATUSES, type ImportPlan, type ImportProgress } from './import-jobs';
import type { ImportFileRule } from './import-file';
import { IMAGE_ERROR_REASONS, IMAGE_IMPORT_STATUSES, IMAGE_IMPORT_TYPES, IMAGE_PROBLEMS_SHOWN, IMAGE_SKIP_REASONS, IMAGES_BATCH_MAX, type UploadProgress } from './image-import';
import { CONNECTION_STATUSES } from './import-sources';
import { themeChangedDataSchema } from './theme';
import { printProgressDataSchema } from './printing';
import { merchantRegisteredDataSchema } from './registration';
import { licenceChangedDataSchema } from './devices';
import { notifyChannelStatusChangedDataSchema } from './banner';
import { stocktakeConfigSavedDataSchema, stocktakeCountChangedDataSchema, stocktakeLiveDataSchema, stocktakeReconciledDataSchema, stocktakeSubmittedDataSchema } from './stocktake';
import { emailVerificationRequestedDataSchema, pinResetRequestedDataSchema } from './account-verification';

/** Architecture section 4: every event travels in this envelope; topics are `hub.<domain>.<event>.v1`. */
export const eventEnvelopeSchema = z.object({
  id: z.string().max(TEXT_MAX).min(1),
  type: z.string().max(TEXT_MAX).min(1),
  merchantId: z.string().max(TEXT_MAX).min(1),
  occurredAt: z.string().datetime({ offset: true }),
  data: z.unknown(),
});
export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  merchantId: string;
  occurredAt: string;
  data: T;
}

// The event names and the browser's channels, zod-free (event-types.ts): a signed-out page reads them
// without the schemas below (issue 30 item 3).
export { BROWSER_EVENT_CHANNELS, EVENT_TYPE_PATTERN, EVENT_TYPES, browserChannelFor, browserEventTypes, type EventType } from './event-types';

/** What the other services keep of a store (their local replica): code, name, time zone, coordinates. */
export const storeReplicaDataSchema = z.object({
  code: z.string().max(TEXT_MAX).min(1),
  name: z.string().max(TEXT_MAX),
  tz: z.string().max(TEXT_MAX).nullable(),
  /** null when the store has no coordinates (issue 28 item 5). */
  location: z.object({ lat: z.number(), lng: z.number() }).nullable(),
  /** The store's autosync (spec section 3), for svc-import's schedule; absent in events older than issue 13. */
  autosync: z
    .object({
      isEnable: z.boolean(),
      startDate: z.string().max(TEXT_MAX).nullable(),
      startTime: z.string().max(TEXT_MAX).nullable(),
      syncFrequency: z.string().max(TEXT_MAX).nullable(),
    })
    .optional(),
  /** Increases by one on every change of the store in svc-auth; replicas apply only newer revisions. */
  revision: z.number().int().positive(),
});
export type StoreReplicaData = z.infer<typeof storeReplicaDataSchema>;

export const storeDeletedDataSchema = z.object({ code: z.string().max(TEXT_MAX).min(1), revision: z.number().int().positive() });
export type StoreDeletedData = z.infer<typeof storeDeletedDataSchema>;

/**
 * What other services keep of a user (svc-notify's recipients, issue 15): the role it holds, its
 * stores, e-mail and phone, whether it is active. Replicas apply a change only when `updatedAt` is
 * newer than theirs. Never a password, PIN or token.
 */
export const userReplicaDataSchema = z.object({
  userId: z.string().max(TEXT_MAX).min(1),
  email: z.string().max(320),
  userName: z.string().max(TEXT_MAX),
  roleName: z.string().max(TEXT_MAX),
  /** Store codes of a store-bound user; empty: every store of the merchant. */
  stores: z.array(z.string().max(TEXT_MAX)).max(10_000),
  active: z.boolean(),
  phone: z.string().max(100).nullable(),
  /** Issue 29 item 2: false while the e-mail is pending (no notifications); absent in older events: verified. */
  emailVerified: z.boolean().default(true),
  updatedAt: z.string().datetime({ offset: true }),
});
export type UserReplicaData = z.infer<typeof userReplicaDataSchema>;

export const auditEntryDataSchema = z.object({
  /** The service where the change happened, e.g. `svc-catalog`. */
  service: z.string().max(TEXT_MAX).min(1),
  userId: z.string().max(TEXT_MAX).nullable(),
  action: z.string().max(TEXT_MAX).min(1),
  details: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()).default({}),
  ip: z.string().max(TEXT_MAX).nullable().optional(),
  /** The store the change concerns, when there is one. */
  storeCode: z.string().max(TEXT_MAX).nullable().optional(),
  /** The kind of role activity, when the change decides it (roles management: the role's kind); else the actor's. */
  kind: z.enum(ACTIVITY_KINDS).optional(),
});
export type AuditEntryData = z.infer<typeof auditEntryDataSchema>;

/**
 * A session svc-auth revoked (sign-out, refresh-token reuse, account switch, ...): every other service
 * refuses its access tokens from now on. `expiresAt` is when the session would have ended anyway.
 */
export const sessionRevokedDataSchema = z.object({
  sessionId: z.string().max(TEXT_MAX).min(1),
  userId: z.string().max(TEXT_MAX).min(1),
  expiresAt: z.string().datetime({ offset: true }),
  reason: z.string().max(TEXT_MAX).optional(),
});
export type SessionRevokedData = z.infer<typeof sessionRevokedDataSchema>;

/**
 * What every service keeps of an API key (its replica, looked up by hash when a request carries the
 * key): never the key, only its SHA-256; the permissions of its allowed operations; its status.
 */
export const apiKeyReplicaDataSchema = z.object({
  id: z.string().max(TEXT_MAX).min(1),
  keyHash: z.string().max(TOKEN_MAX).regex(/^[0-9a-f]{64}$/),
  operations: z.array(z.string().max(TEXT_MAX)),
  permissions: z.array(z.string().max(TEXT_MAX)),
  status: z.enum(['ACTIVE', 'REVOKED']),
  /** Increases by one on every change of the key in svc-auth; replicas apply only newer revisions. */
  revision: z.number().int().positive(),
});
export type ApiKeyReplicaData = z.infer<typeof apiKeyReplicaDataSchema>;

/** A service saw a key in use (throttled per process); svc-auth records the key's last-used time. */
export const apiKeyUsedDataSchema = z.object({
  id: z.string().max(TEXT_MAX).min(1),
  usedAt: z.string().datetime({ offset: true }),
  service: z.string().max(TEXT_MAX).min(1),
});
export type ApiKeyUsedData = z.infer<typeof apiKeyUsedDataSchema>;

/**
 * Someone asked to reset a registered user's password (issue 4 item 6): svc-notify mails the link.
 * The reset code travels only here, inside `resetPath` (`/auth/reset/<code>`): svc-auth keeps its
 * SHA-256 alone, and neither service logs it. The merchant is the envelope's `merchantId`.
 */
export const passwordResetRequestedDataSchema = z.object({
  userId: z.string().max(TEXT_MAX).min(1),
  email: z.string().min(3).max(320),
  userName: z.string().max(TEXT_MAX),
  /** The language of the mail: the one the request was made in. */
  locale: z.enum(LOCALES),
  resetPath: z.string().max(TEXT_MAX).regex(/^\/auth\/reset\/[A-Za-z0-9_-]{16,200}$/),
  expiresAt: z.string().datetime({ offset: true }),
});
export type PasswordResetRequestedData = z.infer<typeof passwordResetRequestedDataSchema>;

const jobStatusSchema = z.enum(IMPORT_JOB_STATUSES);
const countSchema = z.number().int().nonnegative();
const importSkippedItemSchema = z.object({
  sid: z.string().max(TEXT_MAX),
  productCode: z.string().max(TEXT_MAX),
  row: countSchema,
  code: z.custom<ImportFileRule>((v) => typeof v === 'string' && /^PDFV\d{3}$/.test(v)),
});
/** Import progress (spec section 3), pushed to the merchant's browsers. */
export const importProgressDataSchema = z.object({
  jobId: z.string().max(TEXT_MAX),
  sid: z.string().max(TEXT_MAX),
  status: jobStatusSchema,
  message: z.enum(IMPORT_MESSAGES).nullable(),
  start: z.string().max(TEXT_MAX).nullable(),
  end: z.string().max(TEXT_MAX).nullable(),
  totalCount: countSchema,
  processed: countSchema,
  nUpserted: countSchema,
  nModified: countSchema,
  nInserted: countSchema,
  skipped: countSchema,
  approxTime: z.object({ min: countSchema, sec: countSchema }),
  master: z
    .object({
      totalCount: countSchema,
      status: z.enum(['IDLE', 'FINISHED', 'CANCELLED', 'FAILED']),
      importProgress: z.number().min(0).max(100),
      stores: z
        .array(
          z.object({
            sid: z.string().max(TEXT_MAX),
            totalCount: countSchema,
            processed: countSchema,
            importProgress: z.number().min(0).max(100),
            status: z.enum(IMPORT_STORE_STATUSES),
            nInserted: countSchema,
            nModified: countSchema,
            skipped: countSchema,
          }),
        )
        .max(10_000),
      skippedItems: z.array(importSkippedItemSchema).max(IMPORT_SKIPPED_ITEMS_SHOWN),
    })
    .nullable()
    .default(null),
  /** Issue 15: a scheduled (autosync) run, and the code it failed with: svc-auth's banner shows such a failure. */
  scheduled: z.boolean().default(false),
  errorCode: z.string().max(TEXT_MAX).nullable().default(null),
}) satisfies z.ZodType<ImportProgress, z.ZodTypeDef, unknown>;
export const importFinishedDataSchema = z.object({ jobId: z.string().max(TEXT_MAX), sid: z.string().max(TEXT_MAX), status: jobStatusSchema });
export const importStagedDataSchema = z.object({
  jobId: z.string().uuid(),
  /** A store code, or MASTER (each product names its store). */
  sid: z.string().max(TEXT_MAX),
  /** Storage keys of the batches (import-batch.ts lines; older ones NDJSON of ImportRecord), in order. */
  batches: z.array(z.string().max(TEXT_MAX)).max(100_000),
  totalCount: countSchema,
  /** A source run that marks the active products of its store(s) missing from the file inactive once applied. */
  markMissingInactive: z.boolean().default(false),
  /** The check's attempt (a check taken over starts again): batches of an earlier attempt are staged again. 0 before issue 26 item 5. */
  attempt: z.number().int().min(0).default(0),
  /**
   * The finished import whose row digests this attempt's check knew (ADR 0044): its light lines are rows
   * that import left the catalogue holding. Null when the check knew none (every row mapped).
   */
  knownFrom: z.string().uuid().nullable().default(null),
});
/** The batches a running check has stored so far, in order (each event holds the whole list: repeats and gaps change nothing). */
export const importBatchCheckedDataSchema = importStagedDataSchema.omit({ totalCount: true });
export const importJobRefDataSchema = z.object({ jobId: z.string().uuid() });
/** The job and the attempt of its check whose light lines the catalogue could not take (ADR 0044). */
export const importCheckAgainDataSchema = z.object({ jobId: z.string().uuid(), attempt: z.number().int().min(0) });
export const importPlannedDataSchema = z.object({
  jobId: z.string().uuid(),
  plan: z.custom<ImportPlan>((v) => !!v && typeof v === 'object' && ['create', 'update', 'unchanged', 'reject'].every((k) => typeof (v as Record<string, unknown>)[k] === 'number')),
});
export const importAppliedDataSchema = z.object({
  jobId: z.string().uuid(),
  processed: countSchema,
  nInserted: countSchema,
  nModified: countSchema,
  nUpserted: countSchema,
  skipped: countSchema,
  /** Products marked inactive as missing from the source (markMissingInactive), counted once the last batch is applied. */
  nDeactivated: countSchema.default(0),
  /** IMPORTING while batches remain; FINISHED, CANCELLED or FAILED at the end. */
  status: z.enum(['IMPORTING', 'FINISHED', 'CANCELLED', 'FAILED']),
  errorCode: z.string().max(TEXT_MAX).nullable().default(null),
  /** The same counts per store (cumulative), in store order. */
  stores: z
    .array(z.object({ sid: z.string().max(TEXT_MAX), processed: countSchema, nInserted: countSchema, nModified: countSchema, skipped: countSchema }))
    .max(10_000)
    .default([]),
});
export const imagesStagedDataSchema = z.object({
  jobId: z.string().uuid(),
  /** A store, or MASTER for every store of the scope below. */
  sid: z.string().max(TEXT_MAX),
  /** The stores the importing user sees (null: all of the merchant's). */
  storeCodes: z.array(z.string().max(TEXT_MAX)).max(10_000).nullable(),
  batch: z.number().int().min(0),
  /** The converted images' names (file names without extension), as stored under the merchant's image folder. */
  names: z.array(z.string().max(255)).max(IMAGES_BATCH_MAX),
  /** The names whose stored image passed verification (triggerVerifyImageLambda on). */
  verified: z.array(z.string().max(255)).max(IMAGES_BATCH_MAX).default([]),
});
export const imagesMatchedDataSchema = z.object({
  jobId: z.string().uuid(),
  batch: z.number().int().min(0),
  matched: z.array(z.string().max(255)).max(IMAGES_BATCH_MAX),
  productsUpdated: countSchema,
  verified: countSchema,
});
export const uploadProgressDataSchema = z.object({
  jobId: z.string().uuid(),
  sid: z.string().max(TEXT_MAX),
  status: z.enum(IMAGE_IMPORT_STATUSES),
  totalCount: countSchema,
  uploadCount: countSchema,
  skipCount: countSchema,
  errorCount: countSchema,
  importType: z.enum(IMAGE_IMPORT_TYPES).nullable(),
  ftpSync: z.boolean(),
  errors: z.array(z.object({ name: z.string().max(1000), reason: z.enum([...IMAGE_SKIP_REASONS, ...IMAGE_ERROR_REASONS]) })).max(IMAGE_PROBLEMS_SHOWN),
  message: z.string().max(TEXT_MAX).nullable(),
  code: z.string().max(TEXT_MAX),
}) satisfies z.ZodType<UploadProgress>;
/**
 * A store's data import connection status changed (svc-import): Tested when the store's autosync source
 * last tested Tested, or, with none, when the store has sources and all are Tested; else Not Tested.
 */
export const sourceStatusChangedDataSchema = z.object({
  sid: z.string().max(TEXT_MAX).min(1),
  connectionStatus: z.enum(CONNECTION_STATUSES),
});
export const globalConfigChangedDataSchema = z.object({ config: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()) });
export const userSignedInDataSchema = z.object({ userId: z.string().max(TEXT_MAX) });
export const notifyConfigChangedDataSchema = z.object({ channel: z.string().max(TEXT_MAX).optional() }).passthrough();

export const sentinelDataSchema = z.object({ id: z.string().max(TEXT_MAX) });

/** The data schema of every event type: producers and consumers validate against it. */
export const EVENT_DATA_SCHEMAS = {
  [EVENT_TYPES.GLOBAL_CONFIG_CHANGED]: globalConfigChangedDataSchema,
  [EVENT_TYPES.IMPORT_PROGRESS]: importProgressDataSchema,
  [EVENT_TYPES.IMPORT_FINISHED]: importFinishedDataSchema,
  [EVENT_TYPES.IMPORT_STAGED]: importStagedDataSchema,
  [EVENT_TYPES.IMPORT_BATCH_CHECKED]: importBatchCheckedDataSchema,
  [EVENT_TYPES.IMPORT_APPLY_REQUESTED]: importJobRefDataSchema,
  [EVENT_TYPES.IMPORT_CANCEL_REQUESTED]: importJobRefDataSchema,
  [EVENT_TYPES.IMPORT_CHECK_AGAIN]: importCheckAgainDataSchema,
  [EVENT_TYPES.IMPORT_PLANNED]: importPlannedDataSchema,
  [EVENT_TYPES.IMPORT_APPLIED]: importAppliedDataSchema,
  [EVENT_TYPES.IMAGES_STAGED]: imagesStagedDataSchema,
  [EVENT_TYPES.IMAGES_MATCHED]: imagesMatchedDataSchema,
  [EVENT_TYPES.UPLOAD_PROGRESS]: uploadProgressDataSchema,
  [EVENT_TYPES.SOURCE_STATUS_CHANGED]: sourceStatusChangedDataSchema,
  [EVENT_TYPES.USER_SIGNED_IN]: userSignedInDataSchema,
  [EVENT_TYPES.STORE_CREATED]: storeReplicaDataSchema,
  [EVENT_TYPES.STORE_UPDATED]: storeReplicaDataSchema,
  [EVENT_TYPES.STORE_DELETED]: storeDeletedDataSchema,
  [EVENT_TYPES.AUDIT_ENTRY]: auditEntryDataSchema,
  [EVENT_TYPES.SESSION_REVOKED]: sessionRevokedDataSchema,
  [EVENT_TYPES.NOTIFY_CONFIG_CHANGED]: notifyConfigChangedDataSchema,
  [EVENT_TYPES.PASSWORD_RESET_REQUESTED]: passwordResetRequestedDataSchema,
  [EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED]: emailVerificationRequestedDataSchema,
  [EVENT_TYPES.PIN_RESET_REQUESTED]: pinResetRequestedDataSchema,
  [EVENT_TYPES.API_KEY_CREATED]: apiKeyReplicaDataSchema,
  [EVENT_TYPES.API_KEY_UPDATED]: apiKeyReplicaDataSchema,
  [EVENT_TYPES.API_KEY_REVOKED]: apiKeyReplicaDataSchema,
  [EVENT_TYPES.API_KEY_USED]: apiKeyUsedDataSchema,
  [EVENT_TYPES.SETUP_MODULE_SAVED]: setupModuleSavedDataSchema,
  [EVENT_TYPES.DATA_MAPPING_CHANGED]: dataMappingChangedDataSchema,
  [EVENT_TYPES.RFID_CONFIG_CHANGED]: z.object({ config: rfidConfigSchema }),
  [EVENT_TYPES.STOCKTAKE_COUNT_CHANGED]: stocktakeCountChangedDataSchema,
  [EVENT_TYPES.STOCKTAKE_RECONCILED]: stocktakeReconciledDataSchema,
  [EVENT_TYPES.STOCKTAKE_SUBMITTED]: stocktakeSubmittedDataSchema,
  [EVENT_TYPES.STOCKTAKE_LIVE]: stocktakeLiveDataSchema,
  [EVENT_TYPES.STOCKTAKE_CONFIG_SAVED]: stocktakeConfigSavedDataSchema,
  [EVENT_TYPES.THEME_CHANGED]: themeChangedDataSchema,
  [EVENT_TYPES.PRINT_PROGRESS]: printProgressDataSchema,
  [EVENT_TYPES.MERCHANT_REGISTERED]: merchantRegisteredDataSchema,
  [EVENT_TYPES.NOTIFY_CHANNEL_STATUS_CHANGED]: notifyChannelStatusChangedDataSchema,
  [EVENT_TYPES.USER_CHANGED]: userReplicaDataSchema,
  [EVENT_TYPES.LICENCE_CHANGED]: licenceChangedDataSchema,
  [EVENT_TYPES.SENTINEL]: sentinelDataSchema,
} as const satisfies Record<EventType, z.ZodTypeAny>;

/** The data of an event of type `T` as consumers see it (parsed: defaults applied). */
export type EventData<T extends EventType> = z.output<(typeof EVENT_DATA_SCHEMAS)[T]>;
/** The data a producer gives an event of type `T` (before defaults). */
export type EventDataInput<T extends EventType> = z.input<(typeof EVENT_DATA_SCHEMAS)[T]>;
/** An event of a known type, its data typed by its type. */
export type HubEvent<T extends EventType = EventType> = { [K in T]: EventEnvelope<EventData<K>> & { type: K } }[T];

export function isKnownEventType(type: string): type is EventType {
  return Object.prototype.hasOwnProperty.call(EVENT_DATA_SCHEMAS, type);
}

export class InvalidEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEventError';
  }
}

/**
 * Checks an envelope and, for a known type, its data; returns the parsed event (defaults applied).
 * Unknown types pass with their data untouched (a newer producer may know more types).
 * Throws InvalidEventError.
 */
export function parseEvent(value: unknown): EventEnvelope {
  const envelope = eventEnvelopeSchema.safeParse(value);
  if (!envelope.success) throw new InvalidEventError(`invalid event envelope: ${envelope.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  const event = envelope.data as EventEnvelope;
  if (!isKnownEventType(event.type)) return event;
  const data = (EVENT_DATA_SCHEMAS[event.type] as z.ZodTypeAny).safeParse(event.data);
  if (!data.success) throw new InvalidEventError(`invalid data of ${event.type}: ${data.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
  return { ...event, data: data.data };
}

/** `parseEvent` for an event that must be of `type`; its data typed by that type. Throws InvalidEventError. */
export function parseEventOf<T extends EventType>(type: T, value: unknown): EventEnvelope<EventData<T>> & { type: T } {
  const event = parseEvent(value);
  if (event.type !== type) throw new InvalidEventError(`expected an event of ${type}, got ${event.type}`);
  // parseEvent checked the data against EVENT_DATA_SCHEMAS[type].
  return event as EventEnvelope<EventData<T>> & { type: T };
}

/** The dead-letter topic of a topic. */
export function deadLetterTopic(type: string): string {
  return `${type}.dlq`;
}


export function merchantRoom(merchantId: string): string {
  return `merchant:${merchantId}`;
}

/** The service that owns an API path (SERVICE_MOUNTS; the gateway's proxy mode routes by it). Longest mount wins. */
export function serviceForPath(path: string): ServiceName | undefined {
  let best: { mount: string; service: ServiceName } | undefined;
  for (const [service, mounts] of Object.entries(SERVICE_MOUNTS) as [ServiceName, readonly string[]][]) {
    for (const mount of mounts) {
      if ((path === mount || path.startsWith(`${mount}/`)) && (!best || mount.length > best.mount.length)) best = { mount, service };
    }
  }
  return best?.service;
}
