import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { accountVerificationApi, storesApi, usersApi, type ManagedUser, type StoreListEntry } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { UsersPage } from './UsersPage';

const URSULA: ManagedUser = {
  userName: 'Ursula User',
  email: 'user@demo.hub',
  active: true,
  roleName: 'USER',
  phone: null,
  stores: ['BKK-SIAM'],
  emailVerified: true,
  merchants: [],
};
const PRINTER: ManagedUser = { ...URSULA, userName: 'Pim Printing', email: 'printing@demo.hub', roleName: 'PRINTING', active: false, stores: [] };
const PAGE = (items: ManagedUser[], total = items.length, start = 0) =>
  succeeds<typeof usersApi.list>({ items, total, start, pageSize: 20 });
/** A store as the list entry answers it (the page reads its code and name). */
const store = (code: string, name: string, city: string): StoreListEntry => ({
  code,
  name,
  tz: 'Asia/Bangkok',
  openingTime: { hours: 10, minutes: 0 },
  closingTime: { hours: 22, minutes: 0 },
  profile: 'default',
  dataImport: { connectionStatus: 'Tested' },
  currency: 'THB',
  address: { country: 'Thailand', state: city, city },
});
const STORES = succeeds<typeof storesApi.listWithoutMaster>([
  store('BKK-SIAM', 'Bangkok Siam Paragon', 'Bangkok'),
  store('CNX-NIMMAN', 'Chiang Mai Nimman', 'Chiang Mai'),
]);

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

/** Answers by endpoint, so the order of the page's parallel calls does not matter. */
function route(api: FakeApi, users: () => ReturnType<typeof PAGE>) {
  api.on(storesApi.listWithoutMaster, STORES).on(usersApi.list, () => users());
}

/** A button of the open confirm dialog, found without a costly role query. */
function confirmButton(text: string): HTMLElement {
  const dialog = document.querySelector('[role="alertdialog"]') as HTMLElement;
  return within(dialog).getByText(text, { selector: 'button' });
}

const ALL = ['USERS_MANAGEMENT_READ_PREVIEW', 'USERS_MANAGEMENT_CREATE', 'USERS_MANAGEMENT_MODIFY'];

describe('UsersPage: list, create, edit and deactivate users (issue 4 item 3; spec sections 3, 5, 6, 8)', () => {
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
        <UsersPage />
      </HubRoot>,
    );

  it('When listed, then each user shows the role label, the status badge and the stores', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA, PRINTER]));
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
    route(api, () => PAGE([URSULA]));
    renderPage();
    expect((await screen.findAllByText('ผู้ใช้แอป')).length).toBeGreaterThan(0);
  });

  it('When searching, then the server is asked once the typing pauses, from the first row', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA], 45));
    renderPage();
    await screen.findAllByTestId('user-row');
    expect(screen.getByText('1–1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page', hidden: true }));
    await waitFor(() => expect(api.callsOf(usersApi.list).at(-1)?.query.start).toBe('20'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users', hidden: true }), { target: { value: 'urs' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users', hidden: true }), { target: { value: 'ursula' } });
    await waitFor(() => expect(api.callsOf(usersApi.list).at(-1)?.query).toEqual({ search: 'ursula', start: '0', pageSize: '20' }));
    expect(api.callsOf(usersApi.list).some((call) => call.query.search === 'urs')).toBe(false);
  });

  it('When the role may only read users, then there is no New user nor Deactivate, and the form is view-only', async () => {
    signInWith(['USERS_MANAGEMENT_READ_PREVIEW', 'STORES_MANAGEMENT_READ_PREVIEW'], 'STORE_MANAGER');
    route(api, () => PAGE([URSULA]));
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
    route(api, () => PAGE([URSULA]));
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
    expect(api.callsOf(usersApi.create)).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'nok@demo.hub' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Secret@12' } });
    fireEvent.click(within(form).getByText('Select stores').closest('button')!);
    fireEvent.click(await screen.findByText('CNX-NIMMAN · Chiang Mai Nimman'));
    expect(within(form).queryByText('Email must be valid')).toBeNull();
    expect(within(form).queryByText('Stores cannot be empty')).toBeNull();

    api.once(usersApi.create, succeeds({ ...URSULA, userName: 'Nok', email: 'nok@demo.hub', stores: ['CNX-NIMMAN'] }));
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    const post = api.callsOf(usersApi.create)[0]!;
    expect(post.body).toEqual({
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
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click(await screen.findByText('New user', { selector: 'button' }));
    const form = await screen.findByTestId('user-form');
    fireEvent.change(within(form).getByLabelText(/^User name/), { target: { value: 'Twin' } });
    fireEvent.change(within(form).getByLabelText(/^E-mail/), { target: { value: 'user@demo.hub' } });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'Secret@12' } });
    fireEvent.click(within(form).getByText('Select stores').closest('button')!);
    fireEvent.click(await screen.findByText('BKK-SIAM · Bangkok Siam Paragon'));
    api.once(usersApi.create, fails(409, 'UR100'));
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    expect(await within(form).findByText('Email already registered')).toBeTruthy();

    api.once(usersApi.create, fails(400, 'IP100', [{ field: 'password', rule: 'differs' }]));
    await act(async () => {
      fireEvent.click(within(form).getByText('Create user').closest('button')!);
    });
    expect(await within(form).findByText('The new password must differ from the current one.')).toBeTruthy();
  });

  it('When a user is edited, then only what changed is sent with PUT and the UR002 wording shows', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Edit user user@demo.hub'))[0]!);
    const form = await screen.findByTestId('user-form');
    expect((within(form).getByLabelText(/^E-mail/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByLabelText(/^Password/)).toBeNull();
    fireEvent.change(within(form).getByLabelText(/^User name/), { target: { value: 'Ursula U.' } });
    api.once(usersApi.update, succeeds({ ...URSULA, userName: 'Ursula U.' }));
    await act(async () => {
      fireEvent.click(within(form).getByText('Save changes').closest('button')!);
    });
    const put = api.callsOf(usersApi.update)[0]!;
    expect(put.params).toEqual({ email: 'user@demo.hub' });
    expect(put.body).toEqual({ userName: 'Ursula U.' });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User updated successfully'));
  });

  it('When deactivating is confirmed but refused (UAC116), then the refusal is worded; confirmed and accepted, the list reloads', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Deactivate user user@demo.hub'))[0]!);
    expect(await screen.findByText(/Ursula User \(user@demo\.hub\) will be signed out everywhere/)).toBeTruthy();
    api.once(usersApi.update, fails(400, 'UAC116'));
    await act(async () => {
      fireEvent.click(confirmButton('Deactivate'));
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({ intent: 'error', message: 'This user cannot be deactivated' }),
    );

    fireEvent.click(screen.getAllByLabelText('Deactivate user user@demo.hub')[0]!);
    route(api, () => PAGE([{ ...URSULA, active: false }]));
    api.once(usersApi.update, succeeds({ ...URSULA, active: false }));
    await act(async () => {
      fireEvent.click(confirmButton('Deactivate'));
    });
    const put = api.callsOf(usersApi.update).at(-1)!;
    expect(put.body).toEqual({ active: false });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User updated successfully'));
    expect((await screen.findAllByText('Inactive')).length).toBeGreaterThan(0);
  });

  it('When a user is pending (issue 29 item 2), then the badge says so, the link can be resent, and the mistyped address corrected; a verified one is locked', async () => {
    const PENDING: ManagedUser = { ...URSULA, userName: 'Pat Pending', email: 'pat@demo.hbu', emailVerified: false };
    signInWith(ALL);
    route(api, () => PAGE([URSULA, PENDING]));
    renderPage();
    const rows = await screen.findAllByTestId('user-row');
    expect(within(rows[0]!).getByText('E-mail verified')).toBeTruthy();
    expect(within(rows[1]!).getByText('E-mail pending')).toBeTruthy();
    expect(screen.queryAllByLabelText('Resend the verification link to user@demo.hub')).toHaveLength(0);
    api.once(accountVerificationApi.resendVerification, succeeds(PENDING, 'UAC008'));
    await act(async () => {
      fireEvent.click(screen.getAllByLabelText('Resend the verification link to pat@demo.hbu')[0]!);
    });
    expect(api.callsOf(accountVerificationApi.resendVerification)[0]).toMatchObject({ params: { email: 'pat@demo.hbu' }, body: { locale: 'en' } });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('A new verification link has been sent to the e-mail address'));

    fireEvent.click(screen.getAllByLabelText('Edit user pat@demo.hbu')[0]!);
    const form = await screen.findByTestId('user-form');
    const email = within(form).getByLabelText(/^E-mail/) as HTMLInputElement;
    expect(email.disabled).toBe(false);
    fireEvent.change(email, { target: { value: 'pat@demo.hub' } });
    api.once(usersApi.update, succeeds({ ...PENDING, email: 'pat@demo.hub' }));
    await act(async () => {
      fireEvent.click(within(form).getByText('Save changes').closest('button')!);
    });
    const put = api.callsOf(usersApi.update).at(-1)!;
    expect(put.params).toEqual({ email: 'pat@demo.hbu' });
    expect(put.body).toEqual({ email: 'pat@demo.hub' });
  });

  it('When a provider administrator edits a user (issue 29 item 3), then the other merchants are in the form; a merchant admin does not see them', async () => {
    signInWith([...ALL, 'MERCHANTS_ALL_ACCESS'], 'SADMIN');
    hubStore.setState((s) => ({ user: s.user && { ...s.user, merchants: ['ACME', 'DEMO', 'GOLD'] } }));
    route(api, () => PAGE([{ ...URSULA, merchants: ['ACME'] }]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Edit user user@demo.hub'))[0]!);
    const form = await screen.findByTestId('user-form');
    const merchants = within(form).getByTestId('user-merchants');
    expect(merchants.textContent).toContain('ACME');
    expect(within(form).getByText('Other merchants')).toBeTruthy();
  });

  it('When a merchant admin edits a user, then there is no merchants field', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Edit user user@demo.hub'))[0]!);
    const form = await screen.findByTestId('user-form');
    expect(within(form).queryByText('Other merchants')).toBeNull();
  });

  it('When deleting is confirmed (issue 29 item 3), then DELETE is sent and the UR003 wording shows', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Delete user user@demo.hub'))[0]!);
    expect(await screen.findByText(/the account is removed for good/)).toBeTruthy();
    route(api, () => PAGE([]));
    api.once(usersApi.remove, succeeds(null, 'UR003'));
    await act(async () => {
      fireEvent.click(confirmButton('Delete'));
    });
    expect(api.callsOf(usersApi.remove)[0]?.params).toEqual({ email: 'user@demo.hub' });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User deleted successfully'));
  });

  it('When a temporary password is confirmed (issue 29 item 3), then it is set for that user, shown once in its dialog, and gone once Done is pressed', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Set a temporary password for user@demo.hub'))[0]!);
    expect(await screen.findByText(/must choose a new password before anything else/)).toBeTruthy();
    api.once(usersApi.setTemporaryPassword, succeeds({ email: 'user@demo.hub', temporaryPassword: 'Kp7#xQ2m@Wz9aB' }, 'UR005'));
    await act(async () => {
      fireEvent.click(confirmButton('Set temporary password'));
    });
    expect(api.callsOf(usersApi.setTemporaryPassword)[0]?.params).toEqual({ email: 'user@demo.hub' });
    const dialog = await screen.findByTestId('temporary-password-dialog');
    expect((within(dialog).getByTestId('temporary-password-value') as HTMLInputElement).value).toBe('Kp7#xQ2m@Wz9aB');
    expect(within(dialog).getByText('Temporary password for Ursula User')).toBeTruthy();
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('Temporary password set: the user must choose a new password at the next sign-in'));
    await act(async () => {
      fireEvent.click(within(dialog).getByText('Done', { selector: 'button' }));
    });
    await waitFor(() => expect(screen.queryByTestId('temporary-password-value')).toBeNull());
  });

  it('When setting a temporary password is refused, then the refusal shows and no password dialog opens', async () => {
    signInWith(ALL);
    route(api, () => PAGE([URSULA]));
    renderPage();
    fireEvent.click((await screen.findAllByLabelText('Set a temporary password for user@demo.hub'))[0]!);
    await screen.findByText(/must choose a new password before anything else/);
    api.once(usersApi.setTemporaryPassword, fails(404, 'UR110', 'User not found'));
    await act(async () => {
      fireEvent.click(confirmButton('Set temporary password'));
    });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('User not found'));
    expect(screen.queryByTestId('temporary-password-dialog')).toBeNull();
  });
});
