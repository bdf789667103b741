import { act, render, screen } from '@testing-library/react';
import { emitHubEvent } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { catalogStore } from '../../store/catalogStore';
import { DashboardPage } from './DashboardPage';

function answer(data: unknown, ok = true): Response {
  const body = ok ? { status: 'success', code: 'X', data } : data;
  return { ok, status: ok ? 200 : 500, json: async () => body } as Response;
}

const address = (country: string, city: string) => ({ country, state: '', city, line1: '', zipcode: '' });
const stores = [
  { code: 'MASTER', name: 'Master location', address: address('Thailand', 'Bangkok'), tz: 'Asia/Bangkok' },
  { code: 'BKK', name: 'Bangkok Siam', address: address('Thailand', 'Pathum Wan'), tz: 'Asia/Bangkok', openingTime: { hours: 10, minutes: 0 }, closingTime: { hours: 22, minutes: 0 } },
  { code: 'DXB', name: 'Dubai Gold Souk', address: address('United Arab Emirates', 'Deira'), tz: null },
];
const setup = { setupDone: true, modules: [{ name: 'Setup', status: 'CREATED' }, { name: 'Theme', status: 'BEFORE_CREATED' }] };

describe('DashboardPage (spec section 2, "/")', () => {
  const fetchMock = jest.fn();
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
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
    fetchMock.mockImplementation(async (url: string) => answer(url.startsWith('/merchant/setup') ? setup : stores));
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Adam Admin');
    expect(await screen.findByText('1 of 2 modules done')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    const cards = await screen.findAllByTestId('store-card');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Bangkok Siam', 'Dubai Gold Souk']);
    expect(cards[0]!.textContent).toContain('Pathum Wan, Thailand');
    expect(cards[0]!.textContent).toContain('Asia/Bangkok');
    expect(cards[1]!.textContent).toContain("Your browser's time zone");
    expect(cards[1]!.textContent).toMatch(/12:00\s?AM – 11:59\s?PM/);
  });

  it('When the top bar picks a country, then only its stores stay', async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url.startsWith('/merchant/setup') ? setup : stores));
    renderPage();
    await screen.findAllByTestId('store-card');
    act(() => emitHubEvent('hub:store-filter-change', { country: 'United Arab Emirates', state: null, city: null, store: null }, window));
    expect(screen.getAllByTestId('store-card').map((c) => c.getAttribute('aria-label'))).toEqual(['Dubai Gold Souk']);
  });

  it('When the stores cannot load, then the error wording shows; an empty list shows the empty state', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/merchant/setup') ? answer(setup) : answer({ status: 'error', code: 'SE100', message: 'x' }, false),
    );
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toContain('Server error!');
  });

  it('When the merchant has only MASTER, then "No stores yet" shows', async () => {
    fetchMock.mockImplementation(async (url: string) => answer(url.startsWith('/merchant/setup') ? setup : stores.slice(0, 1)));
    renderPage();
    expect(await screen.findByText('No stores yet')).toBeTruthy();
  });
});
