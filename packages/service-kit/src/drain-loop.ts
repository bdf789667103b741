/**
 * The loop of a worker that handles what is due in its table: a pass on every `nudge()` (after a
 * commit that made work) and on a timer. Passes never overlap; nudges during a pass queue one more
 * pass, never several. A pass's error is reported and the next nudge or tick tries again, so
 * `nudge()` never rejects. The outbox's relay and svc-notify's delivery workers run on it.
 */
export interface DrainLoopOptions {
  /** One pass over what is due now; it may read `stopped` to end early. */
  drain: () => Promise<void>;
  /** How often a pass runs without a nudge. */
  pollMs: number;
  /** A pass failed (the next nudge or tick runs again). */
  onError: (err: unknown) => void;
  /** Besides the pass, on each tick of the timer (housekeeping). */
  onTick?: () => void;
}

export class DrainLoop {
  private chain: Promise<void> = Promise.resolve();
  private queued = false;
  private timer?: NodeJS.Timeout;
  private halted = false;

  constructor(private readonly o: DrainLoopOptions) {}

  /** True once stopped: passes end early and nudges do nothing. */
  get stopped(): boolean {
    return this.halted;
  }

  /** Runs a pass now (after the pass already queued, if any); resolves when it is over. Never rejects. */
  nudge(): Promise<void> {
    if (this.halted) return Promise.resolve();
    if (this.queued) return this.chain;
    this.queued = true;
    this.chain = this.chain
      .then(() => {
        this.queued = false;
        return this.o.drain();
      })
      .catch((err: unknown) => {
        this.o.onError(err);
      });
    return this.chain;
  }

  /** Starts the timer (idempotent) and runs a pass for what an earlier run left. */
  start(): void {
    if (this.timer || this.halted) return;
    this.timer = setInterval(() => {
      void this.nudge();
      this.o.onTick?.();
    }, this.o.pollMs);
    this.timer.unref();
    void this.nudge();
  }

  /**
   * Stops the timer and waits for the pass under way. `finishPasses`: the passes queued so far run to
   * their end first (the outbox publishes what was committed); else they are told to stop at once.
   */
  async stop({ finishPasses = false }: { finishPasses?: boolean } = {}): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    if (!finishPasses) this.halted = true;
    await this.chain;
    this.halted = true;
  }
}
