import { MASTER_STORE, type ConnectionStatus, type StoreRecord } from '@hub/contracts';

export interface StoreRow {
  code: string;
  name: string;
  place: string;
  timezone: string;
  hours: string;
  autosync: { enabled: boolean; frequency: string | null };
  /** The data import connection status its import sources give it. */
  connection: ConnectionStatus;
}

function hhmm(time: { hours: number; minutes: number } | undefined, fallback: string): string {
  if (!time) return fallback;
  return `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}`;
}

/** Spec section 3: tz defaults to the browser's time zone when missing. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

/**
 * Rows of the store list: MASTER excluded (spec section 3), opening hours default to 00:00–23:59,
 * sorted by code.
 */
export function storeRows(stores: readonly StoreRecord[], defaultTz: string = browserTimeZone()): StoreRow[] {
  return stores
    .filter((s) => s.code !== MASTER_STORE)
    .map((s): StoreRow => ({
      code: s.code,
      name: s.name,
      place: [s.address?.city, s.address?.country].filter(Boolean).join(', '),
      timezone: s.tz || defaultTz,
      hours: `${hhmm(s.openingTime, '00:00')}–${hhmm(s.closingTime, '23:59')}`,
      autosync: { enabled: !!s.autosync?.isEnable, frequency: s.autosync?.syncFrequency ?? null },
      connection: s.dataImport?.connectionStatus === 'Tested' ? 'Tested' : 'Not Tested',
    }))
    .sort((a, b) => a.code.localeCompare(b.code));
}
