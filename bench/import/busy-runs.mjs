// bench/import: where the hub's main thread was busy for long (issue 26 item 7), from a CPU profile:
//
//   BENCH_HUB_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/cpuprof" node bench/import/run.mjs
//   node bench/import/busy-runs.mjs /tmp/cpuprof/CPU.….cpuprofile [minMs=40]
//
// A busy run is a stretch of samples with no idle one between: one long task, or tasks back to back with
// no wait for I/O (a request arriving meanwhile waits for its end either way). Prints how many runs of
// minMs or more, their time, and the functions taking most of it (self time, with three callers).
import { readFileSync } from 'node:fs';

const [file, minArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/import/busy-runs.mjs <file.cpuprofile> [minMs]');
const MIN_MS = Number(minArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parentOf = new Map();
for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
const isIdle = (n) => n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)';
const label = (n) => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber + 1}`;
const callers = (id) => {
  const names = [];
  for (let at = parentOf.get(id); at !== undefined && names.length < 3; at = parentOf.get(at)) names.push(nodes.get(at).callFrame.functionName || '(anonymous)');
  return names.join(' < ');
};

const runs = [];
let run = null;
let t = profile.startTime;
profile.samples.forEach((id, i) => {
  t += profile.timeDeltas[i] ?? 0;
  if (isIdle(nodes.get(id))) {
    if (run) runs.push(run);
    run = null;
    return;
  }
  run ??= { start: t, end: t, samples: [] };
  run.end = t;
  run.samples.push([id, profile.timeDeltas[i + 1] ?? 0]);
});
if (run) runs.push(run);

const long = runs.filter((r) => (r.end - r.start) / 1000 >= MIN_MS);
const self = new Map();
for (const r of long) for (const [id, us] of r.samples) {
  const key = `${label(nodes.get(id))}  <- ${callers(id)}`;
  self.set(key, (self.get(key) ?? 0) + us);
}
const total = long.reduce((sum, r) => sum + r.end - r.start, 0) / 1000;
console.log(`${runs.length} busy runs; ${long.length} of ${MIN_MS} ms or more, ${total.toFixed(0)} ms in all; longest ${Math.max(0, ...long.map((r) => (r.end - r.start) / 1000)).toFixed(0)} ms`);
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`);
