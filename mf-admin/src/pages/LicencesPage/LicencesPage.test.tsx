import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { licencesApi, type LicenceOverview } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { LicencesPage } from './LicencesPage';

const OVERVIEW: LicenceOverview = {
  licences: [
    { id: 'l1', type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 5, startDate: '2026-08-28', endDate: '2027-08-28', status: 'ACTIVE', inForce: true, note: null, createdAt: '2026-08-28T00:00:00.000Z' },
    { id: 'l2', type: 'TRIAL', hardwareType: 'TABLET', quantity: 2, startDate: '2027-01-01', endDate: null, status: 'REQUESTED', inForce: false, note: null, createdAt: '2026-11-20T00:00:00.000Z' },
  ],
  hardware: [{ hardwareType: 'TABLET', licensed: 5, inUse: 3 }],
  licensedTablets: 5,
  coveredUntil: '2027-08-28',
  today: '2026-11-26',
};

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Adam', email: 'admin@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
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

describe('LicencesPage: subscription info, hardware and a new licence request (issue 12 item 10)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    api = fakeApi().on(licencesApi.overview, succeeds(OVERVIEW));
  });

  it('When the subscription is shown, then it lists each licence with its status and the tablets licensed today; hardware shows what is in use', async () => {
    signInWith(['LICENCE_MANAGEMENT_READ_PREVIEW']);
    renderPage();
    expect((await screen.findByTestId('licensed-tablets')).textContent).toContain('5');
    await screen.findAllByTestId('licence-row');
    const rows = Array.from(document.querySelectorAll('tr[data-testid="licence-row"]'));
    expect(rows.map((r) => r.querySelector('[data-testid="licence-status"]')?.textContent)).toEqual(['In force', 'Requested']);
    expect(screen.queryByTestId('licences-tab-request')).toBeNull();
    fireEvent.click(screen.getByTestId('licences-tab-hardware'));
    expect((await screen.findAllByTestId('hardware-meter'))[0]!.getAttribute('aria-label')).toBe('Tablet: 3 of 5 in use');
  });

  it('When a licence is requested, then the request is sent and LIC001 is worded; an end before the start is LIC100 and cannot be sent', async () => {
    signInWith(['LICENCE_MANAGEMENT_READ_PREVIEW', 'LICENCE_MANAGEMENT_MODIFY']);
    renderPage();
    fireEvent.click(await screen.findByTestId('licences-tab-request'));
    fireEvent.change(screen.getByTestId('licence-start'), { target: { value: '2027-02-01' } });
    fireEvent.change(screen.getByTestId('licence-end'), { target: { value: '2027-01-01' } });
    expect(screen.getByText('The licence ends before it starts')).toBeTruthy();
    expect((screen.getByTestId('licence-request-send') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('licence-end'), { target: { value: '2028-01-31' } });
    api.on(licencesApi.request, () => succeeds({ ...OVERVIEW.licences[1]!, id: 'l3' }));
    await act(async () => {
      fireEvent.click(screen.getByTestId('licence-request-send'));
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'SUBSCRIPTION',
      hardwareType: 'TABLET',
      quantity: 1,
      startDate: '2027-02-01',
      endDate: '2028-01-31',
      note: null,
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Licence request sent' }));
  });
});
