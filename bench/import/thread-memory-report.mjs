// Reads thread-memory.cjs's file: for the process with the highest resident memory (or the pid given), its
// highest samples with the main thread's heap (large objects, old, young), external memory and buffers,
// each worker thread's heap, and what is left of the resident memory (native: malloc arenas, stacks, code).
//
//   node bench/import/thread-memory-report.mjs <file> [pid] [samples, default 8]
import { readFileSync } from 'node:fs';

const [file, pidArg, samplesArg] = process.argv.slice(2);
const lines = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
const byPid = new Map();
for (const l of lines) {
  if (!byPid.has(l.pid)) byPid.set(l.pid, []);
  byPid.get(l.pid).push(l);
}
const peakOf = (ls) => Math.max(0, ...ls.filter((l) => l.rss).map((l) => l.rss));
const M = (bytes) => (bytes / 2 ** 20).toFixed(0);
const pids = [...byPid.keys()].sort((a, b) => peakOf(byPid.get(b)) - peakOf(byPid.get(a)));
console.log(`processes by highest sampled RSS (MiB): ${pids.map((p) => `${p} ${M(peakOf(byPid.get(p)))}`).join(', ')}`);
const samples = byPid.get(pidArg ? Number(pidArg) : pids[0]);
const latest = new Map();
const rows = [];
for (const l of samples) {
  if (l.tag !== 'main') {
    latest.set(l.tag, l);
    continue;
  }
  // The worker threads that reported within the last 600 ms.
  const live = [...latest.values()].filter((w) => l.t - w.t < 600);
  const workersHeap = live.reduce((s, w) => s + w.total, 0);
  const workersExternal = live.reduce((s, w) => s + w.external, 0);
  rows.push({ ...l, live, workersHeap, workersExternal, native: l.anon - l.total - l.ext - workersHeap - workersExternal });
}
const top = [...rows].sort((a, b) => b.rss - a.rss).slice(0, Number(samplesArg ?? 8)).sort((a, b) => a.t - b.t);
for (const r of top)
  console.log(
    `${new Date(r.t).toISOString().slice(11, 22)} RSS ${M(r.rss)} (anonymous ${M(r.anon)}, peak ${M(r.hwm)}) | main heap ${M(r.total)} [large objects ${r.lo.join('/')}, old ${r.old.join('/')}, young ${r.new.join('/')}] external ${M(r.ext)} (buffers ${M(r.ab)}) | workers' heaps ${M(r.workersHeap)} [${r.live.map((w) => `${w.tag} ${M(w.total)}/${M(w.used)} of ${M(w.limit)}`).join(', ')}] external ${M(r.workersExternal)} | native rest ${M(r.native)}`,
  );
