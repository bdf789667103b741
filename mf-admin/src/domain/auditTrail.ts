import { auditListQuerySchema, type AuditEntryItem } from '@hub/contracts';

/** The audit trail's filters as the inputs hold them; dates are `YYYY-MM-DD` of the user's own calendar. */
export interface AuditFilters {
  /** A user id (uuid) or '' for everyone. */
  user: string;
  entity: string;
  action: string;
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { user: '', entity: '', action: '', from: '', to: '' };

/** The actions the services record today, by entity (see svc-auth and svc-catalog routes). */
export const KNOWN_AUDIT_ACTIONS: Readonly<Record<string, readonly string[]>> = {
  user: [
    'user.created',
    'user.updated',
    'user.signin',
    'user.signout',
    'user.account-switch',
    'user.password-changed',
    'user.pin-changed',
  ],
  store: ['store.created', 'store.updated', 'store.deleted'],
  role: ['role.created', 'role.updated', 'role.deleted'],
  'global-config': ['global-config.changed'],
};

/** The entity an action names: `store.created` → `store` (as svc-auth files it). */
export function entityOfAction(action: string): string {
  return action.split('.')[0] ?? action;
}

/** Action choices: those of the chosen entity (all when none), plus the current one if unknown. */
export function actionOptions(entity: string, current = ''): string[] {
  const known = entity ? [...(KNOWN_AUDIT_ACTIONS[entity] ?? [])] : Object.values(KNOWN_AUDIT_ACTIONS).flat();
  return current && !known.includes(current) ? [...known, current] : known;
}

export type AuditDateField = 'from' | 'to';

/**
 * The date filters checked with the server's own query schema (spec section 8, INVALID_DATE): a
 * date that does not exist, or a start after the end, is INVALID_DATE next to its field.
 */
export function auditDateErrors(filters: Pick<AuditFilters, 'from' | 'to'>): Partial<Record<AuditDateField, 'INVALID_DATE'>> {
  const errors: Partial<Record<AuditDateField, 'INVALID_DATE'>> = {};
  const parsed = auditListQuerySchema.safeParse({
    from: filters.from.trim() || undefined,
    to: filters.to.trim() || undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === 'from' || field === 'to') errors[field] = 'INVALID_DATE';
    }
  }
  return errors;
}

/** `YYYY-MM-DD` of the user's calendar as the instant its day starts (or, `end`, its last millisecond). */
export function localDayBound(date: string, end: boolean): string {
  const [y, m, d] = date.split('-').map(Number);
  const at = end ? new Date(y!, m! - 1, d!, 23, 59, 59, 999) : new Date(y!, m! - 1, d!, 0, 0, 0, 0);
  return at.toISOString();
}

/** The query of GET /merchant/audit: empty filters left out, the dates as the user's local days. */
export function auditQuery(
  filters: AuditFilters,
  start: number,
  pageSize: number,
): Record<string, string | number | undefined> {
  const orUndefined = (v: string) => (v.trim() === '' ? undefined : v.trim());
  return {
    user: orUndefined(filters.user),
    entity: orUndefined(filters.entity),
    action: orUndefined(filters.action),
    from: filters.from ? localDayBound(filters.from, false) : undefined,
    to: filters.to ? localDayBound(filters.to, true) : undefined,
    start,
    pageSize,
  };
}

/** One "what changed" item of an entry's summary, ready to word. */
export type SummaryValue = string | number | boolean | string[];
export interface SummaryPart {
  key: string;
  value: SummaryValue;
}

const MAX_TEXT = 48;

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function flatten(prefix: string, value: unknown, out: SummaryPart[]): void {
  if (value === null || value === undefined || value === '') return;
  if (typeof value === 'boolean' || typeof value === 'number') {
    out.push({ key: prefix, value });
  } else if (typeof value === 'string') {
    out.push({ key: prefix, value: shorten(value) });
  } else if (Array.isArray(value)) {
    const items = value.filter((v) => v !== null && v !== undefined).map((v) => shorten(typeof v === 'object' ? JSON.stringify(v) : String(v)));
    if (items.length > 0) out.push({ key: prefix, value: items });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  }
}

/**
 * A compact "what changed" of an audit entry: its summary flattened to key/value parts (nested keys
 * dotted, empty values left out, long texts shortened), at most `max` of them, with how many were left out.
 */
export function auditSummary(entry: Pick<AuditEntryItem, 'summary'>, max = 4): { parts: SummaryPart[]; more: number } {
  const all: SummaryPart[] = [];
  flatten('', entry.summary ?? {}, all);
  return { parts: all.slice(0, max), more: Math.max(0, all.length - max) };
}

/** The hub's locale as a BCP 47 tag for Intl (the Chinese catalogue is zh-CN). */
export function intlLocale(locale: string): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

/** When an entry was recorded, in the user's language and time zone. */
export function formatWhen(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
}
