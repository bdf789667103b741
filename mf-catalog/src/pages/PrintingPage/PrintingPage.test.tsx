import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  EVENT_TYPES,
  globalConfigApi,
  printingConfigApi,
  printJobApi,
  productsApi,
  rfidConfigApi,
  storesApi,
  tagDesignApi,
  DEFAULT_TAG_DESIGN,
  MESSAGES_EN,
  MESSAGES_TH,
  type PrintingConfig,
  type PrintJob,
  type PrintJobSummary,
  type RfidProduct,
  type RfidProductPage,
  type TagDesign,
} from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds, timesWithoutZone, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { PrintingPage } from './PrintingPage';

/** The tab's socket.io connection: the test pushes print progress on the `printing` channel. */
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

const PRINT = 'RFID_PRINTING_MODIFY_PRINTING';
const EPC_RING = '3132333435363738394142';
const product = (productCode: string, over: Partial<RfidProduct> = {}): RfidProduct => ({
  productCode,
  rfidTag: null,
  designNumber: 'RG1001',
  itemType: 'RING',
  sid: 'BKK-SIAM',
  active: true,
  isMapped: false,
  printingStatus: 'NOT_PRINTED',
  tags: [],
  printingReason: null,
  lastPrintedAt: null,
  ...over,
});
const ring = product('DJ-RG-000123', { rfidTag: EPC_RING, tags: [EPC_RING], isMapped: true });
const bangle = product('DJ-BG-000777', { itemType: 'BANGLE', printingStatus: 'FAILED', printingReason: 'PRN101' });
const pendant = product('DJ-PD-000001', { itemType: 'PENDANT', printingStatus: 'PRINTED', lastPrintedAt: '2026-11-26T03:00:00.000Z' });
const pageOf = (products: RfidProduct[], hasMore = false): RfidProductPage => ({ products, start: 0, pageSize: 25, hasMore });

const printer = (id: string, name: string, isDefault: boolean, tagDesignId: string | null): PrintingConfig => ({
  id,
  name,
  isDefault,
  host: '10.0.0.5',
  port: 9100,
  dpi: null,
  labelWidthMm: null,
  labelHeightMm: null,
  tagDesignId,
  verifyEncoding: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
});
const design = (id: string, name: string): TagDesign => ({ ...DEFAULT_TAG_DESIGN, id, name, createdAt: '', updatedAt: '' });
const summary = (over: Partial<PrintJobSummary> = {}): PrintJobSummary => ({
  id: 'job-1',
  status: 'QUEUED',
  configId: 'p2',
  configName: 'Back office',
  designId: 'd2',
  designName: 'Small ring tag',
  copies: 1,
  counts: { total: 2, queued: 2, printed: 0, voided: 0, failed: 0, cancelled: 0 },
  reason: null,
  userId: 'u1',
  createdAt: '2026-11-27T03:00:00.000Z',
  startedAt: null,
  endedAt: null,
  ...over,
});
const job = (over: Partial<PrintJob> = {}): PrintJob => ({ ...summary(over), items: [], ...over });

function signInWith(roles: string[], locale: 'en' | 'th' | 'ar' = 'en') {
  hubStore.setState({ locale });
  hubStore.getState().signIn({
    user: { userName: 'Pim', email: 'p@demo.hub', image: null, roleName: 'PRINTING', roles, merchantID: 'DEMO', profile: 'default', sid: 'BKK-SIAM', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

function serve(products: RfidProduct[] = [ring, bangle, pendant]): FakeApi {
  return fakeApi()
    .on(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG))
    .on(rfidConfigApi.get, succeeds({ multipleTags: false, encoding: 'ASCII', length: 11, configured: true, updatedAt: null }))
    .on(printingConfigApi.list, succeeds([printer('p2', 'Back office', true, 'd2'), printer('p1', 'Counter', false, null)]))
    .on(tagDesignApi.list, succeeds([design('d1', 'Standard tag'), design('d2', 'Small ring tag')]))
    .on(productsApi.listRfid, succeeds(pageOf(products)))
    .on(printJobApi.list, succeeds([]))
    .on(storesApi.list, succeeds([storeEntry({ code: 'BKK-SIAM', tz: 'Asia/Bangkok' })]));
}

let pushed = 0;
/** A print-progress event as the gateway pushes it on the `printing` channel. */
async function pushProgress(jobId: string, status: PrintJob['status']) {
  await waitFor(() => expect(mockSocket.listeners.has('printing')).toBe(true));
  const data = { jobId, status, total: 2, queued: 0, printed: 2, voided: 0, failed: 0, cancelled: 0, reason: null };
  await act(async () => mockSocket.listeners.get('printing')!({ id: `e${++pushed}`, type: EVENT_TYPES.PRINT_PROGRESS, merchantId: 'DEMO', occurredAt: new Date().toISOString(), data }));
}

const renderPage = () =>
  render(
    <HubRoot>
      <PrintingPage />
    </HubRoot>,
  );
const rowOf = (code: string) => screen.getAllByTestId('print-row').find((r) => r.textContent?.includes(code))!;

describe('PrintingPage (issue 14 item 3, /printing)', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    hubStore.getState().setFlags({ allowPrinting: true });
    hubStore.getState().closeSnackbar();
  });

  it('When the page opens, then each product shows its tags (ASCII text beside the hex), its printing status with the reason of a failure, and when it last printed; the default printer and its design are chosen', async () => {
    signInWith([PRINT]);
    const api = serve().on(printJobApi.list, succeeds([summary({ status: 'DONE' })]));
    renderPage();
    await screen.findAllByTestId('print-row');
    expect(rowOf('DJ-RG-000123').textContent).toContain(`123456789AB (${EPC_RING})`);
    expect(within(rowOf('DJ-RG-000123')).getByTestId('printing-status').getAttribute('data-status')).toBe('NOT_PRINTED');
    expect(within(rowOf('DJ-BG-000777')).getByTestId('printing-reason').textContent).toBe('The printer is out of paper');
    expect(rowOf('DJ-PD-000001').textContent).toContain('Printed');
    // Issue 28 item 5: "Last printed" in the product's store's zone, named (not the browser's, unnamed).
    await waitFor(() => expect(rowOf('DJ-PD-000001').textContent).toContain('Nov 26, 2026, 10:00 AM (\u2068Asia/Bangkok\u2069)'));
    // A recent job's time too: in the list's store's zone, named.
    expect(screen.getByText('Nov 27, 2026, 10:00 AM (\u2068Asia/Bangkok\u2069)')).toBeTruthy();
    expect(timesWithoutZone(document.body.textContent ?? '')).toEqual([]);
    expect(rowOf('DJ-BG-000777').textContent).toContain('Never');
    expect((screen.getByTestId('print-printer') as HTMLSelectElement).value).toBe('p2');
    expect((screen.getByTestId('print-design') as HTMLSelectElement).value).toBe('d2');
    // Spec section 7: allRfid with active, start, pageSize, sortPrintingStatus (not printed first).
    expect(api.callsOf(productsApi.listRfid)[0]!.query).toEqual({ sid: 'BKK-SIAM', start: '0', pageSize: '25', active: 'true', sortPrintingStatus: 'asc' });
    fireEvent.change(screen.getByTestId('print-printer'), { target: { value: 'p1' } });
    expect((screen.getByTestId('print-design') as HTMLSelectElement).value).toBe('d1');
  });

  it('When the search, the active filter and the order change, then allRfid is asked with searchText, active and sortPrintingStatus', async () => {
    signInWith([PRINT]);
    const api = serve();
    renderPage();
    await screen.findAllByTestId('print-row');
    fireEvent.change(screen.getByTestId('print-sort'), { target: { value: 'code' } });
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'RG-0001' } });
    await waitFor(() => expect(api.callsOf(productsApi.listRfid).at(-1)!.query).toEqual({ sid: 'BKK-SIAM', start: '0', pageSize: '25', searchText: 'RG-0001', sortPrintingStatus: 'false' }));
  });

  it('When two products are chosen and printed, then the job carries them with the printer, design and copies; its progress pushed over the socket updates the job and each product\'s status', async () => {
    signInWith([PRINT]);
    const api = serve();
    renderPage();
    await screen.findAllByTestId('print-row');
    expect((screen.getByTestId('print-button') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(rowOf('DJ-RG-000123')).getByTestId('print-choose'));
    fireEvent.click(within(rowOf('DJ-BG-000777')).getByTestId('print-choose'));
    expect(screen.getByTestId('print-chosen-count').textContent).toBe('2 products chosen');
    const copies = screen.getByRole('spinbutton', { name: /Copies/ });
    fireEvent.change(copies, { target: { value: '2' } });
    fireEvent.blur(copies);
    api.on(printJobApi.create, succeeds(summary({ copies: 2 })));
    api.on(printJobApi.get, succeeds(job({ status: 'RUNNING', counts: { total: 2, queued: 1, printed: 1, voided: 0, failed: 0, cancelled: 0 } })));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Print 2 products' }));
    });
    expect(api.callsOf(printJobApi.create)[0]!.body).toEqual({
      products: [
        { productCode: 'DJ-RG-000123', sid: 'BKK-SIAM' },
        { productCode: 'DJ-BG-000777', sid: 'BKK-SIAM' },
      ],
      configId: 'p2',
      designId: 'd2',
      copies: 2,
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Print job queued' }));
    expect(await screen.findByTestId('print-job-status')).toHaveProperty('textContent', 'Printing Small ring tag on Back office…');
    expect(screen.getByTestId('print-chosen-count').textContent).toBe('0 products chosen');

    api.on(printJobApi.get, succeeds(job({ status: 'DONE', counts: { total: 2, queued: 0, printed: 2, voided: 0, failed: 0, cancelled: 0 } })));
    api.on(productsApi.listRfid, succeeds(pageOf([{ ...ring, printingStatus: 'PRINTED', lastPrintedAt: '2026-11-27T03:01:00.000Z' }, { ...bangle, printingStatus: 'PRINTED', printingReason: null }, pendant])));
    await pushProgress('job-1', 'DONE');
    await waitFor(() => expect(screen.getByTestId('print-job').getAttribute('data-status')).toBe('DONE'));
    expect(screen.getByTestId('print-job-printed').textContent).toBe('2');
    await waitFor(() => expect(within(rowOf('DJ-BG-000777')).getByTestId('printing-status').getAttribute('data-status')).toBe('PRINTED'));
    expect(within(rowOf('DJ-RG-000123')).getByTestId('printing-status').getAttribute('data-status')).toBe('PRINTED');
  });

  it('When the printer does not answer, then the job fails with the coded reason in the user\'s language (Thai)', async () => {
    signInWith([PRINT], 'th');
    const api = serve([ring]);
    renderPage();
    await screen.findAllByTestId('print-row');
    fireEvent.click(screen.getByTestId('print-choose-page'));
    api.on(printJobApi.create, succeeds(summary()));
    api.on(printJobApi.get, succeeds(job({ status: 'FAILED', reason: 'PRN100', counts: { total: 1, queued: 0, printed: 0, voided: 0, failed: 1, cancelled: 0 } })));
    await act(async () => {
      fireEvent.click(screen.getByTestId('print-button'));
    });
    const reason = await screen.findByTestId('print-job-reason');
    expect(reason.textContent).toBe(MESSAGES_TH.PRN100);
    expect(MESSAGES_TH.PRN100).not.toBe(MESSAGES_EN.PRN100);
    expect(screen.getByTestId('print-job').getAttribute('data-status')).toBe('FAILED');
  });

  it('When "choose all on this page" is used, then every row is chosen; when Print is refused (CRP101), then its wording shows', async () => {
    signInWith([PRINT]);
    const api = serve();
    renderPage();
    await screen.findAllByTestId('print-row');
    fireEvent.click(screen.getByTestId('print-choose-page'));
    expect(screen.getByTestId('print-chosen-count').textContent).toBe('3 products chosen');
    api.on(printJobApi.create, fails(404, 'CRP101'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Print 3 products' }));
    });
    expect((await screen.findByTestId('print-error')).textContent).toBe('Default printing config not found');
    expect(screen.getByTestId('print-chosen-count').textContent).toBe('3 products chosen');
  });

  it('When printing is turned off in the global config, then the page is not found; without the permission, access is denied', async () => {
    signInWith([PRINT]);
    fakeApi()
      .on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, allowPrinting: false }))
      .on(rfidConfigApi.get, succeeds({ multipleTags: false, encoding: 'HEX', length: 24, configured: true, updatedAt: null }))
      .on(printingConfigApi.list, succeeds([]))
      .on(tagDesignApi.list, succeeds([]));
    const { unmount } = renderPage();
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    unmount();
    signInWith(['PRODUCTS_READ_PREVIEW']);
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    expect(screen.queryByTestId('printing-page')).toBeNull();
  });
});
