import type { LeasedWorker } from '@hub/service-kit';

/**
 * Several leased workers of one kind in this instance, run as one (issue 25 item 5): each claims and
 * runs its own job, so one long job never holds up the others waiting.
 */
export function workerPool(workers: readonly LeasedWorker[]): Pick<LeasedWorker, 'start' | 'wake' | 'stop'> {
  return {
    start: () => workers.forEach((w) => w.start()),
    wake: () => workers.forEach((w) => w.wake()),
    stop: async () => {
      await Promise.all(workers.map((w) => w.stop()));
    },
  };
}
