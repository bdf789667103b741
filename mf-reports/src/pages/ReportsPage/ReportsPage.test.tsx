import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { stocktakeApi, storesApi, type Stocktake } from '@hub/contracts';
import { HubRoot, addI18nBundles } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds, type FakeApi } from '@hub/ui/testing';
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

describe('ReportsPage (spec sections 2 and 9)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-reports', i18nBundles));
  beforeEach(() => {
    signInReportReader();
    reportsStore.setState({ month: '03-2026', store: 'All' });
    api = fakeApi()
      .on(storesApi.list, succeeds(stores))
      .on(stocktakeApi.reports, ({ query }) => succeeds(query.month === '03-2026' ? stocktakes : []));
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
});
