import { DEFAULT_ROLE_PERMISSIONS } from '@hub/contracts';
import { initialAccount, permissionsOf, pinSigninRefusal, signinRefusal, switchableMerchants, toAccessClaims, toSessionUser, type UserRecord } from './session-user';

const base: UserRecord = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'a@demo.hub',
  userName: 'A',
  active: true,
  roleName: 'ADMIN',
  permissions: null,
  image: null,
  merchantId: 'DEMO',
  profile: 'default',
  defaultSid: 'MASTER',
  stores: [],
  merchants: [],
};

describe('session user', () => {
  it('when no override is set, then the role defaults are the permissions', () => {
    expect(permissionsOf(base)).toEqual([...DEFAULT_ROLE_PERMISSIONS.ADMIN]);
  });
  it('when an override is set, then it replaces the role defaults', () => {
    expect(permissionsOf({ ...base, permissions: ['PRODUCTS_READ_PREVIEW'] })).toEqual(['PRODUCTS_READ_PREVIEW']);
  });
  it("when the user holds a custom/default role or its built-in role is overridden, then that role's list applies; the user's own override still wins", () => {
    expect(permissionsOf({ ...base, rolePermissions: ['STOCK_TAKE_REPORT_**'] })).toEqual(['STOCK_TAKE_REPORT_**']);
    expect(permissionsOf({ ...base, rolePermissions: [] })).toEqual([]);
    expect(permissionsOf({ ...base, rolePermissions: null })).toEqual([...DEFAULT_ROLE_PERMISSIONS.ADMIN]);
    expect(permissionsOf({ ...base, rolePermissions: ['ERP_CREATE'], permissions: ['PRODUCTS_READ_PREVIEW'] })).toEqual(['PRODUCTS_READ_PREVIEW']);
  });
  it('when the role is unknown, then there are no permissions', () => {
    expect(permissionsOf({ ...base, roleName: 'NOBODY' })).toEqual([]);
  });
  it('when the role is a provider role, then every merchant is switchable', () => {
    expect(switchableMerchants({ ...base, roleName: 'SUPPORT' }, ['DEMO', 'ACME'])).toEqual(['ACME', 'DEMO']);
  });
  it('when the role is a merchant role, then only its own and listed existing merchants are switchable', () => {
    expect(switchableMerchants({ ...base, merchants: ['ACME', 'GONE'] }, ['DEMO', 'ACME'])).toEqual(['ACME', 'DEMO']);
    expect(switchableMerchants(base, ['DEMO', 'ACME'])).toEqual(['DEMO']);
  });
  it('when a store-bound user signs in, then the session starts in an assigned store', () => {
    expect(initialAccount({ ...base, roleName: 'STORE_USER', stores: ['DXB'], defaultSid: 'MASTER' })).toEqual({ merchantId: 'DEMO', profile: 'default', sid: 'DXB' });
  });
  it('when the user has no merchant, then there is no account', () => {
    expect(initialAccount({ ...base, merchantId: null })).toBeUndefined();
  });
  it('when session user and claims are built, then they carry merchant, profile, sid and roles', () => {
    const account = { merchantId: 'DEMO', profile: 'north', sid: 'CNX' };
    expect(toSessionUser(base, account, ['DEMO'])).toMatchObject({ merchantID: 'DEMO', profile: 'north', sid: 'CNX', merchants: ['DEMO'], roleName: 'ADMIN' });
    expect(toAccessClaims({ ...base, stores: ['CNX'] }, account, 's1')).toMatchObject({ sub: base.id, sessionId: 's1', stores: ['CNX'] });
  });
});

describe('sign-in refusals', () => {
  it('when the e-mail is unknown, then 401 UAC100', () => {
    expect(signinRefusal(undefined, false)).toEqual({ code: 'UAC100', httpStatus: 401 });
  });
  it('when the password is wrong, then 401 UAC110, even for a deactivated user', () => {
    expect(signinRefusal({ ...base, active: false }, false)).toEqual({ code: 'UAC110', httpStatus: 401 });
  });
  it('when the account is deactivated, then 403 UAC115', () => {
    expect(signinRefusal({ ...base, active: false }, true)).toEqual({ code: 'UAC115', httpStatus: 403 });
  });
  it('when the user has no merchant, then 401 UAC105', () => {
    expect(signinRefusal({ ...base, merchantId: null }, true)).toEqual({ code: 'UAC105', httpStatus: 401 });
  });
  it('when everything holds, then no refusal', () => {
    expect(signinRefusal(base, true)).toBeUndefined();
  });
});

describe('pinSigninRefusal (issue 29 item 1, ADR 0037)', () => {
  const storeUser = { active: true, merchantId: 'DEMO', roleName: 'STORE_USER' };
  it('when a store-bound user gives the right PIN, then nothing refuses', () => {
    expect(pinSigninRefusal(storeUser, true)).toBeUndefined();
    expect(pinSigninRefusal({ ...storeUser, roleName: 'USER' }, true)).toBeUndefined();
  });
  it('when the e-mail is unknown or the PIN wrong, then UAC100 or UAC111, before anything else of the user', () => {
    expect(pinSigninRefusal(undefined, false)).toEqual({ code: 'UAC100', httpStatus: 401 });
    expect(pinSigninRefusal({ ...storeUser, active: false, roleName: 'ADMIN' }, false)).toEqual({ code: 'UAC111', httpStatus: 401 });
  });
  it('when the account is deactivated, has no merchant, or its role is not store-bound, then UAC115, UAC105, UAC114', () => {
    expect(pinSigninRefusal({ ...storeUser, active: false }, true)?.code).toBe('UAC115');
    expect(pinSigninRefusal({ ...storeUser, merchantId: null }, true)?.code).toBe('UAC105');
    expect(pinSigninRefusal({ ...storeUser, roleName: 'ADMIN' }, true)).toEqual({ code: 'UAC114', httpStatus: 403 });
    expect(pinSigninRefusal({ ...storeUser, roleName: 'SADMIN' }, true)?.code).toBe('UAC114');
  });
});

describe('a temporary password (issue 29 item 3)', () => {
  const account = { merchantId: 'DEMO', profile: 'default', sid: 'MASTER' };
  it('when the user must choose a new password, then the claims and the session user say so', () => {
    const held = { ...base, passwordChangeRequired: true };
    expect(toAccessClaims(held, account, 's1').passwordChangeRequired).toBe(true);
    expect(toSessionUser(held, account, ['DEMO']).passwordChangeRequired).toBe(true);
  });
  it('when the user need not, then neither carries the flag (tokens and answers keep their shape)', () => {
    expect('passwordChangeRequired' in toAccessClaims({ ...base, passwordChangeRequired: false }, account, 's1')).toBe(false);
    expect('passwordChangeRequired' in toSessionUser(base, account, ['DEMO'])).toBe(false);
  });
});
