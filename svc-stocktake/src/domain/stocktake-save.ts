import {
  normaliseTag,
  RFID_TAG_MAX,
  STOCKTAKE_ITEMS_PER_REQUEST_MAX,
  STOCKTAKE_STATUSES,
  TEXT_MAX,
  type MessageCode,
  type StocktakeStatus,
} from '@hub/contracts';

/**
 * Spec section 5, "Stock-take save requires data, stocktake id, filters, user name, device id, tablet
 * id, start time, all counts and items", and section 8, STR100–STR108 and STR110: each missing part
 * has its own code, checked in the order the catalogue lists them; a part that is there but of the
 * wrong shape (a start time that is no time, a tag that is no text, too many reads) is STR110.
 */

export interface StocktakeSave {
  stocktakeId: string;
  sid: string;
  deviceUdid: string;
  tabletId: string;
  startTime: Date;
  filters: Record<string, unknown>;
  userName: string;
  counts: Record<string, unknown>;
  /** Distinct tags of this request, normalised (see normaliseTag). */
  tags: string[];
  status: StocktakeStatus;
  /** The update flag: add to an existing count rather than start one (STR111/STR112). */
  update: boolean;
}

export type SaveCheck = { ok: true; save: StocktakeSave } | { ok: false; code: MessageCode; field?: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const missing = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The parts in catalogue order: the field names the tablet may use, and their code when missing. */
const REQUIRED: readonly { names: readonly string[]; code: MessageCode }[] = [
  { names: ['stocktakeId', 'stocktake_id', 'id'], code: 'STR101' },
  { names: ['filters'], code: 'STR102' },
  { names: ['userName', 'user_name'], code: 'STR103' },
  { names: ['deviceUdid', 'deviceUDID', 'deviceId', 'device_udid'], code: 'STR104' },
  { names: ['tabletId', 'tablet_id'], code: 'STR105' },
  { names: ['startTime', 'start_time'], code: 'STR106' },
  { names: ['counts'], code: 'STR107' },
  { names: ['items'], code: 'STR108' },
];

function pick(data: Record<string, unknown>, names: readonly string[]): unknown {
  for (const name of names) if (data[name] !== undefined) return data[name];
  return undefined;
}


function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const t = value.trim();
  return t.length > 0 && t.length <= TEXT_MAX ? t : undefined;
}

/** The tags of `items` (EPC strings or `{ rfidTag }`), distinct; undefined when one is not a tag. */
export function tagsOf(items: readonly unknown[]): string[] | undefined {
  const tags = new Set<string>();
  for (const item of items) {
    const raw = typeof item === 'string' ? item : isObject(item) ? (item.rfidTag ?? item.epc ?? item.tag) : undefined;
    if (typeof raw !== 'string') return undefined;
    const tag = normaliseTag(raw);
    if (tag.length === 0 || tag.length > RFID_TAG_MAX) return undefined;
    tags.add(tag);
  }
  return [...tags];
}

/** Checks a save body (`{ data, update }`) part by part. */
export function checkStocktakeSave(body: unknown): SaveCheck {
  if (!isObject(body) || !isObject(body.data)) return { ok: false, code: 'STR100' };
  const data = body.data;
  for (const part of REQUIRED) if (missing(pick(data, part.names))) return { ok: false, code: part.code, field: part.names[0] };

  const invalid = (field: string): SaveCheck => ({ ok: false, code: 'STR110', field });
  const stocktakeId = text(pick(data, REQUIRED[0]!.names));
  if (!stocktakeId) return invalid('stocktakeId');
  const filters = pick(data, ['filters']);
  if (!isObject(filters)) return invalid('filters');
  const userName = text(pick(data, REQUIRED[2]!.names));
  if (!userName) return invalid('userName');
  const deviceUdid = text(pick(data, REQUIRED[3]!.names));
  if (!deviceUdid) return invalid('deviceUdid');
  const tabletId = text(pick(data, REQUIRED[4]!.names));
  if (!tabletId) return invalid('tabletId');
  const start = pick(data, REQUIRED[5]!.names);
  const startTime = typeof start === 'string' || typeof start === 'number' ? new Date(start) : undefined;
  if (!startTime || Number.isNaN(startTime.getTime())) return invalid('startTime');
  const counts = pick(data, ['counts']);
  if (!isObject(counts)) return invalid('counts');
  const items = pick(data, ['items']);
  if (!Array.isArray(items) || items.length > STOCKTAKE_ITEMS_PER_REQUEST_MAX) return invalid('items');
  const tags = tagsOf(items);
  if (!tags) return invalid('items');
  const sid = text(pick(data, ['sid', '__sid', 'storeCode']));
  if (!sid) return invalid('sid');
  const rawStatus = pick(data, ['status']) ?? 'Draft';
  const status = STOCKTAKE_STATUSES.find((s) => s.toLowerCase() === String(rawStatus).toLowerCase());
  if (!status) return invalid('status');
  if (body.update !== undefined && typeof body.update !== 'boolean') return invalid('update');
  return {
    ok: true,
    save: { stocktakeId, sid, deviceUdid, tabletId, startTime, filters, userName, counts, tags, status, update: body.update === true },
  };
}

/**
 * The status after a save: a submitted count stays submitted (a late batch of an offline tablet
 * still adds its reads), a draft becomes what the save says.
 */
export function nextStatus(current: StocktakeStatus | undefined, sent: StocktakeStatus): StocktakeStatus {
  return current === 'Submitted' ? 'Submitted' : sent;
}

/** The count's filters as the catalogue applies them: "All" (spec section 9) and empty values filter nothing. */
export function scopeFilters(filters: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'all')) continue;
    if (Array.isArray(value)) {
      const kept = value.filter((v) => !(typeof v === 'string' && (v.trim() === '' || v.trim().toLowerCase() === 'all')));
      if (kept.length === 0 || kept.length < value.length) continue; // "All" among the values: no filter
      out[name] = kept;
      continue;
    }
    out[name] = value;
  }
  return out;
}
