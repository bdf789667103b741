import { LOADER_THROTTLE_MS } from '@hub/contracts';

export interface Timers {
  setTimeout: (fn: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const realTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Spec section 9: the page loader shows only when loading lasts longer than the throttle (200 ms),
 * so quick requests never flash the bar.
 */
export class LoaderThrottle {
  private timer: unknown = null;
  private visible = false;

  constructor(
    private readonly onChange: (visible: boolean) => void,
    private readonly throttleMs: number = LOADER_THROTTLE_MS,
    private readonly timers: Timers = realTimers,
  ) {}

  /** Tell the throttle whether anything is loading right now. */
  update(loading: boolean): void {
    if (loading) {
      if (this.visible || this.timer !== null) return;
      this.timer = this.timers.setTimeout(() => {
        this.timer = null;
        this.setVisible(true);
      }, this.throttleMs);
      return;
    }
    if (this.timer !== null) {
      this.timers.clearTimeout(this.timer);
      this.timer = null;
    }
    this.setVisible(false);
  }

  dispose(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
  }

  private setVisible(visible: boolean): void {
    if (this.visible === visible) return;
    this.visible = visible;
    this.onChange(visible);
  }
}
