import { endpointPath, matchEndpointPath } from './route';
import { storesApi } from './stores';

describe('endpointPath: a declared path with its parameters filled in', () => {
  it('When a parameter holds a slash or spaces, then it is encoded as one path segment', () => {
    expect(endpointPath(storesApi.update.path, { code: 'BKK/1 A' })).toBe('/merchant/store/BKK%2F1%20A');
  });
  it('When a parameter is missing, then it throws instead of sending a broken path', () => {
    expect(() => endpointPath('/merchant/users/:email', {})).toThrow(':email');
  });
  it('When the path has no parameters, then it is unchanged', () => {
    expect(endpointPath(storesApi.list.path)).toBe('/merchant/store');
  });
});

describe('matchEndpointPath: is a request path an instance of a declared one?', () => {
  it('When it matches, then the decoded parameters are answered', () => {
    expect(matchEndpointPath('/merchant/store/:code', '/merchant/store/BKK%2F1')).toEqual({ code: 'BKK/1' });
  });
  it('When a segment differs or is extra, then it does not match', () => {
    expect(matchEndpointPath('/merchant/store/:code', '/merchant/store')).toBeNull();
    expect(matchEndpointPath('/merchant/store/:code', '/merchant/store/A/B')).toBeNull();
    expect(matchEndpointPath('/merchant/store/address', '/merchant/store/addresses')).toBeNull();
  });
  it('When the path has dots, then they are literal', () => {
    expect(matchEndpointPath('/merchant/a.b', '/merchant/axb')).toBeNull();
  });
});
