// bench/frontend/server-trace-report.mjs: server-trace.cjs's lines per cold visit of a page (issue 30,
// session 26). For each browser navigation to PATH, the 2.5 s after it (up to the next navigation): the API requests the hub served
// (ms since the navigation, and on the server), what PGlite ran (statements, busy ms, the longest) and
// the event loop's gaps with the CPU the process used in them.
//
//   node bench/frontend/server-trace-report.mjs [/tmp/hub-server-trace.jsonl] [/]
import { readFileSync } from 'node:fs';

const [file = '/tmp/hub-server-trace.jsonl', path = '/'] = process.argv.slice(2);
const WINDOW_MS = 2500;
const lines = readFileSync(file, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
const at = (entry) => (entry.k === 'sql' ? entry.q : entry.s);
const ms = (v) => String(Math.round(v)).padStart(5);

/** A page the browser navigated to: its GET of an address that is neither a file nor the API. */
const navigations = lines.filter((l) => l.k === 'http' && l.m === 'GET' && l.ua.startsWith('Mozilla') && !/^\/(merchant|socket\.io)\/|\.[a-z0-9]+(\?|$)/i.test(l.u));
for (const nav of navigations.filter((l) => l.u === path)) {
  const next = navigations.find((l) => l.pid === nav.pid && l.s > nav.s);
  const end = Math.min(nav.s + WINDOW_MS, next?.s ?? Infinity);
  const inWindow = lines.filter((l) => l.pid === nav.pid && at(l) >= nav.s && at(l) < end);
  console.log(`\n${path} at ${new Date(nav.s).toISOString()}`);
  for (const r of inWindow.filter((l) => l.k === 'http' && l.u.startsWith('/merchant')))
    console.log(`${ms(r.s - nav.s)} ${ms(r.e - nav.s)} ${ms(r.e - r.s)} ms  ${r.ua.startsWith('node') ? 'part' : 'page'}  ${r.m} ${r.u} ${r.st}`);
  const sql = inWindow.filter((l) => l.k === 'sql');
  const longest = sql.reduce((a, b) => (b.e - b.s > (a ? a.e - a.s : -1) ? b : a), null);
  const busy = sql.reduce((sum, l) => sum + l.e - l.s, 0);
  console.log(`PGlite: ${sql.length} statements, busy ${Math.round(busy)} ms of ${Math.round(end - nav.s)}${longest ? `; longest ${Math.round(longest.e - longest.s)} ms: ${longest.sql.slice(0, 100)}` : ''}`);
  const gaps = inWindow.filter((l) => l.k === 'gap');
  console.log(`event loop: ${gaps.length} gaps over 40 ms, ${Math.round(gaps.reduce((s, g) => s + g.e - g.s, 0))} ms in all, the process used ${Math.round(gaps.reduce((s, g) => s + g.cpu, 0))} ms of CPU in them`);
}
