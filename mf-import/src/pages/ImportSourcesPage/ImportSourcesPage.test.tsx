import { fireEvent, render, screen, within } from '@testing-library/react';
import { importSourcesApi, storesApi, type ImportSourceView } from '@hub/contracts';
import { HubRoot, addI18nBundles } from '@hub/ui';
import { fails, fakeApi, succeeds, timesWithoutZone } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { BANGKOK_DAILY, DATABASE_SOURCE, STORES, signInWith, storeRecord } from '../testSession';
import { ImportSourcesPage } from './ImportSourcesPage';

const ftp: ImportSourceView = {
  ...DATABASE_SOURCE,
  id: '0c3a1e2b-7f7d-4c55-8f3e-2a9b8c7d6e5f',
  name: 'Nightly export',
  sid: 'MASTER',
  kind: 'FTP',
  settings: { protocol: 'sftp', host: 'files.example.com', port: 22, remotePath: '/out', username: 'erp', activeMode: false },
  connectionStatus: 'Tested',
  lastRunAt: '2026-11-20T03:00:00Z',
  lastJobId: 'job-7',
};
const failing: ImportSourceView = { ...DATABASE_SOURCE, lastErrorCode: 'DBC100' };

const renderPage = () =>
  render(
    <HubRoot>
      <ImportSourcesPage />
    </HubRoot>,
  );

describe('ImportSourcesPage (spec section 2, /erp: the ERP configuration list)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    window.history.replaceState(null, '', '/erp');
    signInWith(['ERP_READ_PREVIEW', 'ERP_CREATE']);
  });

  it('When the merchant has sources, then each shows its name, kind, store, connection and last import, by name', async () => {
    fakeApi().on(importSourcesApi.list, succeeds([ftp, failing])).on(storesApi.list, succeeds(STORES));
    renderPage();
    const rows = await screen.findAllByTestId('import-source-row');
    const cells = rows.map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent));
    expect(cells[0]).toEqual(['Main ERP', 'Database', 'Bangkok SiamBKK', 'Not TestedFailed to connect to database', 'Never imported']);
    expect(cells[1]!.slice(0, 4)).toEqual(['Nightly export', 'File server (FTP)', 'Master (all stores)', 'Tested']);
    expect(cells[1]![4]).toContain('Show in data import');
    // The last import's time names the reader's zone (issue 28 item 5).
    expect(cells[1]![4]).toContain(`(\u2068${new Intl.DateTimeFormat().resolvedOptions().timeZone}\u2069)`);
    expect(timesWithoutZone(cells[1]![4] ?? '')).toEqual([]);
    // Phones get cards (jsdom matches no media query, so the cards are what a user reaches by role).
    const cards = within(screen.getByRole('list', { name: 'Import sources' })).getAllByRole('listitem');
    expect(cards.map((c) => c.querySelector('.fui-Text')?.textContent)).toEqual(['Main ERP', 'Nightly export']);
    expect(within(cards[0]!).getByText('Failed to connect to database')).toBeTruthy();
    const link = within(cards[1]!).getByRole('link', { name: 'Show in data import' });
    expect(link.getAttribute('href')).toBe('/data-import?job=job-7');
  });

  it("When a source runs on its store's autosync schedule, then the Schedule column shows its next run in the store's zone; others say Off", async () => {
    const scheduledSource: ImportSourceView = { ...DATABASE_SOURCE, autosync: true, nextRunAt: '2026-11-21T19:00:00.000Z' };
    const waiting: ImportSourceView = { ...DATABASE_SOURCE, id: '7e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', name: 'Web shop', sid: 'DXB', autosync: true, nextRunAt: null };
    const stores = [storeRecord('MASTER', 'Master location', null), storeRecord('BKK', 'Bangkok Siam', 'Asia/Bangkok', BANGKOK_DAILY), storeRecord('DXB', 'Dubai Gold Souk', 'Asia/Dubai')];
    fakeApi().on(importSourcesApi.list, succeeds([ftp, scheduledSource, waiting])).on(storesApi.list, succeeds(stores));
    renderPage();
    const rows = await screen.findAllByTestId('import-source-row');
    const headers = [...screen.getByRole('table', { hidden: true }).querySelectorAll('th')].map((th) => th.textContent);
    const column = headers.indexOf('Schedule');
    expect(column).toBe(5);
    const schedules = rows.map((row) => row.querySelectorAll('td')[column]?.textContent);
    // By name: Main ERP (Bangkok, 02:00 on Nov 22 there), Nightly export (not marked), Web shop (its store's autosync is off).
    expect(schedules[0]).toMatch(/^Nov 22, 2026, 2:00\sAMAsia\/Bangkok$/);
    expect(schedules.slice(1)).toEqual(['Off', "Not scheduled: the store's autosync is off"]);
    // The phone cards show it too.
    const cards = within(screen.getByRole('list', { name: 'Import sources' })).getAllByRole('listitem');
    expect(cards[0]!.textContent).toMatch(/ScheduleNov 22, 2026, 2:00\sAMAsia\/Bangkok/);
    expect(cards[1]!.textContent).toContain('ScheduleOff');
  });

  it('When a row is opened, then its page /erp/{id} opens; Add source opens /erp/new', async () => {
    fakeApi().on(importSourcesApi.list, succeeds([ftp])).on(storesApi.list, succeeds(STORES));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open import source Nightly export' }));
    expect(window.location.pathname).toBe(`/erp/${ftp.id}`);
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(window.location.pathname).toBe('/erp/new');
  });

  it("When /erp?sid= names a store (the stores page's link), then only its sources show, Add source starts one of it, and Show all lists every source", async () => {
    window.history.replaceState(null, '', '/erp?sid=BKK');
    fakeApi().on(importSourcesApi.list, succeeds([ftp, failing])).on(storesApi.list, succeeds(STORES));
    renderPage();
    const rows = await screen.findAllByTestId('import-source-row');
    expect(rows.map((r) => r.querySelector('td')?.textContent)).toEqual(['Main ERP']);
    expect(screen.getByTestId('import-sources-store-filter').textContent).toContain('Import sources of Bangkok Siam (BKK)');

    fireEvent.click(screen.getByRole('button', { name: 'Show all sources' }));
    expect((await screen.findAllByTestId('import-source-row')).map((r) => r.querySelector('td')?.textContent)).toEqual(['Main ERP', 'Nightly export']);
    expect(screen.queryByTestId('import-sources-store-filter')).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/erp');
  });

  it('When the store named by ?sid= has no sources, then the empty state says so, and Add source starts one of that store', async () => {
    window.history.replaceState(null, '', '/erp?sid=DXB');
    fakeApi().on(importSourcesApi.list, succeeds([ftp, failing])).on(storesApi.list, succeeds(STORES));
    renderPage();
    expect(await screen.findByText('This store has no import sources yet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add source' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe('/erp/new?sid=DXB');
  });

  it('When there are no sources, then the empty state says how to add one', async () => {
    fakeApi().on(importSourcesApi.list, succeeds([])).on(storesApi.list, succeeds(STORES));
    renderPage();
    expect(await screen.findByText('No import sources yet')).toBeTruthy();
  });

  it('When the list cannot be loaded, then the error shows its code’s wording with Retry', async () => {
    fakeApi().on(importSourcesApi.list, fails(500, 'SE100')).on(storesApi.list, succeeds(STORES));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Import sources could not be loaded');
    expect(alert.textContent).toContain('Server error!');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('When the user may not create sources, then there is no Add source; without ERP_READ_PREVIEW, Access Denied', async () => {
    signInWith(['ERP_READ_PREVIEW']);
    fakeApi().on(importSourcesApi.list, succeeds([ftp])).on(storesApi.list, succeeds(STORES));
    const view = renderPage();
    await screen.findByTestId('import-source-row');
    expect(screen.queryByRole('button', { name: 'Add source' })).toBeNull();
    view.unmount();
    signInWith([]);
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
