import { emitHubEvent } from '@hub/contracts';
import { createReportsStore, reportsStore } from './reportsStore';

describe('reports store', () => {
  it("When created, then the month is the current month as MM-YYYY and the store is 'All'", () => {
    const store = createReportsStore(new Date(2026, 1, 3));
    expect(store.getState().month).toBe('02-2026');
    expect(store.getState().store).toBe('All');
  });

  it('When the top bar picks a store, then the reports follow; clearing it goes back to All', () => {
    emitHubEvent('hub:store-filter-change', { country: null, state: null, city: null, store: 'BKK-SIAM' }, window);
    expect(reportsStore.getState().store).toBe('BKK-SIAM');
    emitHubEvent('hub:store-filter-change', { country: 'Thailand', state: null, city: null, store: null }, window);
    expect(reportsStore.getState().store).toBe('All');
  });
});
