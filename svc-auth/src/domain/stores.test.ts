import { clientHubAccess, withoutMaster } from './stores';
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
  it('when another merchant is asked for, then only MERCHANTS_ALL_ACCESS allows it, others get 403 UAC114', () => {
    expect(clientHubAccess('ACME', 'DEMO', true)).toEqual({ kind: 'other', merchantId: 'ACME' });
    expect(clientHubAccess('ACME', 'DEMO', false)).toEqual({
      kind: 'refused',
      code: 'UAC114',
      httpStatus: 403,
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
