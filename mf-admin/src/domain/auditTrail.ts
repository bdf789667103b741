import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditEntityOf,
  auditListQuerySchema,
  type AuditEntryItem,
  type EndpointQueryInput,
  type auditApi,
} from '@hub/contracts';

/** The query GET /merchant/audit takes, as sent. */
export type AuditListQueryInput = EndpointQueryInput<typeof auditApi.list>;

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

/** Entity choices: every entity of the audit trail (AUDIT_ACTIONS), plus the current one if unknown. */
export function entityOptions(current = ''): string[] {
  return current && !(AUDIT_ENTITIES as readonly string[]).includes(current) ? [...AUDIT_ENTITIES, current] : [...AUDIT_ENTITIES];
}

/** Action choices: those of the chosen entity (all when none), plus the current one if unknown. */
export function actionOptions(entity: string, current = ''): string[] {
  const byEntity = AUDIT_ACTIONS as Readonly<Record<string, readonly string[]>>;
  const known: string[] = entity ? [...(byEntity[entity] ?? [])] : Object.values(byEntity).flat();
  return current && !known.includes(current) ? [...known, current] : known;
}

/** Does the action belong to the entity? (Choosing another entity clears an action of the old one.) */
export function actionOfEntity(action: string, entity: string): boolean {
  return auditEntityOf(action) === entity;
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
): AuditListQueryInput {
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

/**
 * How a "what changed" value is worded: role names as their labels, permission codes and API-key
 * operations as their names, field names as the screens name them, calendar days as dates, an
 * account (merchant, profile, store) as the top bar shows it.
 */
export type SummaryKind = 'text' | 'number' | 'yesNo' | 'role' | 'permissions' | 'operations' | 'fields' | 'date' | 'account';
export type SummaryValue = string | number | boolean | string[];
export interface SummaryPart {
  key: string;
  kind: SummaryKind;
  value: SummaryValue;
  /** List items left out (lists show a few). */
  moreItems?: number;
}

const MAX_TEXT = 48;
const MAX_LIST = 4;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The last segment of a dotted key decides how its value is worded. */
const KIND_OF_KEY: Readonly<Record<string, SummaryKind>> = {
  roleName: 'role',
  baseRole: 'role',
  // The roles a notification goes to.
  roles: 'role',
  cloneOf: 'role',
  permissions: 'permissions',
  allowedOperations: 'operations',
  changed: 'fields',
  parts: 'fields',
  effectiveDate: 'date',
};

/** Technical identifiers people do not read: the entry names its subject by name, code or e-mail. */
function hidden(key: string, value: unknown): boolean {
  const last = key.split('.').at(-1) ?? key;
  return last === 'id' || last.endsWith('Id') || (typeof value === 'string' && UUID.test(value));
}

function shorten(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

/** merchant / profile / store as the top bar shows them: the default profile and MASTER left out. */
function accountText(value: Record<string, unknown>): string {
  const { merchantID, profile, sid } = value;
  return [merchantID, profile !== 'default' ? profile : undefined, sid !== 'MASTER' ? sid : undefined]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join(' / ');
}

function flatten(prefix: string, value: unknown, out: SummaryPart[]): void {
  if (value === null || value === undefined || value === '' || hidden(prefix, value)) return;
  const last = prefix.split('.').at(-1) ?? prefix;
  const kind = KIND_OF_KEY[last];
  if (typeof value === 'boolean') {
    out.push({ key: prefix, kind: 'yesNo', value });
  } else if (typeof value === 'number') {
    out.push({ key: prefix, kind: 'number', value });
  } else if (typeof value === 'string') {
    out.push({ key: prefix, kind: kind ?? 'text', value: kind ? value : shorten(value) });
  } else if (Array.isArray(value)) {
    const items = value
      .filter((v) => v !== null && v !== undefined && !(typeof v === 'string' && UUID.test(v)))
      .map((v) => shorten(typeof v === 'object' ? JSON.stringify(v) : String(v)));
    if (items.length === 0) return;
    // Field names of `fields` are a list of names; a count of fields is a number (above).
    const listKind = kind ?? (last === 'fields' ? 'fields' : 'text');
    out.push({
      key: prefix,
      kind: listKind,
      value: items.slice(0, MAX_LIST),
      ...(items.length > MAX_LIST ? { moreItems: items.length - MAX_LIST } : {}),
    });
  } else if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.merchantID === 'string') {
      out.push({ key: prefix, kind: 'account', value: accountText(record) });
      return;
    }
    for (const [k, v] of Object.entries(record)) flatten(prefix ? `${prefix}.${k}` : k, v, out);
  }
}

/**
 * A compact "what changed" of an audit entry: its summary flattened to key/value parts (nested keys
 * dotted, empty values and technical ids left out, long texts and lists shortened), each with how
 * to word it, at most `max` of them, with how many were left out.
 */
export function auditSummary(entry: Pick<AuditEntryItem, 'summary'>, max = 4): { parts: SummaryPart[]; more: number } {
  const all: SummaryPart[] = [];
  flatten('', entry.summary ?? {}, all);
  return { parts: all.slice(0, max), more: Math.max(0, all.length - max) };
}
