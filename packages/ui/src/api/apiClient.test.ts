import { EARLY_CALL_FRESH_MS, EARLY_CALLS_GLOBAL, earlyCallKey } from '@hub/contracts';
import { hubStore } from '../store/hubStore';
import { apiClient } from './apiClient';
import { ApiError } from './ApiError';

const user = {
  userName: 'Ann',
  email: 'ann@demo.hub',
  image: null,
  roleName: 'ADMIN',
  roles: [],
  merchantID: 'M1',
  profile: 'default',
  sid: 'MASTER',
  merchants: ['M1'],
};

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

describe('apiClient', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    window.history.replaceState(null, '', '/th/management/location');
    hubStore.setState({ locale: 'th', loading: 0 });
    hubStore.getState().signIn({ user, accessToken: 'token-1', refreshToken: 'r' });
  });

  it('sends the bearer token and Accept-Language, and unwraps the envelope', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', code: 'ST000', data: [1, 2] }));
    await expect(apiClient.get('/merchant/store')).resolves.toEqual([1, 2]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/merchant/store');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer token-1', 'Accept-Language': 'th' });
    expect(hubStore.getState().loading).toBe(0);
  });

  describe("the entry script's early calls (issue 30)", () => {
    const key = earlyCallKey({ method: 'GET', url: '/merchant/import/jobs?limit=50', authorization: 'Bearer token-1', language: 'th' });
    /** An answer that can be read once, as fetch's: each reader must take its own copy. */
    function readOnce(status: number, body: unknown): Response {
      let used = false;
      const response = {
        ok: status >= 200 && status < 300,
        status,
        json: async () => {
          if (used) throw new TypeError('body used already');
          used = true;
          return body;
        },
        clone: () => readOnce(status, body),
      };
      return response as unknown as Response;
    }
    function leave(entries: [string, { at: number; response: Promise<Response> }][]): void {
      (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL] = new Map(entries);
    }
    beforeEach(() => fetchMock.mockResolvedValue(answer(200, { status: 'success', code: 'CDI005', data: ['fetched'] })));
    afterEach(() => delete (globalThis as Record<string, unknown>)[EARLY_CALLS_GLOBAL]);

    it('When several readers ask while it is fresh, then each is answered from the one early call', async () => {
      const stale = earlyCallKey({ method: 'GET', url: '/merchant/store', authorization: 'Bearer token-1', language: 'th' });
      const early = Promise.resolve(readOnce(200, { status: 'success', code: 'CDI005', data: ['early'] }));
      leave([
        [key, { at: Date.now(), response: early }],
        [stale, { at: Date.now() - EARLY_CALL_FRESH_MS - 1, response: early }],
      ]);
      const both = Promise.all([apiClient.get('/merchant/import/jobs', { query: { limit: 50 } }), apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })]);
      await expect(both).resolves.toEqual([['early'], ['early']]);
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).resolves.toEqual(['early']);
      expect(fetchMock).not.toHaveBeenCalled();
      await expect(apiClient.get('/merchant/store')).resolves.toEqual(['fetched']);
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('When a change is sent, then the next reader is not answered from the early call made before it', async () => {
      leave([[key, { at: Date.now(), response: Promise.resolve(readOnce(200, { status: 'success', code: 'CDI005', data: ['early'] })) }]]);
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).resolves.toEqual(['early']);
      await apiClient.post('/merchant/import/jobs/J1/acknowledge');
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).resolves.toEqual(['fetched']);
      expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/merchant/import/jobs/J1/acknowledge', '/merchant/import/jobs?limit=50']);
    });

    it('When the early call failed, then it answers its first reader only', async () => {
      leave([[key, { at: Date.now(), response: Promise.resolve(readOnce(500, { status: 'error', code: 'SE100', message: 'down' })) }]]);
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).rejects.toBeInstanceOf(ApiError);
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).resolves.toEqual(['fetched']);
    });

    it('When another session asks (another token), then it is not answered from the early call', async () => {
      leave([[key, { at: Date.now(), response: Promise.resolve(readOnce(200, { status: 'success', code: 'CDI005', data: ['early'] })) }]]);
      hubStore.getState().signIn({ user: { ...user, email: 'bob@demo.hub' }, accessToken: 'token-2', refreshToken: 'r' });
      await expect(apiClient.get('/merchant/import/jobs', { query: { limit: 50 } })).resolves.toEqual(['fetched']);
    });
  });

  it('requestWithCode hands back the success code with the data', async () => {
    fetchMock.mockResolvedValue(
      answer(200, { status: 'success', code: 'CGC001', data: { allowPrinting: false } }),
    );
    await expect(
      apiClient.requestWithCode('POST', '/merchant/config/global', { body: { allowPrinting: false } }),
    ).resolves.toEqual({ code: 'CGC001', data: { allowPrinting: false } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/merchant/config/global');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ allowPrinting: false }) });
    expect(hubStore.getState().loading).toBe(0);
  });

  it('When a call has a form, then it is sent form-encoded instead of JSON', async () => {
    fetchMock.mockResolvedValue(answer(200, { status: 'success', code: 'CDM000', data: null }));
    await apiClient.requestWithCode('POST', '/merchant/config/data-mapping', { form: { data: '{"a":"b & c"}' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe('data=%7B%22a%22%3A%22b+%26+c%22%7D');
    expect(new URLSearchParams(init.body as string).get('data')).toBe('{"a":"b & c"}');
  });

  it('When requestWithCode gets an error answer, then it throws the ApiError like the other calls', async () => {
    fetchMock.mockResolvedValue(
      answer(400, { status: 'error', code: 'IP100', message: 'All inputs are required!' }),
    );
    await expect(
      apiClient.requestWithCode('POST', '/merchant/config/global', { body: {} }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'IP100',
    });
  });

  it('When the answer is 401, then it logs out and goes to the sign-in page with the locale prefix', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { status: 'error', code: 'UAC104', message: 'Access token invalid' }),
    );
    const call = apiClient.get('/merchant/setup');
    await expect(call).rejects.toMatchObject({ status: 401, code: 'UAC104' });
    expect(hubStore.getState().user).toBeNull();
    expect(hubStore.getState().accessToken).toBeNull();
    expect(window.location.pathname).toBe('/th/auth/signin');
  });

  it('When signing in fails with 401, then it only reports the error (no token was sent)', async () => {
    hubStore.getState().signOut();
    window.history.replaceState(null, '', '/auth/signin');
    fetchMock.mockResolvedValue(answer(401, { status: 'error', code: 'UAC110', message: 'รหัสผ่านไม่ถูกต้อง' }));
    const error = (await apiClient
      .post('/merchant/user/signin', { email: 'a', password: 'b' })
      .catch((e) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('UAC110');
    expect(error.message).toBe('รหัสผ่านไม่ถูกต้อง');
  });

  it('When a wrong current password is refused (401 UAC110) while signed in, then the session stays', async () => {
    fetchMock.mockResolvedValue(
      answer(401, { status: 'error', code: 'UAC110', message: 'Invalid password' }),
    );
    await expect(apiClient.post('/merchant/user/password', {})).rejects.toMatchObject({
      status: 401,
      code: 'UAC110',
    });
    expect(hubStore.getState().accessToken).toBe('token-1');
  });

  it('When a call is refused 403 UAC126 (issue 29 item 3), then the session stays and its user is held for a new password', async () => {
    fetchMock.mockResolvedValue(answer(403, { status: 'error', code: 'UAC126', message: 'Choose a new password first' }));
    await expect(apiClient.get('/merchant/store')).rejects.toMatchObject({ status: 403, code: 'UAC126' });
    expect(hubStore.getState().accessToken).toBe('token-1');
    expect(hubStore.getState().user?.passwordChangeRequired).toBe(true);
  });

  it('When a call is refused 403 for another reason, then the user is not held', async () => {
    fetchMock.mockResolvedValue(answer(403, { status: 'error', code: 'UAC114', message: 'No permission' }));
    await expect(apiClient.get('/merchant/store')).rejects.toMatchObject({ status: 403, code: 'UAC114' });
    expect(hubStore.getState().user?.passwordChangeRequired).toBeUndefined();
  });

  it('When an error answer has details, then the ApiError carries them', async () => {
    const details = [{ field: 'password', rule: 'digit' }];
    fetchMock.mockResolvedValue(
      answer(400, { status: 'error', code: 'IP100', message: 'All inputs are required!', details }),
    );
    await expect(apiClient.post('/merchant/user/password', {})).rejects.toMatchObject({
      code: 'IP100',
      details,
    });
  });

  it.each([
    ['an HTML page', 404, null],
    ['a proxy error that is not JSON', 502, null],
    ['JSON that is not the hub envelope', 200, { hello: 'world' }],
  ])('When %s answers instead of the hub, then the code is not_found with the base URL message (issue 29 item 5)', async (_what, status, body) => {
    fetchMock.mockResolvedValue({ ok: status < 300, status, json: async () => (body === null ? Promise.reject(new SyntaxError('Unexpected token <')) : body) } as Response);
    await expect(apiClient.get('/merchant/store')).rejects.toMatchObject({
      status,
      code: 'not_found',
      message: 'ไม่สามารถเชื่อมต่อเซิร์ฟเวอร์ได้ โปรดตรวจสอบ Base URL ในการตั้งค่า',
    });
    expect(hubStore.getState().loading).toBe(0);
  });

  it('When the network fails, then the code is "undefined" with the connect message', async () => {
    hubStore.setState({ locale: 'en' });
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiClient.get('/merchant/store')).rejects.toMatchObject({
      status: 0,
      code: 'undefined',
      message: 'Cannot connect to server!',
    });
    expect(hubStore.getState().loading).toBe(0);
  });
});
