import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifyApi, rolesApi, storesApi, type ChannelSettings, type NotificationConfig, type StoreListAnswer } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { NotificationsConfigPage } from './NotificationsConfigPage';

const READ = 'NOTIFICATIONS_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'NOTIFICATIONS_CONFIGURATION_MODIFY';

const STORES = [
  { code: 'MASTER', name: 'Master', tz: null, currency: 'THB' },
  { code: 'BKK01', name: 'Bangkok Siam', tz: 'Asia/Bangkok', currency: 'THB' },
  { code: 'DXB01', name: 'Dubai Mall', tz: 'Asia/Dubai', currency: 'AED' },
] as unknown as StoreListAnswer;

const DAILY: NotificationConfig = {
  id: '00000000-0000-4000-8000-000000000001',
  type: 'DAILY_STOCKTAKE_REPORT',
  sid: 'MASTER',
  channels: ['EMAIL'],
  roles: ['OWNER'],
  enabled: true,
  sendTime: '20:00',
  threshold: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
};
const ALERT: NotificationConfig = {
  id: '00000000-0000-4000-8000-000000000002',
  type: 'STOCKTAKE_DISCREPANCY',
  sid: 'BKK01',
  channels: ['EMAIL', 'TELEGRAM'],
  roles: ['ADMIN', 'STORE_MANAGER'],
  enabled: true,
  sendTime: null,
  threshold: { kind: 'COUNT', value: 0 },
  updatedAt: '2026-11-20T08:00:00.000Z',
};

const health = { ok: null, lastError: null, checkedAt: null };
const CHANNELS: ChannelSettings[] = [
  { channel: 'EMAIL', enabled: true, saved: true, ...health, server: 'CUSTOM', host: 'smtp.shop.test', port: 587, secure: false, user: 'alerts', password: { set: true }, from: null, hubServerConfigured: true },
  { channel: 'TELEGRAM', enabled: true, saved: true, ok: false, lastError: 'Bad Request: chat not found', checkedAt: '2026-11-20T09:00:00.000Z', botToken: { set: true }, chatIds: ['-100123'], chatLocale: 'th' },
  { channel: 'WHATSAPP', enabled: false, saved: false, ...health, accountSid: null, authToken: { set: false }, from: null },
];

function configsApi(configs: NotificationConfig[]) {
  return fakeApi().on(notifyApi.configs, succeeds(configs)).on(storesApi.list, succeeds(STORES));
}
const card = (type: string, sid: string) => screen.getAllByTestId('notification-config').find((c) => c.dataset.type === type && c.dataset.sid === sid)!;

describe('NotificationsConfigPage (issue 15 item 1)', () => {
  beforeEach(prepareHub);

  it('When a config has one role left, then its remove button is disabled with the rule NC101; with two, removing one saves the other (NC002)', async () => {
    signInWith([READ, MODIFY]);
    const api = configsApi([DAILY, ALERT]);
    renderInHub(<NotificationsConfigPage />);
    expect(await screen.findByText('Daily stock-take report')).toBeTruthy();
    const daily = card('DAILY_STOCKTAKE_REPORT', 'MASTER');
    expect(within(daily).getByText('All stores')).toBeTruthy();
    expect(within(daily).getByText("HH:mm in each store's own time zone.")).toBeTruthy();
    const last = within(daily).getByRole('button', { name: 'Remove Administrator (OWNER)' });
    expect(last.getAttribute('aria-disabled')).toBe('true');
    expect(within(daily).getByTestId('last-role-rule').textContent).toBe('The last role cannot be removed');
    fireEvent.click(last);
    expect(within(daily).getByText('Administrator (OWNER)')).toBeTruthy();

    const alert = card('STOCKTAKE_DISCREPANCY', 'BKK01');
    expect(within(alert).getByText('Bangkok Siam (BKK01)')).toBeTruthy();
    expect(within(alert).queryByTestId('last-role-rule')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: 'Remove Management User (ADMIN)' }));
    expect(within(alert).getByTestId('last-role-rule')).toBeTruthy();
    api.on(notifyApi.updateConfig, ({ body }) => succeeds({ ...ALERT, ...(body as object) } as NotificationConfig));
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Save' }));
    });
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(`/merchant/notification/configs/${ALERT.id}`);
    expect(put?.body).toMatchObject({ roles: ['STORE_MANAGER'], channels: ['EMAIL', 'TELEGRAM'], threshold: { kind: 'COUNT', value: 0 } });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Notification config saved successfully' }));
  });

  it('When an alert is added for a store, then it needs a role first (NC100), and is created with the value threshold in the store currency', async () => {
    signInWith([READ, MODIFY]);
    const api = configsApi([DAILY]);
    renderInHub(<NotificationsConfigPage />);
    const section = await screen.findByTestId('notification-type-STOCKTAKE_DISCREPANCY');
    expect(within(section).getByText('Not configured: nobody receives this notification yet.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('combobox', { name: 'Store for a new Stock-take discrepancy alert' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Dubai Mall' }));
    fireEvent.click(within(section).getByTestId('notification-add-STOCKTAKE_DISCREPANCY'));
    const fresh = card('STOCKTAKE_DISCREPANCY', 'DXB01');
    expect(within(fresh).getByRole('alert').textContent).toBe('At least one role is required');
    const create = within(fresh).getByRole('button', { name: 'Create' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    fireEvent.click(within(fresh).getByRole('combobox', { name: 'Add a role to Roles for Dubai Mall (DXB01)' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Location Manager (STORE_MANAGER)' }));
    fireEvent.click(within(fresh).getByRole('radio', { name: 'Missing value' }));
    expect(within(fresh).getByText('AED')).toBeTruthy();
    fireEvent.change(within(fresh).getByRole('textbox', { name: 'Threshold for Dubai Mall (DXB01)' }), { target: { value: '5000' } });
    api.on(notifyApi.createConfig, ({ body }) => succeeds({ ...ALERT, id: '00000000-0000-4000-8000-000000000003', ...(body as object) } as NotificationConfig));
    expect(create.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(create);
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'STOCKTAKE_DISCREPANCY',
      sid: 'DXB01',
      enabled: true,
      channels: ['EMAIL'],
      roles: ['STORE_MANAGER'],
      sendTime: null,
      threshold: { kind: 'VALUE', value: 5000 },
    });
    await waitFor(() => expect(within(card('STOCKTAKE_DISCREPANCY', 'DXB01')).getByRole('button', { name: 'Delete' })).toBeTruthy());
    expect(hubStore.getState().snackbar).toMatchObject({ message: 'Notification config created successfully' });
  });

  it('When the server refuses a save, then the card shows the coded rule and changes nothing', async () => {
    signInWith([READ, MODIFY]);
    const api = configsApi([ALERT]).on(notifyApi.updateConfig, fails(400, 'NC105'));
    renderInHub(<NotificationsConfigPage />);
    await screen.findByText('Bangkok Siam (BKK01)');
    const alert = card('STOCKTAKE_DISCREPANCY', 'BKK01');
    fireEvent.change(within(alert).getByRole('textbox', { name: 'Threshold for Bangkok Siam (BKK01)' }), { target: { value: '3' } });
    await act(async () => {
      fireEvent.click(within(alert).getByRole('button', { name: 'Save' }));
    });
    expect(within(alert).getByTestId('config-rule').textContent).toBe('Choose at least one channel to enable this notification');
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('When the user may read roles, then custom roles are offered too', async () => {
    signInWith([READ, MODIFY, 'ROLES_MANAGEMENT_READ_PREVIEW']);
    configsApi([ALERT]).on(
      rolesApi.list,
      succeeds([{ id: '00000000-0000-4000-8000-00000000000a', kind: 'custom', name: 'Stock auditor', label: null, description: '', baseRole: 'USER', permissions: [], userCount: 1, overridden: false }] as never),
    );
    renderInHub(<NotificationsConfigPage />);
    await screen.findByText('Bangkok Siam (BKK01)');
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a role to Roles for Bangkok Siam (BKK01)' }));
    expect(await screen.findByRole('option', { name: 'Stock auditor' })).toBeTruthy();
  });

  it('When a channel has a stored secret, then it shows Set and Replace, never a value; a replaced one is sent, a kept one left out', async () => {
    signInWith([READ, MODIFY]);
    const api = configsApi([]).on(notifyApi.channels, succeeds(CHANNELS));
    renderInHub(<NotificationsConfigPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const telegram = await screen.findByTestId('channel-TELEGRAM');
    expect(within(telegram).getByText('Set')).toBeTruthy();
    expect(within(telegram).getByText('Failing')).toBeTruthy();
    expect(within(telegram).getByText('Bad Request: chat not found')).toBeTruthy();
    expect(telegram.querySelector('input[type="password"]')).toBeNull();
    fireEvent.change(within(telegram).getByRole('textbox', { name: /Group chats/ }), { target: { value: '-100123\n@shop_alerts' } });
    api.on(notifyApi.saveChannel, ({ body }) => succeeds({ ...CHANNELS[1]!, chatIds: (body as { chatIds: string[] }).chatIds } as ChannelSettings));
    await act(async () => {
      fireEvent.click(within(telegram).getByRole('button', { name: 'Save Telegram' }));
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ channel: 'TELEGRAM', enabled: true, chatIds: ['-100123', '@shop_alerts'], chatLocale: 'th' });

    const email = screen.getByTestId('channel-EMAIL');
    fireEvent.click(within(email).getByRole('button', { name: 'Replace Password' }));
    fireEvent.change(email.querySelector('input[type="password"]')!, { target: { value: 'n3w-secret' } });
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Save E-mail' }));
    });
    expect(api.calls.filter((c) => c.method === 'POST')[1]?.body).toMatchObject({ channel: 'EMAIL', server: 'CUSTOM', host: 'smtp.shop.test', port: 587, password: 'n3w-secret' });
  });

  it('When a test is refused by the provider, then NC110 shows with the failure\'s category (never the provider\'s words); a sent one says where it went', async () => {
    signInWith([READ, MODIFY]);
    const api = configsApi([]).on(notifyApi.channels, succeeds(CHANNELS)).once(notifyApi.testChannel, fails(422, 'NC110', { failure: 'AUTHENTICATION' }));
    renderInHub(<NotificationsConfigPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const email = await screen.findByTestId('channel-EMAIL');
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    const refused = await within(email).findByTestId('channel-test-result');
    expect(refused.textContent).toContain('The test message could not be sent');
    expect(refused.textContent).toContain('authentication refused');
    api.on(notifyApi.testChannel, succeeds({ channel: 'EMAIL', to: ['ops@shop.test'] }));
    fireEvent.change(within(email).getByRole('textbox', { name: /Send to/ }), { target: { value: 'ops@shop.test' } });
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    await waitFor(() => expect(within(email).getByTestId('channel-test-result').textContent).toContain('Sent to ops@shop.test.'));
    expect(api.calls.filter((c) => c.path === '/merchant/notification/channels/test').map((c) => c.body)).toEqual([{ channel: 'EMAIL' }, { channel: 'EMAIL', to: 'ops@shop.test' }]);
    const whatsapp = screen.getByTestId('channel-WHATSAPP');
    expect((within(whatsapp).getByRole('button', { name: 'Send a test' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('When the e-mail server failed, then the card and a refused test show the code and a translated category, never what the server said (issue 25)', async () => {
    signInWith([READ, MODIFY]);
    const failing = [{ ...CHANNELS[0]!, ok: false, lastError: 'NC110 TIMED_OUT', checkedAt: '2026-11-20T09:00:00.000Z' } as ChannelSettings, CHANNELS[1]!, CHANNELS[2]!];
    const api = configsApi([]).on(notifyApi.channels, succeeds(failing)).once(notifyApi.testChannel, fails(502, 'NC110', { failure: 'PROTOCOL' }));
    renderInHub(<NotificationsConfigPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const email = await screen.findByTestId('channel-EMAIL');
    expect(within(email).getByTestId('channel-last-error').textContent).toBe('The test message could not be sent: timed out');
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    const refused = await within(email).findByTestId('channel-test-result');
    expect(refused.textContent).toContain('The test message could not be sent');
    expect(refused.textContent).toContain('unexpected answer');
    api.once(notifyApi.testChannel, fails(400, 'NC112'));
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    await waitFor(() => expect(within(email).getByTestId('channel-test-result').textContent).toContain('This mail server address is not allowed'));
  });

  it('When the hub has no mail server (NC113), then the merchant reads "ask the provider", a refused test too, never the operator’s words (issue 28 item 5)', async () => {
    signInWith([READ, MODIFY]);
    const hub = { ...CHANNELS[0]!, server: 'HUB', host: null, hubServerConfigured: false, ok: false, lastError: 'NC113', checkedAt: '2026-11-20T09:00:00.000Z' } as ChannelSettings;
    configsApi([]).on(notifyApi.channels, succeeds([hub, CHANNELS[1]!, CHANNELS[2]!])).once(notifyApi.testChannel, fails(422, 'NC113'));
    renderInHub(<NotificationsConfigPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Channels' }));
    const email = await screen.findByTestId('channel-EMAIL');
    expect(within(email).getByTestId('channel-last-error').textContent).toBe('E-mail is not set up on this hub; ask the provider');
    await act(async () => {
      fireEvent.click(within(email).getByRole('button', { name: 'Send a test' }));
    });
    expect((await within(email).findByTestId('channel-test-result')).textContent).toContain('ask the provider');
    expect(email.textContent).not.toContain('SMTP_HOST');
  });

  it('When the user may only read, then nothing can be changed; without the read permission, access is denied', async () => {
    signInWith([READ]);
    configsApi([ALERT]);
    const view = renderInHub(<NotificationsConfigPage />);
    await screen.findByText('Bangkok Siam (BKK01)');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove/ })).toBeNull();
    expect(screen.getByText("You can view this configuration, but you don't have permission to change it.")).toBeTruthy();
    view.unmount();
    signInWith([]);
    renderInHub(<NotificationsConfigPage />);
    expect(screen.queryByTestId('notifications-config-page')).toBeNull();
  });
});
