import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  dataMappingApi,
  globalConfigApi,
  goldRatesApi,
  onHubEvent,
  productDetailsConfigApi,
  productsApi,
  storesApi,
  tagMappingApi,
  type DataMappingAnswer,
  type GoldRate,
  type Product,
  type ProductDetailsAnswer,
} from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds, type FakeReply } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { ProductPage } from './ProductPage';

const product: Product = {
  productCode: 'DJ-NK-000007',
  rfidTag: '3034ABC',
  designNumber: 'NK1203',
  itemType: 'NECKLACE',
  itemStatus: 'IN_STOCK',
  active: false,
  imageName: ['NK1203'],
  verifiedImageName: [],
  sid: 'DXB',
  isMapped: true,
  printingStatus: 'PRINTED',
  createdAt: '2026-01-01',
  updatedAt: '2026-01-02',
  udf: { verifiedImageName: [] },
  karat: '22K',
  netWeight: 12.5,
  stoneType: ['Ruby', 'Emerald'],
  stoneWeight: [0.25, 0.5],
  __internal: 'x',
};
const details: ProductDetailsAnswer = {
  sections: [
    { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
  ],
  summary: { headers: [], content: [] },
  breakdown: { lines: [], totalField: null },
  revision: 1,
  configured: true,
};
const mapping: DataMappingAnswer = {
  fields: [
    { name: 'karat', displayName: 'Karat', erpField: 'KT', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'netWeight', displayName: 'Net weight (g)', erpField: 'NWT', type: 'number', visible: true, filter: { enabled: false, range: false } },
    { name: 'stoneType', displayName: 'Stones', erpField: 'ST', type: 'text', visible: true, filter: { enabled: false, range: false } },
    { name: 'stoneWeight', displayName: 'Stone weight (ct)', erpField: 'SW', type: 'number', visible: true, filter: { enabled: false, range: false } },
  ],
  uniqueFields: [],
  fieldMappings: [],
  groups: { single: [], multi: [] },
  revision: 1,
  configured: true,
  updatedAt: null,
};
/** Today's rates: 22K in dirham (the DXB store's currency) and in baht, which must not value a dirham item. */
const rates: GoldRate[] = [
  { goldType: '22K', grams: 1, displayRate: 250, currency: 'AED', ratePerGram: 250, effectiveDate: '2026-11-22', createdBy: null, createdAt: '' },
  { goldType: '22K', grams: 1, displayRate: 2500, currency: 'THB', ratePerGram: 2500, effectiveDate: '2026-11-22', createdBy: null, createdAt: '' },
];
/** Text as read: no-break spaces as spaces, no bidi isolates. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ').replace(/[\u2068\u2069]/g, '');

describe('ProductPage (/products/:code)', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    window.history.replaceState(null, '', '/products/DJ-NK-000007?sid=DXB');
    hubStore.setState({ locale: 'en' });
    hubStore.getState().signIn({
      user: { userName: 'Adam Admin', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  });

  const serve = (productAnswer: FakeReply<typeof productsApi.lookup>) =>
    fakeApi()
      .on(productsApi.lookup, productAnswer)
      .on(productDetailsConfigApi.get, succeeds(details))
      .on(dataMappingApi.get, succeeds(mapping))
      .on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, imageBaseUrl: 'https://cdn.example.com/img' }))
      .on(goldRatesApi.current, succeeds(rates))
      .on(storesApi.list, succeeds([storeEntry({ code: 'DXB', currency: 'AED' })]));
  const renderPage = () =>
    render(
      <HubRoot>
        <ProductPage productCode="DJ-NK-000007" />
      </HubRoot>,
    );

  it('shows the record by the configured sections, the badges, the image and the value at today\'s gold rate in the store\'s currency', async () => {
    const api = serve(succeeds(product));
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('DJ-NK-000007');
    expect(api.calls[0]?.path).toBe(productsApi.lookup.path);
    expect(api.calls[0]?.query).toEqual({ productCode: 'DJ-NK-000007', sid: 'DXB' });
    // The badges and sections are deferred components of @hub/ui: they render once their code is in.
    expect(await screen.findByText('NECKLACE')).toBeTruthy();
    expect(screen.getByText('IN_STOCK')).toBeTruthy();
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'DJ-NK-000007' }).getAttribute('src')).toBe('https://cdn.example.com/img/NK1203.webp');
    const gold = await screen.findByTestId('gold-value');
    await waitFor(() => expect(plain(gold.textContent)).toContain('AED 3,125'));
    expect(plain(gold.textContent)).toContain('12.5 g of 22K at AED 250 per 1 g');

    expect(await screen.findAllByRole('tab')).toHaveLength(3);
    const panel = screen.getByRole('tabpanel');
    expect(panel.textContent).toContain('Karat');
    expect(panel.textContent).toContain('12.5');

    fireEvent.click(screen.getByRole('tab', { name: 'Stones' }));
    const stones = within(screen.getByRole('tabpanel')).getByRole('table');
    expect(within(stones).getAllByRole('row').map((r) => r.textContent)).toEqual(['StonesStone weight (ct)', 'Ruby0.25', 'Emerald0.5']);

    fireEvent.click(screen.getByRole('tab', { name: 'All' }));
    const all = screen.getByRole('tabpanel').textContent ?? '';
    expect(all).toContain('Product code');
    expect(all).not.toContain('__internal');
    expect(all).not.toContain('Created');
    expect(all).not.toContain('Images');
  });

  it('When the item carries its own currency and there is no rate in it, then no value shows and the card says so', async () => {
    serve(succeeds({ ...product, currency: 'CNY' }));
    renderPage();
    const gold = await screen.findByTestId('gold-value');
    await waitFor(() => expect(plain(gold.textContent)).toContain('No gold rate for 22K in Chinese Yuan today'));
    expect(plain(gold.textContent)).not.toContain('3,125');
  });

  it('When "Open details dialog" is clicked, then hub:product-show carries the code and store', async () => {
    serve(succeeds(product));
    const shown: unknown[] = [];
    const off = onHubEvent('hub:product-show', (d) => shown.push(d), window);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Open details dialog' }));
    off();
    expect(shown).toEqual([{ productCode: 'DJ-NK-000007', sid: 'DXB' }]);
  });

  it('When the product does not exist, then PD100\'s wording shows, with the way back to the list', async () => {
    serve(fails(404, 'PD100'));
    renderPage();
    expect(await screen.findByTestId('record-not-found')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Product not found');
    expect(screen.getByRole('link', { name: 'Back to products' }).getAttribute('href')).toBe('/products');
    expect(screen.queryByTestId('gold-value')).toBeNull();
  });

  it('When the user may read tag mapping, then a Tag history section shows the product\'s tags and every tag it carried', async () => {
    hubStore.getState().signIn({
      user: { userName: 'Sara', email: 's@demo.hub', image: null, roleName: 'STORE_USER', roles: ['PRODUCTS_READ_PREVIEW', 'TAG_MAPPING_READ_PREVIEW'], merchantID: 'DEMO', profile: 'default', sid: 'DXB', merchants: ['DEMO'] },
      accessToken: 't',
      refreshToken: 'r',
    });
    const at = '2026-11-26T03:00:00.000Z';
    const api = serve(succeeds(product)).on(
      tagMappingApi.product,
      succeeds({
        productCode: 'DJ-NK-000007',
        sid: 'DXB',
        tags: [{ epc: '3034ABC', primary: true }],
        history: [
          { id: '2', epc: '3034ABC', kind: 'MAPPED', product: { productCode: 'DJ-NK-000007', sid: 'DXB' }, from: null, userId: 'u', details: {}, at },
          { id: '1', epc: 'E2OLD', kind: 'UNMAPPED', product: { productCode: 'DJ-NK-000007', sid: 'DXB' }, from: null, userId: 'u', details: {}, at },
        ],
      }),
    );
    renderPage();
    const section = await screen.findByTestId('product-tag-history');
    expect(within(section).getByRole('heading', { name: 'Tag history' })).toBeTruthy();
    expect(api.callsOf(tagMappingApi.product)[0]?.query).toEqual({ productCode: 'DJ-NK-000007', sid: 'DXB' });
    await waitFor(() => expect(within(section).getAllByTestId('tag-history-entry')).toHaveLength(2));
    expect(section.textContent).toContain('Tag now:3034ABC');
    expect(within(section).getAllByTestId('tag-history-entry').map((e) => e.textContent)).toEqual([expect.stringMatching(/^Mapped.*3034ABC/), expect.stringMatching(/^Unmapped.*E2OLD/)]);
    await waitFor(() => expect(plain(screen.getByTestId('gold-value').textContent)).toContain('AED 3,125'));
  });

  it('When the user may not read tag mapping, then there is no Tag history section', async () => {
    serve(succeeds(product));
    renderPage();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('DJ-NK-000007');
    // Once the page has settled (the gold value in the store's currency).
    await waitFor(() => expect(plain(screen.getByTestId('gold-value').textContent)).toContain('AED 3,125'));
    expect(screen.queryByTestId('product-tag-history')).toBeNull();
  });

  it('When the product cannot load for another reason, then the error shows with a retry', async () => {
    serve(fails(500, 'SE100'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The product could not be loaded');
  });
});
