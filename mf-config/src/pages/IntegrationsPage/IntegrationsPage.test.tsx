import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { apiKeysApi, type ApiKeySummary } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { IntegrationsPage } from './IntegrationsPage';

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

const ACTIVE: ApiKeySummary = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'ERP sync',
  prefix: 'hub_0a1b2c3d',
  allowedOperations: ['PRODUCTS_READ', 'STORES_READ'],
  status: 'ACTIVE',
  createdBy: { userName: 'Ann', email: 'a@demo.hub' },
  createdAt: '2026-03-01T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const REVOKED: ApiKeySummary = { ...ACTIVE, id: '22222222-2222-4222-8222-222222222222', name: 'Old partner', prefix: 'hub_99887766', status: 'REVOKED', revokedAt: '2026-03-02T10:00:00.000Z' };
const LIST = (items: ApiKeySummary[]) => succeeds<typeof apiKeysApi.list>(items);
const NEW_KEY = `hub_feedbeef_${'Q'.repeat(43)}`;

const ALL = ['API_KEY_READ_PREVIEW', 'API_KEY_CREATE', 'API_KEY_MODIFY', 'PRODUCTS_READ_PREVIEW', 'STORES_MANAGEMENT_READ_PREVIEW', 'DATA_IMPORT_READ_PREVIEW'];

describe('IntegrationsPage: API keys (spec sections 3 "API key", 4, 6)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-config', i18nBundles));
  beforeEach(() => {
    api = fakeApi();
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <IntegrationsPage />
      </HubRoot>,
    );

  it('When the user may only read keys, then the list shows statuses and prefixes, without New API key or Revoke', async () => {
    signInWith(['API_KEY_READ_PREVIEW']);
    api.once(apiKeysApi.list, LIST([ACTIVE, REVOKED]));
    renderPage();
    const table = await screen.findByRole('list', { name: 'API keys' });
    expect(within(table).getByText('ERP sync')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    expect(within(table).getByText('Revoked')).toBeTruthy();
    expect(within(table).getByText('hub_0a1b2c3d…')).toBeTruthy();
    expect(within(table).getAllByText('Never used').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'New API key' })).toBeNull();
    expect(screen.queryAllByRole('button', { name: /Revoke API key/ })).toHaveLength(0);
  });

  it('When the user has no API_KEY_READ_PREVIEW, then access is denied and nothing is fetched', () => {
    signInWith(['PRODUCTS_READ_PREVIEW']);
    renderPage();
    expect(screen.getByText(/permissions to access this page/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('When a key is created, then the body carries the name and ticked operations, and the key is revealed once with a copy button and a warning', async () => {
    signInWith(ALL);
    api.once(apiKeysApi.list, LIST([]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByTestId('api-key-create-dialog');
    // A role without the stock-take report permission cannot tick that operation.
    expect((within(dialog).getByRole('checkbox', { name: 'Read stock-take reports' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(within(dialog).getByText('Enter a name.')).toBeTruthy();
    expect(within(dialog).getByText('Allow at least one operation.')).toBeTruthy();
    expect(api.calls).toHaveLength(1);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: '  ERP sync ' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Read stores' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Read products' }));
    api.once(apiKeysApi.create, succeeds({ ...ACTIVE, key: NEW_KEY }));
    api.once(apiKeysApi.list, LIST([ACTIVE]));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    });
    const post = api.calls[1]!;
    expect(api.callsOf(apiKeysApi.create)).toEqual([post]);
    expect(post.body).toEqual({ name: 'ERP sync', allowedOperations: ['PRODUCTS_READ', 'STORES_READ'] });

    // jsdom: Fluent's modal focus handling marks dialog surfaces aria-hidden after a submit, hence `hidden`.
    const reveal = await screen.findByTestId('api-key-reveal-dialog');
    expect((within(reveal).getByTestId('api-key-value') as HTMLInputElement).value).toBe(NEW_KEY);
    expect(within(reveal).getByText('This key will not be shown again')).toBeTruthy();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await act(async () => {
      fireEvent.click(within(reveal).getByRole('button', { name: 'Copy', hidden: true }));
    });
    expect(writeText).toHaveBeenCalledWith(NEW_KEY);
    expect(within(reveal).getByRole('button', { name: 'Copied', hidden: true })).toBeTruthy();
    expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success', message: 'API key created successfully' });

    fireEvent.click(within(reveal).getByRole('button', { name: 'I have copied the key', hidden: true }));
    await waitFor(() => expect(screen.queryByTestId('api-key-reveal-dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(NEW_KEY);
  });

  it('When the server refuses an operation (403 UAC114), then the dialog stays open with the code wording', async () => {
    signInWith(ALL);
    api.once(apiKeysApi.list, LIST([]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'New API key' }));
    const dialog = await screen.findByTestId('api-key-create-dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Read products' }));
    api.once(apiKeysApi.create, fails(403, 'UAC114'));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create key' }));
    });
    expect(await within(dialog).findByRole('alert', { hidden: true })).toBeTruthy();
    expect(within(dialog).getByText('You do not have permission for this application')).toBeTruthy();
    expect(screen.queryByTestId('api-key-reveal-dialog')).toBeNull();
  });

  it('When Revoke is confirmed, then DELETE /merchant/api-keys/:id is sent and the list reloads', async () => {
    signInWith(ALL);
    api.once(apiKeysApi.list, LIST([ACTIVE, REVOKED]));
    renderPage();
    const table = await screen.findByRole('list', { name: 'API keys' });
    // Only the active key can be revoked.
    expect(within(table).getAllByRole('button', { name: /Revoke API key/ })).toHaveLength(1);
    fireEvent.click(within(table).getByRole('button', { name: 'Revoke API key ERP sync' }));
    expect(await screen.findByText('Revoke API key?')).toBeTruthy();
    api.once(apiKeysApi.revoke, succeeds({ ...ACTIVE, status: 'REVOKED' }));
    api.once(apiKeysApi.list, LIST([{ ...ACTIVE, status: 'REVOKED' }, REVOKED]));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Revoke key', hidden: true }));
    });
    const revoke = api.calls[1]!;
    expect(api.callsOf(apiKeysApi.revoke)).toEqual([revoke]);
    expect(revoke.params).toEqual({ id: ACTIVE.id });
    await waitFor(() => expect(api.calls).toHaveLength(3));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'API keys' })).queryAllByRole('button', { name: /Revoke API key/ })).toHaveLength(0));
    expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'API key revoked successfully' });
  });
});
