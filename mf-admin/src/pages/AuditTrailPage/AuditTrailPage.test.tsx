import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { auditApi, type AuditEntryItem } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { AuditTrailPage } from './AuditTrailPage';

const ADAM = '0b7c8f5e-3f8e-4a57-9a4c-2b0c6a1d9e01';
const STORE_CREATED: AuditEntryItem = {
  id: 'e1',
  merchantId: 'DEMO',
  storeCode: 'HKT-01',
  userId: ADAM,
  userName: 'Adam Admin',
  email: 'admin@demo.hub',
  service: 'svc-auth',
  entity: 'store',
  action: 'store.created',
  kind: 'default',
  summary: { code: 'HKT-01', name: 'Phuket' },
  createdAt: '2026-03-01T10:05:00.000Z',
};
const SIGNIN: AuditEntryItem = { ...STORE_CREATED, id: 'e2', storeCode: null, entity: 'user', action: 'user.signin', summary: {} };
const SYSTEM: AuditEntryItem = { ...STORE_CREATED, id: 'e3', userId: null, userName: null, email: null, kind: 'system', action: 'store.updated', summary: { changed: ['name', 'tz'] } };

function signIn() {
  hubStore.getState().signIn({
    user: {
      userName: 'Adam',
      email: 'admin@demo.hub',
      image: null,
      roleName: 'ADMIN',
      roles: ['ACTIVITIES_READ_PREVIEW_**'],
      merchantID: 'DEMO',
      profile: 'default',
      sid: 'MASTER',
      merchants: ['DEMO'],
    },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('AuditTrailPage: who changed what and when (issue 4 item 8; spec sections 6 and 8)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    api = fakeApi();
    hubStore.setState({ locale: 'en' });
    signIn();
  });

  /** The list's queries (the sample of recent actors, pageSize=200, left out). */
  const listCalls = () => api.callsOf(auditApi.list).map((call) => call.query).filter((query) => query.pageSize !== '200');
  const serve = (items: AuditEntryItem[], total = items.length) => api.on(auditApi.list, succeeds({ items, total }));

  it('When entries are listed, then each shows its action, entity, who, store, kind and what changed in words', async () => {
    serve([STORE_CREATED, SYSTEM]);
    render(
      <HubRoot>
        <AuditTrailPage />
      </HubRoot>,
    );
    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByText('Store created')).toBeTruthy();
    expect(within(rows[0]!).getByText('Adam Admin')).toBeTruthy();
    expect(within(rows[0]!).getByText('Default role')).toBeTruthy();
    expect(within(rows[0]!).getByText('HKT-01', { selector: 'bdi' })).toBeTruthy();
    expect(within(rows[0]!).getByText('Code:', { exact: false })).toBeTruthy();
    // No actor: the system did it; a list of changed fields is worded.
    expect(within(rows[1]!).getByText('System', { selector: 'span' })).toBeTruthy();
    expect(within(rows[1]!).getByText('Name, Time zone')).toBeTruthy();
    // The user filter offers the people seen in the trail.
    expect(await screen.findByRole('option', { name: 'Adam Admin (admin@demo.hub)', hidden: true })).toBeTruthy();
  });

  it('When API-key and role entries are listed, then they read in words: names and labels, no ids or codes', async () => {
    const keyCreated: AuditEntryItem = {
      ...STORE_CREATED,
      id: 'e4',
      storeCode: null,
      entity: 'api-key',
      action: 'api-key.created',
      summary: { id: '5faed64a-b1f7-4eab-9e0f-d63d0d3a9d35', name: 'ERP sync', prefix: 'hub_423757ef', allowedOperations: ['PRODUCTS_READ'] },
    };
    const roleCreated: AuditEntryItem = {
      ...STORE_CREATED,
      id: 'e5',
      storeCode: null,
      entity: 'role',
      action: 'role.created',
      kind: 'custom',
      summary: { id: 'bd7f828c-8c53-4da7-afde-93d571ea3d9c', name: 'Shelf checker', baseRole: 'USER', permissions: ['PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'] },
    };
    serve([keyCreated, roleCreated]);
    render(
      <HubRoot>
        <AuditTrailPage />
      </HubRoot>,
    );
    const rows = await screen.findAllByTestId('audit-row');
    expect(within(rows[0]!).getByText('API key created')).toBeTruthy();
    expect(within(rows[0]!).getByText('API key')).toBeTruthy();
    expect(within(rows[0]!).getByText('Read products')).toBeTruthy();
    expect(within(rows[1]!).getByText('App User')).toBeTruthy();
    expect(within(rows[1]!).getByText('Products: View, All of Stock-take reports')).toBeTruthy();
    for (const row of rows) {
      expect(row.textContent).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
      expect(row.textContent).not.toMatch(/PRODUCTS_READ|USER\b|api-key\./);
    }
    // Every entity can be filtered, API keys included.
    const entity = screen.getByRole('combobox', { name: 'Entity', hidden: true }) as HTMLSelectElement;
    expect([...entity.options].map((o) => o.value)).toEqual(expect.arrayContaining(['api-key', 'gold-rate', 'setup']));
  });

  it('When filtered by entity, then the query asks for it from the first row, and unrelated actions are not offered', async () => {
    serve([STORE_CREATED, SIGNIN], 45);
    render(
      <HubRoot>
        <AuditTrailPage />
      </HubRoot>,
    );
    await screen.findAllByTestId('audit-row');
    fireEvent.click(screen.getByRole('button', { name: 'Next page', hidden: true }));
    await waitFor(() => expect(listCalls().at(-1)?.start).toBe('20'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Entity', hidden: true }), { target: { value: 'store' } });
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ entity: 'store', start: '0', pageSize: '20' }));
    const actions = screen.getByRole('combobox', { name: 'Action', hidden: true }) as HTMLSelectElement;
    expect([...actions.options].map((o) => o.value)).toEqual(['', 'store.created', 'store.updated', 'store.deleted']);
  });

  it('When the date range is reversed, then "Invalid date" shows next to From and no query is sent with it', async () => {
    serve([STORE_CREATED]);
    render(
      <HubRoot>
        <AuditTrailPage />
      </HubRoot>,
    );
    await screen.findAllByTestId('audit-row');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    await waitFor(() => expect(listCalls().at(-1)).toHaveProperty('to'));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-02' } });
    const fromField = screen.getByLabelText('From').closest('.fui-Field') as HTMLElement;
    expect(await within(fromField).findByText('Invalid date')).toBeTruthy();
    expect(listCalls().some((query) => 'from' in query)).toBe(false);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-03' } });
    await waitFor(() => expect(screen.queryByText('Invalid date')).toBeNull());
    await waitFor(() => expect(listCalls().at(-1)).toHaveProperty('from'));
  });

  it('When nothing matches, then the empty state says so', async () => {
    serve([]);
    render(
      <HubRoot>
        <AuditTrailPage />
      </HubRoot>,
    );
    expect(await screen.findByText('Nothing recorded yet')).toBeTruthy();
  });
});
