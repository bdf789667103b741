import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { onHubEvent, stocktakeApi, storesApi, type StocktakeLine, type StocktakeReport } from '@hub/contracts';
import { HubRoot, addI18nBundles } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds, timesWithoutZone, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { signInReportReader } from '../testSession';
import { ReportPage } from './ReportPage';

const line = (kind: StocktakeLine['kind'], productCode: string | null, over: Partial<StocktakeLine> = {}): StocktakeLine => ({
  kind,
  rfidTag: `E2${productCode ?? 'FF'}`,
  productCode,
  sid: 'BKK',
  designNumber: null,
  itemType: 'RING',
  karat: '18K',
  weight: 4.25,
  value: 10200,
  currency: 'THB',
  confidence: kind === 'missing' ? 'LIKELY_MISSING' : null,
  ...over,
});

const report: StocktakeReport = {
  stocktakeId: 'ST-9',
  sid: 'BKK',
  deviceUdid: 'U1',
  tabletId: 'TAB-A',
  startTime: '2026-11-26T02:00:00Z',
  counts: {},
  items: [],
  filters: { itemType: 'RING' },
  userName: 'Somchai',
  status: 'Submitted',
  missingCount: 1,
  storeName: 'Bangkok Siam',
  deviceName: 'Front counter',
  readCount: 12,
  tablets: ['TAB-A', 'TAB-B'],
  reconciled: true,
  submittedAt: '2026-11-26T03:00:00Z',
  summary: {
    expected: 12,
    counted: 11,
    missing: 1,
    misplaced: 1,
    unknown: 0,
    outOfScope: 2,
    missingWeight: 4.25,
    missingValue: 10200,
    currency: 'THB',
    missingByKarat: [{ karat: '18K', count: 1, weight: 4.25, value: 10200, currency: 'THB' }],
    likelyMissing: 1,
  },
};

describe('ReportPage (/management/reports/{id}, issue 12 items 3, 6 and 7)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-reports', i18nBundles));
  beforeEach(() => {
    signInReportReader();
    api = fakeApi()
      .on(storesApi.list, succeeds([storeEntry({ code: 'BKK', name: 'Bangkok Siam', tz: 'Asia/Bangkok' })]))
      .on(stocktakeApi.report, ({ params }) => (params.stocktakeId === 'ST-9' ? succeeds(report) : fails(404, 'STR112')))
      .on(stocktakeApi.lines, ({ query }) =>
        succeeds({
          rows: query.kind === 'missing' ? [line('missing', 'P9')] : query.kind === 'misplaced' ? [line('misplaced', 'D1', { sid: 'DXB' })] : query.kind === 'outOfScope' ? [line('outOfScope', 'N8')] : [],
          total: 1,
          start: 0,
          pageSize: 50,
        }),
      );
  });

  const renderPage = (id = 'ST-9') =>
    render(
      <HubRoot>
        <ReportPage params={{ id }} />
      </HubRoot>,
    );

  it('When the stock-take is reconciled, then its figures show counts, grams and value missing, per karat', async () => {
    renderPage();
    const figures = await screen.findByTestId('report-figures');
    expect(within(screen.getByTestId('figure-missing')).getByText('1')).toBeTruthy();
    expect(within(screen.getByTestId('figure-missingWeight')).getByText('4.25 g')).toBeTruthy();
    expect(within(figures).getByTestId('figure-missingValue').textContent).toContain('10,200');
    expect(within(screen.getByTestId('missing-by-karat')).getByText('18K')).toBeTruthy();
    expect(screen.getByTestId('report-meta').textContent).toContain('itemType: RING');
    // Headings go h1 → h2 with no level skipped (axe heading-order).
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => i > 0 && expect(level).toBeLessThanOrEqual(levels[i - 1]! + 1));
  });

  it('When the tablet is registered under a name, then the name shows beside the user name the tablet sent', async () => {
    renderPage();
    const meta = await screen.findByTestId('report-meta');
    const value = (label: string) => within(meta).getByText(label).nextElementSibling?.textContent;
    expect(value('Counted by')).toBe('Somchai');
    expect(value('Device name')).toBe('Front counter');
  });

  it('When the report shows when the count started and was submitted, then both are in the store\'s zone, named (issue 28 item 5)', async () => {
    renderPage();
    const meta = await screen.findByTestId('report-meta');
    const value = (label: string) => within(meta).getByText(label).nextElementSibling?.textContent;
    expect(value('Started')).toBe('Nov 26, 2026, 9:00 AM (\u2068Asia/Bangkok\u2069)');
    expect(value('Submitted')).toBe('Nov 26, 2026, 10:00 AM (\u2068Asia/Bangkok\u2069)');
    expect(timesWithoutZone(screen.getByTestId('report-page').textContent ?? '')).toEqual([]);
  });

  it('When a missing item is clicked, then the product details dialog is asked for with its code and store', async () => {
    renderPage();
    const asked: unknown[] = [];
    const off = onHubEvent('hub:product-show', (d) => asked.push(d), window);
    const rows = await screen.findAllByTestId('report-line');
    expect(within(rows[0]!).getByText('Likely missing')).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByTestId('line-product'));
    off();
    expect(asked).toEqual([{ productCode: 'P9', sid: 'BKK' }]);
  });

  it('When the misplaced tab is chosen, then its items are asked for and show the store they belong to', async () => {
    renderPage();
    await screen.findAllByTestId('report-line');
    await act(async () => {
      fireEvent.click(screen.getByTestId('lines-tab-misplaced'));
    });
    const rows = await screen.findAllByTestId('report-line');
    expect(rows[0]!.textContent).toContain('DXB');
    expect(api.callsOf(stocktakeApi.lines).map((c) => c.query.kind)).toEqual(['missing', 'misplaced']);
  });

  it('When products outside the count\'s scope were read, then they are a figure and a tab of their own, not part of Counted (issue 28 item 5)', async () => {
    renderPage();
    await screen.findAllByTestId('report-line');
    expect(screen.getByTestId('figure-outOfScope').textContent).toBe('Read out of scope2');
    expect(screen.getByTestId('figure-counted').textContent).toBe('Counted11');
    expect(screen.getByTestId('lines-tab-outOfScope').textContent).toContain('Out of scope (2)');
    await act(async () => {
      fireEvent.click(screen.getByTestId('lines-tab-outOfScope'));
    });
    const rows = await screen.findAllByTestId('report-line');
    expect(rows[0]!.textContent).toContain('N8');
    expect(api.callsOf(stocktakeApi.lines).map((c) => c.query.kind)).toEqual(['missing', 'outOfScope']);
  });

  it('When the stock-take does not exist, then the record not-found page shows its id and the way back to the reports (not the "under development" 404)', async () => {
    renderPage('NOPE');
    expect((await screen.findByTestId('record-not-found')).textContent).toContain('NOPE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('No stock-take with this id');
    expect(screen.getByRole('link', { name: 'All reports' }).getAttribute('href')).toBe('/management/reports');
    expect(screen.queryByTestId('not-found-page')).toBeNull();
  });
});
