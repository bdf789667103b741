import type { ImportSourceView } from '@hub/contracts';
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
};
