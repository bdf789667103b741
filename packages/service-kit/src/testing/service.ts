import type { EventEnvelope } from '@hub/contracts';
import type { Express } from 'express';
import { createServiceApp } from '../app';
import type { HubService, ServiceDeps } from '../service';
import type { TestDatabase, TestDatabaseTarget } from './databases';
import { removeTestStorage, testServiceDeps } from './tokens';

/** What a test file works with: its database, the service, its app and every event it published. */
export interface ServiceUnderTest<S extends HubService> {
  test: TestDatabase;
  deps: ServiceDeps;
  service: S;
  app: Express;
  events: EventEnvelope[];
}

type Hook = (fn: () => Promise<void>, timeoutMs?: number) => void;
/** Jest's hooks (this module only runs under jest; the kit's build has no jest types). */
const hooks = globalThis as unknown as { beforeAll: Hook; afterAll: Hook };

/**
 * A suite's set-up and tear-down may take this long: sized for a 2-core machine at load 25 (a fresh
 * database, the service migrated and seeded, while other suites and builds share the cores).
 */
export const SET_UP_TIMEOUT_MS = 180_000;

/**
 * The one harness of a service's test file: before its tests, a fresh database of `target`, the
 * service created with test dependencies (an in-process bus whose every event is recorded), migrated,
 * and its app; then `setup` (seed data...). After them, the service stopped and the database dropped.
 * The fields are filled in by the time the tests run.
 */
export function useService<S extends HubService>(
  target: TestDatabaseTarget,
  create: (deps: ServiceDeps) => S,
  options: { deps?: Partial<ServiceDeps>; setup?: (h: ServiceUnderTest<S>) => Promise<void> } = {},
): ServiceUnderTest<S> {
  const h = { events: [] as EventEnvelope[] } as ServiceUnderTest<S>;
  hooks.beforeAll(async () => {
    h.test = await target.create();
    h.deps = testServiceDeps(h.test.db, options.deps);
    h.deps.bus.subscribe('*', (e) => void h.events.push(e));
    h.service = create(h.deps);
    await h.service.migrate();
    h.app = createServiceApp([h.service]);
    if (options.setup) await options.setup(h);
  }, SET_UP_TIMEOUT_MS);
  hooks.afterAll(async () => {
    await h.service?.stop();
    await h.test?.drop();
    removeTestStorage();
  }, SET_UP_TIMEOUT_MS);
  return h;
}
