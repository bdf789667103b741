import { DEFAULT_ROLE_PERMISSIONS, PERMISSIONS as P } from '@hub/contracts';
import { baseRoleRefusal, changesAccess, createRefusal, modifyRefusal, permissionsRefusal, reservedNameRefusal, systemRoleSummaries } from './roles';

const admin = { roles: DEFAULT_ROLE_PERMISSIONS.ADMIN, roleName: 'ADMIN' };
const sadmin = { roles: DEFAULT_ROLE_PERMISSIONS.SADMIN, roleName: 'SADMIN' };

describe('roles management rules (issue 4 item 4, spec section 6)', () => {
  it('when a merchant admin creates a default role or changes a system role, then 403 UAC114', () => {
    expect(createRefusal(admin, 'default', false)).toEqual({ code: 'UAC114', httpStatus: 403 });
    expect(createRefusal(admin, 'custom', false)).toBeUndefined();
    expect(modifyRefusal(admin, { kind: 'system', id: 'OWNER' })).toMatchObject({ code: 'UAC114' });
    expect(modifyRefusal(sadmin, { kind: 'system', id: 'OWNER' })).toBeUndefined();
  });

  it('when a role is based on a provider role, then 403 UAC114 on body.baseRole', () => {
    expect(baseRoleRefusal('SADMIN', 'SADMIN')).toMatchObject({ code: 'UAC114', details: [{ path: 'body.baseRole' }] });
    expect(baseRoleRefusal('ADMIN', 'STORE_USER')).toBeUndefined();
  });

  it('when the permission list has unknown entries, then 400 IP100 naming each; ungrantable ones 403 UAC114', () => {
    expect(permissionsRefusal(admin, 'custom', ['NOPE', 'PRODUCTS_READ_PREVIEW'])).toEqual({
      code: 'IP100',
      httpStatus: 400,
      details: [{ path: 'body.permissions', message: 'NOPE' }],
    });
    expect(permissionsRefusal(admin, 'custom', [P.DASH_READ_ADMIN])).toMatchObject({ code: 'UAC114', details: [{ message: P.DASH_READ_ADMIN }] });
    expect(permissionsRefusal(admin, 'custom', [P.PRODUCTS_READ_PREVIEW, 'ERP_**'])).toBeUndefined();
  });

  it('when a provider puts a provider-only permission in a custom or default role, then 403; in a system override it may', () => {
    expect(permissionsRefusal(sadmin, 'custom', [P.MERCHANTS_ALL_ACCESS])).toMatchObject({ code: 'UAC114' });
    expect(permissionsRefusal(sadmin, 'default', ['**'])).toMatchObject({ code: 'UAC114' });
    expect(permissionsRefusal(sadmin, 'system', [P.MERCHANTS_ALL_ACCESS, P.PRODUCTS_READ_PREVIEW])).toBeUndefined();
  });

  it('when a kept permission is one the caller lacks, then editing the rest is still allowed', () => {
    expect(permissionsRefusal(admin, 'custom', [P.DASH_READ_ADMIN, P.ERP_CREATE], [P.DASH_READ_ADMIN])).toBeUndefined();
  });

  it('when a name is a built-in role name in any case, then 409 RL101', () => {
    expect(reservedNameRefusal(' owner ')).toMatchObject({ code: 'RL101', httpStatus: 409 });
    expect(reservedNameRefusal('Owner assistant')).toBeUndefined();
  });

  it('when system roles are listed, then an override replaces the defaults and is flagged', () => {
    const list = systemRoleSummaries(new Map([['USER', { permissions: ['ERP_CREATE'], updatedAt: '2026-01-01T00:00:00.000Z' }]]), new Map([['USER', 3]]));
    expect(list).toHaveLength(9);
    expect(list.find((r) => r.id === 'USER')).toMatchObject({ kind: 'system', permissions: ['ERP_CREATE'], overridden: true, userCount: 3 });
    expect(list.find((r) => r.id === 'OWNER')).toMatchObject({ permissions: [...DEFAULT_ROLE_PERMISSIONS.OWNER], overridden: false, userCount: 0 });
  });

  it('when only the name or description changes, then the holders keep their sessions', () => {
    expect(changesAccess({ permissions: ['A', 'B'], baseRole: 'USER' }, { permissions: ['B', 'A'], baseRole: 'USER' })).toBe(false);
    expect(changesAccess({ permissions: ['A'], baseRole: 'USER' }, { permissions: ['A', 'B'], baseRole: 'USER' })).toBe(true);
    expect(changesAccess({ permissions: ['A'], baseRole: 'USER' }, { permissions: ['A'], baseRole: 'STORE_USER' })).toBe(true);
  });
});
