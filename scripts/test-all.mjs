// `npm test`: builds everything, then typecheck, lint, unit and integration tests (turbo, cached),
// then the distributed smoke test (Kafka + five services + gateway as processes on PostgreSQL),
// then the Playwright journeys in Debian Chromium against the built all-in-one hub.
// At the end of every run, passed or failed, it prints each step's wall time and each turbo task's
// (so each package's tests) from turbo's run summary (--summarize, .turbo/runs/*.json), and writes
// the same table to test-timings.txt (issue 27: a slow step is seen, not guessed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runsDir = join(root, '.turbo', 'runs');
const timingsFile = join(root, 'test-timings.txt');
const runStarted = new Date();
const loadAtStart = loadavg();

/** label, seconds, status ('ok' / 'failed (exit N)'), and for a turbo step its tasks. */
const steps = [];

const plan = [
  ['build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only', '--summarize']],
  [
    'typecheck and lint',
    'npx',
    ['turbo', 'run', 'typecheck', 'typecheck:web', 'typecheck:server', 'lint:all', '--output-logs=errors-only', '--summarize'],
  ],
  ['import-boundary rule fixtures', 'node', ['--test', 'scripts/lint/boundaries.test.mjs']],
  // Every schema migrated once per database kind; the tests' databases start from these (issue 27).
  ['migrated test database templates', 'node', ['scripts/test-templates.mjs']],
  [
    'unit and integration tests',
    'npx',
    ['turbo', 'run', 'test', '--concurrency=1', '--output-logs=full', '--summarize'],
  ],
  ['distributed smoke test', 'node', ['infra/smoke/distributed-smoke.mjs']],
  ['end-to-end journeys', 'npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts']],
];

const TEMPLATES_SCRIPT = 'scripts/test-templates.mjs';

function summaryFiles() {
  return existsSync(runsDir) ? readdirSync(runsDir).filter((f) => f.endsWith('.json')) : [];
}

/** The tasks of the turbo run this step started: the run summary written while it ran. */
function turboTasks(before, startedAt, taskNames) {
  const candidates = [];
  for (const file of summaryFiles().filter((f) => !before.has(f))) {
    try {
      const summary = JSON.parse(readFileSync(join(runsDir, file), 'utf8'));
      const tasks = Array.isArray(summary.tasks) ? summary.tasks : [];
      if (!tasks.some((t) => taskNames.includes(t.task))) continue;
      candidates.push({ start: summary.execution?.startTime ?? 0, tasks });
    } catch {
      // A summary another turbo run is still writing, or not a summary: not this step's.
    }
  }
  // Another turbo run in the same tree (a developer's) may have written one too: take the first
  // that started after this step did.
  const ours = candidates.filter((c) => c.start >= startedAt - 1000).sort((a, b) => a.start - b.start)[0];
  if (!ours) return undefined;
  return ours.tasks
    .map((t) => {
      const start = t.execution?.startTime;
      const end = t.execution?.endTime;
      return {
        id: t.taskId ?? `${t.package}#${t.task}`,
        start: start ?? Number.MAX_SAFE_INTEGER,
        seconds: start && end ? (end - start) / 1000 : undefined,
        cache: t.cache?.status === 'HIT' ? 'cached' : t.execution ? 'ran' : 'not run',
        exitCode: t.execution?.exitCode,
      };
    })
    .sort((a, b) => a.start - b.start);
}

function run(label, command, args) {
  console.log(`\nhub test: ${label}`);
  const isTurbo = args[0] === 'turbo';
  const before = new Set(isTurbo ? summaryFiles() : []);
  const started = Date.now();
  const templates = args[0] === TEMPLATES_SCRIPT;
  // The templates' script prints the folder the later steps are given as HUB_TEST_TEMPLATES.
  const result = spawnSync(command, args, { cwd: root, stdio: templates ? ['inherit', 'pipe', 'inherit'] : 'inherit', env: process.env });
  if (templates && result.status === 0) {
    process.env.HUB_TEST_TEMPLATES = result.stdout.toString().trim().split('\n').pop();
    console.log(`hub test: HUB_TEST_TEMPLATES=${process.env.HUB_TEST_TEMPLATES}`);
  }
  const seconds = (Date.now() - started) / 1000;
  console.log(`hub test: ${label} finished in ${Math.round(seconds)} s`);
  const step = {
    label,
    seconds,
    status: result.status === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal ?? 1})`,
  };
  if (isTurbo) {
    const taskNames = args.slice(2).filter((a) => !a.startsWith('-'));
    step.tasks = turboTasks(before, started, taskNames);
  }
  steps.push(step);
  return result.status ?? 1;
}

const fmt = (seconds) => (seconds === undefined ? '-' : seconds.toFixed(1));

function timingsTable(exitCode) {
  const lines = [];
  const width = 58;
  lines.push(
    `hub test: timings (wall clock), ${exitCode === 0 ? 'passed' : `failed with exit code ${exitCode}`}`,
  );
  lines.push(
    `started ${runStarted.toISOString()}, ${availableParallelism()} cores, load average ${loadAtStart.map((l) => l.toFixed(1)).join(' ')} at start, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at end`,
  );
  lines.push('');
  lines.push(`${'step'.padEnd(width)} ${'seconds'.padStart(9)}  result`);
  for (const [label] of plan) {
    const step = steps.find((s) => s.label === label);
    lines.push(`${label.padEnd(width)} ${fmt(step?.seconds).padStart(9)}  ${step ? step.status : 'not run'}`);
  }
  const total = steps.reduce((sum, s) => sum + s.seconds, 0);
  lines.push(`${'total'.padEnd(width)} ${fmt(total).padStart(9)}`);
  for (const step of steps.filter((s) => 'tasks' in s)) {
    lines.push('');
    lines.push(`${step.label}: each turbo task (package#task), in the order they started`);
    if (!step.tasks) {
      lines.push('  (no turbo run summary found in .turbo/runs)');
      continue;
    }
    for (const t of step.tasks) {
      const result =
        t.exitCode === undefined || t.exitCode === 0 ? t.cache : `${t.cache}, exit ${t.exitCode}`;
      lines.push(`  ${t.id.padEnd(width - 2)} ${fmt(t.seconds).padStart(9)}  ${result}`);
    }
  }
  return lines.join('\n');
}

/** The server's template database and the templates' folder go when the run ends, passed or failed. */
function dropTemplates() {
  if (!process.env.HUB_TEST_TEMPLATES) return;
  const result = spawnSync('node', [TEMPLATES_SCRIPT, '--drop'], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) console.error('hub test: the test database templates could not be dropped');
}

function finish(exitCode) {
  dropTemplates();
  const table = timingsTable(exitCode);
  console.log(`\n${table}`);
  try {
    writeFileSync(timingsFile, `${table}\n`);
    console.log(`\nhub test: timings written to ${timingsFile}`);
  } catch (err) {
    console.error(`hub test: could not write ${timingsFile}: ${err.message}`);
  }
  process.exit(exitCode);
}

const KAFKA_SCRIPT = join(root, 'infra', 'kafka', 'kafka.sh');
const kafkaRunning = () => spawnSync('bash', [KAFKA_SCRIPT, 'status'], { cwd: root, stdio: 'ignore' }).status === 0;
/** The Kafka tests start the broker of infra/kafka when none runs: one this run started stops after them. */
const kafkaBefore = kafkaRunning();
function stopKafkaStartedHere() {
  if (kafkaBefore || !kafkaRunning()) return;
  spawnSync('bash', [KAFKA_SCRIPT, 'stop'], { cwd: root, stdio: 'ignore' });
}

for (const [label, command, args] of plan) {
  const status = run(label, command, args);
  if (label === 'unit and integration tests') stopKafkaStartedHere();
  if (status !== 0) {
    console.error(`hub test: ${label} failed`);
    finish(status);
  }
}
finish(0);
