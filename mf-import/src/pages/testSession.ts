import type { ImportSourceView, StoreRecord } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { storeEntry } from '@hub/ui/testing';

/** The import pages' tests: an English session of an admin holding `roles`. */
export function signInWith(roles: readonly string[], roleName = 'ADMIN'): void {
  hubStore.setState({ locale: 'en' });
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName, roles: [...roles], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

/** The merchant's stores as GET /merchant/store answers them. */
export const STORES = [
  storeEntry({ code: 'MASTER', name: 'Master location' }),
  storeEntry({ code: 'BKK', name: 'Bangkok Siam' }),
  storeEntry({ code: 'DXB', name: 'Dubai Gold Souk' }),
];

/**
 * A store as a holder of the stores permission (STORES_MANAGEMENT_READ_PREVIEW) gets it: the full
 * record, with its time zone and its autosync (off unless given).
 */
export function storeRecord(code: string, name: string, tz: string | null, autosync: Partial<StoreRecord['autosync']> = {}): StoreRecord {
  const entry = storeEntry({ code, name, tz });
  return {
    ...entry,
    address: { ...entry.address, line1: '', zipcode: '' },
    location: { lat: 0, lng: 0 },
    autosync: { isEnable: false, startDate: null, startTime: null, syncFrequency: null, ...autosync },
    manager: null,
    dataExport: null,
  };
}

/** Bangkok Siam's autosync: daily at 02:00 in Asia/Bangkok. */
export const BANGKOK_DAILY = { isEnable: true, startDate: '2026-01-01', startTime: '02:00', syncFrequency: 'DAILY' } as const;

export const SOURCE_ID = '5b8f7f4e-8d5a-4a6e-9d0b-6f1c2f3a4b5c';

/** A saved PostgreSQL source of Bangkok Siam with a stored password. */
export const DATABASE_SOURCE: Extract<ImportSourceView, { kind: 'DATABASE' }> = {
  id: SOURCE_ID,
  name: 'Main ERP',
  sid: 'BKK',
  kind: 'DATABASE',
  settings: { engine: 'postgres', host: 'db.example.com', port: 5432, database: 'erp', user: 'reader', ssl: false, table: 'public.products', pageSize: 5000 },
  hasSecret: true,
  connectionStatus: 'Not Tested',
  testedAt: null,
  lastErrorCode: null,
  lastRunAt: null,
  lastJobId: null,
  updatedAt: '2026-11-20T03:00:00Z',
  autosync: false,
  markMissingInactive: false,
  mappingId: 'default',
  nextRunAt: null,
  lastAutosync: null,
};
