import type { Store } from '@hub/contracts';
import { storeRows } from './storeRows';

const store = (code: string, extra: Partial<Store> = {}) =>
  ({
    code,
    name: `Store ${code}`,
    address: { country: 'Thailand', state: 'Bangkok', city: 'Bangkok', line1: '', zipcode: '' },
    tz: 'Asia/Bangkok',
    autosync: { isEnable: false, startDate: null, startTime: null, syncFrequency: null },
    openingTime: { hours: 9, minutes: 0 },
    closingTime: { hours: 21, minutes: 30 },
    ...extra,
  }) as Store;

describe('store list rows (spec section 3)', () => {
  it('When MASTER is among the stores, then it is not listed', () => {
    expect(storeRows([store('MASTER'), store('BKK01')]).map((r) => r.code)).toEqual(['BKK01']);
  });

  it('formats place, hours and autosync', () => {
    const [row] = storeRows([
      store('B', {
        autosync: { isEnable: true, startDate: '2026-01-01', startTime: '01:00', syncFrequency: 'DAILY' },
      }),
    ]);
    expect(row).toMatchObject({
      place: 'Bangkok, Thailand',
      hours: '09:00–21:30',
      autosync: { enabled: true, frequency: 'DAILY' },
    });
  });

  it("When a store's import sources made it Tested, then its row says so; otherwise (or unknown) Not Tested", () => {
    const rows = storeRows([
      store('T', { dataImport: { connectionStatus: 'Tested' } }),
      store('N', { dataImport: { connectionStatus: 'Not Tested' } }),
      store('U'),
    ]);
    expect(rows.map((r) => [r.code, r.connection])).toEqual([
      ['N', 'Not Tested'],
      ['T', 'Tested'],
      ['U', 'Not Tested'],
    ]);
  });

  it('When the time zone is missing, then the browser time zone applies', () => {
    expect(storeRows([store('C', { tz: '' })], 'Europe/Paris')[0]?.timezone).toBe('Europe/Paris');
  });
});
