import { availableParallelism } from 'node:os';
/** svc-import's settings (README, "Configuration"). */
export interface ImportOptions {
  /** The largest upload in bytes (HUB_IMPORT_MAX_BYTES; default 512 MiB): larger is 413 PDFU105. */
  maxUploadBytes: number;
  /** How often an idle worker looks for work (ms). */
  pollMs: number;
  /** How long a claimed check holds without a heartbeat (ms). */
  leaseMs: number;
  /** How often a moving job's progress goes to the browsers at least (HUB_IMPORT_PROGRESS_MS; default 1,000 ms). */
  progressMs?: number;
  /**
   * Products per claim-check batch (HUB_IMPORT_BATCH_ROWS): one transaction each in svc-catalog.
   * Unset: 20,000 on a PostgreSQL server; 5,000 on PGlite, whose one in-process connection every
   * request waits on while a batch is written.
   */
  batchRows?: number;
  /**
   * The heap of a file check's worker thread in MiB (HUB_IMPORT_CHECK_HEAP_MB; default 256, 128 in
   * distributed mode): the check
   * holds the batch it fills and two in flight, one group of problems, and the repeated codes and tags
   * (the first row of each key is kept outside the heap: a million-product check fits 160 MiB). A larger
   * heap only lets garbage wait longer (resident memory). A check that needs more fails its import
   * (PDDI100, the reason in the log), not the hub.
   */
  checkHeapMb?: number;
  /**
   * Threads that map a file's rows beside the check's own (HUB_IMPORT_CHECK_THREADS; default 2 where the
   * machine has two cores or more, else 0: the check maps every row itself; 1 in distributed mode). Files whose rows depend on
   * each other (multiple rows, grouping) are mapped on the check's thread whatever this says.
   */
  checkThreads?: number;
  /** How often the autosync scheduler looks for due runs (HUB_AUTOSYNC_POLL_MS; default 30,000 ms; 0 never). */
  autosyncPollMs?: number;
  /** HUB_SECRETS_KEY: 32 bytes in base64 sealing import sources' secrets; unset, derived from the JWT secret. */
  secretsKey?: string;
  /** The largest image upload request in bytes, all its files together (HUB_IMAGE_UPLOAD_MAX_BYTES; default 2 GiB): larger is 413 IMG103. */
  maxImageUploadBytes?: number;
  /** The largest image in bytes (HUB_IMAGE_MAX_BYTES; default 30 MB): a larger one is not imported (TOO_LARGE). */
  maxImageBytes?: number;
  /** The most images one image import takes, zips' entries included (HUB_IMAGE_IMPORT_MAX_IMAGES; default 100,000): more fails it with IMG103. */
  maxImportImages?: number;
  /** Image imports this instance converts at once, each of another merchant (HUB_IMAGE_IMPORT_WORKERS; default 4). */
  imageWorkers?: number;
  /** Images gone through between two batches sent to svc-catalog at most (default 100). */
  imageBatchSize?: number;
}

export const DEFAULT_IMAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
export const DEFAULT_IMAGE_MAX_BYTES = 30 * 1024 * 1024;
export const DEFAULT_CHECK_HEAP_MB = 256;
export const DEFAULT_CHECK_THREADS = availableParallelism() >= 2 ? 2 : 0;
/**
 * The check when svc-import runs alone (distributed mode, `main.ts`), where each process must stay under
 * 512 MiB resident (issue 26 item 4; the k8s limit of infra/k8s/svc-import.yaml): one mapper thread beside
 * the check's own, and a check heap of 128 MiB. Measured at 1,000,000 rows (bench/RESULTS.md, session 25):
 * the check's heap held at most 71 MiB (104 MiB committed; its 256 MiB limit only let garbage wait), and
 * each mapper at most 36 MiB (50 committed) plus its thread, beside a service whose own thread holds two
 * 26 MiB batches in flight. Settings win over these (HUB_IMPORT_CHECK_HEAP_MB, HUB_IMPORT_CHECK_THREADS). A process-wide
 * `--max-old-space-size` (compose and k8s run svc-import with 160, for its own thread) replaces every
 * worker thread's heap limit in V8, this one and the mappers' included.
 */
export const DISTRIBUTED_CHECK_HEAP_MB = 128;
export const DISTRIBUTED_CHECK_THREADS = Math.min(1, DEFAULT_CHECK_THREADS);
/** 2 GiB of images averaging 21 KB: smaller product images than that are rare. */
export const DEFAULT_IMAGE_IMPORT_MAX_IMAGES = 100_000;
/** One merchant's long import leaves room for three others' on each instance. */
export const DEFAULT_IMAGE_WORKERS = 4;

/**
 * svc-import's settings from the environment. `mode`: 'all-in-one' inside the hub's one process (the
 * gateway), 'distributed' when the service runs alone (its defaults for the check then are
 * DISTRIBUTED_CHECK_HEAP_MB and DISTRIBUTED_CHECK_THREADS).
 */
export function importOptionsFromEnv(env: NodeJS.ProcessEnv = process.env, mode: 'all-in-one' | 'distributed' = 'all-in-one'): ImportOptions {
  const check = mode === 'distributed' ? { heapMb: DISTRIBUTED_CHECK_HEAP_MB, threads: DISTRIBUTED_CHECK_THREADS } : { heapMb: DEFAULT_CHECK_HEAP_MB, threads: DEFAULT_CHECK_THREADS };
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    maxUploadBytes: number('HUB_IMPORT_MAX_BYTES', 512 * 1024 * 1024),
    pollMs: number('HUB_IMPORT_POLL_MS', 1_000),
    leaseMs: number('HUB_IMPORT_LEASE_MS', 30_000),
    progressMs: number('HUB_IMPORT_PROGRESS_MS', 1_000),
    autosyncPollMs: env.HUB_AUTOSYNC_POLL_MS === '0' ? 0 : number('HUB_AUTOSYNC_POLL_MS', 30_000),
    checkHeapMb: number('HUB_IMPORT_CHECK_HEAP_MB', check.heapMb),
    checkThreads: env.HUB_IMPORT_CHECK_THREADS === '0' ? 0 : Math.floor(number('HUB_IMPORT_CHECK_THREADS', check.threads)),
    ...(env.HUB_IMPORT_BATCH_ROWS ? { batchRows: number('HUB_IMPORT_BATCH_ROWS', 20_000) } : {}),
    ...(env.HUB_SECRETS_KEY ? { secretsKey: env.HUB_SECRETS_KEY } : {}),
    maxImageUploadBytes: number('HUB_IMAGE_UPLOAD_MAX_BYTES', DEFAULT_IMAGE_UPLOAD_MAX_BYTES),
    maxImageBytes: number('HUB_IMAGE_MAX_BYTES', DEFAULT_IMAGE_MAX_BYTES),
    maxImportImages: number('HUB_IMAGE_IMPORT_MAX_IMAGES', DEFAULT_IMAGE_IMPORT_MAX_IMAGES),
    imageWorkers: Math.floor(number('HUB_IMAGE_IMPORT_WORKERS', DEFAULT_IMAGE_WORKERS)),
  };
}
