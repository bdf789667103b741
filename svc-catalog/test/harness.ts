import type { AccessClaims, RoleName } from '@hub/contracts';
import type { HubService } from '@hub/service-kit';
import { signTestToken, testClaims, useService, type ServiceUnderTest, type TestDatabaseTarget } from '@hub/service-kit/testing';
import { createCatalogService } from '../src';

/** A bearer header of a test token for `role` of `merchant`. */
export function bearer(role: RoleName, merchant = 'DEMO', overrides: Partial<AccessClaims> = {}): string {
  return `Bearer ${signTestToken(testClaims(role, merchant, overrides))}`;
}

/** What a test file works with: the database, svc-catalog's app, and every event it published. */
export type CatalogHarness = ServiceUnderTest<HubService>;

/**
 * svc-catalog on a fresh database of `target` for a test file (the kit's `useService`), then `setup`.
 */
export function useCatalogService(target: TestDatabaseTarget, setup?: (h: CatalogHarness) => Promise<void>): CatalogHarness {
  return useService<HubService>(target, createCatalogService, { setup });
}
