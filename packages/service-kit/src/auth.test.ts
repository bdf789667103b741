import { testClaims } from './testing/tokens';
import { assertPermission, merchantScope } from './auth';
import { scopeAllowsStore } from './store-scope';
import { AppError } from './errors';

describe('merchant scope', () => {
  it('when the role is store-bound, then the scope lists its stores', () => {
    const scope = merchantScope(testClaims('STORE_MANAGER', 'DEMO', { stores: ['BKK-SIAM'] }));
    expect(scope).toEqual({ merchantId: 'DEMO', storeCodes: ['BKK-SIAM'] });
    expect(scopeAllowsStore(scope, 'BKK-SIAM')).toBe(true);
    expect(scopeAllowsStore(scope, 'DXB-GOLDSOUK')).toBe(false);
  });

  it('when the role is not store-bound, then every store of the merchant is in scope', () => {
    const scope = merchantScope(testClaims('ADMIN', 'ACME', { stores: ['X'] }));
    expect(scope).toEqual({ merchantId: 'ACME', storeCodes: null });
    expect(scopeAllowsStore(scope, 'ANY')).toBe(true);
  });
});

describe('permission check', () => {
  it('when one of several permissions is held, then access is granted', () => {
    expect(() => assertPermission(testClaims('USER', 'DEMO'), ['STORES_MANAGEMENT_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW'])).not.toThrow();
  });

  it('when the permission is missing, then 403 UAC114 is thrown', () => {
    try {
      assertPermission(testClaims('STORE_USER', 'DEMO'), 'GLOBAL_CONFIGURATION_MODIFY');
      throw new Error('no error');
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
      expect((err as AppError).code).toBe('UAC114');
      expect((err as AppError).httpStatus).toBe(403);
    }
  });

  it('when the role holds the ** wildcard, then any permission is granted', () => {
    expect(() => assertPermission(testClaims('SADMIN', 'DEMO'), 'GLOBAL_CONFIGURATION_MODIFY')).not.toThrow();
  });
});
