import { createServiceApp, type HubService } from '@hub/service-kit';
import { testServiceDeps, type TestDatabase, type TestDatabaseTarget } from '@hub/service-kit/testing';
import type { Express } from 'express';
import { createCatalogService } from '../../src';
import { startZplPrinter, type ZplPrinter } from './zpl-printer';

/** Short leases and timeouts, small batches: a job's turns happen within a test. */
export const TEST_PRINTING = { pollMs: 50, leaseMs: 1_000, batchSize: 3, timeouts: { connectMs: 1_000, statusMs: 500, readBackMs: 1_000, writeMs: 2_000 } };

export interface PrintingInstances {
  test: TestDatabase;
  printer: ZplPrinter;
  /** The HTTP instance's app (its worker stopped). */
  app: Express;
  /** Another svc-catalog on the test database; `worker: false` stops its worker (HTTP only). */
  instance: (worker: boolean) => Promise<HubService>;
}

/**
 * Several svc-catalog instances on one fresh database of `target` with a stand-in ZPL printer, for the
 * print job tests that cross a restart or a crash; `setup` runs once the HTTP instance is up. All stop after.
 */
export function usePrintingInstances(target: TestDatabaseTarget, setup: (h: PrintingInstances) => Promise<void>): PrintingInstances {
  const services: HubService[] = [];
  const h = {} as PrintingInstances;
  h.instance = async (worker: boolean) => {
    const service = createCatalogService(testServiceDeps(h.test.db), { printing: TEST_PRINTING });
    services.push(service);
    await service.migrate();
    if (!worker) await service.stop();
    return service;
  };
  beforeAll(async () => {
    h.test = await target.create();
    h.printer = await startZplPrinter();
    h.app = createServiceApp([await h.instance(false)]);
    await setup(h);
  }, 180_000);
  afterAll(async () => {
    for (const s of services) await s.stop().catch(() => undefined);
    await h.printer?.close();
    await h.test?.drop();
  });
  return h;
}
