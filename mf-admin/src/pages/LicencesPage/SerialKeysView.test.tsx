import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, licencesApi, serialKeysApi, type LicenceOverview, type SerialKey } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, fails, succeeds } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { LicencesPage } from './LicencesPage';

const OVERVIEW: LicenceOverview = { licences: [], hardware: [], licensedTablets: 0, coveredUntil: null, today: '2026-11-27' };
const key = (over: Partial<SerialKey>): SerialKey => ({
  id: 'k1',
  key: 'HUB-7K2Q9-AAAAA-BBBBB-CCCCC',
  type: 'SUBSCRIPTION',
  hardwareType: 'TABLET',
  quantity: 3,
  startDate: '2026-11-01',
  endDate: '2027-10-31',
  note: null,
  merchantId: null,
  revokedAt: null,
  registeredAt: null,
  state: 'AVAILABLE',
  createdAt: '2026-11-01T00:00:00.000Z',
  ...over,
});

function signInWith(roleName: string, roles: string[]) {
  hubStore.setState({ locale: 'en' });
  hubStore.getState().signIn({
    user: { userName: 'Sam', email: 'sadmin@demo.hub', image: null, roleName, roles, merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}
const renderPage = () =>
  render(
    <HubRoot>
      <LicencesPage />
    </HubRoot>,
  );

describe('Serial keys on the licences page of a provider (issue 15 item 5)', () => {
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  afterEach(() => act(() => hubStore.getState().signOut()));

  it('When a merchant admin opens licences, then there is no serial keys tab', async () => {
    signInWith('ADMIN', ['LICENCE_MANAGEMENT_READ_PREVIEW', 'LICENCE_MANAGEMENT_MODIFY', 'SERIAL_KEYS_READ_PREVIEW']);
    fakeApi().on(licencesApi.overview, succeeds(OVERVIEW));
    renderPage();
    await screen.findByTestId('licences-tab-request');
    expect(screen.queryByTestId('licences-tab-keys')).toBeNull();
  });

  it('When SUPPORT opens the serial keys, then each key shows as the API gives it, masked (issue 25 item 5c)', async () => {
    signInWith('SUPPORT', [...DEFAULT_ROLE_PERMISSIONS.SUPPORT]);
    fakeApi()
      .on(licencesApi.overview, succeeds(OVERVIEW))
      .on(serialKeysApi.list, succeeds({ keys: [key({ key: 'HUB-*****-*****-*****-*3333' })], today: '2026-11-27', states: [] }));
    renderPage();
    fireEvent.click(await screen.findByTestId('licences-tab-keys'));
    const rows = await screen.findAllByTestId('serial-key-row');
    expect(rows[0]!.textContent).toContain('HUB-*****-*****-*****-*3333');
  });

  it('When SADMIN issues a key, then the terms are sent, the new key is shown to hand over, and the list shows each key with its state; an unused key can be revoked', async () => {
    signInWith('SADMIN', ['**']);
    const registered = key({ id: 'k0', key: 'HUB-00000-11111-22222-33333', state: 'REGISTERED', merchantId: 'LANNAGOLD' });
    const api = fakeApi()
      .on(licencesApi.overview, succeeds(OVERVIEW))
      .on(serialKeysApi.list, succeeds({ keys: [registered], today: '2026-11-27', states: ['AVAILABLE', 'REGISTERED', 'REVOKED', 'EXPIRED', 'NOT_YET_VALID'] }))
      .on(serialKeysApi.create, succeeds(key({})));
    renderPage();
    fireEvent.click(await screen.findByTestId('licences-tab-keys'));
    const rows = await screen.findAllByTestId('serial-key-row');
    expect(within(rows[0]!).getByTestId('serial-key-state').textContent).toBe('Registered');
    expect(rows[0]!.textContent).toContain('LANNAGOLD');
    expect(within(rows[0]!).queryByTestId('serial-key-revoke')).toBeNull();

    fireEvent.change(screen.getByTestId('licence-start'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('licence-end'), { target: { value: '2027-10-31' } });
    api.on(serialKeysApi.list, succeeds({ keys: [key({}), registered], today: '2026-11-27', states: [] }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Issue key' }));
    });
    expect(api.callsOf(serialKeysApi.create)[0]!.body).toEqual({ type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 1, startDate: '2026-11-01', endDate: '2027-10-31', note: null });
    expect((await screen.findByTestId('serial-key-issued-key')).textContent).toBe('HUB-7K2Q9-AAAAA-BBBBB-CCCCC');
    await waitFor(() => expect(screen.getAllByTestId('serial-key-row')).toHaveLength(2));

    api.on(serialKeysApi.revoke, fails(409, 'SK101'));
    const fresh = screen.getAllByTestId('serial-key-row')[0]!;
    expect(within(fresh).getByTestId('serial-key-revoke').getAttribute('aria-label')).toBe('Revoke serial key HUB-7K2Q9-AAAAA-BBBBB-CCCCC');
    fireEvent.click(within(fresh).getByTestId('serial-key-revoke'));
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'error', message: 'A serial key a merchant registered with cannot be revoked' }));
    expect(api.callsOf(serialKeysApi.revoke)[0]!.path).toBe('/merchant/serial-keys/k1');
  });
});
