import { credentialChangeRefusal, decideAccountChange, merchantView } from './accounts';

const stores = [
  { profile: 'default', code: 'MASTER', name: 'Master' },
  { profile: 'default', code: 'BKK', name: 'Bangkok' },
  { profile: 'north', code: 'CNX', name: 'Chiang Mai' },
  { profile: 'east', code: 'NOPE', name: 'Other' },
];
const profiles = ['default', 'north', 'east', 'empty'];

describe('merchant view (spec section 3, Merchant)', () => {
  it('when the role works across stores, then every profile with stores is listed with all its stores', () => {
    const view = merchantView('DEMO', profiles, stores, { roleName: 'ADMIN', stores: [] });
    expect(view).toEqual({
      id: 'DEMO',
      profile: [
        {
          name: 'default',
          stores: [
            { code: 'MASTER', name: 'Master' },
            { code: 'BKK', name: 'Bangkok' },
          ],
        },
        { name: 'north', stores: [{ code: 'CNX', name: 'Chiang Mai' }] },
        { name: 'east', stores: [{ code: 'NOPE', name: 'Other' }] },
      ],
    });
  });
  it('when the role is store-bound, then only its stores show (never MASTER) and empty profiles are dropped', () => {
    const view = merchantView('DEMO', profiles, stores, {
      roleName: 'STORE_MANAGER',
      stores: ['BKK', 'CNX', 'MASTER'],
    });
    expect(view.profile).toEqual([
      { name: 'default', stores: [{ code: 'BKK', name: 'Bangkok' }] },
      { name: 'north', stores: [{ code: 'CNX', name: 'Chiang Mai' }] },
    ]);
  });
});

describe('account change decisions (spec section 8, UAC105-UAC108)', () => {
  const merchant = merchantView('DEMO', profiles, stores, { roleName: 'ADMIN', stores: [] });
  const user = { merchantId: 'DEMO' };
  it('when merchant, profile and store are valid, then the account is the one asked for', () => {
    expect(
      decideAccountChange(user, ['ACME', 'DEMO'], merchant, {
        merchantID: 'DEMO',
        profile: 'north',
        sid: 'CNX',
      }),
    ).toEqual({
      account: { merchantId: 'DEMO', profile: 'north', sid: 'CNX' },
    });
  });
  it('when the user has no merchant, then UAC105', () => {
    expect(
      decideAccountChange({ merchantId: null }, [], undefined, {
        merchantID: 'DEMO',
        profile: 'default',
        sid: 'MASTER',
      }),
    ).toMatchObject({ code: 'UAC105' });
  });
  it('when the merchant is not switchable, then 404 UAC106', () => {
    expect(
      decideAccountChange(user, ['DEMO'], merchant, {
        merchantID: 'ACME',
        profile: 'default',
        sid: 'MASTER',
      }),
    ).toEqual({ code: 'UAC106', httpStatus: 404 });
  });
  it('when the profile is unknown or has no allowed store, then 400 UAC107', () => {
    expect(
      decideAccountChange(user, ['DEMO'], merchant, { merchantID: 'DEMO', profile: 'empty', sid: 'MASTER' }),
    ).toEqual({ code: 'UAC107', httpStatus: 400 });
  });
  it('when the store is not in the profile, then 400 UAC108', () => {
    expect(
      decideAccountChange(user, ['DEMO'], merchant, { merchantID: 'DEMO', profile: 'north', sid: 'BKK' }),
    ).toEqual({ code: 'UAC108', httpStatus: 400 });
  });
});

describe('credential change order', () => {
  it('when a rule fails, then 400 IP100 with the violations, even if the current value is wrong', () => {
    expect(credentialChangeRefusal([{ field: 'password', rule: 'digit' }], false, 'UAC110')).toEqual({
      code: 'IP100',
      httpStatus: 400,
      details: [{ field: 'password', rule: 'digit' }],
    });
  });
  it('when the rules hold but the current value is wrong, then 401 with the given code', () => {
    expect(credentialChangeRefusal([], false, 'UAC111')).toEqual({ code: 'UAC111', httpStatus: 401 });
  });
  it('when everything holds, then no refusal', () => {
    expect(credentialChangeRefusal([], true, 'UAC110')).toBeUndefined();
  });
  it('when the user reached the limit of wrong current values, then 429 UAC117 before anything else is checked', () => {
    expect(credentialChangeRefusal([], true, 'UAC110', 5)).toEqual({ code: 'UAC117', httpStatus: 429 });
    expect(credentialChangeRefusal([{ field: 'pin', rule: 'pinDigits' }], false, 'UAC111', 7)).toEqual({
      code: 'UAC117',
      httpStatus: 429,
    });
  });
  it('when the user is one below the limit, then the change is still judged', () => {
    expect(credentialChangeRefusal([], true, 'UAC110', 4)).toBeUndefined();
    expect(credentialChangeRefusal([], false, 'UAC110', 2, 3)).toEqual({ code: 'UAC110', httpStatus: 401 });
    expect(credentialChangeRefusal([], false, 'UAC110', 3, 3)).toEqual({ code: 'UAC117', httpStatus: 429 });
  });
});
