#!/usr/bin/env node
// Import progress while nothing changes (issue 11 item 7; issue 27 item 4 moved this rate out of
// svc-import's instances test): every `progressMs` the moving jobs are sent again, and the claim in
// the database makes several svc-import instances send each tick once, not once each. This measures
// the rate a job's progress is sent at in real time, with one instance and with two on one database,
// through the built services (svc-import and @hub/service-kit dist):
//
//   npx turbo run build && node bench/events/progress-ticks.mjs
//
// Settings (env): BENCH_PROGRESS_MS (250: the instances test's interval; production's is 1000),
// BENCH_JOBS (10 moving jobs), BENCH_WINDOW_MS (5000 measured after every job was sent once),
// BENCH_DATABASE_URL (a PostgreSQL server; PGlite in memory without it). It stops by itself: a
// job that is never sent within 60 s ends the run with exit code 1.
//
// Read: sends/s per job ≈ 1000 / BENCH_PROGRESS_MS with one instance and with two (two instances that
// each sent every tick would show twice that). On a loaded machine the rate drops (a beat is skipped
// while the last tick still runs): a rate, so a figure to read here, not a test's pass or fail.
import { createRequire } from 'node:module';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { EVENT_TYPES } = require('@hub/contracts');
const kit = require('@hub/service-kit/testing');
const { createImportService } = require('@hub/svc-import');

const PROGRESS_MS = Number(process.env.BENCH_PROGRESS_MS ?? 250);
const JOBS = Number(process.env.BENCH_JOBS ?? 10);
const WINDOW_MS = Number(process.env.BENCH_WINDOW_MS ?? 5000);
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const options = { maxUploadBytes: 1024 * 1024, pollMs: 20, leaseMs: 300, progressMs: PROGRESS_MS };

async function scenario(instances) {
  const test = DATABASE_URL ? await kit.createPostgresTestDatabase(DATABASE_URL) : await kit.createPgliteTestDatabase();
  const services = [];
  try {
    const first = kit.testServiceDeps(test.db);
    const depsList = [first, ...Array.from({ length: instances - 1 }, () => kit.testServiceDeps(test.db, { storage: first.storage }))];
    const sends = new Map();
    const receivedAt = new Map();
    for (const deps of depsList) {
      deps.bus.subscribe(EVENT_TYPES.IMPORT_PROGRESS, (event) => {
        const id = event.data.jobId;
        sends.set(id, (sends.get(id) ?? 0) + 1);
        receivedAt.set(id, [...(receivedAt.get(id) ?? []), performance.now()]);
      });
      const service = createImportService(deps, options);
      services.push(service);
      await service.migrate();
    }
    const rows = await test.db.query(
      `insert into "import".import_jobs (merchant_id, sid, source, status, message, file_name, total_count, processed, started_at)
       select 'BENCH' || n, 'S1', 'FILE', 'IMPORTING', 'INITIATED', 'moving.csv', 100, 40, now() from generate_series(1, $1::int) as n
       returning id::text as id`,
      [JOBS],
    );
    const ids = rows.map((r) => r.id);
    const deadline = Date.now() + 60_000;
    while (!ids.every((id) => sends.has(id))) {
      if (Date.now() > deadline) throw new Error(`${ids.filter((id) => !sends.has(id)).length} of ${JOBS} jobs never sent within 60 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const before = new Map(ids.map((id) => [id, sends.get(id)]));
    const from = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const seconds = (performance.now() - from) / 1000;
    const perJob = ids.map((id) => (sends.get(id) - before.get(id)) / seconds);
    const gaps = ids.flatMap((id) => {
      const times = receivedAt.get(id).filter((t) => t >= from);
      return times.slice(1).map((t, i) => t - times[i]);
    });
    gaps.sort((a, b) => a - b);
    const mean = perJob.reduce((a, b) => a + b, 0) / perJob.length;
    return { instances, seconds, mean, max: Math.max(...perJob), minGap: gaps[0] ?? NaN, p50Gap: gaps[Math.floor(gaps.length / 2)] ?? NaN };
  } finally {
    for (const service of services) await service.stop();
    await test.drop();
  }
}

const results = [];
try {
  for (const instances of [1, 2]) results.push(await scenario(instances));
} catch (err) {
  console.error(err);
  process.exitCode = 1;
}
const fmt = (n, d = 2) => (Number.isFinite(n) ? n.toFixed(d) : '-');
console.log(`progress ticks: interval ${PROGRESS_MS} ms (expected ${fmt(1000 / PROGRESS_MS)} sends/s per job), ${JOBS} jobs, ${WINDOW_MS} ms window, ${DATABASE_URL ? 'PostgreSQL' : 'PGlite'}; ${cpus().length} CPUs, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log('| instances | window s | sends/s per job (mean) | max | min gap ms | p50 gap ms |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of results) console.log(`| ${r.instances} | ${fmt(r.seconds, 1)} | ${fmt(r.mean)} | ${fmt(r.max)} | ${fmt(r.minGap, 0)} | ${fmt(r.p50Gap, 0)} |`);
