import { z } from 'zod';
import type { ImportMessage } from './import-jobs';
import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { DEFAULT_MAPPING_ID, mappingIdSchema } from './named-mappings';

/**
 * Issue 13: the merchant's own systems as import sources (`/erp`, `/erp/{id}`), each feeding the same
 * check → dry run → apply pipeline as an uploaded file. Secrets (passwords, keys, auth header values)
 * are written, stored encrypted and never answered: an answer says only whether one is set.
 */
export const IMPORT_SOURCE_KINDS = ['DATABASE', 'WEB_SERVICE', 'FTP', 'OBJECT_STORAGE'] as const;
export type ImportSourceKind = (typeof IMPORT_SOURCE_KINDS)[number];

/** Spec section 3: a store's data import connection test is Tested or Not Tested. */
export const CONNECTION_STATUSES = ['Tested', 'Not Tested'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** The data import message (spec section 4) a source's fetch shows. */
export const FETCHING_MESSAGE: Record<ImportSourceKind, ImportMessage> = {
  DATABASE: 'FETCHINGDB',
  WEB_SERVICE: 'FETCHINGWS',
  FTP: 'FETCHINGFTP',
  OBJECT_STORAGE: 'FETCHINGOS',
};

const host = z.string().trim().min(1).max(255);
const port = z.coerce.number().int().min(1).max(65_535);
const name = z.string().trim().min(1).max(120);
/** A secret as written: absent keeps the stored one, '' removes it. */
const secret = z.string().max(4000).optional();
const pageSize = z.coerce.number().int().min(1).max(50_000).default(5_000);

/** External database: PostgreSQL or MariaDB/MySQL, a table or one read-only query, read page by page. */
export const databaseSettingsSchema = z
  .object({
    engine: z.enum(['postgres', 'mysql']),
    host,
    port,
    database: z.string().trim().min(1).max(128),
    user: z.string().trim().min(1).max(128),
    ssl: z.boolean().default(false),
    /** A table (optionally schema.table) or a query; exactly one. */
    table: z.string().trim().max(255).regex(/^[A-Za-z_][A-Za-z0-9_$]*(\.[A-Za-z_][A-Za-z0-9_$]*)?$/).optional(),
    query: z.string().trim().max(20_000).optional(),
    pageSize,
  })
  .strict();
export type DatabaseSettings = z.infer<typeof databaseSettingsSchema>;

/** Web service: HTTP(S) JSON, an auth header, the rows at a path of each answer, paged. */
export const webServiceSettingsSchema = z
  .object({
    url: z.string().trim().url().max(2000).regex(/^https?:\/\//i),
    /** e.g. Authorization or X-API-Key; its value is the secret. */
    authHeader: z.string().trim().max(RECORD_KEY_MAX).regex(/^[A-Za-z0-9-]*$/).default(''),
    /** Dot path to the array of rows in an answer ('' when the answer is the array). */
    itemsPath: z.string().trim().max(RECORD_KEY_MAX).default(''),
    /** none: one call; page: ?{pageParam}=1,2,… ; offset: ?{pageParam}=0,n,2n,… with ?{sizeParam}=n. */
    paging: z.enum(['none', 'page', 'offset']).default('none'),
    pageParam: z.string().trim().max(RECORD_KEY_MAX).default('page'),
    sizeParam: z.string().trim().max(RECORD_KEY_MAX).default('pageSize'),
    pageSize,
  })
  .strict();
export type WebServiceSettings = z.infer<typeof webServiceSettingsSchema>;

/**
 * A server's SHA-256 fingerprint as the usual tools print it: OpenSSH's `SHA256:<base64>` (`ssh-keygen
 * -lf`, an SFTP host key), or 64 hex digits with or without colons (`openssl x509 -fingerprint -sha256`,
 * an FTPS certificate). Either form names the same 32 bytes, whatever the protocol.
 */
const FINGERPRINT_PATTERN = /^(?:SHA256:[A-Za-z0-9+/]{43}=?|[0-9A-Fa-f]{64}|[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){31})$/;

/** A fingerprint's 32 bytes as 64 lower-case hex digits, whichever form it was written in; null when it is none. */
export function fingerprintHex(text: string): string | null {
  const value = text.trim();
  if (!FINGERPRINT_PATTERN.test(value)) return null;
  if (!value.startsWith('SHA256:')) return value.replace(/:/g, '').toLowerCase();
  // 43 base64 digits hold 258 bits: the 256 of the hash, then 2 zero bits.
  const bits = Array.from(value.slice('SHA256:'.length, 'SHA256:'.length + 43), (c) => BASE64.indexOf(c).toString(2).padStart(6, '0')).join('');
  return Array.from({ length: 32 }, (_, i) => parseInt(bits.slice(i * 8, i * 8 + 8), 2).toString(16).padStart(2, '0')).join('');
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** FTP config (spec section 3: host/IP, port, remote path, username, password, active-mode flag), FTPS or SFTP. */
export const ftpSettingsSchema = z
  .object({
    protocol: z.enum(['ftp', 'ftps', 'sftp']).default('ftp'),
    host,
    port,
    /** A CSV file, or a folder whose newest .csv is taken. */
    remotePath: z.string().trim().min(1).max(1000),
    username: z.string().trim().min(1).max(255),
    activeMode: z.boolean().default(false),
    /**
     * FTPS and SFTP: the server's pinned identity, the SHA-256 fingerprint of its certificate or host key.
     * A server that shows another is refused (FTPC101) before any credential is sent; a pinned
     * certificate may be self-signed (the pin replaces CA validation). Absent: encrypted, not verified.
     */
    fingerprint: z.string().trim().max(120).regex(FINGERPRINT_PATTERN).optional(),
  })
  .strict()
  // Plain FTP shows no identity to pin.
  .refine((s) => s.protocol !== 'ftp' || s.fingerprint === undefined, { path: ['fingerprint'], message: 'plain FTP has no fingerprint' });
export type FtpSettings = z.infer<typeof ftpSettingsSchema>;

/** Object storage: an S3-compatible API, a bucket and a key (or a prefix whose newest .csv is taken). */
export const objectStorageSettingsSchema = z
  .object({
    endpoint: z.string().trim().url().max(2000).regex(/^https?:\/\//i),
    region: z.string().trim().min(1).max(64).default('us-east-1'),
    bucket: z.string().trim().min(3).max(63),
    key: z.string().trim().min(1).max(1024),
    accessKeyId: z.string().trim().min(1).max(256),
    forcePathStyle: z.boolean().default(true),
  })
  .strict();
export type ObjectStorageSettings = z.infer<typeof objectStorageSettingsSchema>;

export const importSourceSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('DATABASE'), settings: databaseSettingsSchema }),
  z.object({ kind: z.literal('WEB_SERVICE'), settings: webServiceSettingsSchema }),
  z.object({ kind: z.literal('FTP'), settings: ftpSettingsSchema }),
  z.object({ kind: z.literal('OBJECT_STORAGE'), settings: objectStorageSettingsSchema }),
]);
export type ImportSourceSettings = z.infer<typeof importSourceSettingsSchema>;

/** `POST /merchant/import/sources` and `PUT …/:id`: a source of one store (or MASTER). */
export const importSourceBodySchema = z
  .object({
    name,
    sid: z.string().trim().min(1).max(TEXT_MAX),
    /** The password, key or auth header value. */
    secret,
    /**
     * Runs on the store's autosync schedule (spec section 3: the store's isEnable, startDate, startTime,
     * syncFrequency, set on the stores page). One source per store: marking one unmarks the others.
     */
    autosync: z.boolean().default(false),
    /**
     * A re-sync marks the products of the source's store(s) that are active and no longer in the
     * source inactive (a MASTER source: of the stores its rows name). Off by default.
     */
    markMissingInactive: z.boolean().default(false),
    /** The named mapping its rows are read with (issue 28 item 2); the merchant's default when absent. */
    mappingId: mappingIdSchema.default(DEFAULT_MAPPING_ID),
  })
  .and(importSourceSettingsSchema);
export type ImportSourceBody = z.infer<typeof importSourceBodySchema>;

export const importSourceIdParamsSchema = z.object({ id: z.string().uuid() });

export const AUTOSYNC_OUTCOMES = ['STARTED', 'SKIPPED_BUSY'] as const;
export type AutosyncOutcome = (typeof AUTOSYNC_OUTCOMES)[number];

export const importSourceViewSchema = importSourceSettingsSchema.and(
  z.object({
    id: z.string().max(TEXT_MAX),
    name: z.string().max(TEXT_MAX),
    sid: z.string().max(TEXT_MAX),
    /** Whether a secret is stored (it is never sent back). */
    hasSecret: z.boolean(),
    connectionStatus: z.enum(CONNECTION_STATUSES),
    testedAt: z.string().max(TEXT_MAX).nullable(),
    /** The code of the last failed connection test or run (DBC100, WSC100, FTPC100, …), else null. */
    lastErrorCode: z.string().max(TEXT_MAX).nullable(),
    lastRunAt: z.string().max(TEXT_MAX).nullable(),
    lastJobId: z.string().max(TEXT_MAX).nullable(),
    updatedAt: z.string().max(TEXT_MAX),
    autosync: z.boolean(),
    /** Whether a run marks the products missing from the source inactive. */
    markMissingInactive: z.boolean(),
    /** The named mapping it imports with (`default`: the merchant's default mapping). */
    mappingId: z.string().max(TEXT_MAX),
    /** When the store's schedule runs this source next; null when it is not the store's autosync source or the store's autosync is off. */
    nextRunAt: z.string().max(TEXT_MAX).nullable(),
    /** The last scheduled run: when it was due and what happened (a run is skipped while another import runs). */
    lastAutosync: z.object({ dueAt: z.string().max(TEXT_MAX), outcome: z.enum(AUTOSYNC_OUTCOMES), jobId: z.string().max(TEXT_MAX).nullable() }).nullable(),
  }),
);
/** A source as answered: its settings, never its secret. */
export type ImportSourceView = z.output<typeof importSourceViewSchema>;

/** `POST …/:id/test`: the connection works (Tested) or its code; a sample of what it reads. */
export const importSourceTestResultSchema = z.object({
  connectionStatus: z.enum(CONNECTION_STATUSES),
  /** The first row's column names, as the data mapping will see them. */
  columns: z.array(z.string().max(TEXT_MAX)),
  /** Up to 5 rows read. */
  sample: z.array(z.array(z.string().max(100_000))),
  /**
   * FTPS and SFTP: the fingerprint the server showed (`SHA256:<base64>` of an SFTP host key, colon hex
   * of an FTPS certificate), to pin it in the settings (trust on first use, by an explicit choice).
   */
  fingerprint: z.string().max(TEXT_MAX).optional(),
});
export type ImportSourceTestResult = z.infer<typeof importSourceTestResultSchema>;

/** `POST …/:id/run`: the job it started (WAITING, then FETCHING…). */
export const importSourceRunSchema = z.object({ jobId: z.string().max(TEXT_MAX) });
export type ImportSourceRun = z.infer<typeof importSourceRunSchema>;
