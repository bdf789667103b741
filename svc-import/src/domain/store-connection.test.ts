import { storeConnectionStatus } from './store-connection';

const tested = { autosync: false, connectionStatus: 'Tested' as const };
const notTested = { autosync: false, connectionStatus: 'Not Tested' as const };

describe("a store's data import connection status (spec section 3)", () => {
  it('When the store has an autosync source, then its last test decides, whatever the other sources', () => {
    expect(storeConnectionStatus([notTested, { ...tested, autosync: true }])).toBe('Tested');
    expect(storeConnectionStatus([tested, tested, { ...notTested, autosync: true }])).toBe('Not Tested');
  });
  it('When the store has no autosync source, then it is Tested only when it has sources and all of them are', () => {
    expect(storeConnectionStatus([])).toBe('Not Tested');
    expect(storeConnectionStatus([tested])).toBe('Tested');
    expect(storeConnectionStatus([tested, tested])).toBe('Tested');
    expect(storeConnectionStatus([tested, notTested])).toBe('Not Tested');
  });
});
