import { act, render, screen, waitFor, within } from '@testing-library/react';
import { EVENT_TYPES, emitHubEvent, imageImportApi, type UploadProgress } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { UploadProgressModal } from './UploadProgressModal';
import { progress } from './testProgress';

/** The tab's socket.io connection: the test pushes browser events on its channels. */
const mockSocket = {
  listeners: new Map<string, (event: unknown) => void>(),
  auth: {},
  on(channel: string, listener: (event: unknown) => void) {
    this.listeners.set(channel, listener);
    return this;
  },
  disconnect() {
    return this;
  },
  connect() {
    return this;
  },
};
jest.mock('socket.io-client', () => ({ io: () => mockSocket }));

let pushed = 0;
/** An upload-progress event as the gateway sends it on the `uploadProgress` channel. */
async function push(over: Partial<UploadProgress>) {
  await waitFor(() => expect(mockSocket.listeners.has('uploadProgress')).toBe(true));
  const event = { id: `e${++pushed}`, type: EVENT_TYPES.UPLOAD_PROGRESS, merchantId: 'DEMO', occurredAt: new Date().toISOString(), data: progress(over) };
  act(() => mockSocket.listeners.get('uploadProgress')!(event));
}

const after = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const modal = () => screen.queryByTestId('upload-progress-modal');
const count = (key: 'uploaded' | 'skipped' | 'errored') => within(screen.getByTestId(`upload-progress-${key}`)).getAllByText(/\d/).pop()?.textContent;

function signInWith(roles: string[], locale: 'en' | 'th' = 'en') {
  hubStore.setState({ locale });
  hubStore.getState().signIn({
    user: { userName: 'Adam', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

const renderModal = () =>
  render(
    <HubRoot>
      <UploadProgressModal />
    </HubRoot>,
  );

describe('UploadProgressModal (spec sections 2 and 4, fed over socket.io)', () => {
  beforeAll(() => registerShellStrings());
  beforeEach(() => {
    jest.useFakeTimers();
    signInWith(['IMAGE_IMPORT_READ_PREVIEW']);
  });
  afterEach(() => {
    jest.useRealTimers();
    act(() => hubStore.getState().signOut());
  });

  it('When an import runs as the page loads, then the modal opens with its counts and IMG204 in the user’s language', async () => {
    signInWith(['IMAGE_IMPORT_READ_PREVIEW'], 'th');
    const api = fakeApi().on(imageImportApi.progress, succeeds(progress({ totalCount: 10, uploadCount: 3, skipCount: 1 })));
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('upload-progress-code').textContent).toBe('กำลังอัปโหลดรูปภาพ');
    expect(within(dialog).getByTestId('upload-progress-handled').textContent).toBe('4 จาก 10 รูป');
    expect([count('uploaded'), count('skipped'), count('errored')]).toEqual(['3', '1', '0']);
    expect(api.callsOf(imageImportApi.progress)).toHaveLength(1);
  });

  it('When nothing runs, then the modal stays closed until an update with a total above 0 arrives; each count then moves, and 5 s after all are handled it closes', async () => {
    fakeApi().on(imageImportApi.progress, succeeds(null));
    renderModal();
    await push({ totalCount: 0, status: 'RECEIVING' });
    expect(modal()).toBeNull();

    await push({ totalCount: 4, uploadCount: 1 });
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByTestId('upload-progress-handled').textContent).toBe('1 of 4 images');
    await push({ totalCount: 4, uploadCount: 2, skipCount: 1, errors: [{ name: 'DJ-RG-000001 (1).jpg', reason: 'DUPLICATE' }] });
    expect([count('uploaded'), count('skipped'), count('errored')]).toEqual(['2', '1', '0']);
    expect(within(screen.getByTestId('upload-progress-problems')).getByRole('listitem').textContent).toBe('DJ-RG-000001 (1).jpg · The same name appears twice in this import');

    await push({ totalCount: 4, uploadCount: 2, skipCount: 1, errorCount: 1, status: 'FINISHED', errors: [{ name: 'DJ-RG-000001 (1).jpg', reason: 'DUPLICATE' }, { name: 'broken.jpg', reason: 'CORRUPT' }] });
    expect(screen.getByRole('dialog').textContent).toContain('Image import finished');
    expect(screen.queryByTestId('upload-progress-code')).toBeNull();
    after(4_900);
    expect(modal()).not.toBeNull();
    after(100);
    await waitFor(() => expect(modal()).toBeNull());
  });

  it('When the import reaches 100% with no import type, then the counts reset and the modal closes after 2.5 s', async () => {
    fakeApi().on(imageImportApi.progress, succeeds(progress({ totalCount: 2, uploadCount: 1 })));
    renderModal();
    await screen.findByRole('dialog');
    await push({ totalCount: 2, uploadCount: 2, importType: null, status: 'FINISHED' });
    // It keeps showing the last figures while it closes.
    expect(count('uploaded')).toBe('2');
    after(2_400);
    expect(modal()).not.toBeNull();
    after(100);
    await waitFor(() => expect(modal()).toBeNull());
  });

  it('When /image-import starts an import, then the modal opens with its total; an FTP sync says so; other codes are not shown', async () => {
    fakeApi().on(imageImportApi.progress, succeeds(null));
    renderModal();
    act(() => emitHubEvent('hub:image-import-started', progress({ totalCount: 25, importType: 'FTP', ftpSync: true, code: 'IMG104' }), window));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('upload-progress-handled').textContent).toBe('0 of 25 images');
    expect(within(dialog).getByTestId('upload-progress-ftp').textContent).toBe('Syncing a folder of a file server (FTP)');
    expect(within(dialog).queryByTestId('upload-progress-code')).toBeNull();
  });

  it('When more images were not imported than the modal lists, then it says how many more; closing it keeps it closed for that import', async () => {
    const errors = Array.from({ length: 7 }, (_, i) => ({ name: `X-${i}.jpg`, reason: 'UNMATCHED' as const }));
    fakeApi().on(imageImportApi.progress, succeeds(progress({ totalCount: 50, skipCount: 7, errorCount: 3, errors })));
    renderModal();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(5);
    expect(within(dialog).getByText('and 5 more')).toBeTruthy();
    act(() => within(dialog).getByRole('button', { name: 'Close' }).click());
    await waitFor(() => expect(modal()).toBeNull());
    await push({ totalCount: 50, uploadCount: 5, skipCount: 7, errorCount: 3, errors });
    expect(modal()).toBeNull();
  });

  it('When the user may not see image imports, then nothing is read and nothing opens', async () => {
    signInWith(['DATA_IMPORT_READ_PREVIEW']);
    const api = fakeApi().on(imageImportApi.progress, succeeds(progress({ totalCount: 10 })));
    renderModal();
    act(() => emitHubEvent('hub:image-import-started', progress({ totalCount: 10 }), window));
    after(100);
    expect(modal()).toBeNull();
    expect(api.callsOf(imageImportApi.progress)).toHaveLength(0);
  });
});
