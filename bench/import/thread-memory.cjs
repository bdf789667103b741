// Where a process's memory goes, thread by thread (session 25, issue 26 item 4): preloaded into a
// service (`NODE_OPTIONS="--require …/bench/import/thread-memory.cjs"`, e.g. through distributed.mjs's
// BENCH_SERVICE_NODE_OPTIONS), it runs in the main thread and in every worker thread (the check and its
// mappers), and each appends a JSON line every 250 ms to THREAD_MEMORY_FILE: its V8 heap (total, used,
// limit, external; large-object, old and young spaces in MiB, [size, used]) and, on the main thread,
// process.memoryUsage() and the process's anonymous and peak resident memory (smaps_rollup, VmHWM).
// thread-memory-report.mjs reads the file. Without THREAD_MEMORY_FILE it does nothing.
const { threadId, isMainThread } = require('node:worker_threads');
const v8 = require('node:v8');
const fs = require('node:fs');

const out = process.env.THREAD_MEMORY_FILE;
if (out) {
  const tag = isMainThread ? 'main' : `w${threadId}`;
  const mib = (bytes) => Math.round(bytes / 1048576);
  const timer = setInterval(() => {
    const heap = v8.getHeapStatistics();
    const spaces = Object.fromEntries(v8.getHeapSpaceStatistics().map((s) => [s.space_name, [mib(s.space_size), mib(s.space_used_size)]]));
    const line = { t: Date.now(), pid: process.pid, tag, total: heap.total_heap_size, used: heap.used_heap_size, limit: heap.heap_size_limit, external: heap.external_memory, lo: spaces.large_object_space, old: spaces.old_space, new: spaces.new_space };
    if (isMainThread) {
      const usage = process.memoryUsage();
      line.rss = usage.rss;
      line.ext = usage.external;
      line.ab = usage.arrayBuffers;
      line.anon = Number(/Anonymous:\s+(\d+)/.exec(fs.readFileSync('/proc/self/smaps_rollup', 'utf8'))[1]) * 1024;
      line.hwm = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]) * 1024;
    }
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  }, 250);
  timer.unref();
}
