import {
  CURRENCY_CODES,
  DEFAULT_CLOSING_TIME,
  DEFAULT_OPENING_TIME,
  storeRuleIssues,
  storeWriteBodySchema,
  type StoreRecord,
  type StoreRuleCode,
  type StoreRuleField,
  type StoreWriteBody,
} from '@hub/contracts';

/** What the store form edits: every Location field of spec section 3, as the inputs hold them. */
export interface StoreDraft {
  code: string;
  name: string;
  country: string;
  state: string;
  city: string;
  line1: string;
  line2: string;
  zipcode: string;
  lat: string;
  lng: string;
  tz: string;
  /** `HH:mm` */
  openingTime: string;
  closingTime: string;
  manager: string;
  autosyncEnabled: boolean;
  /** `YYYY-MM-DD` */
  startDate: string;
  /** `HH:mm` */
  startTime: string;
  syncFrequency: string;
  profile: string;
  /** ISO 4217; empty on a new store: the server gives it its country's (issue 9). */
  currency: string;
}

export type StoreDraftField = Exclude<keyof StoreDraft, 'autosyncEnabled' | 'profile'>;
export type StoreFormMode = 'create' | 'edit';
/** A field's message code (its wording is in the `codes` namespace): IP100 or a section-5 rule. */
export type StoreFormErrors = Partial<Record<StoreDraftField, string>>;

type HourMinute = { hours: number; minutes: number };

export function formatHourMinute(time: HourMinute | null | undefined, fallback: HourMinute): string {
  const t = time ?? fallback;
  return `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`;
}

/** `H:mm` or `HH:mm` (seconds ignored) into hours and minutes; NaN parts when it is not a time. */
export function parseHourMinute(value: string): HourMinute {
  const m = /^(\d{1,2}):(\d{2})(:\d{2})?$/.exec(value.trim());
  if (!m) return { hours: Number.NaN, minutes: Number.NaN };
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

/** A new store: the browser's time zone, opening 0:00 and closing 23:59 (spec section 3). */
export function emptyDraft(browserTz: string): StoreDraft {
  return {
    code: '',
    name: '',
    country: '',
    state: '',
    city: '',
    line1: '',
    line2: '',
    zipcode: '',
    lat: '',
    lng: '',
    tz: browserTz,
    openingTime: formatHourMinute(DEFAULT_OPENING_TIME, DEFAULT_OPENING_TIME),
    closingTime: formatHourMinute(DEFAULT_CLOSING_TIME, DEFAULT_CLOSING_TIME),
    manager: '',
    autosyncEnabled: false,
    startDate: '',
    startTime: '',
    syncFrequency: '',
    profile: 'default',
    currency: '',
  };
}

/** An existing store in the form; a missing time zone or hours take their defaults. */
export function draftFromStore(store: StoreRecord, browserTz: string): StoreDraft {
  const a = store.autosync;
  return {
    code: store.code,
    name: store.name,
    country: store.address?.country ?? '',
    state: store.address?.state ?? '',
    city: store.address?.city ?? '',
    line1: store.address?.line1 ?? '',
    line2: store.address?.line2 ?? '',
    zipcode: store.address?.zipcode ?? '',
    lat: store.location ? String(store.location.lat) : '',
    lng: store.location ? String(store.location.lng) : '',
    tz: store.tz || browserTz,
    openingTime: formatHourMinute(store.openingTime, DEFAULT_OPENING_TIME),
    closingTime: formatHourMinute(store.closingTime, DEFAULT_CLOSING_TIME),
    manager: store.manager ?? '',
    autosyncEnabled: !!a?.isEnable,
    startDate: (a?.startDate ?? '').slice(0, 10),
    startTime: (a?.startTime ?? '').slice(0, 5),
    syncFrequency: a?.syncFrequency ?? '',
    profile: store.profile || 'default',
    currency: store.currency ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
/** Both coordinates blank: none (null; issue 28 item 5, not 0,0). One blank: NaN, which the schema refuses next to it. */
function location(draft: Pick<StoreDraft, 'lat' | 'lng'>): StoreWriteBody['location'] {
  const [lat, lng] = [draft.lat.trim(), draft.lng.trim()];
  if (lat === '' && lng === '') return null;
  const coordinate = (value: string) => (value === '' ? Number.NaN : Number(value));
  return { lat: coordinate(lat), lng: coordinate(lng) };
}

/** The body of POST /merchant/store or PUT /merchant/store/{code}. */
export function toWriteBody(draft: StoreDraft): StoreWriteBody {
  const line2 = draft.line2.trim();
  return {
    code: draft.code.trim(),
    name: draft.name.trim(),
    address: {
      country: draft.country.trim(),
      state: draft.state.trim(),
      city: draft.city.trim(),
      line1: draft.line1.trim(),
      ...(line2 ? { line2 } : {}),
      zipcode: draft.zipcode.trim(),
    },
    location: location(draft),
    tz: orNull(draft.tz),
    autosync: {
      isEnable: draft.autosyncEnabled,
      startDate: orNull(draft.startDate),
      startTime: orNull(draft.startTime),
      syncFrequency: orNull(draft.syncFrequency),
    },
    openingTime: parseHourMinute(draft.openingTime),
    closingTime: parseHourMinute(draft.closingTime),
    manager: orNull(draft.manager),
    profile: draft.profile || 'default',
    ...(draft.currency ? { currency: draft.currency } : {}),
  };
}

const BODY_PATH_FIELD: Readonly<Record<string, StoreDraftField>> = {
  code: 'code',
  name: 'name',
  'address.country': 'country',
  'address.state': 'state',
  'address.city': 'city',
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.zipcode': 'zipcode',
  'location.lat': 'lat',
  'location.lng': 'lng',
  tz: 'tz',
  openingTime: 'openingTime',
  closingTime: 'closingTime',
  manager: 'manager',
  currency: 'currency',
};

const RULE_FIELD: Readonly<Record<StoreRuleField, StoreDraftField>> = {
  tz: 'tz',
  'autosync.syncFrequency': 'syncFrequency',
  'autosync.startDate': 'startDate',
  'autosync.startTime': 'startTime',
};

/** The form field of a body path such as `body.location.lat` or `autosync.startDate`. */
export function fieldOfPath(path: string): StoreDraftField | null {
  const p = path.replace(/^body\./, '');
  if (p in RULE_FIELD) return RULE_FIELD[p as StoreRuleField];
  const two = p.split('.').slice(0, 2).join('.');
  return BODY_PATH_FIELD[two] ?? BODY_PATH_FIELD[p.split('.')[0]!] ?? null;
}

/**
 * Client-side validation with the server's own rules: the write body schema of @hub/contracts (a
 * broken field is IP100) and the section-5 rules (INVALID_FREQUENCY, INVALID_DATE, INVALID_TIME,
 * INVALID_TIMEZONE). In edit mode the code is not checked (it cannot change). Empty means valid.
 */
export function validateStoreDraft(draft: StoreDraft, mode: StoreFormMode): StoreFormErrors {
  const body = toWriteBody(draft);
  const errors: StoreFormErrors = {};
  const parsed = storeWriteBodySchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !(mode === 'edit' && field === 'code')) errors[field] ??= 'IP100';
    }
  }
  for (const issue of storeRuleIssues(body)) errors[RULE_FIELD[issue.field]] = issue.code;
  return errors;
}

/** The section-5 rule codes a store answer names in its details (their wording is in the catalogue). */
const STORE_RULE_CODES: readonly StoreRuleCode[] = ['INVALID_FREQUENCY', 'INVALID_DATE', 'INVALID_TIME', 'INVALID_TIMEZONE'];

/**
 * Where a server error belongs, and the code shown there: next to a field (duplicate or changed
 * code, a field the body schema refused, a section-5 rule that ST100/ST101 name in their details
 * with its INVALID_* code), or on the form (null).
 */
export function placeServerError(code: string, details?: unknown): { field: StoreDraftField; code: string } | null {
  if (code === 'ST102' || code === 'ST105') return { field: 'code', code };
  if ((code === 'IP100' || code === 'ST100' || code === 'ST101') && Array.isArray(details)) {
    const first = details.find(
      (d): d is { path: string; message?: unknown } => !!d && typeof (d as { path?: unknown }).path === 'string',
    );
    const field = first ? fieldOfPath(first.path) : null;
    if (!field || !first) return null;
    const rule = typeof first.message === 'string' && (STORE_RULE_CODES as readonly string[]).includes(first.message) ? first.message : code;
    return { field, code: rule };
  }
  return null;
}

/** The ISO 4217 codes the form offers, with the current value kept when the list lacks it. */
export function currencyOptions(current: string): string[] {
  return current && !CURRENCY_CODES.includes(current) ? [current, ...CURRENCY_CODES] : [...CURRENCY_CODES];
}

/** The IANA time zones of the runtime, with the current value kept when the list lacks it. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  if (!zones.includes('UTC')) zones = [...zones, 'UTC'];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
