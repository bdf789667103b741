import type { ManagedUser } from '@hub/contracts';
import {
  draftFromUser,
  emptyUserDraft,
  grantableRoles,
  isLabelledRole,
  serverFieldErrors,
  toCreateBody,
  toUpdateBody,
  validateUserDraft,
  type UserDraft,
} from './userForm';

const valid = (extra: Partial<UserDraft> = {}): UserDraft => ({
  ...emptyUserDraft('USER'),
  userName: 'Nok Sales',
  email: 'nok@demo.hub',
  password: 'Secret@12',
  stores: ['BKK-SIAM'],
  ...extra,
});

const USER: ManagedUser = {
  userName: 'Ursula User',
  email: 'user@demo.hub',
  active: true,
  roleName: 'USER',
  phone: null,
  stores: ['BKK-SIAM'],
  emailVerified: true,
  merchants: [],
};

describe('the user form (spec section 3 "User form")', () => {
  it('When a user is new, then it starts active, with no stores, password or PIN', () => {
    expect(emptyUserDraft('USER')).toEqual({
      userName: '',
      email: '',
      active: true,
      roleName: 'USER',
      password: '',
      pin: '',
      phone: '',
      stores: [],
      merchants: [],
    });
  });

  it('When creating, then the body trims, sends an empty PIN and phone as null, and de-duplicates stores', () => {
    expect(toCreateBody(valid({ userName: '  Nok ', email: ' nok@demo.hub ', stores: ['A', 'A', 'B'] }))).toEqual({
      userName: 'Nok',
      email: 'nok@demo.hub',
      active: true,
      roleName: 'USER',
      password: 'Secret@12',
      pin: null,
      phone: null,
      stores: ['A', 'B'],
    });
    expect(toCreateBody(valid({ pin: '123456', phone: ' 081 ' }))).toMatchObject({ pin: '123456', phone: '081' });
  });

  it('When editing, then only the fields that changed are sent (the audit trail names the real change)', () => {
    const draft = draftFromUser(USER);
    expect(draft.phone).toBe('');
    expect(toUpdateBody(draft, USER)).toEqual({});
    expect(toUpdateBody({ ...draft, stores: ['BKK-SIAM'], phone: '' }, USER)).toEqual({});
    expect(toUpdateBody({ ...draft, userName: 'Ursula U', roleName: 'STORE_USER', phone: '02', stores: ['X'], active: false }, USER)).toEqual({
      userName: 'Ursula U',
      roleName: 'STORE_USER',
      phone: '02',
      stores: ['X'],
      active: false,
    });
  });
});

describe('client validation with the server rules (spec section 5)', () => {
  it('When everything is filled correctly, then there is no error', () => {
    expect(validateUserDraft(valid(), 'create')).toEqual({});
    expect(validateUserDraft(valid({ pin: '123456' }), 'create')).toEqual({});
  });

  it('When the e-mail is not valid, then UR109 is next to it; empty, it is IP100', () => {
    expect(validateUserDraft(valid({ email: 'nok@demo' }), 'create').email).toEqual([{ code: 'UR109' }]);
    expect(validateUserDraft(valid({ email: 'no k@demo.hub' }), 'create').email).toEqual([{ code: 'UR109' }]);
    expect(validateUserDraft(valid({ email: '' }), 'create').email).toEqual([{ code: 'IP100' }]);
  });

  it('When the password breaks rules, then each failed rule is listed next to it', () => {
    expect(validateUserDraft(valid({ password: 'abc' }), 'create').password).toEqual([
      { rule: 'minLength' },
      { rule: 'uppercase' },
      { rule: 'digit' },
      { rule: 'special' },
    ]);
    expect(validateUserDraft(valid({ password: '' }), 'create').password).toEqual([{ rule: 'required' }]);
  });

  it('When a PIN is given, then it must be 6 digits; no PIN is fine', () => {
    expect(validateUserDraft(valid({ pin: '12ab' }), 'create').pin).toEqual([{ rule: 'pinDigits' }]);
    expect(validateUserDraft(valid({ pin: '' }), 'create').pin).toBeUndefined();
  });

  it('When no store is chosen, then UAC112; without a name, IP100', () => {
    const errors = validateUserDraft(valid({ stores: [], userName: ' ' }), 'create');
    expect(errors.stores).toEqual([{ code: 'UAC112' }]);
    expect(errors.userName).toEqual([{ code: 'IP100' }]);
  });

  it('When editing, then the password and e-mail are not checked (an edit does not send them)', () => {
    expect(validateUserDraft({ ...draftFromUser(USER), email: 'legacy-address' }, 'edit')).toEqual({});
    expect(validateUserDraft({ ...draftFromUser(USER), stores: [] }, 'edit', USER).stores).toEqual([{ code: 'UAC112' }]);
    // A merchant-wide user (no stores) can be renamed without being given a store.
    const admin = { ...USER, roleName: 'ADMIN', stores: [] };
    expect(validateUserDraft({ ...draftFromUser(admin), userName: 'Adam A.' }, 'edit', admin)).toEqual({});
  });
});

describe('server refusals next to their fields (spec section 8)', () => {
  it.each([
    ['UR100', 'email'],
    ['UR109', 'email'],
    ['UAC112', 'stores'],
    ['UAC108', 'stores'],
    ['UAC116', 'active'],
    ['UAC114', 'roleName'],
  ])('When the server answers %s, then it shows next to %s', (code, field) => {
    expect(serverFieldErrors(code)).toEqual({ [field]: [{ code }] });
  });

  it('When IP100 carries failed rules, then they go to password and PIN; a path goes to its field', () => {
    expect(
      serverFieldErrors('IP100', [
        { field: 'password', rule: 'uppercase' },
        { field: 'password', rule: 'special' },
        { field: 'pin', rule: 'pinDigits' },
      ]),
    ).toEqual({ password: [{ rule: 'uppercase' }, { rule: 'special' }], pin: [{ rule: 'pinDigits' }] });
    expect(serverFieldErrors('IP100', [{ path: 'body.userName', message: 'Too small' }])).toEqual({ userName: [{ code: 'IP100' }] });
  });

  it('When the code has no field (SE100, IP100 without details), then it belongs to the whole form', () => {
    expect(serverFieldErrors('SE100')).toBeNull();
    expect(serverFieldErrors('IP100')).toBeNull();
  });
});

describe('roles a caller may grant (spec section 6)', () => {
  it('When the caller is a merchant ADMIN, then every role but the provider roles', () => {
    expect(grantableRoles('ADMIN')).toEqual(['ADMIN', 'OWNER', 'STORE_MANAGER', 'USER', 'DEVELOPER', 'PRINTING', 'STORE_USER']);
  });
  it('When the caller is a provider, then every role', () => {
    expect(grantableRoles('SADMIN')).toContain('SUPPORT');
  });
  it('When the caller is store-bound, then only store-bound roles', () => {
    expect(grantableRoles('STORE_MANAGER')).toEqual(['STORE_MANAGER', 'USER', 'STORE_USER']);
  });
  it('labels only the roles the spec labels', () => {
    expect(isLabelledRole('OWNER')).toBe(true);
    expect(isLabelledRole('PRINTING')).toBe(false);
    expect(isLabelledRole('CUSTOM_ROLE')).toBe(false);
  });

  it('when a provider administrator changes the other merchants (issue 29 item 3), then the whole list is sent, sorted; the same set is not sent', () => {
    const draft = draftFromUser({ ...USER, merchants: ['ACME'] });
    expect(toUpdateBody({ ...draft, merchants: ['GOLD', 'ACME'] }, { ...USER, merchants: ['ACME'] })).toEqual({ merchants: ['ACME', 'GOLD'] });
    expect(toUpdateBody({ ...draft, merchants: [] }, { ...USER, merchants: ['ACME'] })).toEqual({ merchants: [] });
    expect(toUpdateBody(draft, { ...USER, merchants: ['ACME'] })).toEqual({});
  });
});
