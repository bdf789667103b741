import { RECORD_KEY_MAX, TEXT_MAX } from './limits';
import { z } from 'zod';

/** The kind of role activity an audit entry records (spec section 6, the ACTIVITIES read family). */
export const ACTIVITY_KINDS = ['system', 'default', 'custom'] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** `YYYY-MM-DD` or an ISO date-time; a date alone means the whole day (see `auditDateRange`). */
const auditDate = z
  .string()
  .max(40)
  .regex(DATE, 'INVALID_DATE')
  .refine((v) => !Number.isNaN(Date.parse(v)) && (v.length !== 10 || new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)), 'INVALID_DATE');

/** `GET /merchant/audit` query: filters, paging, and `merchant` (providers with MERCHANTS_ALL_ACCESS only). */
export const auditListQuerySchema = z
  .object({
    user: z.string().uuid().optional(),
    entity: z.string().min(1).max(64).optional(),
    action: z.string().min(1).max(128).optional(),
    from: auditDate.optional(),
    to: auditDate.optional(),
    start: z.coerce.number().int().min(0).max(1_000_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(200).default(20),
    merchant: z.string().min(1).max(64).optional(),
  })
  .superRefine((q, ctx) => {
    const range = auditDateRange(q.from, q.to);
    if (range.from && range.to && range.from >= range.to) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['from'], message: 'from is after to' });
  });
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

/** Inclusive `from`, exclusive `to`: a date-only `to` covers its whole day (UTC). */
export function auditDateRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const start = from ? new Date(from.length === 10 ? `${from}T00:00:00Z` : from) : undefined;
  let end: Date | undefined;
  if (to) {
    end = new Date(to.length === 10 ? `${to}T00:00:00Z` : to);
    if (to.length === 10) end = new Date(end.getTime() + 24 * 60 * 60 * 1000);
    else end = new Date(end.getTime() + 1);
  }
  return { from: start, to: end };
}

export const auditEntryItemSchema = z.object({
  id: z.string().max(TEXT_MAX),
  merchantId: z.string().max(TEXT_MAX).nullable(),
  storeCode: z.string().max(TEXT_MAX).nullable(),
  userId: z.string().max(TEXT_MAX).nullable(),
  userName: z.string().max(TEXT_MAX).nullable(),
  email: z.string().max(TEXT_MAX).nullable(),
  service: z.string().max(TEXT_MAX),
  entity: z.string().max(TEXT_MAX),
  action: z.string().max(TEXT_MAX),
  kind: z.enum(ACTIVITY_KINDS),
  /** What changed, as the service reported it. */
  summary: z.record(z.string().max(RECORD_KEY_MAX), z.unknown()),
  createdAt: z.string().max(TEXT_MAX),
});
export type AuditEntryItem = z.infer<typeof auditEntryItemSchema>;

export const auditListAnswerSchema = z.object({ items: z.array(auditEntryItemSchema), total: z.number().int() });
export type AuditListAnswer = z.infer<typeof auditListAnswerSchema>;

/**
 * Every action the services record in the audit trail, by entity (the part before the dot). The
 * services' audit calls take only these (`AuditAction`), and the audit trail screen words and filters
 * every one of them, so a new action is added here first.
 */
export const AUDIT_ACTIONS = {
  user: [
    'user.created',
    'user.updated',
    'user.signin',
    'user.signout',
    'user.account-switch',
    'user.password-changed',
    'user.pin-changed',
    'user.password-change-refused',
    'user.pin-change-refused',
    'user.password-reset-requested',
    'user.password-reset',
    'user.email-verification-sent',
    'user.email-verified',
    'user.email-corrected',
    'user.pin-reset-requested',
    'user.pin-reset',
    'user.pin-reset-refused',
    'user.deleted',
    'user.temporary-password-set',
  ],
  store: ['store.created', 'store.updated', 'store.deleted'],
  role: ['role.created', 'role.updated', 'role.deleted', 'role.reset'],
  'api-key': ['api-key.created', 'api-key.updated', 'api-key.revoked'],
  setup: ['setup.completed'],
  'global-config': ['global-config.changed'],
  'data-mapping': ['data-mapping.created', 'data-mapping.updated', 'data-mapping.deleted'],
  'product-details-config': ['product-details-config.changed'],
  'filter-config': ['filter-config.changed'],
  'pre-filter-config': ['pre-filter-config.changed'],
  'catalog-view-config': ['catalog-view-config.changed'],
  'gold-rate': ['gold-rate.created'],
  import: ['import.uploaded', 'import.started', 'import.rejected', 'import.applied', 'import.finished', 'import.failed', 'import.cancelled'],
  'import-source': ['import-source.created', 'import-source.updated', 'import-source.deleted'],
  stocktake: ['stocktake.saved', 'stocktake.updated'],
  'stocktake-config': ['stocktake-config.saved'],
  'report-config': ['report-config.saved'],
  'device-type': ['device-type.created', 'device-type.updated'],
  tablet: ['tablet.updated'],
  licence: ['licence.requested'],
  'rfid-config': ['rfid-config.changed'],
  'theme-config': ['theme-config.changed'],
  tag: ['tag.mapped', 'tag.unmapped'],
  merchant: ['merchant.registered'],
  'serial-key': ['serial-key.issued', 'serial-key.revoked'],
  'notification-config': ['notification-config.created', 'notification-config.updated', 'notification-config.deleted'],
  'notification-channel': ['notification-channel.changed'],
  'printing-config': ['printing-config.created', 'printing-config.updated', 'printing-config.deleted', 'printing-config.default-set'],
  'tag-design': ['tag-design.created', 'tag-design.updated', 'tag-design.deleted'],
  'print-job': ['print-job.queued', 'print-job.cancelled', 'print-job.finished', 'print-job.failed'],
  outbound: ['outbound.refused'],
} as const satisfies Record<string, readonly string[]>;

export type AuditEntity = keyof typeof AUDIT_ACTIONS;
export type AuditAction = (typeof AUDIT_ACTIONS)[AuditEntity][number];
export const AUDIT_ENTITIES = Object.keys(AUDIT_ACTIONS) as AuditEntity[];

export function isAuditEntity(value: string): value is AuditEntity {
  return Object.prototype.hasOwnProperty.call(AUDIT_ACTIONS, value);
}

/** The entity an action names: `store.created` → `store`. */
export function auditEntityOf(action: string): string {
  return action.split('.')[0] ?? action;
}
