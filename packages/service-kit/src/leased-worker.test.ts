import { leasedWorker } from './leased-worker';

/** A job board in memory with the same lease rules the services' SQL keeps. */
function board(jobs: string[]) {
  const leases = new Map<string, { owner: string; until: number }>();
  const done: Array<{ job: string; owner: string }> = [];
  const claim = async (owner: string, leaseMs: number) => {
    const now = Date.now();
    const job = jobs.find((j) => !done.some((d) => d.job === j) && (!leases.has(j) || leases.get(j)!.until < now));
    if (!job) return null;
    leases.set(job, { owner, until: now + leaseMs });
    return job;
  };
  const renew = async (job: string, owner: string, leaseMs: number) => {
    const lease = leases.get(job);
    if (!lease || lease.owner !== owner) return false;
    lease.until = Date.now() + leaseMs;
    return true;
  };
  return { claim, renew, done, leases };
}

/** Polls until `check` holds, up to 30 s (a bound for a busy machine; a check that holds returns at once). */
const until = async (check: () => boolean) => {
  for (const end = Date.now() + 30_000; !check() && Date.now() < end; ) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
};

describe('a leased worker (ARCHITECTURE.md §8)', () => {
  it('When two instances share a board, then each job runs exactly once', async () => {
    const b = board(['a', 'b', 'c', 'd', 'e', 'f']);
    const make = () =>
      leasedWorker({
        name: 't',
        claim: b.claim,
        renew: b.renew,
        pollMs: 10,
        run: async (job, { owner }) => {
          await new Promise((r) => setTimeout(r, 5));
          b.done.push({ job, owner });
        },
        failed: async () => undefined,
      });
    const [one, two] = [make(), make()];
    one.start();
    two.start();
    await until(() => b.done.length === 6);
    await Promise.all([one.stop(), two.stop()]);
    expect(b.done.map((d) => d.job).sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('When an instance stops renewing (it crashed), then another takes the job over once its lease runs out', async () => {
    const b = board(['only']);
    const crashed = leasedWorker({
      name: 'crashing',
      claim: b.claim,
      renew: async () => new Promise<boolean>(() => undefined),
      leaseMs: 60,
      pollMs: 10,
      run: (_job, { signal }) => new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve())),
      failed: async () => undefined,
    });
    crashed.start();
    await until(() => b.leases.has('only'));
    const survivor = leasedWorker({ name: 'survivor', claim: b.claim, renew: b.renew, leaseMs: 60, pollMs: 10, run: async (job, { owner }) => void b.done.push({ job, owner }), failed: async () => undefined });
    survivor.start();
    await until(() => b.done.length === 1);
    expect(b.done[0]!.owner).toBe(survivor.owner);
    await Promise.all([crashed.stop(), survivor.stop()]);
  });

  it('When the lease is lost while running, then the run is aborted and not reported as failed', async () => {
    const failed = jest.fn(async () => undefined);
    let aborted = false;
    const worker = leasedWorker({
      name: 't',
      claim: (() => {
        let given = false;
        return async () => (given ? null : ((given = true), 'job'));
      })(),
      renew: async () => false,
      leaseMs: 60,
      pollMs: 10,
      run: (_job, { signal }) =>
        new Promise<void>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          }),
        ),
      failed,
    });
    worker.start();
    await until(() => aborted);
    await worker.stop();
    expect(failed).not.toHaveBeenCalled();
  });

  it('When a run throws, then failed() ends the job and the worker goes on to the next', async () => {
    const b = board(['bad', 'good']);
    const failed = jest.fn(async (job: string) => void b.done.push({ job, owner: 'failed' }));
    const worker = leasedWorker({
      name: 't',
      claim: b.claim,
      renew: b.renew,
      pollMs: 10,
      run: async (job, { owner }) => {
        if (job === 'bad') throw new Error('broken file');
        b.done.push({ job, owner });
      },
      failed,
    });
    worker.start();
    await until(() => b.done.length === 2);
    await worker.stop();
    expect(failed).toHaveBeenCalledTimes(1);
  });
});
