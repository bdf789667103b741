import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { stocktakeApi, storesApi, type DiscrepancyTotals, type Stocktake } from '@hub/contracts';
import { HubRoot, addI18nBundles } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds, timesWithoutZone, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { signInReportReader } from '../testSession';
import { reportsStore } from '../../store/reportsStore';
import { ReportsPage } from './ReportsPage';

const stores = [
  storeEntry({ code: 'MASTER', name: 'Master location', tz: 'Asia/Bangkok' }),
  storeEntry({ code: 'BKK', name: 'Bangkok Siam', tz: 'Asia/Bangkok' }),
  storeEntry({ code: 'DXB', name: 'Dubai Gold Souk', tz: 'Asia/Dubai' }),
];
/** A stock-take as the reports answer it; what the list does not show is left empty. */
const stocktake = (fields: Pick<Stocktake, 'stocktakeId' | 'sid' | 'startTime' | 'status' | 'missingCount' | 'userName' | 'tabletId'>): Stocktake => ({
  deviceUdid: '',
  counts: {},
  items: [],
  filters: {},
  ...fields,
});
const stocktakes = [
  stocktake({ stocktakeId: 'ST-1', sid: 'BKK', startTime: '2026-03-02T03:00:00Z', status: 'Submitted', missingCount: 2, userName: 'Ann', tabletId: 'T1' }),
  stocktake({ stocktakeId: 'ST-2', sid: 'DXB', startTime: '2026-03-05T03:00:00Z', status: 'Draft', missingCount: 0, userName: 'Bo', tabletId: 'T2' }),
];

const totals = (over: Partial<DiscrepancyTotals>): DiscrepancyTotals => ({
  counts: 0,
  expected: 0,
  counted: 0,
  missing: 0,
  likelyMissing: 0,
  misplaced: 0,
  unknown: 0,
  missingWeight: 0,
  missingValues: [],
  unvaluedCounts: 0,
  byKarat: [],
  ...over,
});
const bkkTotals = totals({ counts: 1, expected: 10, counted: 8, missing: 2, missingWeight: 7.5, missingValues: [{ currency: 'THB', value: 15_000 }], byKarat: [{ karat: '18K', count: 2, weight: 7.5, value: 15_000, currency: 'THB' }] });
const dxbTotals = totals({ counts: 1, missing: 1, missingWeight: 20, missingValues: [{ currency: 'AED', value: 4_100 }], byKarat: [{ karat: '22K', count: 1, weight: 20, value: 4_100, currency: 'AED' }] });

describe('ReportsPage (spec sections 2 and 9)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-reports', i18nBundles));
  beforeEach(() => {
    signInReportReader();
    reportsStore.setState({ month: '03-2026', store: 'All', view: 'list', day: null });
    api = fakeApi()
      .on(storesApi.list, succeeds(stores))
      .on(stocktakeApi.reports, ({ query }) => succeeds(query.month === '03-2026' ? stocktakes : []))
      .on(stocktakeApi.totals, ({ query }) =>
        succeeds({
          month: query.month ?? '03-2026',
          stores: [
            { sid: 'BKK', name: 'Bangkok Siam', ...bkkTotals },
            { sid: 'DXB', name: 'Dubai Gold Souk', ...dxbTotals },
          ],
          total: totals({ counts: 2, missing: 3, missingWeight: 27.5, missingValues: [...dxbTotals.missingValues, ...bkkTotals.missingValues], byKarat: [...bkkTotals.byKarat, ...dxbTotals.byKarat] }),
          pending: 1,
        }),
      )
      .on(stocktakeApi.calendar, ({ query }) =>
        succeeds({
          month: query.month ?? '03-2026',
          activeLocations: 2,
          days: Array.from({ length: 31 }, (_, i) => {
            const day = `2026-03-${String(i + 1).padStart(2, '0')}`;
            const status = day === '2026-03-02' ? 'submitted-missing' : day === '2026-03-05' ? 'ongoing' : day > '2026-03-20' ? null : 'not-yet-started';
            return { day, status, entries: status === 'not-yet-started' || !status ? 0 : 1, locations: 1, missing: day === '2026-03-02' ? 2 : 0, activeLocations: 2 } as const;
          }),
        }),
      )
      .on(stocktakeApi.map, () =>
        succeeds({
          date: '2026-03-05',
          stores: [
            { code: 'BKK', name: 'Bangkok Siam', location: { lat: 13.7, lng: 100.5 }, tz: 'Asia/Bangkok', pin: 'S', last: { stocktakeId: 'ST-1', startTime: '2026-03-02T03:00:00Z', status: 'Submitted', missingCount: 2 } },
            { code: 'DXB', name: 'Dubai Gold Souk', location: { lat: 25.2, lng: 55.3 }, tz: 'Asia/Dubai', pin: 'O', last: { stocktakeId: 'ST-2', startTime: '2026-03-05T03:00:00Z', status: 'Draft', missingCount: 0 } },
          ],
          tiles: null,
        }),
      );
  });
  const months = () => api.callsOf(stocktakeApi.reports).map((c) => c.query);

  const renderPage = () =>
    render(
      <HubRoot>
        <ReportsPage />
      </HubRoot>,
    );

  it('When the month has stock-takes, then they are listed newest first and asked for with month=MM-YYYY', async () => {
    renderPage();
    const rows = await screen.findAllByTestId('stocktake-row');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['ST-2', 'ST-1']);
    expect(months()).toContainEqual({ month: '03-2026' });
    // Issue 28 item 5: each count's start in its store's zone, the zone named (03:00 UTC both).
    expect(rows[0]!.textContent).toContain('Mar 5, 2026, 7:00 AM (\u2068Asia/Dubai\u2069)');
    expect(rows[1]!.textContent).toContain('Mar 2, 2026, 10:00 AM (\u2068Asia/Bangkok\u2069)');
    expect(timesWithoutZone(screen.getByTestId('reports-page').textContent ?? '')).toEqual([]);
  });

  it('When the month has submitted counts, then its discrepancy shows in all and per store, money per currency and never added across them (issue 12 item 6)', async () => {
    renderPage();
    const section = await screen.findByTestId('month-totals');
    expect(within(section).getByTestId('figure-missing').textContent).toContain('3');
    expect(within(section).getByTestId('figure-missingWeight').textContent).toContain('27.5 g');
    const value = within(section).getByTestId('figure-missingValue').textContent ?? '';
    expect(value).toMatch(/AED\s4,100/);
    expect(value).toMatch(/THB\s15,000/);
    expect(within(section).getByText(/1 submitted count is still being checked/)).toBeTruthy();
    await within(section).findAllByTestId('store-totals-row');
    const perStore = [...section.querySelectorAll('tr[data-testid="store-totals-row"]')].map((r) => r.textContent);
    expect(perStore).toHaveLength(2);
    expect(perStore[0]).toContain('Bangkok Siam');
    expect(perStore[0]).toContain('7.5 g');
    expect(api.callsOf(stocktakeApi.totals).map((c) => c.query)).toContainEqual({ month: '03-2026', sid: 'All' });
  });

  it('When a store is chosen, then only its stock-takes stay; MASTER is not offered', async () => {
    renderPage();
    await screen.findAllByTestId('stocktake-row');
    fireEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['All', 'Bangkok Siam (BKK)', 'Dubai Gold Souk (DXB)']);
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Bangkok Siam (BKK)' }));
    });
    expect(screen.getAllByTestId('stocktake-row')).toHaveLength(1);
  });

  it('When the next month has no stock-takes, then the empty state shows', async () => {
    renderPage();
    await screen.findAllByTestId('stocktake-row');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    });
    expect(await screen.findByText('No stock-takes')).toBeTruthy();
    expect(reportsStore.getState().month).toBe('04-2026');
    expect(months()).toContainEqual({ month: '04-2026' });
  });

  it('When the reports call fails, then the wording of its code shows with Retry', async () => {
    api.on(stocktakeApi.reports, fails(500, 'SE100'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server error!');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('When the calendar view is chosen, then each day shows its status (spec section 4) and a day lists its stock-takes', async () => {
    renderPage();
    await screen.findAllByTestId('stocktake-row');
    await act(async () => {
      fireEvent.click(screen.getByTestId('reports-view-calendar'));
    });
    const days = await screen.findAllByTestId('calendar-day');
    expect(days).toHaveLength(31);
    expect(days[1]!.getAttribute('data-status')).toBe('submitted-missing');
    expect(days[1]!.textContent).toContain('Submitted, items missing');
    expect(days[1]!.textContent).toContain('March 2, 2026');
    expect(days[25]!.hasAttribute('disabled')).toBe(true);
    expect(api.callsOf(stocktakeApi.calendar).map((c) => c.query)).toContainEqual({ month: '03-2026', sid: 'All' });
    await act(async () => {
      fireEvent.click(days[4]!);
    });
    const rows = screen.getAllByTestId('stocktake-row');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['ST-2']);
    // Issue 28 item 5: the days are each store's own, and the day's counts say their zone.
    expect(screen.getByTestId('calendar-zone').textContent).toBe("Each store's days are counted in its own time zone.");
    expect(timesWithoutZone(screen.getByTestId('reports-page').textContent ?? '')).toEqual([]);
    expect(rows[0]!.textContent).toContain('(\u2068Asia/Dubai\u2069)');
    fireEvent.click(screen.getByRole('combobox', { name: 'Store' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Dubai Gold Souk (DXB)' }));
    });
    expect(screen.getByTestId('calendar-zone').textContent).toBe("Days are counted in \u2068Asia/Dubai\u2069, the store's time zone.");
  });

  it('When the locations tab is chosen, then every store shows its pin of the day and its last stock-take', async () => {
    renderPage();
    await screen.findAllByTestId('stocktake-row');
    await act(async () => {
      fireEvent.click(screen.getByTestId('reports-view-locations'));
    });
    const rows = await screen.findAllByTestId('location-row');
    expect(rows.map((r) => within(r).getByTestId('location-pin').textContent)).toEqual(['S · Submitted', 'O · Ongoing']);
    expect(within(rows[0]!).getByText('ST-1').closest('a')?.getAttribute('href')).toBe('/management/reports/ST-1');
    // Issue 28 item 5: the last count's start in the store's zone, named (the list shows the same).
    expect(rows[0]!.textContent).toContain('Mar 2, 2026, 10:00 AM (\u2068Asia/Bangkok\u2069)');
    expect(rows[1]!.textContent).toContain('Mar 5, 2026, 7:00 AM (\u2068Asia/Dubai\u2069)');
    expect(timesWithoutZone(screen.getByTestId('reports-page').textContent ?? '')).toEqual([]);
  });
});
