import { DEFAULT_CLOSING_TIME, DEFAULT_OPENING_TIME, type StoreListEntry } from '@hub/contracts';

/**
 * A store as the store list (storesApi.list) answers every reader, for a test's typed fake: the
 * fields a test names, and for the rest what a store saved with nothing else set holds (no zone,
 * open all day, import connection not tested, no place).
 */
export function storeEntry(fields: Pick<StoreListEntry, 'code'> & Partial<StoreListEntry>): StoreListEntry {
  return {
    name: fields.code,
    tz: null,
    openingTime: { ...DEFAULT_OPENING_TIME },
    closingTime: { ...DEFAULT_CLOSING_TIME },
    profile: 'default',
    dataImport: { connectionStatus: 'Not Tested' },
    currency: 'USD',
    address: { country: '', state: '', city: '' },
    ...fields,
  };
}
