import { EMPTY_STORE_FILTER } from '@hub/contracts';
import { accountLabel } from './accountLabel';
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadForChunkError,
} from './chunkReloadGuard';
import { initialsAvatar, initialsOf } from './initialsAvatar';
import { LoaderThrottle } from './loaderThrottle';
import { locationOptions, pickLocation, storesOfAddressTree, type SelectableStore } from './locationFilter';

describe('account label (spec section 2)', () => {
  it('When the profile is default and the store MASTER, then only the merchant ID shows', () => {
    expect(accountLabel({ merchantID: 'M100', profile: 'default', sid: 'MASTER' })).toBe('M100');
  });
  it('When profile and store are specific, then all three show', () => {
    expect(accountLabel({ merchantID: 'M100', profile: 'north', sid: 'BKK01' })).toBe('M100 / north / BKK01');
  });
  it('hides only the default profile', () => {
    expect(accountLabel({ merchantID: 'M100', profile: 'default', sid: 'BKK01' })).toBe('M100 / BKK01');
  });
});

describe('chunk reload guard (spec section 9: 60000 ms)', () => {
  const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

  it('recognises chunk load errors only', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 7 failed'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });

  it('When never reloaded, then it reloads', () => {
    expect(shouldReloadForChunkError(chunkError, null, 1_000)).toBe(true);
  });

  it('When reloaded less than 60 s ago, then it does not reload again', () => {
    expect(shouldReloadForChunkError(chunkError, 1_000, 60_999)).toBe(false);
    expect(shouldReloadForChunkError(chunkError, 1_000, 61_000)).toBe(true);
  });

  it('remembers the reload time in storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = jest.fn();
    let now = 5_000;
    expect(reloadForChunkError(chunkError, { storage, now: () => now, reload })).toBe(true);
    expect(store.get(CHUNK_RELOAD_KEY)).toBe('5000');
    now = 30_000;
    expect(reloadForChunkError(chunkError, { storage, now: () => now, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('loader throttle (spec section 9: 200 ms)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('When loading ends within 200 ms, then the bar never shows', () => {
    const changes: boolean[] = [];
    const throttle = new LoaderThrottle((v) => changes.push(v), 200);
    throttle.update(true);
    jest.advanceTimersByTime(199);
    throttle.update(false);
    jest.advanceTimersByTime(500);
    expect(changes).toEqual([]);
  });

  it('When loading lasts longer than 200 ms, then the bar shows, and hides at the end', () => {
    const changes: boolean[] = [];
    const throttle = new LoaderThrottle((v) => changes.push(v), 200);
    throttle.update(true);
    throttle.update(true);
    jest.advanceTimersByTime(200);
    expect(changes).toEqual([true]);
    throttle.update(false);
    expect(changes).toEqual([true, false]);
  });
});

describe('initials avatar', () => {
  it('takes the first letters of two words', () => {
    expect(initialsOf('Ann Lee')).toBe('AL');
    expect(initialsOf('owner@demo.hub')).toBe('OD');
  });
  it('is a local SVG data URI', () => {
    const uri = initialsAvatar('Ann Lee');
    expect(uri.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(uri)).toContain('>AL</text>');
  });
});

describe('location selector (spec section 5)', () => {
  const store = (code: string, country: string, state: string, city: string) =>
    ({ code, name: `Store ${code}`, address: { country, state, city } }) as SelectableStore;
  const stores = [
    store('MASTER', 'TH', 'Bangkok', 'Bangkok'),
    store('BKK1', 'TH', 'Bangkok', 'Bangkok'),
    store('CNX1', 'TH', 'Chiang Mai', 'Chiang Mai'),
    store('DXB1', 'AE', 'Dubai', 'Dubai'),
  ];

  it('excludes MASTER and cascades from the parent level', () => {
    const filter = pickLocation(EMPTY_STORE_FILTER, 'country', 'TH');
    expect(locationOptions(stores, filter, 'store').map((o) => o.value)).toEqual(['BKK1', 'CNX1']);
  });

  it('picking a parent clears the lower levels; All resets the level', () => {
    const picked = { country: 'TH', state: 'Bangkok', city: 'Bangkok', store: 'BKK1' };
    expect(pickLocation(picked, 'country', 'AE')).toEqual({
      country: 'AE',
      state: null,
      city: null,
      store: null,
    });
    expect(pickLocation(picked, 'state', null)).toEqual({
      country: 'TH',
      state: null,
      city: null,
      store: null,
    });
  });

  it('flattens the address tree of GET /merchant/store/address into selectable stores', () => {
    const flat = storesOfAddressTree([
      {
        country: 'Thailand',
        states: [
          {
            state: 'Bangkok',
            cities: [{ city: 'Pathum Wan', stores: [{ code: 'BKK-SIAM', name: 'Siam' }] }],
          },
          { state: 'Chiang Mai', cities: [{ city: 'Mueang', stores: [{ code: 'CNX', name: 'Nimman' }] }] },
        ],
      },
    ]);
    expect(flat).toEqual([
      {
        code: 'BKK-SIAM',
        name: 'Siam',
        address: { country: 'Thailand', state: 'Bangkok', city: 'Pathum Wan' },
      },
      { code: 'CNX', name: 'Nimman', address: { country: 'Thailand', state: 'Chiang Mai', city: 'Mueang' } },
    ]);
    expect(locationOptions(flat, pickLocation(EMPTY_STORE_FILTER, 'state', 'Chiang Mai'), 'store')).toEqual([
      { value: 'CNX', label: 'Nimman (CNX)' },
    ]);
  });
});
