import type { AccessClaims, EventEnvelope, RoleName } from '@hub/contracts';
import { createServiceApp, type HubService } from '@hub/service-kit';
import {
  signTestToken,
  testClaims,
  testServiceDeps,
  type TestDatabase,
  type TestDatabaseTarget,
} from '@hub/service-kit/testing';
import type { Express } from 'express';
import { createCatalogService } from '../src';

/** A bearer header of a test token for `role` of `merchant`. */
export function bearer(role: RoleName, merchant = 'DEMO', overrides: Partial<AccessClaims> = {}): string {
  return `Bearer ${signTestToken(testClaims(role, merchant, overrides))}`;
}

/** What a test file works with: the database, svc-catalog's app, and every event it published. */
export interface CatalogHarness {
  test: TestDatabase;
  app: Express;
  service: HubService;
  events: EventEnvelope[];
}

/**
 * Starts svc-catalog on a fresh database of `target` before the file's tests (migrated, recording
 * its events) and drops it after; the fields are filled in by the time the tests run.
 */
export function useCatalogService(
  target: TestDatabaseTarget,
  setup?: (h: CatalogHarness) => Promise<void>,
): CatalogHarness {
  const h = { events: [] as EventEnvelope[] } as CatalogHarness;
  beforeAll(async () => {
    h.test = await target.create();
    const deps = testServiceDeps(h.test.db);
    deps.bus.subscribe('*', (e) => void h.events.push(e));
    h.service = createCatalogService(deps);
    await h.service.migrate();
    h.app = createServiceApp([h.service]);
    if (setup) await setup(h);
  });
  afterAll(async () => {
    await h.service.stop();
    await h.test.drop();
  });
  return h;
}
