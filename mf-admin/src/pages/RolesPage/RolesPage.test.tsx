import { fireEvent, render, screen, within } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, NAVIGATION, QUICK_SETTINGS, permissionModules, rolesApi, type RoleSummary } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { useState } from 'react';
import { ADMIN_NS, adminBundles } from '../../i18n';
import { PermissionPicker } from './PermissionPicker';
import { RolesPage } from './RolesPage';

const role = (over: Partial<RoleSummary>): RoleSummary => ({
  id: 'r1',
  kind: 'custom',
  name: 'Stock auditor',
  label: 'Stock auditor',
  description: 'Counts stock',
  baseRole: 'STORE_USER',
  permissions: ['PRODUCTS_READ_PREVIEW'],
  userCount: 0,
  overridden: false,
  clonedFrom: null,
  updatedAt: null,
  ...over,
});

function signInAs(roleName: string, roles: readonly string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName, roles: [...roles], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('roles screens', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles(ADMIN_NS, adminBundles));
  beforeEach(() => {
    api = fakeApi();
    hubStore.setState({ locale: 'en' });
  });

  it('when an admin opens the list, then roles are grouped by kind with labels, user counts and the actions ADMIN may take', async () => {
    signInAs('ADMIN', DEFAULT_ROLE_PERMISSIONS.ADMIN);
    api.once(
      rolesApi.list,
      succeeds([role({ id: 'OWNER', kind: 'system', name: 'OWNER', baseRole: 'OWNER', userCount: 2 }), role({ id: 'd1', kind: 'default', name: 'Catalogue viewer' }), role({})]),
    );
    render(
      <HubRoot>
        <RolesPage />
      </HubRoot>,
    );
    const system = await screen.findByTestId('roles-group-system');
    // The table is a deferred component of @hub/ui: it renders once its code is in.
    expect((await within(system).findAllByText('Administrator')).length).toBeGreaterThan(0);
    // A system role: view only (ADMIN may not change it), clone allowed.
    expect(within(system).queryAllByRole('button', { name: 'Edit Administrator' })).toHaveLength(0);
    expect(within(system).getAllByRole('button', { name: 'View Administrator' }).length).toBeGreaterThan(0);
    expect(within(system).getAllByRole('button', { name: 'Clone Administrator' }).length).toBeGreaterThan(0);
    const custom = screen.getByTestId('roles-group-custom');
    expect(within(custom).getAllByRole('button', { name: 'Edit Stock auditor' }).length).toBeGreaterThan(0);
    expect(within(custom).getAllByRole('button', { name: 'Delete Stock auditor' }).length).toBeGreaterThan(0);
    const dflt = screen.getByTestId('roles-group-default');
    expect(within(dflt).queryAllByRole('button', { name: 'Delete Catalogue viewer' })).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'New role' })).toBeTruthy();
  });

  it('when a role without ROLES_MANAGEMENT_READ_PREVIEW opens the list, then access is denied and nothing is fetched', () => {
    signInAs('OWNER', DEFAULT_ROLE_PERMISSIONS.OWNER);
    render(
      <HubRoot>
        <RolesPage />
      </HubRoot>,
    );
    expect(screen.getByText(/You don't have permissions to access this page/)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('when the picker is used, then a module "All" grants MODULE_**, covered permissions lock, and what the caller lacks is disabled', () => {
    function Harness() {
      const [value, setValue] = useState<string[]>([]);
      return (
        <HubRoot>
          <PermissionPicker value={value} onChange={setValue} held={DEFAULT_ROLE_PERMISSIONS.ADMIN} />
          <output data-testid="value">{value.join(' ')}</output>
        </HubRoot>
      );
    }
    render(<Harness />);
    const erp = screen.getByTestId('picker-module-ERP');
    expect(within(erp).getByText('Covers: View, Create, Change')).toBeTruthy();
    fireEvent.click(within(erp).getByRole('checkbox', { name: 'All of ERP' }));
    expect(screen.getByTestId('value').textContent).toBe('ERP_**');
    const create = within(erp).getByRole('checkbox', { name: 'ERP: Create (ERP_CREATE)' }) as HTMLInputElement;
    expect(create.checked).toBe(true);
    expect(create.disabled).toBe(true);
    const dash = screen.getByTestId('picker-module-DASH');
    expect((within(dash).getByRole('checkbox', { name: 'Owner dashboard: Owner dashboard (DASH_READ_ADMIN)' }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dash).getByText('You do not hold this permission, so you cannot grant it.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('picker-module-PRODUCTS')).getByRole('checkbox', { name: 'Products: View (PRODUCTS_READ_PREVIEW)' }));
    expect(screen.getByTestId('value').textContent).toBe('ERP_** PRODUCTS_READ_PREVIEW');
  });
});

describe('roles screens wording (en, th, zh-CN, ar)', () => {
  const bundles = adminBundles as unknown as Record<string, { roles: Record<string, Record<string, Record<string, unknown>>> }>;

  it.each(['en', 'th', 'zh', 'ar'])('%s names every permission module, menu item and quick setting the screens show', (locale) => {
    const roles = bundles[locale]!.roles;
    const missing = [
      ...permissionModules().map((m) => m.module).filter((m) => !roles.picker!.modules![m]),
      ...NAVIGATION.flatMap((i) => (i.kind === 'group' ? [i.key, ...i.children.map((c) => c.key)] : [i.key])).filter((k) => !roles.preview!.nav![k]),
      ...QUICK_SETTINGS.map((q) => q.key).filter((k) => !roles.preview!.quick![k]),
    ];
    // A new permission module needs a label here in all four languages (mf-admin/src/i18n/*.json, roles.picker.modules).
    expect(missing).toEqual([]);
  });
});
