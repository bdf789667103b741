import { defaultStoreCurrency, storeAddressTree, storeCreateBodySchema, storeListEntry, storeRuleIssues, storeRuleViolation, storeUpdateBodySchema, storeWriteBodySchema } from './store';

const body = (extra: object = {}) => storeWriteBodySchema.parse({ code: 'S1', name: 'Store one', ...extra });

describe('store write rules (spec section 5)', () => {
  it('when autosync is off, then nothing else is required', () => {
    expect(storeRuleViolation(body())).toBeNull();
  });
  it('when autosync is on, then frequency, date and time are checked in that order', () => {
    expect(storeRuleViolation(body({ autosync: { isEnable: true } }))).toBe('INVALID_FREQUENCY');
    expect(storeRuleViolation(body({ autosync: { isEnable: true, syncFrequency: 'DAILY' } }))).toBe(
      'INVALID_DATE',
    );
    expect(
      storeRuleViolation(
        body({ autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-30' } }),
      ),
    ).toBe('INVALID_DATE');
    expect(
      storeRuleViolation(
        body({
          autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-03', startTime: '25:00' },
        }),
      ),
    ).toBe('INVALID_TIME');
    expect(
      storeRuleViolation(
        body({
          autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-03', startTime: '09:30' },
        }),
      ),
    ).toBeNull();
  });
  it('when the time zone is unknown, then INVALID_TIMEZONE', () => {
    expect(storeRuleViolation(body({ tz: 'Mars/Olympus' }))).toBe('INVALID_TIMEZONE');
    expect(storeRuleViolation(body({ tz: 'Asia/Dubai' }))).toBeNull();
  });
});

describe('every broken store rule with its field (spec section 5)', () => {
  it('when autosync is on with nothing set, then frequency, date and time are each reported next to their field', () => {
    expect(storeRuleIssues(body({ autosync: { isEnable: true } }))).toEqual([
      { field: 'autosync.syncFrequency', code: 'INVALID_FREQUENCY' },
      { field: 'autosync.startDate', code: 'INVALID_DATE' },
      { field: 'autosync.startTime', code: 'INVALID_TIME' },
    ]);
  });
  it('when autosync is off, then its fields are not checked, but the time zone is', () => {
    expect(
      storeRuleIssues(body({ tz: 'Nowhere/Zone', autosync: { isEnable: false, startTime: 'bad' } })),
    ).toEqual([{ field: 'tz', code: 'INVALID_TIMEZONE' }]);
  });
  it('when the frequency is blank, then INVALID_FREQUENCY', () => {
    expect(
      storeRuleIssues(
        body({
          autosync: { isEnable: true, syncFrequency: '  ', startDate: '2026-01-01', startTime: '00:00' },
        }),
      ),
    ).toEqual([{ field: 'autosync.syncFrequency', code: 'INVALID_FREQUENCY' }]);
  });
});

describe('the store selector tree of GET /merchant/store/address', () => {
  const s = (code: string, country: string, state: string, city: string, name = code) => ({
    code,
    name,
    address: { country, state, city },
  });
  it('groups by country, state and city, sorted, without MASTER', () => {
    const tree = storeAddressTree([
      s('MASTER', 'Thailand', 'Bangkok', 'Bangkok'),
      s('B2', 'Thailand', 'Bangkok', 'Pathum Wan', 'Siam'),
      s('B1', 'Thailand', 'Bangkok', 'Pathum Wan', 'Central World'),
      s('C1', 'Thailand', 'Chiang Mai', 'Mueang'),
      s('D1', 'United Arab Emirates', 'Dubai', 'Deira'),
      s('A1', 'China', 'Shanghai', 'Huangpu'),
    ]);
    expect(tree.map((c) => c.country)).toEqual(['China', 'Thailand', 'United Arab Emirates']);
    expect(tree[1]).toEqual({
      country: 'Thailand',
      states: [
        {
          state: 'Bangkok',
          cities: [
            {
              city: 'Pathum Wan',
              stores: [
                { code: 'B1', name: 'Central World' },
                { code: 'B2', name: 'Siam' },
              ],
            },
          ],
        },
        { state: 'Chiang Mai', cities: [{ city: 'Mueang', stores: [{ code: 'C1', name: 'C1' }] }] },
      ],
    });
  });
  it('when there are no stores (or only MASTER), then the tree is empty', () => {
    expect(storeAddressTree([])).toEqual([]);
    expect(storeAddressTree([s('MASTER', 'X', 'Y', 'Z')])).toEqual([]);
  });
});

describe('the store summary of callers without the stores permission (issue 9 item 5)', () => {
  it('when a store is summarised, then its street, coordinates, manager and sync settings are left out', () => {
    const store = {
      code: 'BKK-01',
      name: 'Bangkok',
      address: { country: 'Thailand', state: 'Bangkok', city: 'Bangkok', line1: '1 Silom Rd', zipcode: '10500' },
      location: { lat: 13.7, lng: 100.5 },
      tz: 'Asia/Bangkok',
      autosync: { isEnable: true, startDate: '2026-01-01', startTime: '01:00', syncFrequency: 'DAILY' },
      openingTime: { hours: 9, minutes: 0 },
      closingTime: { hours: 21, minutes: 0 },
      manager: 'Somchai',
      dataImport: { connectionStatus: 'Tested' as const },
      dataExport: null,
      profile: 'default',
      currency: 'THB',
    };
    const summary = storeListEntry(store);
    expect(summary).toEqual({
      code: 'BKK-01',
      name: 'Bangkok',
      tz: 'Asia/Bangkok',
      openingTime: { hours: 9, minutes: 0 },
      closingTime: { hours: 21, minutes: 0 },
      profile: 'default',
      dataImport: { connectionStatus: 'Tested' },
      currency: 'THB',
      address: { country: 'Thailand', state: 'Bangkok', city: 'Bangkok' },
    });
    expect(JSON.stringify(summary)).not.toMatch(/Silom|Somchai|13\.7|autosync/);
  });
});

describe('a store’s currency (issue 9)', () => {
  it('When a store gives no currency, then it takes its country’s, else the merchant’s most used, else USD', () => {
    expect(defaultStoreCurrency('Thailand', ['AED'])).toBe('THB');
    expect(defaultStoreCurrency('United Arab Emirates')).toBe('AED');
    expect(defaultStoreCurrency('', ['CNY', 'THB', 'THB'])).toBe('THB');
    expect(defaultStoreCurrency('Atlantis', ['AED', 'CNY'])).toBe('AED');
    expect(defaultStoreCurrency(null)).toBe('USD');
  });
  it('When a body gives a currency, then it is an ISO 4217 code; left out, it stays unset', () => {
    expect(body({ currency: 'AED' }).currency).toBe('AED');
    expect(body().currency).toBeUndefined();
    expect(storeWriteBodySchema.safeParse({ code: 'S1', name: 'x', currency: 'aed' }).success).toBe(false);
    expect(storeWriteBodySchema.safeParse({ code: 'S1', name: 'x', currency: 'DIRHAM' }).success).toBe(false);
  });
});

describe('the store bodies of POST and PUT /merchant/store (issue 29 item 5)', () => {
  const fields = { code: 'S1', name: 'Store one', tz: 'Asia/Bangkok' };
  it('when the store is sent as { data: store } (spec section 7), then it reads as the store itself', () => {
    expect(storeCreateBodySchema.parse({ data: fields })).toEqual(storeCreateBodySchema.parse(fields));
    expect(storeUpdateBodySchema.parse({ data: { name: 'x' } })).toMatchObject({ name: 'x' });
  });
  it('when data is not an object or sits beside other fields, then the body is read as it is (and refused when the store is not there)', () => {
    expect(storeCreateBodySchema.safeParse({ data: 'S1' }).success).toBe(false);
    expect(storeCreateBodySchema.safeParse({ data: [fields] }).success).toBe(false);
    expect(storeCreateBodySchema.parse({ ...fields, data: { name: 'other' } })).toMatchObject({ code: 'S1', name: 'Store one' });
    expect(storeCreateBodySchema.safeParse({ data: { ...fields, name: '' } }).success).toBe(false);
  });
});
