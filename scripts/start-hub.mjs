// `npm start`'s last step: the all-in-one hub (infra/gateway/dist/main.js) as its own process, started
// with the settings a merchant's machine should run it with, and stopped with this one.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates its own malloc arena (up to eight per
// core) and keeps what was freed in it. The hub's threads (the import check and its segment mappers,
// libuv's pool, V8's helpers) held 150-320 MiB that way during an import; with two arenas a 100,000-row
// import on PGlite peaked at 778 MiB resident instead of 876 (bench/RESULTS.md, issue 26 item 4). A
// value set by the user wins; other C libraries ignore it.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const main = join(import.meta.dirname, '..', 'infra', 'gateway', 'dist', 'main.js');
const hub = spawn(process.execPath, [main, ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
// The hub stops on the first of these and ignores repeats, so a Ctrl-C that reaches both is one stop.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => hub.kill(signal));
hub.on('exit', (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exit(code ?? 0);
});
