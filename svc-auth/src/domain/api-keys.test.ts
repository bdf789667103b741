import { DEFAULT_ROLE_PERMISSIONS } from '@hub/contracts';
import { changesSomething, grantRefusal, planApiKeyUpdate } from './api-keys';

const admin = { roles: DEFAULT_ROLE_PERMISSIONS.ADMIN, storeBound: false };
const developer = { roles: DEFAULT_ROLE_PERMISSIONS.DEVELOPER, storeBound: false };

describe('grantRefusal (a caller grants only operations whose permissions they hold)', () => {
  it('when the caller holds every permission of the operations, then nothing is refused', () => {
    expect(grantRefusal(admin, ['PRODUCTS_READ', 'STORES_READ', 'STOCK_TAKE_REPORTS_READ', 'IMPORT_JOBS_READ'])).toBeUndefined();
    expect(grantRefusal(developer, ['PRODUCTS_READ', 'IMPORT_JOBS_READ'])).toBeUndefined();
  });

  it('when the caller lacks one, then 403 UAC114 names each refused operation', () => {
    expect(grantRefusal(developer, ['PRODUCTS_READ', 'STORES_READ', 'STOCK_TAKE_REPORTS_READ'])).toEqual({
      code: 'UAC114',
      httpStatus: 403,
      details: [
        { path: 'body.allowedOperations', message: 'STORES_READ needs permissions the caller does not hold' },
        { path: 'body.allowedOperations', message: 'STOCK_TAKE_REPORTS_READ needs permissions the caller does not hold' },
      ],
    });
  });

  it('when the caller is store-bound, then no merchant-wide key may be issued', () => {
    expect(grantRefusal({ roles: ['**'], storeBound: true }, ['PRODUCTS_READ'])?.code).toBe('UAC114');
  });
});

describe('planApiKeyUpdate', () => {
  const active = { status: 'ACTIVE' as const, operations: ['STORES_READ' as const] };
  const revoked = { status: 'REVOKED' as const, operations: ['STORES_READ' as const] };

  it('when an active key is renamed, then only the name changes', () => {
    expect(planApiKeyUpdate(active, { name: 'New' }, developer)).toEqual({ change: { name: 'New', operations: undefined, revoke: false } });
  });

  it('when operations are added, then the added ones must be grantable; kept or removed ones need nothing', () => {
    expect('refusal' in planApiKeyUpdate(active, { allowedOperations: ['STORES_READ', 'STOCK_TAKE_REPORTS_READ'] }, developer)).toBe(true);
    expect(planApiKeyUpdate(active, { allowedOperations: ['STORES_READ', 'PRODUCTS_READ'] }, developer)).toEqual({
      change: { name: undefined, operations: ['STORES_READ', 'PRODUCTS_READ'], revoke: false },
    });
    const removal = planApiKeyUpdate({ status: 'ACTIVE', operations: ['STORES_READ', 'PRODUCTS_READ'] }, { allowedOperations: ['PRODUCTS_READ'] }, developer);
    expect(removal).toEqual({ change: { name: undefined, operations: ['PRODUCTS_READ'], revoke: false } });
  });

  it('when status REVOKED is asked, then the key is revoked', () => {
    expect(planApiKeyUpdate(active, { status: 'REVOKED' }, developer)).toEqual({ change: { name: undefined, operations: undefined, revoke: true } });
  });

  it('when the key is revoked already, then revoking again changes nothing and any other change is 409 CAK101', () => {
    const again = planApiKeyUpdate(revoked, { status: 'REVOKED' }, admin);
    expect(again).toEqual({ change: { revoke: false } });
    expect('change' in again && changesSomething(again.change)).toBe(false);
    expect(planApiKeyUpdate(revoked, { status: 'ACTIVE' }, admin)).toEqual({ refusal: { code: 'CAK101', httpStatus: 409 } });
    expect(planApiKeyUpdate(revoked, { name: 'x', status: 'REVOKED' }, admin)).toEqual({ refusal: { code: 'CAK101', httpStatus: 409 } });
  });
});
