import { leasedWorker, type LeasedWorker, type RouteDefinition, type ServiceDeps, type ServiceEventing } from '@hub/service-kit';
import { claimPrintJob, releasePrintJob, renewPrintJob } from '../db/print-jobs';
import { printJobRoutes } from '../routes/print-jobs';
import { printingConfigRoutes } from '../routes/printing-configs';
import { tagDesignRoutes } from '../routes/tag-designs';
import { endAbandonedJobs } from './print-job-ends';
import { DEFAULT_PRINTER_TIMEOUTS, type PrinterTimeouts } from './printer-connection';
import { printWorker } from './print-worker';

/** RFID printing's settings (tests shorten them; HUB_PRINT_* in the environment otherwise). */
export interface PrintingOptions {
  pollMs?: number;
  leaseMs?: number;
  batchSize?: number;
  labelsPerConnection?: number;
  timeouts?: Partial<PrinterTimeouts>;
}

const fromEnv = (name: string): number | undefined => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
};

/**
 * Issue 14 items 3 and 4 in svc-catalog: the printing config, tag design and print job routes, and the
 * leased print job worker (one per instance; jobs are shared between instances by their lease).
 */
export function printingParts(deps: ServiceDeps, options: PrintingOptions = {}) {
  const timeouts: PrinterTimeouts = {
    connectMs: options.timeouts?.connectMs ?? fromEnv('HUB_PRINT_CONNECT_MS') ?? DEFAULT_PRINTER_TIMEOUTS.connectMs,
    statusMs: options.timeouts?.statusMs ?? fromEnv('HUB_PRINT_STATUS_MS') ?? DEFAULT_PRINTER_TIMEOUTS.statusMs,
    writeMs: options.timeouts?.writeMs ?? fromEnv('HUB_PRINT_WRITE_MS') ?? DEFAULT_PRINTER_TIMEOUTS.writeMs,
    readBackMs: options.timeouts?.readBackMs ?? fromEnv('HUB_PRINT_READ_BACK_MS') ?? DEFAULT_PRINTER_TIMEOUTS.readBackMs,
  };
  let worker: LeasedWorker | null = null;
  return {
    routes: (eventing: ServiceEventing): RouteDefinition[] => [
      ...printingConfigRoutes(deps.db, eventing, timeouts),
      ...tagDesignRoutes(deps.db, eventing),
      ...printJobRoutes(deps.db, eventing, () => worker?.wake()),
    ],
    start(eventing: ServiceEventing): void {
      // Once: the service starts its workers at the end of every migrate, and a second worker would
      // replace the first here and leave it polling after stop (a test that migrated twice kept its
      // process alive).
      if (worker) return;
      const jobs = printWorker({
        db: deps.db,
        eventing,
        timeouts,
        batchSize: options.batchSize ?? fromEnv('HUB_PRINT_BATCH') ?? 20,
        labelsPerConnection: options.labelsPerConnection ?? fromEnv('HUB_PRINT_LABELS_PER_CONNECTION') ?? 500,
        logger: deps.logger,
      });
      worker = leasedWorker({
        name: 'catalog-print',
        logger: deps.logger,
        pollMs: options.pollMs ?? fromEnv('HUB_PRINT_POLL_MS') ?? 1000,
        leaseMs: options.leaseMs ?? fromEnv('HUB_PRINT_LEASE_MS') ?? 30_000,
        // Labels a vanished worker left SENDING in a cancelled job end first (interrupted, PRN110).
        claim: async (owner, leaseMs) => {
          await endAbandonedJobs(eventing, deps.logger);
          return claimPrintJob(deps.db, owner, leaseMs);
        },
        renew: (job, owner, leaseMs) => renewPrintJob(deps.db, job.id, owner, leaseMs),
        run: async (job, context) => {
          await jobs.run(job, context);
          // Stopping (or the job was cancelled): give the lease up so that another instance goes on at once.
          if (context.signal.aborted) await releasePrintJob(deps.db, job.id, context.owner);
        },
        failed: (job, _error, owner) => jobs.failed(job, owner),
      });
      worker.start();
    },
    stop: async (): Promise<void> => {
      await worker?.stop();
    },
  };
}
