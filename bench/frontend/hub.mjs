// bench/frontend's built all-in-one hub: node infra/gateway/dist/main.js of ROOT (BENCH_ROOT, else
// this checkout) on a free port (or BENCH_PORT), a fresh temporary HUB_DATA_DIR and DATABASE_URL=''
// (PGlite, the demo seeded); and the Chromium the scenarios drive.
//
// A fresh hub seeds DEMO's 60 days of stock-takes in the background once it answers (HUB_SEED_DEMO_HISTORY):
// about 30 s in which PGlite, on the gateway's own thread, is busy 50-80 % of the time. Pages measured
// then waited for it (issue 30, session 26: the dashboard's calls took 60-650 ms on the server against
// 10-60 ms after it), so startGateway waits for its log line first; BENCH_DURING_SEED=1 does not wait.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(process.env.BENCH_ROOT ?? resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'));
export const EMAIL = 'admin@demo.hub';
export const PASSWORD = process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234';
export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

export async function freePort() {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  await once(server, 'close');
  return port;
}

export async function startGateway() {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-frontend-'));
  const child = spawn(process.execPath, [join(ROOT, 'infra/gateway/dist/main.js')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', HUB_DATA_DIR: dataDir, DATABASE_URL: '', HUB_SIGNIN_RATE_LIMIT: '1000' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  let stdout = '';
  let historyDone = false;
  child.stdout.on('data', (chunk) => {
    if (historyDone) return;
    stdout = (stdout + chunk).slice(-4096);
    historyDone = /demo stock-take history (not )?seeded/.test(stdout);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the gateway stopped (exit ${child.exitCode}):\n${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the gateway did not answer /healthz within 180 s:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  if (process.env.BENCH_DURING_SEED !== '1') {
    while (!historyDone && child.exitCode === null && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    if (!historyDone) process.stderr.write('bench: the demo stock-take history was not seen seeded within 180 s; measuring anyway\n');
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A signed-in admin's browser state on the hub at `url`: the session in localStorage and the shell's
 * `hub-signed-in` cookie, as a returning user's browser has them (`deviceId` names the bench).
 */
export async function signedInState(browser, url, deviceId) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.request.post(`${url}/merchant/user/signin`, { data: { email: EMAIL, password: PASSWORD } });
  const { user, accessToken, refreshToken } = (await res.json()).data;
  await page.goto(`${url}/healthz`);
  await page.evaluate((value) => localStorage.setItem('hub-session', value), JSON.stringify({ state: { user, accessToken, refreshToken, deviceId }, version: 0 }));
  await context.addCookies([{ name: 'hub-signed-in', value: '1', url }]);
  const state = await context.storageState();
  await context.close();
  return state;
}
