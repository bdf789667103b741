import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  IMAGE_UPLOAD_FIELD,
  globalConfigApi,
  imageImportApi,
  importSourcesApi,
  onHubEvent,
  storesApi,
  type ImageImportJob,
  type ImportSourceView,
  type UploadProgress,
} from '@hub/contracts';
import { HubRoot, Snackbar, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, timesWithoutZone, type FakeReply } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { DATABASE_SOURCE, STORES, signInWith } from '../testSession';
import { ImageImportPage } from './ImageImportPage';

const JOB_ID = '2d3c4b5a-6f7e-4d8c-9b0a-1e2f3a4b5c6d';
const job = (over: Partial<ImageImportJob> = {}): ImageImportJob => ({
  jobId: JOB_ID,
  sid: 'BKK',
  status: 'FINISHED',
  totalCount: 5,
  uploadCount: 2,
  skipCount: 2,
  errorCount: 1,
  importType: 'ZIP',
  ftpSync: false,
  errors: [
    { name: 'DJ-RG-000001 (copy).jpg', reason: 'DUPLICATE' },
    { name: 'NO-SUCH-CODE.jpg', reason: 'UNMATCHED' },
    { name: 'broken.jpg', reason: 'CORRUPT' },
  ],
  message: null,
  code: 'IMG204',
  createdAt: '2026-11-20T03:00:00Z',
  finishedAt: '2026-11-20T03:00:09Z',
  createdBy: 'admin@demo.hub',
  productsUpdated: 2,
  verified: 0,
  ...over,
});
const ftpSource: ImportSourceView = {
  ...DATABASE_SOURCE,
  id: '0c3a1e2b-7f7d-4c55-8f3e-2a9b8c7d6e5f',
  name: 'Photo server',
  sid: 'DXB',
  kind: 'FTP',
  settings: { protocol: 'sftp', host: 'files.example.com', port: 22, remotePath: '/photos/latest.csv', username: 'erp', activeMode: false },
};

const ADMIN = ['IMAGE_IMPORT_READ_PREVIEW', 'IMAGE_IMPORT_MODIFY', 'ERP_READ_PREVIEW'];

/** The page's calls, answered; a test then changes some answers with `.on` / `.once`. */
const serve = (jobs: ImageImportJob[] = []) =>
  fakeApi()
    .on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, imageExtensions: 'jpg' }))
    .on(storesApi.list, succeeds(STORES))
    .on(imageImportApi.jobs, succeeds(jobs))
    .on(imageImportApi.job, succeeds(job()))
    .on(importSourcesApi.list, succeeds([DATABASE_SOURCE, ftpSource]));

const renderPage = () =>
  render(
    <HubRoot>
      <Snackbar />
      <ImageImportPage />
    </HubRoot>,
  );

/** Every hub:image-import-started event the page emits, for the upload progress modal (each test starts empty). */
function startedEvents(): UploadProgress[] {
  const seen: UploadProgress[] = [];
  let off = () => undefined as void;
  beforeAll(() => (off = onHubEvent('hub:image-import-started', (p) => seen.push(p), window)));
  afterEach(() => seen.splice(0));
  afterAll(() => off());
  return seen;
}

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('image-files'), { target: { files } });
const pick = async (testId: string, option: RegExp | string) => {
  fireEvent.click(screen.getByTestId(testId));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('ImageImportPage (issue 13 item 3, spec section 2 /image-import)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    window.history.replaceState(null, '', '/image-import');
    signInWith(ADMIN);
    hubStore.getState().setFlags({ allowPrinting: true, allowTagMapping: true, allowImgImport: true });
  });
  const started = startedEvents();

  it('When images and a zip are uploaded for a store, then only accepted types are taken, the bytes’ progress shows, and the started import opens the modal and its details', async () => {
    const api = serve();
    let answer: (reply: FakeReply<typeof imageImportApi.upload>) => void = () => undefined;
    api.on(imageImportApi.upload, () => new Promise((resolve) => (answer = resolve)));
    renderPage();
    expect((await screen.findByTestId('image-accepted')).textContent).toBe('Accepted: .jpeg, .jpg, .zip');
    expect(screen.getByTestId('image-files').getAttribute('accept')).toBe('.jpeg,.jpg,.zip');

    choose(new File(['a'.repeat(1500)], 'DJ-RG-000001.jpg'), new File(['z'.repeat(2500)], 'rings.zip'), new File(['n'], 'notes.txt'));
    expect(screen.getByTestId('image-upload-error').textContent).toBe('This file type cannot be imported as images: notes.txt');
    expect(within(screen.getByTestId('image-chosen')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['DJ-RG-000001.jpg', 'rings.zip']);
    expect(screen.getByTestId('image-chosen').textContent).toContain('2 files chosen (4 kB)');

    await pick('image-store', 'Bangkok Siam (BKK)');
    fireEvent.click(screen.getByTestId('image-upload-button'));
    expect(await screen.findByText('Uploading… 100%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toBeTruthy();

    const [call] = api.callsOf(imageImportApi.upload);
    expect(call?.query).toEqual({ sid: 'BKK' });
    expect((call?.body as FormData).getAll(IMAGE_UPLOAD_FIELD).map((f) => (f as File).name)).toEqual(['DJ-RG-000001.jpg', 'rings.zip']);

    const running = job({ status: 'RECEIVING', totalCount: 0, uploadCount: 0, skipCount: 0, errorCount: 0, errors: [], finishedAt: null });
    api.on(imageImportApi.job, succeeds(running));
    await act(async () => answer(succeeds(running)));
    expect(await screen.findByText('Image import started')).toBeTruthy();
    expect(started).toEqual([running]);
    expect(screen.queryByTestId('image-chosen')).toBeNull();
    // The history reloads and the new import's details open.
    await waitFor(() => expect(api.callsOf(imageImportApi.jobs).length).toBeGreaterThan(1));
    expect(await screen.findByTestId('image-job-cancel')).toBeTruthy();
    expect(api.callsOf(imageImportApi.job)[0]?.params).toEqual({ id: JOB_ID });
  });

  it('When nothing is chosen or the server refuses the upload, then the refusal shows its code’s wording and no import starts', async () => {
    const api = serve().on(imageImportApi.upload, fails(409, 'IMG104'));
    renderPage();
    fireEvent.click(await screen.findByTestId('image-upload-button'));
    expect(screen.getByTestId('image-upload-error').textContent).toBe('Select at least one image or zip file');
    expect(api.callsOf(imageImportApi.upload)).toHaveLength(0);

    choose(new File(['a'], 'DJ-RG-000001.jpeg'));
    fireEvent.click(screen.getByTestId('image-upload-button'));
    await waitFor(() => expect(screen.getByTestId('image-upload-error').textContent).toBe('An image import is already running'));
    expect(started).toEqual([]);
    // The files stay chosen, to try again.
    expect(screen.getByTestId('image-chosen').textContent).toContain('DJ-RG-000001.jpeg');
  });

  it('When a folder of an FTP source is synced, then only file server sources are offered and the sync starts an import', async () => {
    const ftpJob = job({ jobId: '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d', sid: 'DXB', importType: 'FTP', ftpSync: true, status: 'CONVERTING' });
    const api = serve().on(imageImportApi.ftpSync, succeeds(ftpJob));
    renderPage();
    const panel = await screen.findByTestId('image-ftp-sync');
    fireEvent.click(within(panel).getByTestId('image-ftp-source'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Photo server · Dubai Gold Souk']);
    fireEvent.click(screen.getByRole('option', { name: 'Photo server · Dubai Gold Souk' }));
    fireEvent.change(within(panel).getByTestId('image-ftp-folder'), { target: { value: ' /photos/new ' } });
    fireEvent.click(within(panel).getByTestId('image-ftp-sync-button'));
    await waitFor(() => expect(started).toEqual([ftpJob]));
    expect(api.callsOf(imageImportApi.ftpSync)[0]?.body).toEqual({ sourceId: ftpSource.id, sid: 'DXB', folder: '/photos/new' });
  });

  it('When the sync is refused, then its code’s wording shows; with no file server source, the panel says so', async () => {
    serve().on(imageImportApi.ftpSync, fails(400, 'IMG107'));
    const view = renderPage();
    fireEvent.click(within(await screen.findByTestId('image-ftp-sync')).getByTestId('image-ftp-sync-button'));
    expect((await screen.findByTestId('image-ftp-error')).textContent).toBe('This source is not an FTP or SFTP source');
    expect(started).toEqual([]);
    view.unmount();
    serve().on(importSourcesApi.list, succeeds([DATABASE_SOURCE]));
    renderPage();
    expect((await screen.findByTestId('image-ftp-none')).textContent).toContain('There is no file server (FTP or SFTP) import source yet.');
  });

  it('When image imports ran, then the history shows each one’s date, type, store, status and counts; its details list the images not imported with why', async () => {
    const api = serve([job()]);
    renderPage();
    const row = await screen.findByTestId('image-job-row');
    const cells = [...row.querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(1, 8)).toEqual(['Zip file', 'Bangkok Siam', 'Finished', '5', '2', '2', '1']);
    expect(cells[0]).toMatch(/Nov 20, 2026/);
    fireEvent.click(within(row).getByTestId('image-job-open'));
    const detail = await screen.findByTestId('image-job');
    const problems = await within(detail).findAllByTestId('image-problem-row');
    expect(problems.map((p) => [...p.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['DJ-RG-000001 (copy).jpg', 'Skipped', 'The same name appears twice in this import'],
      ['NO-SUCH-CODE.jpg', 'Skipped', 'No product has this name'],
      ['broken.jpg', 'Error', 'Not a readable image'],
    ]);
    expect(within(detail).getByTestId('image-job-products').textContent).toBe('2');
    // An ended import cannot be cancelled.
    expect(within(detail).queryByTestId('image-job-cancel')).toBeNull();
    expect(api.callsOf(imageImportApi.job)).toHaveLength(1);
    // The history's and the details' times name the reader's zone (issue 28 item 5).
    expect(cells[0]).toContain(`(\u2068${new Intl.DateTimeFormat().resolvedOptions().timeZone}\u2069)`);
    expect(timesWithoutZone(document.body.textContent ?? '')).toEqual([]);
  });

  it('When the user may only view image imports, then there is no upload and no FTP sync, only the history; without the view permission, Access Denied', async () => {
    const api = serve([job()]);
    signInWith(['IMAGE_IMPORT_READ_PREVIEW', 'ERP_READ_PREVIEW']);
    const view = renderPage();
    await screen.findByTestId('image-job-row');
    expect(screen.queryByTestId('image-upload')).toBeNull();
    expect(screen.queryByTestId('image-ftp-sync')).toBeNull();
    expect(api.callsOf(importSourcesApi.list)).toHaveLength(0);
    fireEvent.click(within(screen.getByTestId('image-job-row')).getByTestId('image-job-open'));
    await screen.findAllByTestId('image-problem-row');
    view.unmount();

    // A store manager may upload but not read import sources: no FTP sync panel.
    signInWith(['IMAGE_IMPORT_READ_PREVIEW', 'IMAGE_IMPORT_MODIFY'], 'STORE_MANAGER');
    const manager = renderPage();
    await screen.findByTestId('image-upload');
    expect(screen.queryByTestId('image-ftp-sync')).toBeNull();
    // Store-bound: their stores only, no MASTER.
    fireEvent.click(screen.getByTestId('image-store'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Bangkok Siam (BKK)', 'Dubai Gold Souk (DXB)']);
    manager.unmount();

    signInWith(['DATA_IMPORT_READ_PREVIEW']);
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });

  it('When allowImgImport is off, then the page is the 404 page and nothing of image import is read', async () => {
    const api = serve([job()]).on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, allowImgImport: false }));
    const view = renderPage();
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByText('No Data Found')).toBeTruthy();
    expect(api.callsOf(imageImportApi.jobs)).toHaveLength(0);
    view.unmount();
    // Off in the session's flags (the menu's source) too, before the page's own read answers.
    const later = serve([job()]);
    hubStore.getState().setFlags({ allowPrinting: true, allowTagMapping: true, allowImgImport: false });
    renderPage();
    expect(screen.getByTestId('not-found-page')).toBeTruthy();
    expect(later.calls).toEqual([]);
  });
});
