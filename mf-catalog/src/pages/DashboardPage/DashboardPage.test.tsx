import { act, fireEvent, render, screen } from '@testing-library/react';
import {
  emitHubEvent,
  goldRatesApi,
  productsApi,
  setupApi,
  storesApi,
  type GoldRate,
  type ProductTypesAndCount,
  type SetupStatus,
  type StoreListEntry,
} from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, storeEntry, succeeds } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { catalogStore } from '../../store/catalogStore';
import { DashboardPage } from './DashboardPage';

const address = (country: string, city: string) => ({ country, state: '', city });
const stores = [
  storeEntry({ code: 'MASTER', name: 'Master location', address: address('Thailand', 'Bangkok'), tz: 'Asia/Bangkok', currency: 'THB' }),
  storeEntry({ code: 'BKK', name: 'Bangkok Siam', address: address('Thailand', 'Pathum Wan'), tz: 'Asia/Bangkok', currency: 'THB', openingTime: { hours: 10, minutes: 0 }, closingTime: { hours: 22, minutes: 0 } }),
  storeEntry({ code: 'DXB', name: 'Dubai Gold Souk', address: address('United Arab Emirates', 'Deira'), tz: null, currency: 'AED' }),
];
// The dashboard counts the setup wizard's 7 steps; other modules (a page's or none) are not steps.
const setup: SetupStatus = {
  setupDone: true,
  modules: [
    { name: 'Setup', status: 'CREATED' },
    { name: 'Filter', status: 'BEFORE_CREATED' },
    { name: 'Loyalty', status: 'CREATED' },
  ],
};
const typesAndCount: ProductTypesAndCount = {
  total: 10,
  types: { RING: 6, BANGLE: 4 },
  stores: { BKK: { total: 7, types: { RING: 5, BANGLE: 2 } }, DXB: { total: 3, types: { RING: 1, BANGLE: 2 } } },
};

/** The API as the dashboard calls it: setup, product counts, stores, gold rates (a test changes answers with `.on`). */
function serve(over: { stores?: StoreListEntry[]; goldRates?: GoldRate[] } = {}) {
  return fakeApi()
    .on(goldRatesApi.current, succeeds(over.goldRates ?? []))
    .on(setupApi.status, succeeds(setup))
    .on(productsApi.typesAndCount, succeeds(typesAndCount))
    .on(storesApi.list, succeeds(over.stores ?? stores));
}

describe('DashboardPage (spec section 2, "/")', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    catalogStore.getState().setStoreFilter({ country: null, state: null, city: null, store: null });
    hubStore.getState().signIn({
      user: { userName: 'Adam Admin', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 't',
      refreshToken: 'r',
    });
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <DashboardPage />
      </HubRoot>,
    );

  it('welcomes the user, shows setup progress and the stores without MASTER', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Adam Admin');
    expect(await screen.findByText('0 of 7 steps done')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByTestId('setup-progress').textContent).not.toContain('Loyalty');
    const cards = await screen.findAllByTestId('store-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Bangkok Siam', 'Dubai Gold Souk']);
    expect(cards[0]!.textContent).toContain('Pathum Wan, Thailand');
    expect(cards[0]!.textContent).toContain('Asia/Bangkok');
    expect(cards[1]!.textContent).toContain("Your browser's time zone");
    expect(cards[1]!.textContent).toMatch(/12:00\s?AM – 11:59\s?PM/);
  });

  const rate = (goldType: GoldRate['goldType'], ratePerGram: number, effectiveDate: string, currency = 'THB'): GoldRate => ({
    goldType,
    grams: 1,
    displayRate: ratePerGram,
    currency,
    ratePerGram,
    effectiveDate,
    createdBy: 'u',
    createdAt: '2026-11-01T00:00:00Z',
  });
  const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

  it('When gold rates are in force, then today\'s rate per gram shows in its currency with the way to manage them', async () => {
    serve({ goldRates: [rate('24K', 3150, '2026-11-20'), rate('18K', 2364.5, '2026-11-15')] });
    hubStore.setState((s) => ({ user: s.user && { ...s.user, roles: ['GOLD_RATE_READ_PREVIEW'] } }));
    renderPage();
    const card = await screen.findByTestId('gold-rates-card');
    expect(card.textContent).toContain('24K');
    expect(plain(card.textContent)).toContain('THB 3,150');
    expect(plain(card.textContent)).toContain('THB 2,364.50');
    expect(card.textContent).toContain('In force since');
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage gold rates' }).getAttribute('href')).toBe('/config/gold-rates');
  });

  it('When rates are in several currencies, then one currency shows at a time, the stores\' own first, the others a tab away', async () => {
    const rates = [rate('24K', 330.3, '2026-11-20', 'AED'), rate('22K', 302.5, '2026-11-20', 'AED'), rate('24K', 3150, '2026-11-20')];
    serve({ goldRates: rates, stores: [stores[0]!, stores[2]!] });
    renderPage();
    const card = await screen.findByTestId('gold-rates-card');
    await screen.findAllByTestId('store-card');
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    expect(screen.getByRole('tab', { name: 'AED' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'THB' }).getAttribute('aria-selected')).toBe('false');
    expect(plain(card.textContent)).toContain('AED 330.30');
    expect(plain(card.textContent)).not.toContain('3,150');
    fireEvent.click(screen.getByRole('tab', { name: 'THB' }));
    expect(plain(card.textContent)).toContain('THB 3,150');
    expect(plain(card.textContent)).not.toContain('330.30');
  });

  it('When no rate is entered and the user cannot manage them, then no gold section shows', async () => {
    serve();
    renderPage();
    await screen.findAllByTestId('store-card');
    expect(screen.queryByTestId('gold-rates-card')).toBeNull();
  });

  it('When the top bar picks a country, then only its stores stay', async () => {
    serve();
    renderPage();
    await screen.findAllByTestId('store-card');
    act(() => emitHubEvent('hub:store-filter-change', { country: 'United Arab Emirates', state: null, city: null, store: null }, window));
    expect(screen.getAllByTestId('store-card').map((c) => c.getAttribute('aria-label'))).toEqual(['Dubai Gold Souk']);
  });

  it('When the stores cannot load, then the error wording shows; an empty list shows the empty state', async () => {
    serve().on(storesApi.list, fails(500, 'SE100'));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Server error!');
  });

  it('When the merchant has only MASTER, then "No stores yet" shows', async () => {
    serve({ stores: stores.slice(0, 1) });
    renderPage();
    expect(await screen.findByText('No stores yet')).toBeTruthy();
  });

  it('shows the products in total, per item type and per store, from types-and-count', async () => {
    serve();
    renderPage();
    const total = await screen.findByTestId('product-counts-total');
    expect(total.textContent).toContain('10');
    expect(screen.getByRole('list', { name: 'Products by item type' }).textContent).toMatch(/RING6.*BANGLE4/);
    await screen.findAllByTestId('store-card');
    const perStore = screen.getAllByTestId('store-count');
    expect(perStore.map((c) => c.getAttribute('aria-label'))).toEqual(['Bangkok Siam', 'Dubai Gold Souk']);
    expect(perStore[0]!.textContent).toContain('7 products');
    expect(perStore[0]!.textContent).toContain('70% of the products shown');
  });

  it('When the location selector keeps one country, then the counts are those of its stores', async () => {
    serve();
    renderPage();
    await screen.findAllByTestId('store-card');
    await screen.findByTestId('product-counts-total');
    act(() => emitHubEvent('hub:store-filter-change', { country: 'United Arab Emirates', state: null, city: null, store: null }, window));
    expect(screen.getAllByTestId('store-count').map((c) => c.getAttribute('aria-label'))).toEqual(['Dubai Gold Souk']);
    expect(screen.getByTestId('product-counts-total').textContent).toMatch(/^3/);
  });

  it('When the user has the owner dashboard role, then the stores\' counts lead and no setup content shows', async () => {
    hubStore.getState().signIn({
      user: { userName: 'Olive Owner', email: 'o@demo.hub', image: null, roleName: 'OWNER', roles: ['DASH_READ_ADMIN', 'PRODUCTS_READ_PREVIEW'], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 't',
      refreshToken: 'r',
    });
    const api = serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Products per store' })).toBeTruthy();
    await screen.findAllByTestId('store-count');
    expect(screen.queryByRole('heading', { name: 'Setup progress' })).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith(setupApi.status.path))).toBe(false);
  });

  it('When the counts cannot load, then their error shows with a retry', async () => {
    serve().on(productsApi.typesAndCount, fails(500, 'PD101'));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Product counts could not be loaded');
    expect(alert.textContent).toContain('Failed to fetch products list');
  });
});
