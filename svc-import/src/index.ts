import { createSecretBox, defineService, leasedWorker, secretKeyFrom, type HubService, type ServiceDeps, type ServiceParts } from '@hub/service-kit';
import { DEFAULT_IMAGE_IMPORT_MAX_IMAGES, DEFAULT_IMAGE_MAX_BYTES, DEFAULT_IMAGE_WORKERS, DEFAULT_IMAGE_UPLOAD_MAX_BYTES, importOptionsFromEnv, type ImportOptions } from './config';
import { claimCheck, failJob, migrateImport, renewCheck } from './db/jobs';
import { importConsumers } from './events/consumers';
import { progressEvent } from './events/progress';
import { progressTicker } from './events/progress-ticker';
import { IMPORT_PUBLISHES } from './events/publishes';
import { runCheck } from './jobs/check-job';
import { jobRoutes } from './routes/jobs';
import { sourceRoutes } from './routes/sources';
import { namedMappingRoutes } from './routes/named-mappings';
import { autosyncScheduler, type AutosyncScheduler } from './autosync/scheduler';
import { claimImageJob, renewImageJob } from './db/image-jobs';
import { failImageImport, runImageJob } from './jobs/image-job';
import { workerPool } from './jobs/worker-pool';
import { imageRoutes } from './routes/images';

export { IMPORT_JOBS_FETCHED } from './routes/jobs';
export { importOptionsFromEnv, type ImportOptions } from './config';

/**
 * svc-import: file import (issue 11), import sources and image import (issue 13). Uploads stream to
 * the storage port, and a source's run streams the source there first; a leased worker checks each file
 * against the data mapping (every rule of spec section 5) and stages its products for svc-catalog, whose
 * dry run and apply come back as events; jobs, progress, reports and sources are served here. Another
 * leased worker converts imported images to .webp and sends their names to svc-catalog to match.
 */
export interface ImportService extends HubService, Pick<ServiceParts, 'eventing'> {
  /** The autosync scheduler (issue 13 item 2); tests drive `tick` with their own clock. */
  autosync: Pick<AutosyncScheduler, 'tick'>;
}

export function createImportService(deps: ServiceDeps, options: ImportOptions = importOptionsFromEnv()): ImportService {
  const storage = deps.storage;
  if (!storage) throw new Error('svc-import needs the storage port (ServiceDeps.storage)');
  let wake = () => undefined as void;
  const imageLimits = { maxRequestBytes: options.maxImageUploadBytes ?? DEFAULT_IMAGE_UPLOAD_MAX_BYTES, maxImageBytes: options.maxImageBytes ?? DEFAULT_IMAGE_MAX_BYTES };
  // Import sources' passwords and keys are sealed with HUB_SECRETS_KEY, else a key derived from the JWT secret.
  const secrets = createSecretBox(secretKeyFrom({ secretsKey: options.secretsKey, jwtSecret: deps.config.jwtSecret }));
  const service = defineService(deps, {
    name: 'svc-import',
    schema: 'import',
    publishes: IMPORT_PUBLISHES,
    storeReplica: true,
    consumes: ({ eventing }) => importConsumers(eventing, storage, deps.logger, () => wake()),
    routes: ({ eventing }) => [
      ...jobRoutes({ db: deps.db, storage, eventing, maxUploadBytes: options.maxUploadBytes, wake: () => wake() }),
      ...sourceRoutes({ db: deps.db, eventing, secrets, logger: deps.logger, wake: () => wake() }),
      ...namedMappingRoutes(deps.db, eventing),
      ...imageRoutes({ db: deps.db, storage, eventing, limits: imageLimits, logger: deps.logger, wake: () => images.wake() }),
    ],
    migrate: () => migrateImport(deps.db),
    start: () => {
      checks.start();
      images.start();
      ticker.start();
      autosyncTicks.start();
    },
    stop: async () => {
      await autosyncTicks.stop();
      await ticker.stop();
      await checks.stop();
      await images.stop();
    },
  });
  const leases = { logger: deps.logger, leaseMs: options.leaseMs, pollMs: options.pollMs };
  const checks = leasedWorker({
    name: 'import-check',
    ...leases,
    claim: (owner, leaseMs) => claimCheck(deps.db, owner, leaseMs),
    renew: (job, owner, leaseMs) => renewCheck(deps.db, job.id, owner, leaseMs),
    run: (job, { owner, signal }) => runCheck({ db: deps.db, storage, eventing: service.eventing, secrets, logger: deps.logger, batchRows: options.batchRows, checkHeapMb: options.checkHeapMb, checkThreads: options.checkThreads }, job, owner, signal),
    failed: async (job) => {
      await service.eventing.transaction(async (tx, emit) => {
        const ended = await failJob(tx, job.id, 'PDDI100', ['CHECKING']);
        if (ended) await emit(progressEvent(ended));
      });
    },
  });
  const imageJobDeps = {
    db: deps.db,
    storage,
    eventing: service.eventing,
    secrets,
    logger: deps.logger,
    maxImageBytes: imageLimits.maxImageBytes,
    maxImportBytes: imageLimits.maxRequestBytes,
    maxImages: options.maxImportImages ?? DEFAULT_IMAGE_IMPORT_MAX_IMAGES,
    batchSize: options.imageBatchSize,
  };
  // Image import (issue 13 item 3): one leased job per image import, taken over when its instance dies;
  // several at once, each of another merchant (issue 25 item 5: a long import never holds up another's).
  const images = workerPool(
    Array.from({ length: Math.max(1, options.imageWorkers ?? DEFAULT_IMAGE_WORKERS) }, () =>
      leasedWorker({
        name: 'image-import',
        ...leases,
        claim: (owner, leaseMs) => claimImageJob(deps.db, owner, leaseMs),
        renew: (job, owner, leaseMs) => renewImageJob(deps.db, job.id, owner, leaseMs),
        run: (job, { owner, signal }) => runImageJob(imageJobDeps, job, owner, signal),
        failed: (job) => failImageImport({ eventing: service.eventing, storage, logger: deps.logger }, job.id, 'SE100'),
      }),
    ),
  );
  const ticker = progressTicker(service.eventing, options.progressMs ?? 1_000, deps.logger);
  const scheduler = autosyncScheduler({ db: deps.db, eventing: service.eventing, logger: deps.logger, wake: () => wake() });
  const autosyncTicks = scheduler.periodic(options.autosyncPollMs ?? 0);
  wake = () => checks.wake();
  return { ...service, autosync: { tick: scheduler.tick } };
}
