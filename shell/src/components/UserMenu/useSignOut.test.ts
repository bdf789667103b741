import { hubStore } from '@hub/ui';
import { signOut } from './useSignOut';

describe('signing out (spec section 7: DELETE /merchant/user/signout, then clear and go to sign-in)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('When the server has not answered yet, then the request has left with the token and the user is already signed out on the sign-in page', async () => {
    const sent: Array<{ url: string; method?: string; auth?: string }> = [];
    globalThis.fetch = jest.fn((url: RequestInfo | URL, init?: RequestInit) => {
      sent.push({ url: String(url), method: init?.method, auth: (init?.headers as Record<string, string>)?.Authorization });
      return new Promise<Response>(() => undefined);
    }) as typeof fetch;
    hubStore.setState({ locale: 'th' });
    hubStore.getState().signIn({
      user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
      accessToken: 'token-1',
      refreshToken: 'r',
    });
    void signOut();
    expect(sent).toEqual([{ url: '/merchant/user/signout', method: 'DELETE', auth: 'Bearer token-1' }]);
    expect(window.location.pathname).toBe('/th/auth/signin');
    expect(hubStore.getState().accessToken).toBeNull();
  });
});
