/**
 * Runs `run` every `everyMs` in the background (the timer does not keep the process alive); a beat
 * is skipped while the last run still waits, and `stop` waits for the one under way.
 */
export function periodic(run: () => Promise<unknown>, everyMs: number, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  return {
    start() {
      if (timer || everyMs <= 0) return;
      timer = setInterval(() => {
        if (running) return;
        running = run()
          .then(() => undefined, onError)
          .finally(() => {
            running = null;
          });
      }, everyMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
