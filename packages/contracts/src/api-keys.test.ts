import {
  API_KEY_OPERATIONS,
  API_KEY_OPERATION_NAMES,
  apiKeyCreateBodySchema,
  apiKeyDisplayPrefix,
  apiKeyPermissions,
  apiKeyUpdateBodySchema,
  grantableOperations,
  isApiKeyFormat,
  operationsNotGrantable,
} from './api-keys';
import { ALL_PERMISSIONS, PERMISSIONS as P, hasPermission } from './permissions';
import { DEFAULT_ROLE_PERMISSIONS, ROLE_NAMES } from './roles';

const KEY = `hub_0a1b2c3d_${'A'.repeat(40)}-_z`;

describe('API key operations (spec section 3 "API key": allowed operations)', () => {
  it('when an operation is declared, then it maps to permissions the product declares, and none of them writes (but the tablet\'s count) or crosses merchants', () => {
    for (const name of API_KEY_OPERATION_NAMES) {
      const permissions = API_KEY_OPERATIONS[name];
      expect(permissions.length).toBeGreaterThan(0);
      for (const p of permissions) {
        expect(ALL_PERMISSIONS).toContain(p);
        // The one write: the stock-take tablet app sends its counts (issue 12 item 1).
        if (name !== 'STOCK_TAKE_SUBMIT') expect(p).toMatch(/_READ_/);
        else expect(p).toBe(P.STOCK_TAKE_COUNT_CREATE);
        expect(p).not.toBe(P.MERCHANTS_ALL_ACCESS);
        expect(p.startsWith('API_KEY_')).toBe(false);
      }
    }
  });

  it('when operations are given, then the key holds exactly their permissions', () => {
    expect(apiKeyPermissions(['PRODUCTS_READ'])).toEqual([P.PRODUCTS_READ_PREVIEW]);
    expect(apiKeyPermissions(['STORES_READ', 'STOCK_TAKE_REPORTS_READ'])).toEqual([P.STOCK_TAKE_REPORT_READ_PREVIEW, P.STORES_MANAGEMENT_READ_PREVIEW]);
    expect(apiKeyPermissions(['IMPORT_JOBS_READ', 'IMPORT_JOBS_READ'])).toEqual([P.DATA_IMPORT_READ_PREVIEW]);
    expect(apiKeyPermissions(['NO_SUCH_OPERATION'])).toEqual([]);
    expect(apiKeyPermissions([])).toEqual([]);
  });

  it('when a caller grants operations, then only those whose permissions the caller holds are allowed', () => {
    const developer = DEFAULT_ROLE_PERMISSIONS.DEVELOPER;
    expect(grantableOperations(developer)).toEqual(['PRODUCTS_READ', 'IMPORT_JOBS_READ']);
    expect(operationsNotGrantable(developer, ['PRODUCTS_READ', 'STORES_READ'])).toEqual(['STORES_READ']);
    expect(grantableOperations(DEFAULT_ROLE_PERMISSIONS.ADMIN)).toEqual(API_KEY_OPERATION_NAMES);
    expect(grantableOperations(['**'])).toEqual(API_KEY_OPERATION_NAMES);
    expect(grantableOperations([])).toEqual([]);
  });
});

describe('API key permissions in the default roles', () => {
  it('when roles are listed, then ADMIN and DEVELOPER may read, create and modify API keys, SADMIN through **, the others not', () => {
    const keyPermissions = [P.API_KEY_READ_PREVIEW, P.API_KEY_CREATE, P.API_KEY_MODIFY];
    const holders = ROLE_NAMES.filter((role) => keyPermissions.every((p) => hasPermission(DEFAULT_ROLE_PERMISSIONS[role], p)));
    expect(holders).toEqual(['SADMIN', 'ADMIN', 'DEVELOPER']);
    // SUPPORT reads everything, changes nothing.
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.SUPPORT, P.API_KEY_READ_PREVIEW)).toBe(true);
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.SUPPORT, P.API_KEY_CREATE)).toBe(false);
    expect(hasPermission(DEFAULT_ROLE_PERMISSIONS.SUPPORT, P.API_KEY_MODIFY)).toBe(false);
  });
});

describe('API key format', () => {
  it('when a key is hub_<8 hex>_<43 base64url>, then it has the format and its prefix is hub_<8 hex>', () => {
    expect(isApiKeyFormat(KEY)).toBe(true);
    expect(apiKeyDisplayPrefix(KEY)).toBe('hub_0a1b2c3d');
  });

  it.each([
    ['empty', ''],
    ['a bearer token', 'eyJhbGciOiJIUzI1NiJ9.e30.x'],
    ['an upper-case prefix', `hub_0A1B2C3D_${'A'.repeat(43)}`],
    ['a short secret', `hub_0a1b2c3d_${'A'.repeat(42)}`],
    ['a long secret', `hub_0a1b2c3d_${'A'.repeat(44)}`],
    ['another scheme', `key_0a1b2c3d_${'A'.repeat(43)}`],
    ['padding', `hub_0a1b2c3d_${'A'.repeat(42)}=`],
  ])('when the text is %s, then it is not a key', (_what, text) => {
    expect(isApiKeyFormat(text)).toBe(false);
    expect(apiKeyDisplayPrefix(text)).toBeUndefined();
  });
});

describe('API key bodies', () => {
  it('when a key is created with a name and operations, then repeats collapse into the declared order', () => {
    expect(apiKeyCreateBodySchema.parse({ name: '  ERP sync ', allowedOperations: ['STORES_READ', 'PRODUCTS_READ', 'STORES_READ'] })).toEqual({
      name: 'ERP sync',
      allowedOperations: ['PRODUCTS_READ', 'STORES_READ'],
    });
  });

  it.each([
    ['no operation', { name: 'x', allowedOperations: [] }],
    ['an unknown operation', { name: 'x', allowedOperations: ['PRODUCTS_WRITE'] }],
    ['a permission instead of an operation', { name: 'x', allowedOperations: [P.PRODUCTS_READ_PREVIEW] }],
    ['an empty name', { name: '   ', allowedOperations: ['PRODUCTS_READ'] }],
    ['a long name', { name: 'x'.repeat(101), allowedOperations: ['PRODUCTS_READ'] }],
    ['an unknown field', { name: 'x', allowedOperations: ['PRODUCTS_READ'], merchantID: 'DEMO' }],
    ['a chosen key', { name: 'x', allowedOperations: ['PRODUCTS_READ'], key: KEY }],
  ])('when the create body has %s, then it is refused', (_what, body) => {
    expect(apiKeyCreateBodySchema.safeParse(body).success).toBe(false);
  });

  it('when a key is updated, then at least one of name, operations or status is needed', () => {
    expect(apiKeyUpdateBodySchema.safeParse({}).success).toBe(false);
    expect(apiKeyUpdateBodySchema.safeParse({ status: 'DISABLED' }).success).toBe(false);
    expect(apiKeyUpdateBodySchema.parse({ status: 'REVOKED' })).toEqual({ status: 'REVOKED' });
    expect(apiKeyUpdateBodySchema.parse({ name: 'New', allowedOperations: ['IMPORT_JOBS_READ'] })).toEqual({ name: 'New', allowedOperations: ['IMPORT_JOBS_READ'] });
  });
});
