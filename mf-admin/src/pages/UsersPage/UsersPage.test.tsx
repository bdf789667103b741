import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { UsersPage } from './UsersPage';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const URSULA = {
  userName: 'Ursula User',
  email: 'user@demo.hub',
  active: true,
  roleName: 'USER',
  phone: null,
  stores: ['BKK-SIAM'],
};
const PRINTER = { ...URSULA, userName: 'Pim Printing', email: 'printing@demo.hub', roleName: 'PRINTING', active: false, stores: [] };
const PAGE = (items: unknown[], total = items.length, start = 0) =>
  answer(200, { status: 'success', code: 'UR001', data: { items, total, start, pageSize: 20 } });
const STORES = answer(200, {
  status: 'success',
  code: 'ST002',
  data: [
    { code: 'BKK-SIAM', name: 'Bangkok Siam Paragon' },
    { code: 'CNX-NIMMAN', name: 'Chiang Mai Nimman' },
  ],
});

function signInWith(roles: string[], roleName = 'ADMIN') {
  hubStore.getState().signIn({
    user: {
      userName: 'Adam',
      email: 'admin@demo.hub',
      image: null,
      roleName,
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

/** Answers by URL, so the order of the page's parallel calls does not matter. */
function route(fetchMock: jest.Mock, users: () => Response) {
  fetchMock.mockImplementation(async (url: string) => {
    if (url.startsWith('/merchant/store/without-master')) return STORES;
    if (url.startsWith('/merchant/users')) return users();
    throw new Error(`unexpected ${url}`);
  });
}

/** A button of the open confirm dialog, found without a costly role query. */
function confirmButton(text: string): HTMLElement {
  const dialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
  return within(dialog).getByText(text, { selector: 'button' });
}

const ALL = ['USERS_MANAGEMENT_READ_PREVIEW', 'USERS_MANAGEMENT_CREATE', 'USERS_MANAGEMENT_MODIFY'];

describe('UsersPage: list, create, edit and deactivate users (issue 4 item 3; spec sections 3, 5, 6, 8)', () => {
  const fetchMock = jest.fn();
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <UsersPage />
      </HubRoot>,
    );
  const calls = (path: string) =>
    fetchMock.mock.calls.filter(([url]) => String(url).startsWith(path)) as [string, RequestInit][];

  it('When listed, then each user shows the role label, the status badge and the stores', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA, PRINTER]));
    renderPage();
    // Table rows (jsdom applies no media query, so the phone cards are what it "shows").
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[0]!).getByText('App User')).toBeTruthy();
    expect(within(rows[0]!).getByText('Active')).toBeTruthy();
    expect(within(rows[0]!).getByText('BKK-SIAM')).toBeTruthy();
    // PRINTING has no label in spec section 6: its name shows.
    expect(within(rows[1]!).getByText('PRINTING')).toBeTruthy();
    expect(within(rows[1]!).getByText('Inactive')).toBeTruthy();
    // Only active users can be deactivated.
    expect(screen.getAllByLabelText('Deactivate user user@demo.hub').length).toBeGreaterThan(0);
    expect(screen.queryAllByLabelText('Deactivate user printing@demo.hub')).toHaveLength(0);
  });

  it('When the user is Thai, then the role label is Thai', async () => {
    signInWith(ALL);
    hubStore.setState({ locale: 'th' });
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    expect((await screen.findAllByText('ผู้ใช้แอป')).length).toBeGreaterThan(0);
  });

  it('When searching, then the server is asked once the typing pauses, from the first row', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA], 45));
    renderPage();
    await screen.findAllByTestId('user-row');
    expect(screen.getByText('1–1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next', hidden: true }));
    await waitFor(() => expect(calls('/merchant/users').at(-1)?.[0]).toContain('start=20'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users', hidden: true }), { target: { value: 'urs' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users', hidden: true }), { target: { value: 'ursula' } });
    await waitFor(() => expect(calls('/merchant/users').at(-1)?.[0]).toBe('/merchant/users?search=ursula&start=0&pageSize=20'));
    expect(calls('/merchant/users').some(([url]) => url.includes('search=urs&'))).toBe(false);
  });

  it('When the role may only read users, then there is no New user nor Deactivate, and the form is view-only', async () => {
    signInWith(['USERS_MANAGEMENT_READ_PREVIEW', 'STORES_MANAGEMENT_READ_PREVIEW'], 'STORE_MANAGER');
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    await screen.findAllByTestId('user-row');
    expect(screen.queryByRole('button', { name: 'New user', hidden: true })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Deactivate user/, hidden: true })).toHaveLength(0);
    fireEvent.click(screen.getAllByLabelText('View user user@demo.hub')[0]!);
    const form = await screen.findByTestId('user-form');
    expect((within(form).getByLabelText(/^User name/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByRole('button', { name: 'Save changes', hidden: true })).toBeNull();
  });

  it('When the e-mail and password break the rules, then UR109 and each failed rule show next to them and nothing is sent; fixed, the user is created', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click(await screen.findByText('New user', { selector: 'button' }));
    const form = await screen.findByTestId('user-form');
    // Role choices: what an ADMIN may grant (no provider roles), App User by default.
    const role = within(form).getByLabelText(/^Role/) as HTMLSelectElement;
    expect(role.value).toBe('USER');
    expect([...role.options].map((o) => o.value)).not.toContain('SADMIN');
    fireEvent.change(within(form).getByLabelText(/^User name/), { target: { value: 'Nok' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'nok@demo' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'secret' } });
    fireEvent.click(within(form).getByText('Create user').closest('button')!);
    expect(await within(form).findByText('Email must be valid')).toBeTruthy();
    expect(within(form).getByText(/Add at least one uppercase letter\./)).toBeTruthy();
    expect(within(form).getByText('Stores cannot be empty')).toBeTruthy();
    expect(calls('/merchant/users').filter(([, init]) => init.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'nok@demo.hub' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Secret@12' } });
    fireEvent.click(within(form).getByText('Select stores').closest('button')!);
    fireEvent.click(await screen.findByText('CNX-NIMMAN · Chiang Mai Nimman'));
    expect(within(form).queryByText('Email must be valid')).toBeNull();
    expect(within(form).queryByText('Stores cannot be empty')).toBeNull();

    fetchMock.mockImplementationOnce(async () =>
      answer(201, { status: 'success', code: 'UR000', data: { ...URSULA, userName: 'Nok', email: 'nok@demo.hub', stores: ['CNX-NIMMAN'] } }),
    );
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    const post = calls('/merchant/users').find(([, init]) => init.method === 'POST')!;
    expect(JSON.parse(String(post[1].body))).toEqual({
      userName: 'Nok',
      email: 'nok@demo.hub',
      active: true,
      roleName: 'USER',
      password: 'Secret@12',
      pin: null,
      phone: null,
      stores: ['CNX-NIMMAN'],
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success', message: 'User registered successfully' }),
    );
  });

  it('When the server answers UR100, then "Email already registered" shows next to the e-mail; IP100 rules go next to the password', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click(await screen.findByText('New user', { selector: 'button' }));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByLabelText(/^User name/), { target: { value: 'Twin' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'user@demo.hub' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Secret@12' } });
    fireEvent.click(within(form).getByText('Select stores').closest('button')!);
    fireEvent.click(await screen.findByText('BKK-SIAM · Bangkok Siam Paragon'));
    fetchMock.mockImplementationOnce(async () => answer(409, { status: 'error', code: 'UR100', message: 'Email already registered' }));
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    expect(await within(form).findByText('Email already registered')).toBeTruthy();

    fetchMock.mockImplementationOnce(async () =>
      answer(400, { status: 'error', code: 'IP100', message: 'All inputs are required!', details: [{ field: 'password', rule: 'differs' }] }),
    );
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    expect(await within(form).findByText('The new password must differ from the current one.')).toBeTruthy();
  });

  it('When a user is edited, then only what changed is sent with PUT and the UR002 wording shows', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Edit user user@demo.hub'))[0]!);
    const form = await screen.findByTestId('user-form');
    expect((within(form).getByLabelText(/^E-mail/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByLabelText(/^Password/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^User name/), { target: { value: 'Ursula U.' } });
    fetchMock.mockImplementationOnce(async () => answer(200, { status: 'success', code: 'UR002', data: { ...URSULA, userName: 'Ursula U.' } }));
    await act(async () => {
      fireEvent.click(within(form).getByText('Save changes').closest('button')!);
    });
    const put = calls('/merchant/users/').find(([, init]) => init.method === 'PUT')!;
    expect(put[0]).toBe('/merchant/users/user%40demo.hub');
    expect(JSON.parse(String(put[1].body))).toEqual({ userName: 'Ursula U.' });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User updated successfully'));
  });

  it('When deactivating is confirmed but refused (UAC116), then the refusal is worded; confirmed and accepted, the list reloads', async () => {
    signInWith(ALL);
    route(fetchMock, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Deactivate user user@demo.hub'))[0]!);
    expect(await screen.findByText(/Ursula User \(user@demo\.hub\) will be signed out everywhere/)).toBeTruthy();
    fetchMock.mockImplementationOnce(async () => answer(400, { status: 'error', code: 'UAC116', message: 'This user cannot be deactivated' }));
    await act(async () => {
      fireEvent.click(confirmButton('Deactivate'));
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({ intent: 'error', message: 'This user cannot be deactivated' }),
    );

    fireEvent.click(screen.getAllByLabelText('Deactivate user user@demo.hub')[0]!);
    route(fetchMock, () => PAGE([{ ...URSULA, active: false }]));
    fetchMock.mockImplementationOnce(async () => answer(200, { status: 'success', code: 'UR002', data: { ...URSULA, active: false } }));
    await act(async () => {
      fireEvent.click(confirmButton('Deactivate'));
    });
    const put = calls('/merchant/users/').filter(([, init]) => init.method === 'PUT').at(-1)!;
    expect(JSON.parse(String(put[1].body))).toEqual({ active: false });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User updated successfully'));
    expect((await screen.findAllByText('Inactive')).length).toBeGreaterThan(0);
  });
});
