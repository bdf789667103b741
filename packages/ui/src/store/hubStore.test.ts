import { LOCALE_COOKIE_MAX_AGE_SECONDS, SESSION_STORAGE_KEY, SIGNED_IN_COOKIE } from '@hub/contracts';
import { createHubStore, keepSignedInCookie, writeSignedInCookie } from './hubStore';
import { readLocaleCookie } from './localeSlice';
import { initialTheme } from './themeSlice';

const storage = (value: string | null) => ({ getItem: () => value });
const media = (dark: boolean) => () => ({ matches: dark });

describe('theme slice (spec section 4)', () => {
  it('When nothing is saved, then the browser dark preference applies', () => {
    expect(initialTheme(storage(null), media(true))).toBe('dark');
    expect(initialTheme(storage(null), media(false))).toBe('light');
  });

  it('When a theme is saved, then it wins over the browser preference', () => {
    expect(initialTheme(storage('light'), media(true))).toBe('light');
    expect(initialTheme(storage('dark'), media(false))).toBe('dark');
  });

  it('When the theme is toggled, then it is saved under the key "theme"', () => {
    const store = createHubStore();
    store.getState().setTheme('light');
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
  });

  it('When a theme is chosen, then the hub-theme cookie repeats it for the server (issue 30 item 2)', () => {
    const store = createHubStore();
    store.getState().setTheme('dark');
    expect(document.cookie).toContain('hub-theme=dark');
    store.getState().setTheme('light');
    expect(document.cookie).toContain('hub-theme=light');
  });
});

describe('locale slice (spec section 9)', () => {
  it('When the locale changes, then the cookie is written for 365 days', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    const store = createHubStore();
    store.getState().setLocale('th');
    expect(store.getState().locale).toBe('th');
    expect(writes.at(-1)).toContain(`locale=th; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}`);
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(readLocaleCookie()).toBe('th');
  });

  it('reads the locale cookie among others', () => {
    expect(readLocaleCookie('a=1; locale=ar; b=2')).toBe('ar');
    expect(readLocaleCookie('a=1')).toBeNull();
  });
});

describe('session slice', () => {
  const user = {
    userName: 'Ann',
    email: 'ann@demo.hub',
    image: null,
    roleName: 'ADMIN',
    roles: ['PRODUCTS_READ_PREVIEW'],
    merchantID: 'M1',
    profile: 'default',
    sid: 'MASTER',
    merchants: ['M1'],
  };

  it('When signing out, then the session and merchant state are cleared but the device id stays', () => {
    const store = createHubStore();
    const deviceId = store.getState().deviceId;
    store.getState().signIn({ user, accessToken: 'a', refreshToken: 'r' });
    store.getState().setSetup({ setupDone: true, modules: [{ name: 'Setup', status: 'CREATED' }] });
    store.getState().signOut();
    expect(store.getState().user).toBeNull();
    expect(store.getState().accessToken).toBeNull();
    expect(store.getState().modules).toEqual([]);
    expect(store.getState().deviceId).toBe(deviceId);
  });

  it('When the account is switched, then user, tokens and roles are new, the rest is reset, the device id stays', () => {
    const store = createHubStore();
    const deviceId = store.getState().deviceId;
    store.getState().signIn({ user, accessToken: 'a', refreshToken: 'r' });
    store.getState().setSetup({ setupDone: true, modules: [{ name: 'Setup', status: 'CREATED' }] });
    store.getState().setFlags({ allowPrinting: false });
    store.getState().showBanner({ message: 'm', actionText: 'x', action: null });
    store
      .getState()
      .switchAccount({
        user: { ...user, merchantID: 'M2' },
        accessToken: 'a2',
        refreshToken: 'r2',
        roles: ['**'],
      });
    const state = store.getState();
    expect(state.user).toMatchObject({ merchantID: 'M2', roles: ['**'] });
    expect([state.accessToken, state.refreshToken]).toEqual(['a2', 'r2']);
    expect(state.setupDone).toBeNull();
    expect(state.modules).toEqual([]);
    expect(state.flags.allowPrinting).toBe(true);
    expect(state.banner.show).toBe(false);
    expect(state.deviceId).toBe(deviceId);
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.accessToken).toBe('a2');
  });

  it('When signed in, then the session and device id are persisted in localStorage', () => {
    const store = createHubStore();
    store.getState().signIn({ user, accessToken: 'a', refreshToken: 'r' });
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.accessToken).toBe('a');
    expect(saved.state.deviceId).toBe(store.getState().deviceId);
    expect(saved.state).not.toHaveProperty('theme');
  });

  it('counts loading requests and never goes below zero', () => {
    const store = createHubStore();
    store.getState().startLoading();
    store.getState().startLoading();
    store.getState().stopLoading();
    expect(store.getState().loading).toBe(1);
    store.getState().stopLoading();
    store.getState().stopLoading();
    expect(store.getState().loading).toBe(0);
  });
});

describe('the signed-in hint cookie (issue 30)', () => {
  const signedInCookie = () => document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);

  it('When the app starts signed in, signs out and signs in again, then the cookie follows', () => {
    const store = createHubStore();
    const user = { userName: 'Ann', email: 'a@x', image: null, roleName: 'ADMIN', roles: [], merchantID: 'M', profile: 'default', sid: 'MASTER', merchants: ['M'] };
    store.getState().signIn({ user, accessToken: 't', refreshToken: 'r' });
    const stop = keepSignedInCookie(store);
    expect(signedInCookie()).toBe(true);
    store.getState().signOut();
    expect(signedInCookie()).toBe(false);
    store.getState().signIn({ user, accessToken: 't2', refreshToken: 'r2' });
    expect(signedInCookie()).toBe(true);
    stop();
    store.getState().signOut();
    writeSignedInCookie(false);
    expect(signedInCookie()).toBe(false);
  });
});
