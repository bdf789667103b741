// bench/frontend: what the browser downloads to open the sign-in page, the dashboard and the product
// list, cold (a fresh browser context, empty cache) and warm (the same page again in the same context).
//
//   npx turbo run build
//   node bench/frontend/run.mjs
//
// Starts the built all-in-one gateway (node infra/gateway/dist/main.js) on a free port with a fresh
// temporary HUB_DATA_DIR and DATABASE_URL='' (PGlite, the demo seeded), then drives Debian's Chromium
// (/usr/bin/chromium, or BENCH_CHROMIUM) with Playwright. Every request the page makes is followed
// through the Chrome DevTools Protocol: bytes transferred = the sum of Network.loadingFinished's
// encodedDataLength (headers + body as they came over the wire, so compressed when compressed; 0 for
// an answer from the cache), decoded = the bodies after decompression (Network.dataReceived).
// "requests" are the ones that reached the network; "cached" the ones the cache answered.
//
// Scenarios:
//   /auth/signin        cold: fresh context; warm: the same address again in that context.
//   sign in → /         the sign-in page cold, then the form filled (admin@demo.hub) and submitted:
//                       what signing in downloads until the dashboard is shown.
//   /  and  /products   cold: a fresh context that only holds the signed-in session (localStorage);
//                       warm: the same address again in that context.
// A page counts as loaded when its marker is visible and no request (socket.io's long poll aside)
// has been in flight for BENCH_IDLE_MS (1,500 ms).
//
// Settings (environment): BENCH_RUNS (3; the table shows the median run), BENCH_PORT (a free port),
// BENCH_TOP (5: the largest downloads listed per cold scenario), BENCH_JSON=1 (print raw JSON too),
// BENCH_ROOT (the built checkout to measure, default this one: e.g. an older commit, for a before/after).
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_ARGS, EMAIL, PASSWORD, startGateway } from './hub.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const IDLE_MS = Number(process.env.BENCH_IDLE_MS ?? 1500);
const TOP = Number(process.env.BENCH_TOP ?? 5);

/** Follows every request of one page through CDP until stop() is called. */
async function recordNetwork(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map();
  let lastActivity = Date.now();
  const entry = (id) => {
    let e = requests.get(id);
    if (!e) {
      e = { url: '', bytes: 0, decoded: 0, fromCache: false, done: false, encoding: '', status: 0 };
      requests.set(id, e);
    }
    return e;
  };
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    lastActivity = Date.now();
    const e = entry(requestId);
    e.url = request.url;
    e.done = false;
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    entry(requestId).fromCache = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    lastActivity = Date.now();
    const e = entry(requestId);
    e.status = response.status;
    if (response.fromDiskCache || response.fromPrefetchCache) e.fromCache = true;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    e.encoding = headers['content-encoding'] ?? '';
  });
  cdp.on('Network.dataReceived', ({ requestId, dataLength }) => {
    lastActivity = Date.now();
    entry(requestId).decoded += dataLength;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    lastActivity = Date.now();
    const e = entry(requestId);
    e.bytes = encodedDataLength;
    e.done = true;
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => {
    lastActivity = Date.now();
    entry(requestId).done = true;
  });
  const isLongPoll = (e) => e.url.includes('/socket.io/');
  return {
    async idle() {
      for (;;) {
        const busy = [...requests.values()].some((e) => !e.done && !isLongPoll(e) && e.url.startsWith('http'));
        if (!busy && Date.now() - lastActivity >= IDLE_MS) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    reset() {
      requests.clear();
      lastActivity = Date.now();
    },
    summary() {
      const all = [...requests.values()].filter((e) => e.url.startsWith('http'));
      const network = all.filter((e) => !e.fromCache);
      return {
        requests: network.length,
        cached: all.length - network.length,
        bytes: network.reduce((s, e) => s + e.bytes, 0),
        decoded: all.reduce((s, e) => s + e.decoded, 0),
        largest: [...network].sort((a, b) => b.bytes - a.bytes).slice(0, TOP).map((e) => ({ url: new URL(e.url).pathname, bytes: e.bytes, decoded: e.decoded, encoding: e.encoding })),
      };
    },
    detach: () => cdp.detach(),
  };
}

const MARKERS = {
  '/auth/signin': (page) => page.getByRole('button', { name: 'Sign in' }),
  '/': (page) => page.getByTestId('dashboard-page'),
  '/products': (page) => page.getByTestId('products-page'),
};

async function visit(page, recorder, url, path) {
  recorder.reset();
  await page.goto(`${url}${path}`);
  await MARKERS[path](page).waitFor({ state: 'visible', timeout: 60_000 });
  await recorder.idle();
  return recorder.summary();
}

async function oneRun(browser, url) {
  const results = {};

  // The sign-in page, cold and warm; then signing in from it.
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorder = await recordNetwork(context, page);
  results['/auth/signin cold'] = await visit(page, recorder, url, '/auth/signin');
  results['/auth/signin warm'] = await visit(page, recorder, url, '/auth/signin');
  recorder.reset();
  await page.getByLabel(/^E-mail/).fill(EMAIL);
  await page.getByLabel(/^Password/).first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await MARKERS['/'](page).waitFor({ state: 'visible', timeout: 60_000 });
  await recorder.idle();
  results['sign in → / (after the sign-in page)'] = recorder.summary();
  const session = await context.storageState();
  await recorder.detach();
  await context.close();

  // Signed-in pages in a fresh context that only holds the session.
  for (const path of ['/', '/products']) {
    const signedIn = await browser.newContext({ storageState: session });
    const p = await signedIn.newPage();
    const r = await recordNetwork(signedIn, p);
    results[`${path} cold`] = await visit(p, r, url, path);
    results[`${path} warm`] = await visit(p, r, url, path);
    await r.detach();
    await signedIn.close();
  }
  return results;
}

const kb = (n) => (n / 1024).toFixed(1);

async function main() {
  const gateway = await startGateway();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs = [];
  try {
    for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, gateway.url));
  } finally {
    await browser.close();
    await gateway.stop();
  }
  const names = Object.keys(runs[0]);
  console.log(`Runs: ${RUNS} (median by bytes transferred)\n`);
  console.log('| scenario | requests | cached | transferred KB | decoded KB |\n| --- | ---: | ---: | ---: | ---: |');
  const medians = {};
  for (const name of names) {
    const sorted = runs.map((r) => r[name]).sort((a, b) => a.bytes - b.bytes);
    const m = sorted[Math.floor(sorted.length / 2)];
    medians[name] = m;
    console.log(`| ${name} | ${m.requests} | ${m.cached} | ${kb(m.bytes)} | ${kb(m.decoded)} |`);
  }
  for (const name of names.filter((n) => !n.endsWith('warm'))) {
    console.log(`\nLargest downloads, ${name}:`);
    for (const f of medians[name].largest) console.log(`  ${kb(f.bytes).padStart(8)} KB (${kb(f.decoded)} KB decoded${f.encoding ? `, ${f.encoding}` : ''})  ${f.url}`);
  }
  if (process.env.BENCH_JSON === '1') console.log(JSON.stringify(medians, null, 2));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
