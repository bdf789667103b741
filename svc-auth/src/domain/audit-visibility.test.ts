import { activityKindOf, entityOfAction, visibleActivityKinds } from './audit-visibility';

describe('visibleActivityKinds', () => {
  it.each([
    [['ACTIVITIES_READ_PREVIEW_DEFAULT'], ['default']],
    [['ACTIVITIES_READ_PREVIEW_SYSTEM'], ['system']],
    [['ACTIVITIES_READ_PREVIEW_CUSTOM'], ['custom']],
    [['ACTIVITIES_READ_PREVIEW_SYSTEM', 'ACTIVITIES_READ_PREVIEW_CUSTOM'], ['system', 'custom']],
    [['ACTIVITIES_READ_PREVIEW_**'], ['system', 'default', 'custom']],
    [['ACTIVITIES_**'], ['system', 'default', 'custom']],
    [['**'], ['system', 'default', 'custom']],
    [['PRODUCTS_READ_PREVIEW'], []],
    [['ACTIVITIES_MODIFY_SYSTEM'], []],
    [[], []],
  ])('when the grants are %j, then the kinds seen are %j', (granted, kinds) => {
    expect(visibleActivityKinds(granted)).toEqual(kinds);
  });
});

describe('activityKindOf', () => {
  it('is system without an actor or for provider roles, default for built-in roles, custom otherwise', () => {
    expect(activityKindOf(null)).toBe('system');
    expect(activityKindOf({ roleName: 'SADMIN' })).toBe('system');
    expect(activityKindOf({ roleName: 'SUPPORT' })).toBe('system');
    expect(activityKindOf({ roleName: 'ADMIN' })).toBe('default');
    expect(activityKindOf({ roleName: 'STORE_USER' })).toBe('default');
    expect(activityKindOf({ roleName: 'JEWELLERY_AUDITOR' })).toBe('custom');
    // Migration 008: role_name is the base role; the held custom role decides.
    expect(activityKindOf({ roleName: 'STORE_USER', roleKind: 'custom' })).toBe('custom');
    expect(activityKindOf({ roleName: 'USER', roleKind: 'default' })).toBe('default');
    expect(activityKindOf({ roleName: 'ADMIN', roleKind: null })).toBe('default');
  });
});

describe('entityOfAction', () => {
  it('takes the prefix of the action', () => {
    expect(entityOfAction('store.created')).toBe('store');
    expect(entityOfAction('signin')).toBe('signin');
  });
});
