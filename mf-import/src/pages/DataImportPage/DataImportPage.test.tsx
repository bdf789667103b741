import { act, render, screen, waitFor, within } from '@testing-library/react';
import { EVENT_TYPES, dataMappingApi, importApi, storesApi, type DataMappingAnswer, type ImportJob } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, fakeSocket, progressOfJob, signInForTest, storeEntry, succeeds, timesWithoutZone } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { DataImportPage } from './DataImportPage';

const mockSocket = fakeSocket();
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

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
  mapping: { id: 'default', name: 'Default', revision: 3 },
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

const push = (j: ImportJob) => act(() => mockSocket.push(EVENT_TYPES.IMPORT_PROGRESS, progressOfJob(j), 'M1'));
/** Longer than the jobs list's wait for pushes to settle (400 ms). */
const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, 700)));

const signIn = () => signInForTest({ roles: ['DATA_IMPORT_READ_PREVIEW'], merchantID: 'M1', merchants: ['M1'] });

describe('DataImportPage (spec section 2, /data-import)', () => {
  // The tab's socket is open and up before the page (the shell's widget opens it).
  beforeAll(async () => {
    addI18nBundles('mf-import', i18nBundles);
    signIn();
    await mockSocket.open();
    mockSocket.up();
  });
  beforeEach(() => {
    fakeApi();
    hubStore.setState({ locale: 'en' });
    signIn();
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
    // The named mapping it read with and its revision (issue 28 item 2).
    expect(cells[9]).toBe('Default · rev. 3');
    // Its start and end are in the reader's zone, named (issue 28 item 5).
    expect(cells[7]).toContain(`(\u2068${new Intl.DateTimeFormat().resolvedOptions().timeZone}\u2069)`);
    expect(timesWithoutZone(cells[7] ?? '')).toEqual([]);
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

  describe('progress pushed as data (issue 26 item 5)', () => {
    const importing: ImportJob = { ...job, status: 'IMPORTING', message: 'INITIATED', processed: 300, nInserted: 300, nModified: 0, nUpserted: 300, skipped: 0, end: null };
    /** The page shown with `importing` listed and followed, once its first reads have settled. */
    const shown = async () => {
      const api = serve([importing]).on(importApi.job, succeeds({ ...importing, problems: [] }));
      renderPage();
      await screen.findByTestId('import-job');
      // The page's read of the list, and the one the followed job's first status asks for.
      await waitFor(() => expect(api.callsOf(importApi.jobs)).toHaveLength(2));
      return { api, reads: { list: api.callsOf(importApi.jobs).length, job: api.callsOf(importApi.job).length } };
    };
    const cells = () => [...screen.getByTestId('import-job-row').querySelectorAll('td')].map((td) => td.textContent);

    it('When progress is pushed for a listed job in its status, then its row and its panel show the figures, and neither the list nor the job is read again', async () => {
      const { api, reads } = await shown();
      expect(cells().slice(2, 5)).toEqual(['Importing', '1,200', '300']);
      push({ ...importing, processed: 900, nInserted: 850, nModified: 50, nUpserted: 900 });
      expect(cells().slice(2, 6)).toEqual(['Importing', '1,200', '850', '50']);
      expect(within(screen.getByTestId('import-job')).getByText(/900/)).toBeTruthy();
      await pause();
      expect(api.callsOf(importApi.jobs)).toHaveLength(reads.list);
      expect(api.callsOf(importApi.job)).toHaveLength(reads.job);
    });

    it('When a push brings another status, then the list and the job are each read once; a push of a job not listed reads the list once', async () => {
      const { api, reads } = await shown();
      const ended: ImportJob = { ...importing, status: 'FINISHED', message: null, processed: 1200, end: '2026-11-20T03:02:05Z' };
      api.on(importApi.jobs, succeeds([ended])).on(importApi.job, succeeds({ ...ended, problems: [] }));
      push(ended);
      push(ended);
      await waitFor(() => expect(cells()[2]).toBe('Finished'));
      await pause();
      expect(api.callsOf(importApi.jobs)).toHaveLength(reads.list + 1);
      expect(api.callsOf(importApi.job)).toHaveLength(reads.job + 1);
      push({ ...importing, id: 'j-other', status: 'WAITING' });
      await pause();
      expect(api.callsOf(importApi.jobs)).toHaveLength(reads.list + 2);
    });
  });

  it('When the user lacks DATA_IMPORT_READ_PREVIEW, then Access Denied shows', () => {
    hubStore.setState((s) => ({ user: s.user && { ...s.user, roles: [] } }));
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
