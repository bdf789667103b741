import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { devicesApi, type DeviceLists, type Tablet } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { DevicesPage } from './DevicesPage';

const tablet = (tabletId: string, over: Partial<Tablet> = {}): Tablet => ({
  tabletId,
  deviceUdid: `UDID-${tabletId}`,
  name: null,
  active: true,
  licensed: true,
  enrolledAt: '2026-11-01T02:00:00.000Z',
  lastSeenAt: '2026-11-25T03:00:00.000Z',
  updatedAt: '2026-11-25T03:00:00.000Z',
  ...over,
});
const LISTS: DeviceLists = {
  deviceTypes: [
    { name: 'Handheld RFID reader', quantity: 3, active: true, updatedAt: '2026-11-20T02:00:00.000Z' },
  ],
  tablets: [tablet('TAB-01', { name: 'Front counter' }), tablet('TAB-09', { licensed: false })],
};

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: {
      userName: 'Adam',
      email: 'admin@demo.hub',
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

describe('DevicesPage: the device type list and the tablet list (issue 12 item 10)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    api = fakeApi().on(devicesApi.list, succeeds(LISTS));
  });

  it('When tablets are listed, then each shows whether it holds a licensed seat, and deactivating one sends it with DEV002 worded', async () => {
    signInWith(['DEVICES_MANAGEMENT_READ_PREVIEW', 'DEVICES_MANAGEMENT_MODIFY']);
    render(
      <HubRoot>
        <DevicesPage />
      </HubRoot>,
    );
    expect((await screen.findAllByText('Handheld RFID reader')).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByTestId('devices-tab-tablets'));
    await screen.findAllByTestId('tablet-row');
    const rows = Array.from(document.querySelectorAll('tr[data-testid="tablet-row"]'));
    expect(rows.map((r) => r.querySelector('[data-testid="tablet-seat"]')?.textContent)).toEqual([
      'Licensed',
      'No seat',
    ]);
    api.on(devicesApi.updateTablet, ({ body }) =>
      succeeds(tablet('TAB-01', { ...(body as object), licensed: false })),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Deactivate tablet TAB-01' }));
    });
    expect(api.calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/merchant/stocktake/tablets/TAB-01',
      body: { active: false },
    });
    await waitFor(() =>
      expect(hubStore.getState().snackbar).toMatchObject({
        intent: 'success',
        message: 'Tablet saved successfully',
      }),
    );
  });

  it('When a device type is added, then its name, quantity and status are sent', async () => {
    signInWith(['DEVICES_MANAGEMENT_READ_PREVIEW', 'DEVICES_MANAGEMENT_MODIFY']);
    render(
      <HubRoot>
        <DevicesPage />
      </HubRoot>,
    );
    fireEvent.click(await screen.findByTestId('device-type-new'));
    fireEvent.change(await screen.findByTestId('device-type-name'), { target: { value: ' Label printer ' } });
    api.on(devicesApi.createType, ({ body }) =>
      succeeds({
        ...(body as { name: string; quantity: number; active: boolean }),
        updatedAt: '2026-11-26T00:00:00.000Z',
      }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Label printer',
      quantity: 1,
      active: true,
    });
  });

  it('When the user may only read, then there is nothing to change', async () => {
    signInWith(['DEVICES_MANAGEMENT_READ_PREVIEW']);
    render(
      <HubRoot>
        <DevicesPage />
      </HubRoot>,
    );
    expect((await screen.findAllByText('Handheld RFID reader')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('device-type-new')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Handheld RFID reader' })).toBeNull();
  });
});
