// bench/frontend/trace.mjs: where the browser's main thread goes before a page's main content (issue 30:
// the dashboard and /products reach it at 1.5–1.6 s while their data leaves at 0.4–0.7 s). A signed-in
// cold visit of one page under Chromium's tracing (devtools.timeline): the main thread's top-level tasks
// until the page's marker shows its content, summed by kind (script evaluation, compile, style, layout,
// paint, parse) and by the script they ran, largest first.
//
//   npx turbo run build
//   node bench/frontend/trace.mjs /products products-page
import { chromium } from 'playwright';
import { CHROMIUM, CHROMIUM_ARGS, signedInState, startGateway } from './hub.mjs';

const [path = '/products', marker = 'products-page'] = process.argv.slice(2);
const gateway = await startGateway();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  const url = gateway.url;
  const state = await signedInState(browser, url, 'bench-trace');

  const context = await browser.newContext({ storageState: state });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline'] });
  await page.goto(`${url}${path}`);
  await page.waitForFunction(
    (testId) => {
      const el = document.querySelector(`[data-testid="${testId}"]`);
      return el && el.getClientRects().length > 0 && !el.querySelector('.fui-Spinner, .fui-Skeleton, [aria-busy="true"]');
    },
    marker,
    { polling: 'raf', timeout: 60_000 },
  );
  const contentAt = await page.evaluate(() => performance.now());
  const trace = JSON.parse((await browser.stopTracing()).toString());
  await context.close();

  const events = trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart') ?? events.find((e) => e.name === 'TracingStartedInBrowser');
  const t0 = nav.ts;
  const until = t0 + contentAt * 1000;
  // The renderer's main thread: the one with the most RunTask time.
  const byThread = new Map();
  for (const e of events) if (e.name === 'RunTask' && e.dur) byThread.set(`${e.pid}:${e.tid}`, (byThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0][0];
  const on = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= t0 && e.ts < until);
  const busy = on.filter((e) => e.name === 'RunTask').reduce((a, e) => a + e.dur, 0);
  const KINDS = ['EvaluateScript', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseAuthorStyleSheet', 'TimerFire', 'EventDispatch', 'v8.evaluateModule'];
  const kinds = new Map();
  const scripts = new Map();
  for (const e of on) {
    if (!KINDS.includes(e.name)) continue;
    kinds.set(e.name, (kinds.get(e.name) ?? 0) + e.dur);
    const src = e.args?.data?.url || e.args?.data?.scriptName || e.args?.data?.functionName;
    if ((e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') && src) {
      const key = `${e.name} ${String(src).replace(url, '').replace(/\.[0-9a-f]{8,}\.js/, '.[hash].js')}`;
      scripts.set(key, (scripts.get(key) ?? 0) + e.dur);
    }
  }
  const ms = (us) => (us / 1000).toFixed(0).padStart(6);
  console.log(`${path}: main content at ${contentAt.toFixed(0)} ms; the main thread busy ${ms(busy)} ms of it`);
  console.log('\nBy kind (nested kinds overlap their parents):');
  for (const [k, v] of [...kinds].sort((a, b) => b[1] - a[1])) console.log(`${ms(v)} ms  ${k}`);
  console.log('\nBy script (top 15):');
  for (const [k, v] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`${ms(v)} ms  ${k}`);
} finally {
  await browser.close();
  await gateway.stop();
}
