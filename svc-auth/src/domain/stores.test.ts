import { clientHubAccess, storeTimeZone, withoutMaster } from './stores';
import { setupStatus, SETUP_MODULE_NAMES } from './setup';

const stores = [{ code: 'MASTER' }, { code: 'A' }, { code: 'B' }];

describe('store visibility', () => {
  it('when MASTER is removed, then the others stay', () => {
    expect(withoutMaster(stores)).toEqual([{ code: 'A' }, { code: 'B' }]);
  });
});

describe('setup status', () => {
  it('when Setup is CREATED, then setup is done and modules follow the menu order', () => {
    const out = setupStatus([
      { name: 'Global', status: 'UPDATED' },
      { name: 'Setup', status: 'CREATED' },
    ]);
    expect(out.setupDone).toBe(true);
    expect(out.modules.map((m) => m.name)).toEqual(['Setup', 'Global']);
  });
  it('when Setup is only UPDATED, then setup is not done', () => {
    expect(setupStatus([{ name: 'Setup', status: 'UPDATED' }]).setupDone).toBe(false);
  });
  it('when the module list is built, then it names Setup, the wizard\'s Stores and Data Mapping, Data Import and the twelve quick settings', () => {
    expect(SETUP_MODULE_NAMES).toHaveLength(16);
    expect(SETUP_MODULE_NAMES.slice(0, 4)).toEqual(['Setup', 'Stores', 'Data Mapping', 'Data Import']);
  });
});

describe('client-hub access (GET /merchant/store/client-hub?merchant=)', () => {
  it('when the own merchant is asked for, then it is allowed with or without MERCHANTS_ALL_ACCESS', () => {
    expect(clientHubAccess('DEMO', 'DEMO', false)).toEqual({ kind: 'own' });
    expect(clientHubAccess('DEMO', 'DEMO', true)).toEqual({ kind: 'own' });
  });
  it('when another merchant is asked for, then only MERCHANTS_ALL_ACCESS allows it, others get 404 UAC106', () => {
    expect(clientHubAccess('ACME', 'DEMO', true)).toEqual({ kind: 'other', merchantId: 'ACME' });
    expect(clientHubAccess('ACME', 'DEMO', false)).toEqual({
      kind: 'refused',
      code: 'UAC106',
      httpStatus: 404,
    });
  });
  it.each([undefined, '', ['DEMO', 'ACME'], 'DE MO', 'x'.repeat(65)])(
    'when the merchant is missing or malformed (%j), then 400 UAC106',
    (value) => {
      expect(clientHubAccess(value, 'DEMO', true)).toEqual({
        kind: 'refused',
        code: 'UAC106',
        httpStatus: 400,
      });
    },
  );
});

describe('the time zone of a store saved without one (issue 29 item 5)', () => {
  const zone = (code: string, tz: string | null, active = true) => ({ code, tz, active });
  it('when a zone is given, then it is kept', () => {
    expect(storeTimeZone('Asia/Tokyo', 'A', [zone('MASTER', 'Asia/Bangkok')])).toBe('Asia/Tokyo');
  });
  it('when none is given and the store has one, then the store keeps its own (an edit)', () => {
    expect(storeTimeZone(null, 'A', [zone('MASTER', 'Asia/Bangkok'), zone('A', 'Asia/Dubai')])).toBe('Asia/Dubai');
  });
  it("when neither, then MASTER's zone, the merchant's default", () => {
    expect(storeTimeZone(null, 'NEW', [zone('A', 'Asia/Dubai'), zone('B', 'Asia/Dubai'), zone('MASTER', 'Asia/Bangkok')])).toBe('Asia/Bangkok');
  });
  it('when MASTER has none, then the zone most active stores have (the first by code on a tie); inactive stores do not count', () => {
    const zones = [zone('MASTER', null), zone('A', 'Asia/Dubai'), zone('B', 'Asia/Tokyo'), zone('C', 'Asia/Tokyo', false), zone('D', 'Asia/Tokyo')];
    expect(storeTimeZone(null, 'NEW', zones)).toBe('Asia/Tokyo');
    expect(storeTimeZone(null, 'NEW', [zone('A', 'Asia/Dubai'), zone('B', 'Asia/Tokyo')])).toBe('Asia/Dubai');
  });
  it('when no store of the merchant has a zone, then none (the hub reads it as UTC)', () => {
    expect(storeTimeZone(null, 'NEW', [zone('MASTER', null), zone('A', null)])).toBeNull();
  });
});
