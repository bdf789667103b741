import {
  deactivationRefusal,
  likePattern,
  merchantsChange,
  newUserRefusal,
  rightsChanged,
  roleGrantRefusal,
  storesRefusal,
  userListPaging,
  userWithinCallerStores,
} from './user-admin';

describe('user list paging and search', () => {
  it('when nothing is given, then start 0 and 20 a page; the page size stays within 1..100', () => {
    expect(userListPaging()).toEqual({ start: 0, pageSize: 20 });
    expect(userListPaging('40', '10')).toEqual({ start: 40, pageSize: 10 });
    expect(userListPaging('0', '0')).toEqual({ start: 0, pageSize: 1 });
    expect(userListPaging('0', '5000')).toEqual({ start: 0, pageSize: 100 });
  });
  it('when the search holds LIKE wildcards, then they are taken literally', () => {
    expect(likePattern(' a%b_c\\ ')).toBe('%a\\%b\\_c\\\\%');
  });
});

describe('store-bound visibility', () => {
  it('when the caller is not store-bound, then every user is visible', () => {
    expect(userWithinCallerStores([], null)).toBe(true);
    expect(userWithinCallerStores(['X'], null)).toBe(true);
  });
  it('when the caller is store-bound, then only users with stores all within its own', () => {
    expect(userWithinCallerStores(['A'], ['A', 'B'])).toBe(true);
    expect(userWithinCallerStores(['A', 'C'], ['A', 'B'])).toBe(false);
    expect(userWithinCallerStores([], ['A'])).toBe(false);
  });
});

describe('stores of a user', () => {
  it('when empty, then 400 UAC112', () => {
    expect(storesRefusal([], ['A'], null)).toMatchObject({ code: 'UAC112', httpStatus: 400 });
  });
  it("when a store is not the merchant's, or not the store-bound caller's, then 400 UAC108", () => {
    expect(storesRefusal(['Z'], ['A'], null)).toMatchObject({ code: 'UAC108', httpStatus: 400 });
    expect(storesRefusal(['B'], ['A', 'B'], ['A'])).toMatchObject({ code: 'UAC108' });
    expect(storesRefusal(['A'], ['A', 'B'], ['A'])).toBeUndefined();
    expect(storesRefusal(['A', 'B'], ['A', 'B'], null)).toBeUndefined();
  });
});

describe('role grants', () => {
  it('when a merchant admin grants a provider role, then 403 UAC114; a provider may', () => {
    expect(roleGrantRefusal('ADMIN', 'SADMIN', false)).toMatchObject({ code: 'UAC114', httpStatus: 403 });
    expect(roleGrantRefusal('ADMIN', 'SUPPORT', false)).toMatchObject({ code: 'UAC114' });
    expect(roleGrantRefusal('SADMIN', 'SUPPORT', false)).toBeUndefined();
    expect(roleGrantRefusal('ADMIN', 'STORE_MANAGER', false)).toBeUndefined();
  });
  it('when a store-bound caller grants a role that is not store-bound, then 403 UAC114', () => {
    expect(roleGrantRefusal('STORE_MANAGER', 'ADMIN', true)).toMatchObject({ code: 'UAC114' });
    expect(roleGrantRefusal('STORE_MANAGER', 'STORE_USER', true)).toBeUndefined();
  });
});

describe('new user checks', () => {
  const ok = { email: 'new@demo.hub', password: 'Secret@1', pin: '123456' };
  it('when everything is valid, then no refusal', () => {
    expect(newUserRefusal(ok)).toBeUndefined();
    expect(newUserRefusal({ ...ok, pin: null })).toBeUndefined();
  });
  it.each(['', 'plain', 'a@b', 'a b@c.de', 'a@@c.de'])('when the e-mail is %j, then 400 UR109', (email) => {
    expect(newUserRefusal({ ...ok, email })).toMatchObject({ code: 'UR109', httpStatus: 400 });
  });
  it('when the password or PIN breaks a rule, then 400 IP100 with each rule', () => {
    expect(newUserRefusal({ ...ok, password: 'short' })).toEqual({
      code: 'IP100',
      httpStatus: 400,
      details: [
        { field: 'password', rule: 'minLength' },
        { field: 'password', rule: 'uppercase' },
        { field: 'password', rule: 'digit' },
        { field: 'password', rule: 'special' },
      ],
    });
    expect(newUserRefusal({ ...ok, pin: '12ab' })).toEqual({ code: 'IP100', httpStatus: 400, details: [{ field: 'pin', rule: 'pinDigits' }] });
  });
});

describe('deactivation (UAC116)', () => {
  const admin = { id: 'u1', active: true, roleName: 'ADMIN' };
  it('when a user deactivates themself, then UAC116', () => {
    expect(deactivationRefusal({ callerId: 'u1', target: admin, change: { active: false }, otherActiveAdministrators: 3 })).toMatchObject({ code: 'UAC116' });
  });
  it('when the last active ADMIN/OWNER is deactivated or loses the role, then UAC116', () => {
    expect(deactivationRefusal({ callerId: 'p', target: admin, change: { active: false }, otherActiveAdministrators: 0 })).toMatchObject({ code: 'UAC116' });
    expect(deactivationRefusal({ callerId: 'p', target: admin, change: { roleName: 'USER' }, otherActiveAdministrators: 0 })).toMatchObject({ code: 'UAC116' });
    expect(deactivationRefusal({ callerId: 'p', target: admin, change: { roleName: 'OWNER' }, otherActiveAdministrators: 0 })).toBeUndefined();
  });
  it('when another administrator stays, or the target is not one, then the change is allowed', () => {
    expect(deactivationRefusal({ callerId: 'p', target: admin, change: { active: false }, otherActiveAdministrators: 1 })).toBeUndefined();
    expect(deactivationRefusal({ callerId: 'p', target: { ...admin, roleName: 'USER' }, change: { active: false }, otherActiveAdministrators: 0 })).toBeUndefined();
    expect(deactivationRefusal({ callerId: 'u1', target: admin, change: { active: true }, otherActiveAdministrators: 0 })).toBeUndefined();
  });
});

describe('merchant membership (issue 29 item 3)', () => {
  const existing = ['ACME', 'DEMO', 'GOLD'];
  it('when a provider administrator sets the list, then the own merchant and repeats are dropped, sorted', () => {
    expect(merchantsChange(['GOLD', 'DEMO', 'ACME', 'GOLD'], { callerMayAllMerchants: true, ownMerchant: 'DEMO', existing })).toEqual({ merchants: ['ACME', 'GOLD'] });
    expect(merchantsChange([], { callerMayAllMerchants: true, ownMerchant: 'DEMO', existing })).toEqual({ merchants: [] });
  });
  it('when the caller is no provider administrator, or a merchant does not exist, then UAC114 or UAC106', () => {
    expect(merchantsChange(['ACME'], { callerMayAllMerchants: false, ownMerchant: 'DEMO', existing })).toEqual({ code: 'UAC114', httpStatus: 403 });
    expect(merchantsChange(['NOPE'], { callerMayAllMerchants: true, ownMerchant: 'DEMO', existing })).toMatchObject({ code: 'UAC106', httpStatus: 400 });
  });
  it('when the merchants change (as a set), then the rights changed; the same set in another order did not', () => {
    const user = { baseRole: 'ADMIN', stores: [], active: true };
    expect(rightsChanged({ ...user, merchants: ['ACME'] }, { ...user, merchants: [] })).toBe(true);
    expect(rightsChanged({ ...user, merchants: ['ACME', 'GOLD'] }, { ...user, merchants: ['GOLD', 'ACME'] })).toBe(false);
  });
});
