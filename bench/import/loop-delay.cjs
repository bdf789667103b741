// bench/import: the hub's event-loop delay, per second (issue 26 item 7). Preloaded into the hub:
//
//   BENCH_HUB_NODE_ARGS="--require ./bench/import/loop-delay.cjs" LOOP_FILE=/tmp/loop.txt node bench/import/run.mjs
//
// Each second, one line "pid epochMs maxMs p99Ms meanMs" of the main thread's delay (10 ms resolution).
const { isMainThread } = require('node:worker_threads');

if (isMainThread && process.env.LOOP_FILE) {
  const { monitorEventLoopDelay } = require('node:perf_hooks');
  const fs = require('node:fs');
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const fd = fs.openSync(process.env.LOOP_FILE, 'a');
  const ms = (ns) => (ns / 1e6).toFixed(1);
  setInterval(() => {
    fs.writeSync(fd, `${process.pid} ${Date.now()} ${ms(histogram.max)} ${ms(histogram.percentile(99))} ${ms(histogram.mean)}\n`);
    histogram.reset();
  }, 1000).unref();
}
