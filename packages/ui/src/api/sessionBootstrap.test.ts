import { bannerApi, globalConfigApi, importApi, notifyApi, setupApi, storesApi, themeConfigApi } from '@hub/contracts';
import { hubStore } from '../store/hubStore';
import { callApi } from './callApi';
import { invalidateEarlyAnswers } from './earlyAnswers';
import { bootstrapPartOf, keepSessionBootstrap, resetSessionBootstrap, startSessionBootstrap, takeBootstrapPart } from './sessionBootstrap';

const user = { userName: 'Ann', email: 'ann@demo.hub', image: null, roleName: 'ADMIN', roles: [], merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1', 'M2'] };

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

const BOOTSTRAP = {
  setup: { ok: true, data: { setupDone: true, modules: [] } },
  banner: { ok: true, data: { show: false, conditions: [] } },
  globalConfig: { ok: true, data: { allowPrinting: false } },
  theme: { ok: true, data: { accent: '#536dfe' } },
  contact: { ok: true, data: { language: 'th' } },
  importProgress: { ok: false, status: 403, code: 'UAC114' },
};

describe("the session's start in the front end (issue 30 item 1)", () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    resetSessionBootstrap();
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    hubStore.getState().signIn({ user, accessToken: 'token-1', refreshToken: 'r' });
    fetchMock.mockImplementation(async (url: string) => {
      if (url === '/merchant/user/bootstrap') return answer(200, { status: 'success', code: 'UAC013', data: BOOTSTRAP });
      return answer(200, { status: 'success', code: 'X000', data: `network ${url}` });
    });
  });

  it('When an endpoint is a GET of a part without parameters, then it reads that part; anything else reads none', () => {
    expect(bootstrapPartOf(setupApi.status, false)).toBe('setup');
    expect(bootstrapPartOf(bannerApi.get, false)).toBe('banner');
    expect(bootstrapPartOf(globalConfigApi.get, false)).toBe('globalConfig');
    expect(bootstrapPartOf(themeConfigApi.get, false)).toBe('theme');
    expect(bootstrapPartOf(notifyApi.contact, false)).toBe('contact');
    expect(bootstrapPartOf(importApi.current, false)).toBe('importProgress');
    expect(bootstrapPartOf(globalConfigApi.save, false)).toBeUndefined();
    expect(bootstrapPartOf(setupApi.status, true)).toBeUndefined();
    expect(bootstrapPartOf(storesApi.addressTree, false)).toBeUndefined();
  });

  it('When the session has started, then every call of a part while it is fresh is answered from the one bootstrap call', async () => {
    startSessionBootstrap();
    // The shell's own read and the page's, at once and after.
    await expect(Promise.all([callApi(setupApi.status), callApi(setupApi.status)])).resolves.toEqual([BOOTSTRAP.setup.data, BOOTSTRAP.setup.data]);
    await expect(callApi(globalConfigApi.get)).resolves.toEqual(BOOTSTRAP.globalConfig.data);
    await expect(callApi(globalConfigApi.get)).resolves.toEqual(BOOTSTRAP.globalConfig.data);
    await expect(callApi(notifyApi.contact)).resolves.toEqual(BOOTSTRAP.contact.data);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/merchant/user/bootstrap']);
  });

  it('When a change is saved, then the next read of a part goes to the network, not to the bootstrap asked before it', async () => {
    startSessionBootstrap();
    await expect(callApi(globalConfigApi.get)).resolves.toEqual(BOOTSTRAP.globalConfig.data);
    await callApi(globalConfigApi.save, { body: { allowPrinting: true } });
    await expect(callApi(globalConfigApi.get)).resolves.toBe('network /merchant/config/global');
    await expect(callApi(setupApi.status)).resolves.toBe('network /merchant/setup');
  });

  it('When a change is saved while the bootstrap is on its way, then its answer serves no read', async () => {
    let arrive: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (arrive = resolve)));
    startSessionBootstrap();
    const read = callApi(themeConfigApi.get);
    await callApi(globalConfigApi.save, { body: { allowPrinting: true } });
    arrive(answer(200, { status: 'success', code: 'UAC013', data: BOOTSTRAP }));
    await expect(read).resolves.toBe('network /merchant/config/theme');
  });

  it('When a live event arrives, then what the bootstrap read ahead answers no one', async () => {
    startSessionBootstrap();
    await expect(callApi(setupApi.status)).resolves.toEqual(BOOTSTRAP.setup.data);
    invalidateEarlyAnswers();
    await expect(callApi(setupApi.status)).resolves.toBe('network /merchant/setup');
  });

  it('When the user signs out and another signs in, then the first session\'s bootstrap answers none of the second\'s reads', async () => {
    let arrive: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (arrive = resolve)));
    const stop = keepSessionBootstrap();
    const read = callApi(setupApi.status);
    hubStore.getState().signOut();
    hubStore.getState().signIn({ user: { ...user, email: 'bob@demo.hub' }, accessToken: 'token-2', refreshToken: 'r' });
    arrive(answer(200, { status: 'success', code: 'UAC013', data: { ...BOOTSTRAP, setup: { ok: true, data: { setupDone: false, modules: ['ann'] } } } }));
    await expect(read).resolves.toBe('network /merchant/setup');
    // Bob's own bootstrap answers Bob's reads.
    await expect(callApi(themeConfigApi.get)).resolves.toEqual(BOOTSTRAP.theme.data);
    stop();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/merchant/user/bootstrap')).toHaveLength(2);
  });

  it('When a part was left out (a refusal), then its endpoint is called', async () => {
    startSessionBootstrap();
    await expect(callApi(importApi.current)).resolves.toBe('network /merchant/import/progress');
  });

  it('When the bootstrap is older than it may be, then the endpoint is called', async () => {
    let now = 1_000;
    startSessionBootstrap(() => now);
    await new Promise((r) => setTimeout(r, 0));
    now += 60_000;
    await expect(takeBootstrapPart('theme', () => now)).resolves.toBeUndefined();
  });

  it('When the user switches merchant, then a new bootstrap is asked and the old one answers nothing', async () => {
    const stop = keepSessionBootstrap();
    hubStore.setState({ user: { ...user, merchantID: 'M2' } });
    stop();
    expect(fetchMock.mock.calls.filter(([url]) => url === '/merchant/user/bootstrap')).toHaveLength(2);
    await expect(callApi(themeConfigApi.get)).resolves.toEqual(BOOTSTRAP.theme.data);
  });

  it('When nobody is signed in, then no bootstrap is asked and calls go to the network', async () => {
    hubStore.setState({ user: null, accessToken: null });
    startSessionBootstrap();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(takeBootstrapPart('setup')).resolves.toBeUndefined();
  });
});
