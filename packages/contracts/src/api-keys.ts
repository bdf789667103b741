import { z } from 'zod';
import { TEXT_MAX } from './limits';
import { PERMISSIONS as P, hasAllPermissions } from './permissions';

/**
 * API keys (spec section 3 "API key": key, allowed operations, status; section 4: API keys have a
 * status; section 6: /config/integrations needs API_KEY_READ_PREVIEW; section 8: UAC113 invalid API
 * key, UAC114 no permission). An integration calls the API with `X-API-Key: <key>` (or
 * `Authorization: ApiKey <key>`) and acts for the key's merchant with exactly the permissions of the
 * key's allowed operations.
 */

/**
 * What an API key may be granted, and the permissions each operation carries. Read-only on purpose
 * (integrations pull products, import jobs, stock-take reports and stores), with one write: the
 * stock-take tablet app sends its counts with a key holding STOCK_TAKE_SUBMIT (permission STOCK_TAKE_COUNT_CREATE, issue 12), and is
 * then checked as a registered, licensed tablet of the key's merchant. Every other write of the hub
 * stays with a signed-in user.
 */
export const API_KEY_OPERATIONS = {
  PRODUCTS_READ: [P.PRODUCTS_READ_PREVIEW],
  IMPORT_JOBS_READ: [P.DATA_IMPORT_READ_PREVIEW],
  STOCK_TAKE_REPORTS_READ: [P.STOCK_TAKE_REPORT_READ_PREVIEW],
  STORES_READ: [P.STORES_MANAGEMENT_READ_PREVIEW],
  STOCK_TAKE_SUBMIT: [P.STOCK_TAKE_COUNT_CREATE],
} as const satisfies Record<string, readonly string[]>;

export type ApiKeyOperation = keyof typeof API_KEY_OPERATIONS;
export const API_KEY_OPERATION_NAMES = Object.keys(API_KEY_OPERATIONS) as [ApiKeyOperation, ...ApiKeyOperation[]];

export const API_KEY_STATUSES = ['ACTIVE', 'REVOKED'] as const;
export type ApiKeyStatus = (typeof API_KEY_STATUSES)[number];

/** The permissions an API key with these operations holds (each once, in declaration order). */
export function apiKeyPermissions(operations: readonly string[]): string[] {
  const out = new Set<string>();
  for (const name of API_KEY_OPERATION_NAMES) {
    if (operations.includes(name)) for (const permission of API_KEY_OPERATIONS[name]) out.add(permission);
  }
  return [...out];
}

/** May a caller holding `granted` give a key these operations? Only with every permission they carry. */
export function operationsNotGrantable(granted: readonly string[], operations: readonly ApiKeyOperation[]): ApiKeyOperation[] {
  return operations.filter((op) => !hasAllPermissions(granted, API_KEY_OPERATIONS[op]));
}

/** The operations a caller holding `granted` may give a key (the create dialog offers these). */
export function grantableOperations(granted: readonly string[]): ApiKeyOperation[] {
  return API_KEY_OPERATION_NAMES.filter((op) => hasAllPermissions(granted, API_KEY_OPERATIONS[op]));
}

// ---------------------------------------------------------------------------------------------
// Key format: hub_<prefix>_<secret>. The prefix (8 hex characters) is shown in lists so a person
// can recognise a key; the secret (32 random bytes, base64url) is shown once, at creation.
// ---------------------------------------------------------------------------------------------

export const API_KEY_PREFIX_LENGTH = 8;
export const API_KEY_PATTERN = /^hub_([0-9a-f]{8})_([A-Za-z0-9_-]{43})$/;

/** Does this text have the shape of a hub API key? (Says nothing about whether it is valid.) */
export function isApiKeyFormat(key: string): boolean {
  return API_KEY_PATTERN.test(key);
}

/** `hub_<prefix>`, the part of a key lists show; undefined for text that is not a key. */
export function apiKeyDisplayPrefix(key: string): string | undefined {
  const match = API_KEY_PATTERN.exec(key);
  return match ? `hub_${match[1]}` : undefined;
}

// ---------------------------------------------------------------------------------------------
// Calls: GET, POST /merchant/api-keys, PUT /merchant/api-keys/:id, POST /merchant/api-keys/:id/revoke
// ---------------------------------------------------------------------------------------------

export const API_KEY_NAME_MAX_LENGTH = 100;

const nameField = z.string().trim().min(1).max(API_KEY_NAME_MAX_LENGTH);
/** A non-empty subset of API_KEY_OPERATIONS; repeats collapse, the order is the declared one. */
const operationsField = z
  .array(z.enum(API_KEY_OPERATION_NAMES))
  .min(1)
  .max(API_KEY_OPERATION_NAMES.length * 2)
  .transform((ops) => API_KEY_OPERATION_NAMES.filter((name) => ops.includes(name)));

export const apiKeyCreateBodySchema = z.object({ name: nameField, allowedOperations: operationsField }).strict();
export type ApiKeyCreateBody = z.input<typeof apiKeyCreateBodySchema>;

/** Rename, change the operations, or set the status (REVOKED revokes; a revoked key stays revoked). */
export const apiKeyUpdateBodySchema = z
  .object({ name: nameField.optional(), allowedOperations: operationsField.optional(), status: z.enum(API_KEY_STATUSES).optional() })
  .strict()
  .refine((b) => b.name !== undefined || b.allowedOperations !== undefined || b.status !== undefined, { message: 'nothing to update' });
export type ApiKeyUpdateBody = z.input<typeof apiKeyUpdateBodySchema>;

export const apiKeyParamsSchema = z.object({ id: z.string().uuid() });

/** One key as GET /merchant/api-keys lists it: never the key itself, only its prefix. */
export const apiKeySummarySchema = z.object({
  id: z.string().max(TEXT_MAX),
  name: z.string().max(TEXT_MAX),
  /** `hub_<8 hex>`: the start of the key, to recognise it. */
  prefix: z.string().max(TEXT_MAX),
  allowedOperations: z.array(z.enum(API_KEY_OPERATION_NAMES)),
  status: z.enum(API_KEY_STATUSES),
  createdBy: z.object({ userName: z.string().max(TEXT_MAX), email: z.string().max(TEXT_MAX) }).nullable(),
  createdAt: z.string().max(TEXT_MAX),
  lastUsedAt: z.string().max(TEXT_MAX).nullable(),
  revokedAt: z.string().max(TEXT_MAX).nullable(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** POST /merchant/api-keys answer data: the summary and, this once only, the full key. */
export const apiKeyCreatedSchema = apiKeySummarySchema.extend({ key: z.string().max(TEXT_MAX) });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
