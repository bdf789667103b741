import { DrainLoop } from './drain-loop';

/** A drain that waits until released, counting its passes. */
function gatedDrain() {
  const s = { passes: 0, open: [] as (() => void)[] };
  const drain = () => {
    s.passes += 1;
    return new Promise<void>((resolve) => s.open.push(resolve));
  };
  const release = () => s.open.splice(0).forEach((r) => r());
  return { s, drain, release };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('DrainLoop: the nudge-and-timer loop of the outbox and the delivery workers', () => {
  it('runs one pass at a time; nudges during a pass queue one more pass, not one each', async () => {
    const { s, drain, release } = gatedDrain();
    const loop = new DrainLoop({ drain, pollMs: 60_000, onError: () => undefined });
    const first = loop.nudge();
    await settle();
    const queued = [loop.nudge(), loop.nudge(), loop.nudge()];
    await settle();
    expect(s.passes).toBe(1);
    release();
    await first;
    await settle();
    expect(s.passes).toBe(2);
    release();
    await Promise.all(queued);
    expect(s.passes).toBe(2);
  });

  it('reports a failed pass without rejecting, and the next nudge runs again', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const loop = new DrainLoop({
      drain: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database went away');
      },
      pollMs: 60_000,
      onError: (err) => errors.push(err),
    });
    await expect(loop.nudge()).resolves.toBeUndefined();
    expect(errors).toEqual([new Error('database went away')]);
    await loop.nudge();
    expect(calls).toBe(2);
  });

  it('runs passes on its timer with its tick, and stops: the pass under way told to end, nudges after it do nothing', async () => {
    let passes = 0;
    let ticks = 0;
    const seen: boolean[] = [];
    const loop = new DrainLoop({
      drain: async () => {
        passes += 1;
        seen.push(loop.stopped);
      },
      pollMs: 5,
      onError: () => undefined,
      onTick: () => void (ticks += 1),
    });
    loop.start();
    loop.start();
    while (passes < 3 || ticks < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    await loop.stop();
    const after = passes;
    await loop.nudge();
    expect(passes).toBe(after);
    expect(loop.stopped).toBe(true);
    expect(seen.every((s) => s === false)).toBe(true);
  });

  it('with finishPasses, the passes queued before stop run to their end, not told to stop', async () => {
    const { s, drain, release } = gatedDrain();
    const seen: boolean[] = [];
    const loop = new DrainLoop({
      drain: async () => {
        seen.push(loop.stopped);
        await drain();
      },
      pollMs: 60_000,
      onError: () => undefined,
    });
    void loop.nudge();
    await settle();
    const stopping = loop.stop({ finishPasses: true });
    release();
    await stopping;
    expect([s.passes, seen]).toEqual([1, [false]]);
    expect(loop.stopped).toBe(true);
    const halted = new DrainLoop({ drain: async () => void seen.push(halted.stopped), pollMs: 60_000, onError: () => undefined });
    const pass = halted.nudge();
    await halted.stop();
    await pass;
    expect(seen.at(-1)).toBe(true);
  });
});
