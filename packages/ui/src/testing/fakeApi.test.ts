import { storesApi } from '@hub/contracts';
import { callApi, callApiWithCode } from '../api';
import { isApiError } from '../api/ApiError';
import { hubStore } from '../store/hubStore';
import { fails, fakeApi, succeeds } from './fakeApi';

const STORE_ENTRY = {
  code: 'BKK',
  name: 'Bangkok',
  openingTime: { hours: 10, minutes: 0 },
  closingTime: { hours: 22, minutes: 0 },
  profile: 'default',
  dataImport: { connectionStatus: 'Tested' as const },
  currency: 'THB',
  tz: 'Asia/Bangkok',
  address: { country: 'Thailand', state: 'Bangkok', city: 'Bangkok' },
};

describe('fakeApi: a fetch stand-in answering declared endpoints', () => {
  beforeEach(() => hubStore.setState({ locale: 'en', accessToken: null }));

  it('When an endpoint is declared, then callApi gets its data and the first declared code', async () => {
    const api = fakeApi().on(storesApi.list, succeeds([STORE_ENTRY]));
    await expect(callApiWithCode(storesApi.list)).resolves.toEqual({ code: 'ST002', data: [STORE_ENTRY] });
    expect(api.callsOf(storesApi.list)).toHaveLength(1);
  });

  it('When a path parameter and a body are sent, then the fake sees them decoded', async () => {
    const api = fakeApi().on(storesApi.update, (request) => {
      expect(request.params).toEqual({ code: 'BKK/1' });
      return fails(400, 'ST101', [{ path: 'body.tz', message: 'INVALID_TIMEZONE' }]);
    });
    const error: unknown = await callApi(storesApi.update, {
      params: { code: 'BKK/1' },
      body: { code: 'BKK/1', name: 'x', tz: 'Nowhere/Else', location: { lat: 0, lng: 0 }, profile: 'default' },
    }).catch((e: unknown) => e);
    expect(isApiError(error) && error.code).toBe('ST101');
    expect(api.calls[0]).toMatchObject({ method: 'PUT', path: '/merchant/store/BKK%2F1', body: { name: 'x' } });
  });

  it('When once-answers are given, then they are used in order before the standing answer', async () => {
    fakeApi()
      .on(storesApi.list, succeeds([]))
      .once(storesApi.list, fails(500, 'SE100'))
      .once(storesApi.list, succeeds([STORE_ENTRY]));
    await expect(callApi(storesApi.list)).rejects.toMatchObject({ code: 'SE100' });
    await expect(callApi(storesApi.list)).resolves.toEqual([STORE_ENTRY]);
    await expect(callApi(storesApi.list)).resolves.toEqual([]);
  });

  it('When an endpoint was not declared by the test, then the call fails 404 SE101 and is recorded', async () => {
    const api = fakeApi();
    await expect(callApi(storesApi.addressTree)).rejects.toMatchObject({ status: 404, code: 'SE101' });
    expect(api.calls.map((c) => c.path)).toEqual(['/merchant/store/address']);
  });
});
