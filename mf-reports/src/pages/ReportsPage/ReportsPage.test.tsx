import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { reportsStore } from '../../store/reportsStore';
import { ReportsPage } from './ReportsPage';

function answer(data: unknown, status = 200): Response {
  const body = status === 200 ? { status: 'success', code: 'STR002', data } : data;
  return { ok: status === 200, status, json: async () => body } as Response;
}

const stores = [
  { code: 'MASTER', name: 'Master location', tz: 'Asia/Bangkok' },
  { code: 'BKK', name: 'Bangkok Siam', tz: 'Asia/Bangkok' },
  { code: 'DXB', name: 'Dubai Gold Souk', tz: 'Asia/Dubai' },
];
const stocktakes = [
  { stocktakeId: 'ST-1', sid: 'BKK', startTime: '2026-03-02T03:00:00Z', status: 'Submitted', missingCount: 2, userName: 'Ann', tabletId: 'T1' },
  { stocktakeId: 'ST-2', sid: 'DXB', startTime: '2026-03-05T03:00:00Z', status: 'Draft', missingCount: 0, userName: 'Bo', tabletId: 'T2' },
];

describe('ReportsPage (spec sections 2 and 9)', () => {
  const fetchMock = jest.fn();
  beforeAll(() => addI18nBundles('mf-reports', i18nBundles));
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    hubStore.setState({ locale: 'en' });
    hubStore.getState().signIn({
      user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: ['STOCK_TAKE_REPORT_READ_PREVIEW'], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 't',
      refreshToken: 'r',
    });
    reportsStore.setState({ month: '03-2026', store: 'All' });
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/merchant/store') ? answer(stores) : url.includes('month=03-2026') ? answer(stocktakes) : answer([]),
    );
  });

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
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/merchant/stocktake/reports?month=03-2026');
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
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/merchant/stocktake/reports?month=04-2026');
  });

  it('When the reports call fails, then the wording of its code shows with Retry', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/merchant/store') ? answer(stores) : answer({ status: 'error', code: 'SE100', message: 'x' }, 500),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server error!');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
