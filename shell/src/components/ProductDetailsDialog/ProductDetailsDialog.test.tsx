import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  EMPTY_DATA_MAPPING,
  dataMappingApi,
  emitHubEvent,
  globalConfigApi,
  goldRatesApi,
  productDetailsConfigApi,
  productsApi,
  type DataMappingAnswer,
  type GoldRate,
  type Product,
  type ProductDetailsAnswer,
} from '@hub/contracts';
import { HubRoot, Snackbar, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import { sessionProductCache } from './productDetailsSource';

const product: Product = {
  productCode: 'DJ-RG-000001',
  rfidTag: '3034000000010A',
  designNumber: 'RG1042',
  itemType: 'RING',
  itemStatus: 'SOLD',
  active: false,
  imageName: ['RG1042'],
  verifiedImageName: [],
  sid: 'BKK01',
  isMapped: true,
  printingStatus: 'PRINTED',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  udf: { verifiedImageName: [] },
  karat: '22K',
  netWeight: 6.3,
  stoneType: ['Diamond', 'Ruby'],
  stoneWeight: 0.42,
  price: 30350,
  currency: 'THB',
};
const details: ProductDetailsAnswer = {
  sections: [
    { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
  ],
  summary: { headers: [{ fieldName: 'designNumber' }, { fieldName: 'price' }], content: ['netWeight'] },
  breakdown: { lines: [], totalField: null },
  revision: 1,
  configured: true,
};
const field = (name: string, displayName: string, type: 'text' | 'number') => ({
  name,
  displayName,
  erpField: name.toUpperCase(),
  type,
  visible: true,
  filter: { enabled: false, range: false },
});
const mapping: DataMappingAnswer = {
  ...EMPTY_DATA_MAPPING,
  fields: [field('netWeight', 'Net weight (g)', 'number'), field('stoneType', 'Stones', 'text')],
  revision: 1,
  configured: true,
  updatedAt: '2026-11-01T00:00:00Z',
};
/** 22K in baht (the item's currency) and in dirham, which must not value it. */
const rates: GoldRate[] = [
  { goldType: '22K', grams: 1, displayRate: 2000, currency: 'THB', ratePerGram: 2000, effectiveDate: '2026-11-22', createdBy: null, createdAt: '2026-11-22T00:00:00Z' },
  { goldType: '22K', grams: 1, displayRate: 250, currency: 'AED', ratePerGram: 250, effectiveDate: '2026-11-22', createdBy: null, createdAt: '2026-11-22T00:00:00Z' },
];
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The dialog's calls, answered; a test then changes some answers with `.on`. */
const serve = () =>
  fakeApi()
    .on(productsApi.lookup, succeeds(product))
    .on(productDetailsConfigApi.get, succeeds(details))
    .on(dataMappingApi.get, succeeds(mapping))
    .on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, imageBaseUrl: 'https://img.demo.hub/p' }))
    .on(goldRatesApi.current, succeeds(rates));

describe('ProductDetailsDialog (spec sections 2, 3 and 8)', () => {
  beforeAll(() => registerShellStrings());

  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
    hubStore.getState().signIn({
      user: { userName: 'Adam', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  });
  afterEach(() => hubStore.getState().signOut());

  const renderDialog = () =>
    render(
      <HubRoot>
        <Snackbar />
        <ProductDetailsDialog />
      </HubRoot>,
    );
  const show = (productCode = 'DJ-RG-000001', sid = 'BKK01') =>
    act(() => emitHubEvent('hub:product-show', { productCode, sid }, window));

  it('When a remote emits hub:product-show, then the dialog loads the product and shows its tabs and badges', async () => {
    const api = serve();
    renderDialog();
    show();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Loading product…')).toBeTruthy();
    expect(await within(dialog).findByRole('tab', { name: 'Metal' })).toBeTruthy();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs).toEqual(['Metal', 'Stones', 'All'].map((name) => within(dialog).getByRole('tab', { name })));
    expect(within(dialog).getByTestId('badge-item-type').textContent).toBe('RING');
    expect(within(dialog).getByTestId('badge-item-status').textContent).toBe('SOLD');
    expect(within(dialog).getByTestId('badge-inactive').textContent).toBe('Inactive');
    expect(within(dialog).getByTestId('summary-headers').textContent).toContain('RG1042');
    expect(plain(within(dialog).getByTestId('summary-headers').textContent)).toContain('THB 30,350');
    expect(plain(within(dialog).getByTestId('gold-value').textContent)).toContain('THB 12,600');
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('https://img.demo.hub/p/RG1042.webp');
    expect(within(dialog).getByRole('tabpanel').textContent).toContain('Net weight (g)');
    expect(api.callsOf(productsApi.lookup)[0]?.query).toEqual({ productCode: 'DJ-RG-000001', sid: 'BKK01' });

    fireEvent.click(within(dialog).getByRole('tab', { name: 'Stones' }));
    const table = within(dialog).getByRole('table', { name: 'Stones' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['StonesstoneWeight', 'Diamond0.42', 'Ruby-']);

    fireEvent.click(within(dialog).getByRole('tab', { name: 'All' }));
    const all = within(dialog).getByRole('tabpanel').textContent!;
    expect(all).toContain('Product code');
    expect(all).toContain('Diamond, Ruby');
    expect(all).toContain('ActiveNo');
    expect(all).not.toContain('Image name');
    expect(all).not.toContain('2026-11-01');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('When the product cannot be loaded, then the dialog closes, PD100 shows and the product is marked purged', async () => {
    serve().on(productsApi.lookup, fails(404, 'PD100'));
    renderDialog();
    show('NOPE', 'BKK01');
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect((await screen.findByTestId('snackbar')).textContent).toContain('Product not found');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionProductCache().get('NOPE', 'BKK01')).toEqual({ status: 'purged' });
  });

  it('When any other error occurs, then PD100 shows in the user’s language', async () => {
    hubStore.setState({ locale: 'th' });
    serve().on(productsApi.lookup, fails(500, 'SE100'));
    renderDialog();
    show();
    expect((await screen.findByTestId('snackbar')).textContent).toContain('ไม่พบสินค้า');
  });

  it('When the caller may not read gold rates (403), then the product shows without a gold value or error', async () => {
    serve().on(goldRatesApi.current, fails(403, 'UAC108')).on(productDetailsConfigApi.get, succeeds({ ...details, sections: [] }));
    renderDialog();
    show();
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('tab', { name: 'All' })).toBeTruthy();
    expect(within(dialog).queryByTestId('gold-value')).toBeNull();
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('When a product was loaded in this session, then it comes from the cache; signing out clears the cache', async () => {
    const api = serve();
    renderDialog();
    show();
    // hidden: true skips jsdom's slow visibility checks (this test asks the same tab twice).
    await screen.findByRole('tab', { name: 'Metal', hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Close', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Metal', hidden: true })).toBeNull());
    show();
    await screen.findByRole('tab', { name: 'Metal', hidden: true });
    const productCalls = () => api.callsOf(productsApi.lookup).length;
    expect(productCalls()).toBe(1);
    const cache = sessionProductCache();
    expect(cache.get('DJ-RG-000001', 'BKK01')?.status).toBe('loaded');
    act(() => hubStore.getState().signOut());
    expect(sessionProductCache()).not.toBe(cache);
    expect(sessionProductCache().size).toBe(0);
  });
});
