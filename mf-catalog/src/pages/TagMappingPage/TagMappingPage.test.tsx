import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  DEFAULT_RFID_CONFIG,
  globalConfigApi,
  productsApi,
  rfidConfigApi,
  tagMappingApi,
  type ProductTagsAnswer,
  type RfidProduct,
  type TagEvent,
  type TagMappingResult,
} from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { TagMappingPage } from './TagMappingPage';

const EPC_1 = 'E28011700000020A1B2C3D01';
const EPC_2 = 'E28011700000020A1B2C3D02';
const ring: RfidProduct = { productCode: 'DJ-RG-000123', rfidTag: null, designNumber: 'RG1001', itemType: 'RING', sid: 'BKK-SIAM', active: true, isMapped: false, printingStatus: 'NOT_PRINTED' };
const event = (id: number, kind: TagEvent['kind'], epc: string, productCode: string, from?: string): TagEvent => ({
  id: String(id),
  epc,
  kind,
  product: { productCode, sid: 'BKK-SIAM' },
  from: from ? { productCode: from, sid: 'DXB-GOLDSOUK' } : null,
  userId: 'u1',
  details: {},
  at: '2026-11-26T03:00:00.000Z',
});
const result = (over: Partial<TagMappingResult>): TagMappingResult => ({ mapped: 0, moved: 0, unmapped: 0, unchanged: 0, products: [], ...over });
const tagsOf = (tags: string[], history: TagEvent[] = []): ProductTagsAnswer => ({ productCode: ring.productCode, sid: 'BKK-SIAM', tags: tags.map((epc, i) => ({ epc, primary: i === 0 })), history });

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Sara', email: 's@demo.hub', image: null, roleName: 'STORE_USER', roles, merchantID: 'DEMO', profile: 'default', sid: 'BKK-SIAM', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}
const READ = 'TAG_MAPPING_READ_PREVIEW';
const MODIFY = 'TAG_MAPPING_MODIFY';

function serve(): FakeApi {
  return fakeApi()
    .on(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG))
    .on(rfidConfigApi.get, succeeds({ ...DEFAULT_RFID_CONFIG, configured: true, updatedAt: null }))
    .on(productsApi.listRfid, succeeds({ products: [ring], start: 0, pageSize: 8, hasMore: false }))
    .on(tagMappingApi.product, succeeds(tagsOf([])));
}

const renderPage = () =>
  render(
    <HubRoot>
      <TagMappingPage />
    </HubRoot>,
  );

/** Finds the ring through the search and chooses it. */
async function chooseRing(api: FakeApi) {
  fireEvent.change(await screen.findByTestId('product-search'), { target: { value: 'RG-000123' } });
  fireEvent.click(await screen.findByRole('button', { name: /DJ-RG-000123/ }));
  await waitFor(() => expect(api.callsOf(tagMappingApi.product).length).toBeGreaterThan(0));
}

/** Types as a keyboard-wedge reader does: the characters, then Enter. */
async function readerTypes(epc: string) {
  const input = screen.getByTestId('tag-scan-input');
  fireEvent.change(input, { target: { value: epc } });
  await act(async () => {
    fireEvent.keyDown(input, { key: 'Enter' });
  });
}

describe('TagMappingPage (issue 14 item 2, /reusable-tag-mapping)', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    hubStore.getState().setFlags({ allowTagMapping: true });
    hubStore.getState().closeSnackbar();
  });

  it('When a product is chosen, then the focused input takes one EPC per Enter, maps it at once and keeps the focus for the next', async () => {
    signInWith([READ, MODIFY, 'PRODUCTS_READ_PREVIEW']);
    const api = serve();
    renderPage();
    await chooseRing(api);
    const input = screen.getByTestId('tag-scan-input');
    await waitFor(() => expect(document.activeElement).toBe(input));
    api.once(tagMappingApi.map, succeeds(result({ mapped: 1 }))).once(tagMappingApi.map, succeeds(result({ mapped: 1, unmapped: 1 })));
    api.on(tagMappingApi.product, succeeds(tagsOf([EPC_2], [event(2, 'MAPPED', EPC_2, ring.productCode), event(1, 'UNMAPPED', EPC_1, ring.productCode)])));
    await readerTypes(EPC_1);
    await readerTypes(EPC_2);
    const maps = api.callsOf(tagMappingApi.map);
    expect(maps.map((c) => [c.query, c.body])).toEqual([
      [{ sid: 'BKK-SIAM' }, { productCode: ring.productCode, epcs: [EPC_1], pairs: [], move: false }],
      [{ sid: 'BKK-SIAM' }, { productCode: ring.productCode, epcs: [EPC_2], pairs: [], move: false }],
    ]);
    expect((input as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(input);
    const log = screen.getAllByTestId('scan-entry').map((e) => e.textContent);
    expect(log).toEqual([`Replaced the old tag${EPC_2}`, `Mapped${EPC_1}`]);
    // The product's tags and their history follow.
    expect(await within(await screen.findByTestId('product-tags')).findByText(EPC_2)).toBeTruthy();
    expect(within(screen.getByTestId('chosen-product')).getAllByTestId('tag-history-entry').map((e) => e.textContent)).toEqual([
      expect.stringContaining('Mapped'),
      expect.stringContaining('Unmapped'),
    ]);
  });

  it('When a scanned tag is on another product, then the refusal names it and a confirmed move sends the same tag with move', async () => {
    signInWith([READ, MODIFY, 'PRODUCTS_READ_PREVIEW']);
    const api = serve();
    renderPage();
    await chooseRing(api);
    api.once(tagMappingApi.map, fails(409, 'TM100', { count: 1, tags: [{ epc: EPC_1, productCode: 'DJ-BG-000777', sid: 'DXB-GOLDSOUK' }] }));
    await readerTypes(EPC_1);
    const dialog = await screen.findByTestId('move-dialog');
    expect(dialog.textContent).toContain('DJ-BG-000777');
    expect(dialog.textContent).toContain('DXB-GOLDSOUK');
    expect(screen.getByTestId('scan-entry').textContent).toContain('This tag is already mapped to another product');
    api.once(tagMappingApi.map, succeeds(result({ moved: 1 })));
    // The open confirm dialog's button (as the admin pages find theirs: jsdom's focus trap may hide the portal from role queries).
    const move = within(await screen.findByRole('alertdialog', { hidden: true })).getByText('Move the tag', { selector: 'button' });
    await act(async () => {
      fireEvent.click(move);
    });
    expect(api.callsOf(tagMappingApi.map).at(-1)?.body).toEqual({ productCode: ring.productCode, epcs: [EPC_1], pairs: [], move: true });
    await waitFor(() => expect(screen.getByTestId('scan-entry').textContent).toBe(`Moved${EPC_1}`));
    expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Tags mapped successfully' });
  });

  it('When a list is pasted, then EPC lines go to the chosen product and "EPC,code" lines to theirs, in one request; refused lines are named by their line', async () => {
    signInWith([READ, MODIFY, 'PRODUCTS_READ_PREVIEW']);
    const api = serve();
    renderPage();
    await chooseRing(api);
    fireEvent.change(screen.getByTestId('tag-paste'), { target: { value: `${EPC_1}\n\nE2801170,DJ-RG-000124\n${EPC_2}` } });
    api.once(tagMappingApi.map, fails(400, 'TM101', { count: 1, tags: [{ index: 2, value: 'E2801170', problem: 'length' }] }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Map 3 tags' }));
    });
    expect(api.callsOf(tagMappingApi.map)[0]?.body).toEqual({ productCode: ring.productCode, epcs: [EPC_1, EPC_2], pairs: [['E2801170', 'DJ-RG-000124']], move: false });
    const refusal = await screen.findByTestId('paste-result');
    expect(refusal.textContent).toContain('This tag does not match the RFID config (encoding or length)');
    expect(refusal.textContent).toContain('Line 3: E2801170 (wrong length)');
  });

  it('When a tag is looked up, then the product holding it and its history show', async () => {
    signInWith([READ, 'PRODUCTS_READ_PREVIEW']);
    const api = serve().on(
      tagMappingApi.tag,
      succeeds({ epc: EPC_1, product: { productCode: 'DJ-RG-000123', sid: 'BKK-SIAM', designNumber: 'RG1001', itemType: 'RING' }, history: [event(3, 'MOVED', EPC_1, 'DJ-RG-000123', 'DJ-BG-000777'), event(1, 'MAPPED', EPC_1, 'DJ-BG-000777')] }),
    );
    renderPage();
    fireEvent.change(await screen.findByTestId('tag-lookup-input'), { target: { value: EPC_1.toLowerCase() } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    const found = await screen.findByTestId('tag-lookup-result');
    expect(api.callsOf(tagMappingApi.tag)[0]?.query).toEqual({ epc: EPC_1.toLowerCase() });
    expect(found.textContent).toContain('Mapped to DJ-RG-000123 in store BKK-SIAM');
    expect(within(found).getAllByTestId('tag-history-entry').map((e) => e.textContent)).toEqual([
      expect.stringContaining('From DJ-BG-000777 (store DXB-GOLDSOUK) to DJ-RG-000123 (store BKK-SIAM)'),
      expect.stringContaining('Mapped'),
    ]);
  });

  it('When the user may only read, then there is no scanning, no paste and no unmapping', async () => {
    signInWith([READ, 'PRODUCTS_READ_PREVIEW']);
    const api = serve().on(tagMappingApi.product, succeeds(tagsOf([EPC_1])));
    renderPage();
    await chooseRing(api);
    expect(await screen.findByText(EPC_1)).toBeTruthy();
    expect(screen.queryByTestId('tag-scan-input')).toBeNull();
    expect(screen.queryByTestId('tag-paste')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unmap' })).toBeNull();
  });

  it('When a tag of the product is unmapped, then the unmap call carries it and the tags load again', async () => {
    signInWith([READ, MODIFY, 'PRODUCTS_READ_PREVIEW']);
    const api = serve().on(tagMappingApi.product, succeeds(tagsOf([EPC_1])));
    renderPage();
    await chooseRing(api);
    api.on(tagMappingApi.unmap, succeeds(result({ unmapped: 1 })));
    const before = api.callsOf(tagMappingApi.product).length;
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: `Unmap ${EPC_1}` }));
    });
    expect(api.callsOf(tagMappingApi.unmap)[0]?.body).toEqual({ epcs: [EPC_1] });
    await waitFor(() => expect(api.callsOf(tagMappingApi.product).length).toBe(before + 1));
    expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Tags unmapped successfully' });
  });

  it('When tag mapping is off in the session or in the merchant\'s global config, then the 404 page shows', async () => {
    signInWith([READ, MODIFY]);
    const api = serve().on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, allowTagMapping: false }));
    const { unmount } = renderPage();
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    unmount();
    hubStore.getState().setFlags({ allowTagMapping: false });
    const calls = api.calls.length;
    renderPage();
    expect(screen.getByTestId('not-found-page')).toBeTruthy();
    expect(api.calls.length).toBe(calls);
  });

  it('When the user lacks TAG_MAPPING_READ_PREVIEW, then access is denied', () => {
    signInWith(['PRODUCTS_READ_PREVIEW']);
    const api = serve();
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
