// bench/frontend/chain.mjs: how many round trips stand between the navigation and a page's own data
// request (issue 30 item 1), cold, for a signed-in admin on /, /products, /management/reports and
// /data-import, "before" and "after" in the same build.
//
//   npx turbo run build
//   node bench/frontend/chain.mjs
//
// Every request of the page is followed through the Chrome DevTools Protocol (when it was sent, when
// its answer ended). A request's depth is 1 + the largest depth among the requests whose answer had
// ended before it was sent (the document is 1): the longest run of strictly sequential round trips
// that ends with it. The page's data request is the first call of its own list (PAGES below); its depth
// is the chain depth, and the chain itself is printed (each step the request that ended last before
// the next was sent, among the deepest), so a reader can see what each step waited for. Timing alone
// decides it: a request that happened to end earlier is counted as waited for.
//
// "after" is the build as it is. "before" is the same build with the issue's two changes taken away
// in the browser: the session's start (GET /merchant/user/bootstrap) answers 404, so the shell reads
// setup, config, theme, contact, banner and import progress one by one as it did, and the page's
// preload hints are cut from index.html, so the manifest waits for main.js and the remote's entry for
// the manifest. Since the page's first calls start in main.js (issue 30 item 1, @hub/contracts early-calls)
// "before" no longer takes everything away: those early calls still run. It is measured only with
// BENCH_MODES=before,after; compare a build of an earlier commit instead. "data calls" is how many times
// the page's data request was sent (1: the page took the early call's answer).
// Also per page, cold (a new browser context) and warm (the same page again in the same context): first
// paint and first contentful paint (the browser's paint timing), and "main content": the first animation
// frame at which the page's marker is visible and holds no spinner or skeleton (Fluent's) and nothing
// aria-busy, so its data is on screen. The sign-in page (signed out) has no data call: its depth is "—".
// BENCH_TIMELINE=1 also prints, per page, the median run's cold requests in the order they were sent: when
// each was sent, when it left the browser (it queues until then, for one of the host's six connections
// above all) and when its answer ended (ms since the navigation's), and whether the HTML asked for it
// (a preload hint or its script tag) or a script did: what the page waited for between its data and its
// content (issue 30).
// Settings: BENCH_RUNS (3; the median depth and times are shown), BENCH_MODES, BENCH_PORT, BENCH_ROOT, BENCH_TIMELINE.
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_ARGS, signedInState, startGateway } from './hub.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_MODES: 'after' by default; 'before,after' adds the emulated state before issue 30 (see above). */
const MODES = (process.env.BENCH_MODES ?? 'after').split(',');

/** Each page with its own data request (the list the page exists to show) and its marker. */
const PAGES = [
  { path: '/auth/signin', marker: 'signin-form', signedOut: true },
  { path: '/', data: /\/merchant\/store$/, marker: 'dashboard-page' },
  { path: '/products', data: /\/merchant\/products\/all$/, method: 'POST', marker: 'products-page' },
  { path: '/management/reports', data: /\/merchant\/stocktake\/reports$/, marker: 'reports-page' },
  { path: '/data-import', data: /\/merchant\/import\/jobs$/, marker: 'data-import-page' },
];

/** Depth of every request: 1 + the deepest request that ended before it was sent. */
export function chainDepths(requests) {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const via = new Map();
  for (const r of sorted) {
    let best = null;
    for (const q of sorted) {
      if (q === r || q.end === undefined || q.end > r.start || !depth.has(q)) continue;
      if (!best || depth.get(q) > depth.get(best) || (depth.get(q) === depth.get(best) && q.end > best.end)) best = q;
    }
    depth.set(r, best ? depth.get(best) + 1 : 1);
    via.set(r, best);
  }
  return { depth, via };
}

function chainOf(via, request) {
  const chain = [];
  for (let r = request; r; r = via.get(r)) chain.unshift(r);
  return chain;
}

/** Waits, in the page, for its main content (see above); answers the time since navigation in ms. */
const mainContent = (page, marker) =>
  page.evaluate(
    (testId) =>
      new Promise((resolve, reject) => {
        const until = performance.now() + 60_000;
        const look = () => {
          const el = document.querySelector(`[data-testid="${testId}"]`);
          const shown = el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
          if (shown && !el.querySelector('.fui-Spinner, .fui-Skeleton, [aria-busy="true"]')) resolve(Math.round(performance.now()));
          else if (performance.now() > until) reject(new Error(`no ${testId} within 60 s`));
          else requestAnimationFrame(look);
        };
        look();
      }),
    marker,
  );

const paints = (page) =>
  page.evaluate(() => ({
    fp: performance.getEntriesByName('first-paint')[0]?.startTime ?? null,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  }));

async function measure(browser, url, state, target, mode) {
  const context = await browser.newContext(target.signedOut ? {} : { storageState: state });
  const page = await context.newPage();
  if (mode === 'before') {
    await page.route('**/merchant/user/bootstrap', (route) => route.fulfill({ status: 404, contentType: 'application/json', body: '{"status":"error","code":"SE404"}' }));
    await page.route(`${url}${target.path}`, async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace(/<link rel="preload"[^>]*>/g, '');
      await route.fulfill({ response: answer, body: html });
    });
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator }) => {
    if (!byId.has(requestId)) byId.set(requestId, { url: request.url, method: request.method, start: timestamp * 1000, fromHtml: initiator?.type === 'parser' });
  });
  // When the browser put the request on a connection (its timing's sendStart): until then it queued,
  // above all for one of the six connections a host gets over HTTP/1.1.
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    const r = byId.get(requestId);
    if (r && response.timing) r.left = response.timing.requestTime * 1000 + response.timing.sendStart;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp }) => {
    const r = byId.get(requestId);
    if (r) r.end = timestamp * 1000;
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp }) => {
    const r = byId.get(requestId);
    if (r) r.end = timestamp * 1000;
  });
  await page.goto(`${url}${target.path}`);
  const contentMs = await mainContent(page, target.marker);
  const { fp, fcp } = await paints(page);
  const isData = (r) => target.data && r.method === (target.method ?? 'GET') && target.data.test(new URL(r.url).pathname);
  const deadline = Date.now() + 30_000;
  while (target.data && ![...byId.values()].some(isData) && Date.now() < deadline) await page.waitForTimeout(100);
  await page.waitForTimeout(300);
  // The cold visit's requests, before the warm one adds its own.
  const requests = [...byId.values()].filter((r) => r.url.startsWith('http') && !r.url.includes('/socket.io/'));
  // Warm: the same page again in the same context (its cache and session as a returning visit has them).
  await page.goto(`${url}${target.path}`);
  const warmContentMs = await mainContent(page, target.marker);
  const warm = await paints(page);
  await context.close();
  const round = (v) => (v === null ? null : Math.round(v));
  const navigation = requests.find((r) => new URL(r.url).pathname === target.path) ?? requests[0];
  const timeline = timelineOf(requests, navigation.start);
  const times = { fpMs: round(fp), fcpMs: round(fcp), contentMs, warmFpMs: round(warm.fp), warmContentMs, timeline };
  if (!target.data) return { ...times, dataCalls: 0, depth: null, dataAtMs: null, chain: [], before: requests.length };
  const data = requests.find(isData);
  if (!data) throw new Error(`${target.path}: no data request ${target.data}`);
  const { depth, via } = chainDepths(requests.filter((r) => r.start <= data.start));
  const chain = chainOf(via, data).map((r) => new URL(r.url).pathname.replace(/\.[0-9a-f]{8,}\.js$/, '.[hash].js'));
  // The page's own call answered from the entry's early call: asked once (twice would mean the page did not take it).
  const dataCalls = requests.filter(isData).length;
  return { ...times, dataCalls, depth: depth.get(data), dataAtMs: Math.round(data.start - navigation.start), dataDoneMs: data.end === undefined ? null : Math.round(data.end - navigation.start), chain, before: requests.filter((r) => r.start <= data.start).length };
}

/** The requests in the order they were sent, one line each (BENCH_TIMELINE). */
function timelineOf(requests, t0) {
  const ms = (v) => (v === undefined ? '—' : String(Math.round(v - t0))).padStart(6);
  return [...requests]
    .sort((a, b) => a.start - b.start)
    .map((r) => `${ms(r.start)} ${ms(r.left)} ${ms(r.end)}  ${r.fromHtml ? 'html  ' : 'script'}  ${r.method === 'GET' ? '' : `${r.method} `}${new URL(r.url).pathname.replace(/\.[0-9a-f]{8,}\.js$/, '.[hash].js')}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const gateway = await startGateway();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows = [];
  try {
    const state = await signedInState(browser, gateway.url, 'bench-chain');
    for (const target of PAGES) {
      for (const mode of MODES) {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, gateway.url, state, target, mode));
        const depth = median(runs.map((r) => r.depth ?? 0));
        const mid = (key) => median(runs.map((r) => r[key] ?? 0));
        rows.push({
          page: target.path,
          mode,
          depth: target.data ? depth : '—',
          dataAtMs: target.data ? mid('dataAtMs') : '—',
          dataDoneMs: target.data ? mid('dataDoneMs') : '—',
          fpMs: mid('fpMs'),
          fcpMs: mid('fcpMs'),
          contentMs: mid('contentMs'),
          warmFpMs: mid('warmFpMs'),
          warmContentMs: mid('warmContentMs'),
          requests: mid('before'),
          dataCalls: target.data ? Math.max(...runs.map((r) => r.dataCalls)) : '—',
          chain: runs.find((r) => (r.depth ?? 0) === depth).chain,
          timeline: [...runs].sort((a, b) => a.contentMs - b.contentMs)[Math.floor(runs.length / 2)].timeline,
        });
      }
    }
  } finally {
    await browser.close();
    await gateway.stop();
  }
  const { loadavg } = await import('node:os');
  console.log(`Runs: ${RUNS} (median), load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
  console.log('| page | mode | chain depth | data request at (ms) | its answer ended (ms) | first paint (ms) | first contentful paint (ms) | main content (ms) | warm: first paint (ms) | warm: main content (ms) | requests before the data call | data calls |\n| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows) console.log(`| ${r.page} | ${r.mode} | ${r.depth} | ${r.dataAtMs} | ${r.dataDoneMs} | ${r.fpMs} | ${r.fcpMs} | ${r.contentMs} | ${r.warmFpMs} | ${r.warmContentMs} | ${r.requests} | ${r.dataCalls} |`);
  for (const r of rows) if (r.chain.length > 0) console.log(`\n${r.page} ${r.mode}: ${r.chain.join(' → ')}`);
  if (process.env.BENCH_TIMELINE === '1')
    for (const r of rows) console.log(`\n${r.page} ${r.mode}, cold, the run of the median main content (${r.contentMs} ms):\n  sent   left  ended  asked by  request\n${r.timeline.join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
