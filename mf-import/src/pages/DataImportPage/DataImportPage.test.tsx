import { render, screen, waitFor } from '@testing-library/react';
import { dataMappingApi, importApi, storesApi, type DataMappingAnswer, type ImportJob } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, storeEntry, succeeds } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { DataImportPage } from './DataImportPage';

const city = (name: string) => ({ country: '', state: '', city: name });
const stores = [
  storeEntry({ code: 'MASTER', name: 'Master location', address: city('Bangkok'), dataImport: { connectionStatus: 'Not Tested' } }),
  storeEntry({ code: 'BKK', name: 'Bangkok Siam', address: city('Pathum Wan'), dataImport: { connectionStatus: 'Tested' } }),
  storeEntry({ code: 'DXB', name: 'Dubai Gold Souk', address: city('Deira'), dataImport: { connectionStatus: 'Not Tested' } }),
];
/** The answer of GET /merchant/config/data-mapping when nothing is saved. */
const noMapping: DataMappingAnswer = { fields: [], uniqueFields: [], fieldMappings: [], groups: { single: [], multi: [] }, revision: 0, configured: false, updatedAt: null };
const serve = (jobs: ImportJob[]) =>
  fakeApi()
    .on(importApi.jobs, succeeds(jobs))
    .on(importApi.job, succeeds({ ...job, problems: [] }))
    .on(dataMappingApi.get, succeeds(noMapping))
    .on(storesApi.list, succeeds(stores));

const job: ImportJob = {
  id: 'j1',
  sid: 'BKK',
  source: 'FILE',
  status: 'FINISHED',
  totalCount: 1200,
  nInserted: 1000,
  nModified: 150,
  nUpserted: 0,
  skipped: 50,
  markMissingInactive: false,
  nDeactivated: 0,
  start: '2026-11-20T03:00:00Z',
  end: '2026-11-20T03:02:05Z',
  createdBy: 'admin@demo.hub',
  createdAt: '2026-11-20T03:00:00Z',
  message: null,
  fileName: 'erp.csv',
  fileSize: 1024,
  processed: 1200,
  errorCode: null,
  check: null,
  plan: null,
  master: null,
};

describe('DataImportPage (spec section 2, /data-import)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    fakeApi();
    hubStore.setState({ locale: 'en' });
    hubStore.getState().signIn({
      user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: ['DATA_IMPORT_READ_PREVIEW'], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <DataImportPage />
      </HubRoot>,
    );

  it('When imports ran, then each shows its store, source, status, counts and times', async () => {
    const api = serve([job]);
    renderPage();
    const row = await screen.findByTestId('import-job-row');
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 7)).toEqual(['Bangkok SiamBKK', 'erp.csvFile', 'Finished', '1,200', '1,000', '150', '50']);
    expect(cells[8]).toContain('took 2:05');
    expect(api.callsOf(importApi.jobs).map((c) => c.query)).toContainEqual({ limit: '50' });
  });

  it('When there are no imports, then "No imports yet" shows, and each store but MASTER shows its connection test', async () => {
    serve([]);
    renderPage();
    expect(await screen.findByText('No imports yet')).toBeTruthy();
    const connections = await screen.findAllByTestId('connection-status');
    expect(connections.map((c) => c.textContent)).toEqual(['Bangkok SiamBKK · Pathum WanTested', 'Dubai Gold SoukDXB · DeiraNot Tested']);
    expect(screen.getByText('1 of 2 tested')).toBeTruthy();
  });

  it('When no data mapping is saved, then the overview says the import must be configured before uploading', async () => {
    serve([]);
    renderPage();
    const warning = await screen.findByTestId('mapping-not-configured');
    expect(warning.textContent).toContain('The import must be configured before uploading');
    expect(screen.getByRole('tab', { name: /Data mapping/ }).textContent).toContain('Not configured');
  });

  it('When the user may read import sources (ERP_READ_PREVIEW), then the page links to /erp; otherwise not', async () => {
    serve([]);
    const view = renderPage();
    await screen.findByText('No imports yet');
    expect(screen.queryByRole('link', { name: 'Import sources' })).toBeNull();
    view.unmount();
    hubStore.setState((s) => ({ user: s.user && { ...s.user, roles: ['DATA_IMPORT_READ_PREVIEW', 'ERP_READ_PREVIEW'] } }));
    renderPage();
    expect(screen.getByRole('link', { name: 'Import sources' }).getAttribute('href')).toBe('/erp');
    await screen.findByText('No imports yet');
  });

  it('When the page opens with ?job= (an import started from a source), then that job is followed', async () => {
    window.history.replaceState(null, '', '/data-import?job=j-source');
    const api = serve([job]).on(importApi.job, ({ params }) => succeeds({ ...job, id: params.id ?? '', source: 'DATABASE', fileName: null, status: 'WAITING', start: null, end: null, problems: [] }));
    renderPage();
    const panel = await screen.findByTestId('import-job');
    expect(panel.textContent).toContain('Database');
    expect(api.callsOf(importApi.job).map((c) => c.params)).toContainEqual({ id: 'j-source' });
    window.history.replaceState(null, '', '/data-import');
  });

  it('When the jobs list refreshes with a newer first row, then the import shown keeps its panel and its Apply button (never remounted)', async () => {
    hubStore.setState((s) => ({ user: s.user && { ...s.user, roles: ['DATA_IMPORT_READ_PREVIEW', 'DATA_IMPORT_MODIFY'] } }));
    const ready: ImportJob = { ...job, status: 'READY', start: '2026-11-20T03:00:00Z', end: null };
    const newer: ImportJob = { ...job, id: 'j2', status: 'WAITING', start: null, end: null, createdAt: '2026-11-20T03:05:00Z' };
    // The first answer lists the dry run; each refresh (the panel's status, pushed progress) also a newer import.
    const api = serve([newer, ready])
      .once(importApi.jobs, succeeds([ready]))
      .on(importApi.job, ({ params }) => succeeds({ ...(params.id === 'j2' ? newer : ready), problems: [] }));
    renderPage();
    const apply = await screen.findByTestId('import-apply');
    await waitFor(() => expect(screen.getAllByTestId('import-job-row')).toHaveLength(2));
    expect(api.callsOf(importApi.jobs).length).toBeGreaterThan(1);
    // The same element, still in the page: a click aimed at it lands.
    expect(screen.getByTestId('import-apply')).toBe(apply);
    expect(apply.isConnected).toBe(true);
    expect(api.callsOf(importApi.job).map((c) => c.params.id)).not.toContain('j2');
  });

  it('When the user lacks DATA_IMPORT_READ_PREVIEW, then Access Denied shows', () => {
    hubStore.setState((s) => ({ user: s.user && { ...s.user, roles: [] } }));
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
