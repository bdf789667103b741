import type { Merchant } from '@hub/contracts';
import {
  canSubmitChoice,
  choiceCounts,
  isSearchable,
  isViewOnly,
  resolveChoice,
  showsProfileField,
  showsStoreField,
  showsSwitchButton,
  storageKeysToClear,
  switchTarget,
} from './accountSwitch';

const demo: Merchant = {
  id: 'DEMO',
  profile: [
    {
      name: 'default',
      stores: [
        { code: 'MASTER', name: 'Master' },
        { code: 'BKK', name: 'Bangkok' },
      ],
    },
    {
      name: 'north',
      stores: [
        { code: 'CNX', name: 'Chiang Mai' },
        { code: 'CEI', name: 'Chiang Rai' },
      ],
    },
  ],
};
const single: Merchant = {
  id: 'ONE',
  profile: [{ name: 'default', stores: [{ code: 'MASTER', name: 'Master' }] }],
};

describe('account dropdowns (spec section 5)', () => {
  it('When a dropdown has 10 options or fewer, then it is not searchable; with 11, it is', () => {
    expect(isSearchable(10)).toBe(false);
    expect(isSearchable(11)).toBe(true);
  });
  it("When the only profile is 'default', then the profile field is hidden", () => {
    expect(showsProfileField([{ name: 'default' }])).toBe(false);
    expect(showsProfileField([{ name: 'north' }])).toBe(true);
    expect(showsProfileField([{ name: 'default' }, { name: 'north' }])).toBe(true);
  });
  it('When MASTER is among the stores, then the store field is hidden', () => {
    expect(showsStoreField([{ code: 'MASTER' }, { code: 'BKK' }])).toBe(false);
    expect(showsStoreField([{ code: 'BKK' }])).toBe(true);
  });
});

describe('re-selection (spec section 4)', () => {
  it('When the wanted profile exists, then it stays and the wanted store stays', () => {
    expect(resolveChoice(demo, { profile: 'north', sid: 'CEI' })).toEqual({
      merchantID: 'DEMO',
      profile: 'north',
      sid: 'CEI',
    });
  });
  it('When the profile is invalid, then the first profile is taken and the store follows it', () => {
    expect(resolveChoice(demo, { profile: 'south', sid: 'CEI' })).toEqual({
      merchantID: 'DEMO',
      profile: 'default',
      sid: 'MASTER',
    });
  });
  it('When the store is not in the profile, then the first store of the profile is taken', () => {
    expect(resolveChoice(demo, { profile: 'north', sid: 'BKK' })).toEqual({
      merchantID: 'DEMO',
      profile: 'north',
      sid: 'CNX',
    });
  });
  it('When MASTER is among the stores, then MASTER is the store (the field is hidden)', () => {
    expect(resolveChoice(demo, { profile: 'default', sid: 'BKK' }).sid).toBe('MASTER');
  });
  it('When the merchant has no profile, then nothing is chosen', () => {
    expect(resolveChoice({ id: 'X', profile: [] }, {})).toEqual({ merchantID: 'X', profile: '', sid: '' });
  });
});

describe('Switch button and view-only (spec section 5)', () => {
  it('When there is more than one merchant, then Switch shows', () => {
    expect(showsSwitchButton(choiceCounts(['ACME', 'DEMO'], single, 'default'))).toBe(true);
  });
  it('When there is more than one profile, then Switch shows', () => {
    expect(showsSwitchButton(choiceCounts(['DEMO'], demo, 'default'))).toBe(true);
  });
  it('When only the stores of a visible store field give a choice, then Switch shows', () => {
    const m: Merchant = {
      id: 'S',
      profile: [
        {
          name: 'default',
          stores: [
            { code: 'A', name: 'A' },
            { code: 'B', name: 'B' },
          ],
        },
      ],
    };
    expect(showsSwitchButton(choiceCounts(['S'], m, 'default'))).toBe(true);
  });
  it('When stores are many but MASTER hides the store field and nothing else is choosable, then no Switch', () => {
    const m: Merchant = {
      id: 'S',
      profile: [
        {
          name: 'default',
          stores: [
            { code: 'MASTER', name: 'M' },
            { code: 'B', name: 'B' },
          ],
        },
      ],
    };
    expect(showsSwitchButton(choiceCounts(['S'], m, 'default'))).toBe(false);
  });
  it('When a single MASTER store, profile and merchant, then the drawer is view only without Switch', () => {
    expect(isViewOnly(['ONE'], single)).toBe(true);
    expect(showsSwitchButton(choiceCounts(['ONE'], single, 'default'))).toBe(false);
    expect(isViewOnly(['ONE', 'TWO'], single)).toBe(false);
    expect(isViewOnly(['DEMO'], demo)).toBe(false);
  });
  it('When the choice is the current account or has an empty value, then it cannot be submitted', () => {
    const current = { merchantID: 'DEMO', profile: 'default', sid: 'MASTER' };
    expect(canSubmitChoice(current, current)).toBe(false);
    expect(canSubmitChoice({ ...current, sid: '' }, current)).toBe(false);
    expect(canSubmitChoice({ ...current, merchantID: 'ACME' }, current)).toBe(true);
  });
});

describe('after a switch', () => {
  it('goes to the answer redirect, else the redirect query parameter, else /', () => {
    expect(switchTarget('/setup', '?redirect=/products')).toBe('/setup');
    expect(switchTarget(null, '?redirect=%2Fth%2Fproducts')).toBe('/th/products');
    expect(switchTarget(null, '?redirect=//evil.example')).toBe('/');
    expect(switchTarget(undefined, '')).toBe('/');
  });
  it('clears every stored key but the kept ones', () => {
    expect(
      storageKeysToClear(['hub-session', 'theme', 'hub-store-filter', 'x'], ['hub-session', 'theme']),
    ).toEqual(['hub-store-filter', 'x']);
  });
});
