import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { storesApi, type StoreRecord } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { StoreListPage } from './StoreListPage';

const STORE: StoreRecord = {
  code: 'BKK-SIAM',
  name: 'Bangkok Siam Paragon',
  address: {
    country: 'Thailand',
    state: 'Bangkok',
    city: 'Pathum Wan',
    line1: '991 Rama I Road',
    zipcode: '10330',
  },
  location: { lat: 13.7462, lng: 100.5347 },
  tz: 'Asia/Bangkok',
  autosync: { isEnable: true, startDate: '2026-01-01', startTime: '02:00', syncFrequency: 'DAILY' },
  openingTime: { hours: 10, minutes: 0 },
  closingTime: { hours: 22, minutes: 0 },
  manager: null,
  dataImport: { connectionStatus: 'Tested' },
  dataExport: null,
  profile: 'default',
  currency: 'THB',
};
const LIST = succeeds<typeof storesApi.list>([{ ...STORE, code: 'MASTER', name: 'Master' }, STORE]);

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: {
      userName: 'Ann',
      email: 'a@demo.hub',
      image: null,
      roleName: 'ADMIN',
      roles,
      merchantID: 'DEMO',
      profile: 'default',
      sid: 'MASTER',
      merchants: ['DEMO'],
    },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('StoreListPage: create, edit and delete stores (spec sections 3, 5, 7)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    api = fakeApi();
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <StoreListPage />
      </HubRoot>,
    );

  it("When stores are listed, then each shows its data import connection status (its import sources'), in the table and on the cards", async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW']);
    const other: StoreRecord = { ...STORE, code: 'CNX-NIMMAN', name: 'Chiang Mai Nimman', dataImport: { connectionStatus: 'Not Tested' } };
    api.once(storesApi.list, succeeds<typeof storesApi.list>([{ ...STORE, code: 'MASTER', name: 'Master' }, STORE, other]));
    renderPage();
    const rows = await screen.findAllByTestId('store-row');
    const headers = [...screen.getByRole('table', { hidden: true }).querySelectorAll('th')].map((th) => th.textContent);
    const column = headers.indexOf('Data import');
    expect(column).toBeGreaterThan(0);
    expect(rows.map((r) => r.querySelectorAll('td')[column]?.textContent)).toEqual(['Tested', 'Not Tested']);
    const cards = within(screen.getByRole('list', { name: 'Store list' })).getAllByRole('listitem');
    expect(cards.map((c) => within(c).getByTestId('store-connection-badge').textContent)).toEqual(['Tested', 'Not Tested']);
  });

  it("When the user may read import sources, then the store's form links to the store's sources on /erp; without the permission, no link", async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW', 'ERP_READ_PREVIEW']);
    api.on(storesApi.list, LIST);
    const view = renderPage();
    await screen.findAllByText('Bangkok Siam Paragon');
    fireEvent.click(screen.getAllByRole('button', { name: 'View store BKK-SIAM' })[0]!);
    const form = await screen.findByTestId('store-form');
    const status = within(form).getByTestId('store-connection-status');
    expect(within(status).getByText('Tested')).toBeTruthy();
    const link = within(status).getByRole('link', { name: "Open the store's import sources", hidden: true });
    expect(link.getAttribute('href')).toBe('/erp?sid=BKK-SIAM');
    expect(within(form).getByText(/Follows the store's import sources/)).toBeTruthy();
    fireEvent.click(link);
    expect(`${window.location.pathname}${window.location.search}`).toBe('/erp?sid=BKK-SIAM');
    view.unmount();

    window.history.replaceState(null, '', '/management/location');
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW']);
    renderPage();
    await screen.findAllByText('Bangkok Siam Paragon');
    fireEvent.click(screen.getAllByRole('button', { name: 'View store BKK-SIAM' })[0]!);
    const plain = await screen.findByTestId('store-form');
    expect(within(plain).queryByRole('link', { name: "Open the store's import sources", hidden: true })).toBeNull();
  });

  it('When the role may only read stores, then there is no New store, no Delete, and the form is view-only', async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW']);
    api.once(storesApi.list, LIST);
    renderPage();
    await screen.findAllByText('Bangkok Siam Paragon');
    expect(screen.queryByRole('button', { name: 'New store' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: 'Delete store BKK-SIAM' })).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'View store BKK-SIAM' })[0]!);
    const form = await screen.findByTestId('store-form');
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(within(form).getByText('Tested')).toBeTruthy();
  });

  it('When autosync is enabled without a frequency, then "Invalid frequency" shows next to it and nothing is sent; fixed, the store is created', async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW', 'STORES_MANAGEMENT_CREATE', 'STORES_MANAGEMENT_MODIFY']);
    api.once(storesApi.list, LIST);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New store' }));
    const form = await screen.findByTestId('store-form');
    expect((within(form).getByLabelText(/^Opening time/) as HTMLInputElement).value).toBe('00:00');
    expect((within(form).getByLabelText(/^Closing time/) as HTMLInputElement).value).toBe('23:59');
    expect(within(form).getByText('Not Tested')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: /^Store code/ }), {
      target: { value: 'HKT-01' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Phuket' } });
    const currency = within(form).getByRole('combobox', { name: /^Currency/ }) as HTMLSelectElement;
    expect(currency.value).toBe('');
    expect(currency.options[0]!.textContent).toBe('Automatic: the one most stores use');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Country/ }), { target: { value: 'Thailand' } });
    expect(currency.options[0]!.textContent).toBe("The country's: THB · Thai Baht");
    fireEvent.click(within(form).getByRole('switch', { name: 'Sync data automatically' }));
    fireEvent.change(within(form).getByLabelText(/^Start date/), { target: { value: '2026-04-01' } });
    fireEvent.change(within(form).getByLabelText(/^Start time/), { target: { value: '08:30' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create store' }));
    expect(await within(form).findByText('Invalid frequency')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    fireEvent.change(within(form).getByLabelText(/^Sync frequency/), { target: { value: 'DAILY' } });
    expect(within(form).queryByText('Invalid frequency')).toBeNull();
    api.once(storesApi.create, succeeds({ ...STORE, code: 'HKT-01', name: 'Phuket' }));
    api.once(storesApi.list, LIST);
    await act(async () => {
      // jsdom: Fluent's modal focus handling marks the surface aria-hidden after the first submit, hence `hidden`.
      fireEvent.click(within(form).getByRole('button', { name: 'Create store', hidden: true }));
    });
    // The second call, and only it, creates the store.
    const post = api.calls[1]!;
    expect(api.callsOf(storesApi.create)).toEqual([post]);
    expect(post.body).not.toHaveProperty('currency');
    expect(post.body).toMatchObject({
      code: 'HKT-01',
      name: 'Phuket',
      openingTime: { hours: 0, minutes: 0 },
      closingTime: { hours: 23, minutes: 59 },
      autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-04-01', startTime: '08:30' },
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({
        open: true,
        intent: 'success',
        message: 'Location created successfully',
      }),
    );
    await waitFor(() => expect(api.calls).toHaveLength(3));
  });

  it('When the server answers ST102, then "Duplicate location code" shows next to the code', async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW', 'STORES_MANAGEMENT_CREATE']);
    api.once(storesApi.list, LIST);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New store' }));
    const form = await screen.findByTestId('store-form');
    fireEvent.change(within(form).getByRole('textbox', { name: /^Store code/ }), {
      target: { value: 'BKK-SIAM' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Name/ }), { target: { value: 'Again' } });
    api.once(storesApi.create, fails(409, 'ST102'));
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Create store' }));
    });
    expect(await within(form).findByText('Duplicate location code')).toBeTruthy();
  });

  it('When a store is deleted after confirming, then DELETE is sent and the list reloads', async () => {
    signInWith(['STORES_MANAGEMENT_READ_PREVIEW', 'STORES_MANAGEMENT_MODIFY']);
    api.once(storesApi.list, LIST);
    renderPage();
    fireEvent.click((await screen.findAllByRole('button', { name: 'Delete store BKK-SIAM' }))[0]!);
    api.once(storesApi.remove, succeeds({ code: 'BKK-SIAM', active: false }));
    api.once(storesApi.list, succeeds([]));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    });
    const remove = api.calls[1]!;
    expect(api.callsOf(storesApi.remove)).toEqual([remove]);
    expect(remove.params).toEqual({ code: 'BKK-SIAM' });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('Store BKK-SIAM deleted'));
    expect(await screen.findByText('No stores yet')).toBeTruthy();
  });
});
