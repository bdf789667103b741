import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Logger } from './logger';

/**
 * Long work shared by service instances (ARCHITECTURE.md §8): jobs live in the owning service's
 * schema and are claimed with a lease (`for update skip locked`, an expiry, a heartbeat), so N
 * instances share the work, a job runs once at a time, and a crashed instance's job is taken over
 * when its lease runs out. The claim and renew queries are the service's own (its `db/`).
 */
export interface LeasedWorkerOptions<J> {
  name: string;
  logger?: Logger;
  /** Claims the next job for `owner` with a lease of `leaseMs`, or answers null. */
  claim: (owner: string, leaseMs: number) => Promise<J | null>;
  /** Extends the lease of a job this owner holds; false when it was lost (taken over, cancelled). */
  renew: (job: J, owner: string, leaseMs: number) => Promise<boolean>;
  /** Does the work; `signal` aborts when the lease is lost or the worker stops. */
  run: (job: J, context: { owner: string; signal: AbortSignal }) => Promise<void>;
  /** Called when `run` throws (the job is then the service's to end, e.g. FAILED). */
  failed: (job: J, error: unknown, owner: string) => Promise<void>;
  /** How long a claim holds without a heartbeat (default 30 s). */
  leaseMs?: number;
  /** How often to look for work when nothing woke the worker (default 1 s). */
  pollMs?: number;
}

export interface LeasedWorker {
  /** This instance's owner name in leases. */
  readonly owner: string;
  start(): void;
  /** Look for work now (after an upload or an event), instead of at the next poll. */
  wake(): void;
  /** Stops claiming; aborts and waits for the running job. */
  stop(): Promise<void>;
}

export function leasedWorker<J>(options: LeasedWorkerOptions<J>): LeasedWorker {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const pollMs = options.pollMs ?? 1_000;
  let running = false;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  let woken = false;
  const stopping = new AbortController();

  const idle = () =>
    new Promise<void>((resolve) => {
      if (woken || !running) {
        woken = false;
        return resolve();
      }
      const timer = setTimeout(done, pollMs);
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        woken = false;
        resolve();
      }
      wakeUp = done;
    });

  const runOne = async (job: J) => {
    const lease = new AbortController();
    const onStop = () => lease.abort();
    stopping.signal.addEventListener('abort', onStop);
    const heartbeat = setInterval(() => {
      options.renew(job, owner, leaseMs).then(
        (held) => {
          if (!held) lease.abort();
        },
        (err) => options.logger?.warn({ err, worker: options.name }, 'lease renewal failed'),
      );
    }, Math.max(50, Math.floor(leaseMs / 3)));
    try {
      await options.run(job, { owner, signal: lease.signal });
    } catch (error) {
      if (!lease.signal.aborted) {
        options.logger?.error({ err: error, worker: options.name }, 'job failed');
        await options.failed(job, error, owner).catch((err) => options.logger?.error({ err }, 'could not record the failure'));
      }
    } finally {
      clearInterval(heartbeat);
      stopping.signal.removeEventListener('abort', onStop);
    }
  };

  const work = async () => {
    while (running) {
      let job: J | null = null;
      try {
        job = await options.claim(owner, leaseMs);
      } catch (err) {
        if (running) options.logger?.warn({ err, worker: options.name }, 'claim failed');
      }
      if (job && running) await runOne(job);
      else await idle();
    }
  };

  return {
    owner,
    start() {
      if (running) return;
      running = true;
      loop = work();
    },
    wake() {
      woken = true;
      wakeUp?.();
    },
    async stop() {
      running = false;
      stopping.abort();
      wakeUp?.();
      await loop;
    },
  };
}
