import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_GLOBAL_CONFIG,
  dataMappingApi,
  globalConfigApi,
  listConfigApi,
  onHubEvent,
  productsApi,
  type CatalogViewAnswer,
  type DataMappingAnswer,
  type FilterConfigAnswer,
  type PreFilterConfigAnswer,
  type Product,
  type ProductFieldType,
} from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { INITIAL_PRODUCT_LIST, catalogStore } from '../../store/catalogStore';
import { ProductsPage } from './ProductsPage';

const field = (name: string, displayName: string, type: ProductFieldType = 'text', filter = { enabled: false, range: false }) => ({
  name,
  displayName,
  erpField: name.toUpperCase(),
  type,
  visible: true,
  filter,
});
const mapping: DataMappingAnswer = {
  fields: [
    field('productCode', 'Product code'),
    field('itemType', 'Item type', 'text', { enabled: true, range: false }),
    field('karat', 'Karat', 'text', { enabled: true, range: false }),
    field('netWeight', 'Net weight (g)', 'number', { enabled: true, range: true }),
    field('stoneType', 'Stones'),
  ],
  uniqueFields: [],
  fieldMappings: [],
  groups: { single: [], multi: ['stoneType'] },
  revision: 1,
  configured: true,
  updatedAt: null,
};
const view: CatalogViewAnswer = {
  columns: [{ fieldName: 'productCode', visible: true }, { fieldName: 'netWeight', visible: true }, { fieldName: 'stoneType', visible: true }, { fieldName: 'karat', visible: false }],
  effectiveColumns: ['productCode', 'netWeight', 'stoneType'],
  revision: 1,
  configured: true,
};
const filterConfig: FilterConfigAnswer = { filters: [], revision: 0, configured: false };
const preFilters: PreFilterConfigAnswer = { presets: [{ name: 'Heavy rings', filters: { itemType: ['RING'], netWeight: { from: 5, to: null } } }], revision: 1, configured: true };
const product = (code: string, extra: Record<string, unknown> = {}): Product => ({
  productCode: code,
  rfidTag: null,
  designNumber: 'RG1001',
  itemType: 'RING',
  itemStatus: 'IN_STOCK',
  active: true,
  imageName: [],
  verifiedImageName: [],
  sid: 'BKK',
  isMapped: true,
  printingStatus: 'PRINTED',
  createdAt: '',
  updatedAt: '',
  udf: { verifiedImageName: [] },
  netWeight: 4.567,
  stoneType: ['Ruby', 'Diamond'],
  karat: '22K',
  ...extra,
});

describe('ProductsPage (/products, issue 5 item 5)', () => {
  let api: FakeApi;

  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    api = fakeApi()
      .on(dataMappingApi.get, succeeds(mapping))
      .on(listConfigApi.catalogView, succeeds(view))
      .on(listConfigApi.filter, succeeds(filterConfig))
      .on(listConfigApi.preFilter, succeeds(preFilters))
      .on(globalConfigApi.get, succeeds({ ...DEFAULT_GLOBAL_CONFIG, imageBaseUrl: null, showImageFilter: true, showIsMappedFilter: false }))
      .on(productsApi.types, succeeds(['BANGLE', 'RING']))
      .on(productsApi.count, succeeds({ count: 2, exact: true }))
      .on(
        productsApi.list,
        succeeds({ products: [product('DJ-RG-000001'), product('DJ-RG-000002', { active: false, netWeight: null })], start: 0, pageSize: 25, hasMore: false }),
      );
    catalogStore.setState({ ...INITIAL_PRODUCT_LIST, storeFilter: { country: null, state: null, city: null, store: null } });
    hubStore.setState({ locale: 'en' });
    hubStore.getState().signIn({
      user: { userName: 'Adam Admin', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <ProductsPage />
      </HubRoot>,
    );
  // The table shows from 768 px; jsdom applies no media query, so it counts as hidden there.
  const table = async () => screen.findByRole('table', { name: 'Products', hidden: true });
  const lastList = () => api.callsOf(productsApi.list).at(-1)!;

  it('shows the catalogue view\'s visible columns in its order, values by the display rules, and the total', async () => {
    renderPage();
    const grid = await table();
    const headers = within(grid).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    expect(headers).toEqual(['Image', 'Product code', 'Net weight (g)', 'Stones', 'Store', 'Active', 'Details']);
    const rows = within(grid).getAllByTestId('product-row');
    expect(rows[0]!.textContent).toContain('4.57');
    expect(rows[0]!.textContent).toContain('Ruby, Diamond');
    expect(rows[1]!.textContent).toContain('-');
    expect(within(rows[1]!).getByText('Inactive')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'DJ-RG-000001', hidden: true }).getAttribute('href')).toBe('/products/DJ-RG-000001?sid=BKK');
    expect(await screen.findByText('1–2 of 2')).toBeTruthy();
    expect(lastList().query.sid).toBe('MASTER');
    expect(lastList().query.active).toBe('true');
    expect(lastList().query.start).toBe('0');
  });

  it('When the user hides a column in the chooser, then it leaves the table and stays hidden for that user next time', async () => {
    window.localStorage.clear();
    const { unmount } = renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Columns 4/4', hidden: true }));
    const stones = await screen.findByRole('menuitemcheckbox', { name: 'Stones', hidden: true });
    expect(screen.getByRole('menuitemcheckbox', { name: 'Product code', hidden: true }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(stones);
    const headers = async () => within(await table()).getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
    await waitFor(async () => expect(await headers()).toEqual(['Image', 'Product code', 'Net weight (g)', 'Store', 'Active', 'Details']));
    expect(JSON.parse(window.localStorage.getItem('hub.products.hiddenColumns:DEMO:a@demo.hub') ?? '[]')).toEqual(['stoneType']);
    unmount();
    renderPage();
    await waitFor(async () => expect(await headers()).toEqual(['Image', 'Product code', 'Net weight (g)', 'Store', 'Active', 'Details']));
    expect(screen.getByRole('button', { name: 'Columns 3/4', hidden: true })).toBeTruthy();
    window.localStorage.clear();
  });

  it('When the user types a search, then the list asks once the typing settles, from the first page', async () => {
    renderPage();
    await table();
    fireEvent.change(screen.getByRole('searchbox', { name: /Search code/ }), { target: { value: 'RG10' } });
    await waitFor(() => expect(lastList().query.searchText).toBe('RG10'));
    expect(api.callsOf(productsApi.count).at(-1)!.query.searchText).toBe('RG10');
  });

  it('When the inactive toggle is picked, then active=false is asked; All leaves it out', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() => expect(lastList().query.active).toBe('false'));
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect('active' in lastList().query).toBe(false));
  });

  it('offers the mapping\'s filters (ranges as from/to, item types as a dropdown, image by the global flag) and sends them', async () => {
    renderPage();
    await table();
    const filters = screen.getByRole('group', { name: 'Filters' });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Net weight (g) from' }), { target: { value: '2' } });
    fireEvent.change(within(filters).getByRole('textbox', { name: 'Karat' }), { target: { value: '22K' } });
    const typeSelect = await within(filters).findByRole('combobox', { name: 'Item type' });
    await waitFor(() => expect(within(typeSelect).getAllByRole('option').map((o) => o.textContent)).toEqual(['Any', 'BANGLE', 'RING']));
    fireEvent.change(typeSelect, { target: { value: 'RING' } });
    fireEvent.change(within(filters).getByRole('combobox', { name: 'Has an image' }), { target: { value: 'true' } });
    await waitFor(() => expect(lastList().body).toEqual({ data: { netWeight: { from: 2 }, karat: '22K', itemType: 'RING', hasImage: true } }));
  });

  it('When a range is reversed, then the field says so and the range is not sent', async () => {
    renderPage();
    await table();
    fireEvent.change(screen.getByRole('textbox', { name: 'Net weight (g) from' }), { target: { value: '9' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Net weight (g) to' }), { target: { value: '3' } });
    expect(await screen.findByText("'From' must not be above 'to'")).toBeTruthy();
    // A later filter's request is the marker that the list has been asked again since (not a pause):
    // it carries that filter and no range, and no request ever carried the reversed one.
    fireEvent.change(screen.getByRole('textbox', { name: 'Karat' }), { target: { value: '22K' } });
    await waitFor(() => expect(lastList().body).toEqual({ data: { karat: '22K' } }));
    expect(api.callsOf(productsApi.list).filter((c) => JSON.stringify(c.body).includes('netWeight'))).toEqual([]);
  });

  it('When a saved filter chip is clicked, then its filter set is applied in one click', async () => {
    renderPage();
    await table();
    const chip = screen.getByRole('button', { name: 'Heavy rings' });
    fireEvent.click(chip);
    await waitFor(() => expect(lastList().body).toEqual({ data: { itemType: ['RING'], netWeight: { from: 5 } } }));
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    await waitFor(() => expect(lastList().body).toEqual({ data: {} }));
  });

  it('When Details is clicked, then hub:product-show carries the product code and store', async () => {
    const shown: unknown[] = [];
    const off = onHubEvent('hub:product-show', (detail) => shown.push(detail), window);
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Show details of DJ-RG-000002', hidden: true }));
    off();
    expect(shown).toEqual([{ productCode: 'DJ-RG-000002', sid: 'BKK' }]);
  });

  it('When the location selector picks a store, then the list reads that store', async () => {
    renderPage();
    await table();
    act(() => catalogStore.getState().setStoreFilter({ country: 'Thailand', state: null, city: null, store: 'BKK' }));
    await waitFor(() => expect(lastList().query.sid).toBe('BKK'));
  });

  it('When Export is clicked, then each CSV file of the answer is downloaded under its own name', async () => {
    const exportText = [
      '--B',
      'Content-Type: text/csv; charset=utf-8',
      'Content-Disposition: attachment; filename="products-BKK.csv"',
      '',
      'code\r\nDJ-RG-000001',
      '--B',
      'Content-Type: text/csv; charset=utf-8',
      'Content-Disposition: attachment; filename="products-DXB.csv"',
      '',
      'code\r\nDJ-RG-000009',
      '--B--',
    ].join('\r\n');
    // The export answers text, not the JSON envelope the fake answers: the fake records the call, the text replaces its answer.
    const base = globalThis.fetch;
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const answered = await base(input, init);
      return new URL(String(input), 'http://hub.test').pathname === productsApi.exportProducts.path
        ? ({ ok: true, status: 200, headers: new Headers({ 'X-Hub-Export-Boundary': 'B' }), text: async () => exportText } as Response)
        : answered;
    }) as typeof fetch;
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return `blob:${created.length}`;
    });
    URL.revokeObjectURL = jest.fn();
    const downloads: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    renderPage();
    await table();
    await screen.findByText('1–2 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(2));
    click.mockRestore();
    expect(downloads[0]).toMatch(/^DEMO_\d{4}-\d{2}-\d{2}_products-BKK\.csv$/);
    expect(downloads[1]).toMatch(/_products-DXB\.csv$/);
    expect(created[0]!.type).toBe('text/csv;charset=utf-8');
    const exportCall = api.callsOf(productsApi.exportProducts)[0]!;
    expect(exportCall.query.active).toBe('true');
    expect('start' in exportCall.query).toBe(false);
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('Export ready: 2 files downloaded'));
  });

  it('When the list cannot load, then PD101\'s wording shows with a retry', async () => {
    api.on(productsApi.list, fails(500, 'SE100'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch products list');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('When the server stopped counting (issue 9), then the total reads "more than" in the badge and the pager, which pages by hasMore', async () => {
    api.on(productsApi.count, succeeds({ count: 1000, exact: false }));
    api.on(productsApi.list, succeeds({ products: [product('DJ-RG-000001'), product('DJ-RG-000002')], start: 0, pageSize: 2, hasMore: true }));
    renderPage();
    const badge = await screen.findByLabelText('More than 1,000 matching products');
    expect(badge.textContent).toBe('1,000+');
    expect(await screen.findByText('1–2 of more than 1,000')).toBeTruthy();
    expect(screen.getByText('Page 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Last page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByLabelText(/^Matching products/)).toBeNull();
  });

  it('When the language is Arabic and the count is not exact, then the badge reads "more than" in Arabic', async () => {
    api.on(productsApi.count, succeeds({ count: 1000, exact: false }));
    hubStore.setState({ locale: 'ar' });
    renderPage();
    const badge = await screen.findByLabelText(/أكثر من .* من المنتجات المطابقة/);
    expect(badge.textContent).toMatch(/^أكثر من /);
  });

  it('When nothing matches, then the empty state shows', async () => {
    api.on(productsApi.list, succeeds({ products: [], start: 0, pageSize: 25, hasMore: false }));
    renderPage();
    expect(await screen.findByText('No products found')).toBeTruthy();
  });
});
