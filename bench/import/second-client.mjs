// bench/import: a second client of the hub while an import runs (issue 26 item 7): a merchant's
// product list page every round, a sign-in every fifth round and, every SAVE_EVERY_MS, a tablet's save of
// the store's count in progress (a Draft that grows by STOCKTAKE_TAGS reads each time, as a tablet
// uploads what it scanned), one after another in a loop, each timed; answers p50/p95 per call and every failure (a reset connection, a status other than 2xx).
// The hub is started with HUB_SIGNIN_RATE_LIMIT raised so the loop's sign-ins are not refused. Measured idle before
// the imports (30 s by default, BENCH_IDLE_MS: three saves) and during each, so each figure reads against its own idle one.

const STOCKTAKE_TAGS = 50;
/**
 * A tablet's pace: each save of a count is reconciled against the whole store (50,000 products of a
 * 1,000,000-product catalogue of 20 stores), so a save every round (about one a second) is not a store's
 * pace but a thousand stores' (session 19: 10,000,000 stock-take lines after 200 saves).
 */
const SAVE_EVERY_MS = Number(process.env.BENCH_SAVE_EVERY_MS ?? 10_000);
/** Null for a 2xx answer, else `HTTP <status>` and the answer's message code when it has one (e.g. `HTTP 409 STR113`). */
async function failureOf(res) {
  const text = await res.text();
  if (res.ok) return null;
  let code = '';
  try {
    code = JSON.parse(text).code ?? '';
  } catch {
    // Not JSON: the status alone.
  }
  return `HTTP ${res.status}${code ? ` ${code}` : ''}`;
}
const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]);

/** The calls of the second client against the hub at `base`, signed in as the demo admin. */
export async function secondClient(base, { email = 'admin@demo.hub', password = process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234', sid = 'S01' } = {}) {
  const post = (path, headers, body) => fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const signin = async () => {
    const res = await post('/merchant/user/signin', {}, { email, password });
    if (!res.ok) throw new Error(`sign-in ${res.status}`);
    return (await res.json()).data.accessToken;
  };
  const token = await signin();
  const auth = { Authorization: `Bearer ${token}` };
  const keyRes = await post('/merchant/api-keys', auth, { name: `Bench second client ${Date.now()}`, allowedOperations: ['STOCK_TAKE_SUBMIT'] });
  if (!keyRes.ok) throw new Error(`api key ${keyRes.status} ${await keyRes.text()}`);
  const apiKey = (await keyRes.json()).data.key;
  let saves = 0;
  // One count per run of the loop, saved again as it grows.
  let countId = '';
  let firstSaveOfCount = 1;

  const calls = {
    'product list page': async () => {
      const res = await post(`/merchant/products/all?active=true&start=0&pageSize=50&sid=All`, auth, {});
      return failureOf(res);
    },
    'sign-in': async () => {
      const res = await post('/merchant/user/signin', {}, { email, password });
      return failureOf(res);
    },
    'stock-take save': async () => {
      const n = ++saves;
      // The count's first save starts it; each later one adds its reads (the update flag, else STR111).
      const body = {
        update: n > firstSaveOfCount,
        data: {
          stocktakeId: countId,
          sid,
          deviceUdid: 'UDID-BENCH-IMPORT',
          tabletId: 'TAB-BENCH-IMPORT',
          startTime: new Date().toISOString(),
          filters: { itemType: 'All' },
          userName: 'bench',
          counts: { scanned: STOCKTAKE_TAGS },
          items: Array.from({ length: STOCKTAKE_TAGS }, (_, i) => `E2BI${String(n).padStart(6, '0')}${String(i).padStart(8, '0')}`),
          status: 'Draft',
        },
      };
      const res = await post('/merchant/stocktake', { 'X-API-Key': apiKey, 'Idempotency-Key': `bench-import-${Date.now()}-${n}` }, body);
      return failureOf(res);
    },
  };

  /** Runs the loop until the answer's `stop()`; each call waits for the one before it. */
  function start() {
    const times = Object.fromEntries(Object.keys(calls).map((k) => [k, []]));
    const failures = Object.fromEntries(Object.keys(calls).map((k) => [k, []]));
    // When each answered call started (Date.now()), beside its time: for the p95 per phase of an import.
    const startedAt = Object.fromEntries(Object.keys(calls).map((k) => [k, []]));
    let running = true;
    let round = 0;
    let lastSave = -Infinity;
    countId = `BENCH-IMPORT-${Date.now()}`;
    firstSaveOfCount = saves + 1;
    const loop = (async () => {
      while (running) {
        round++;
        for (const [name, call] of Object.entries(calls)) {
          if (!running) break;
          // A sign-in costs an argon2id verification (about half a second of a core): one round in five.
          if (name === 'sign-in' && round % 5 !== 1) continue;
          if (name === 'stock-take save') {
            if (performance.now() - lastSave < SAVE_EVERY_MS) continue;
            lastSave = performance.now();
          }
          const t0 = performance.now();
          const at = Date.now();
          try {
            const failure = await call();
            if (failure) failures[name].push(failure);
            else {
              times[name].push(performance.now() - t0);
              startedAt[name].push(at);
            }
          } catch (error) {
            failures[name].push(error.cause?.code ?? error.message);
          }
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    return {
      async stop() {
        running = false;
        await loop;
        return Object.fromEntries(
          Object.keys(calls).map((name) => {
            const sorted = [...times[name]].sort((a, b) => a - b);
            const samples = times[name].map((ms, i) => ({ at: startedAt[name][i], ms }));
            return [name, { n: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95), failures: failures[name], samples }];
          }),
        );
      },
    };
  }

  /** The calls measured for `ms` with nothing else running (the idle figures). */
  async function idle(ms) {
    const run = start();
    await new Promise((r) => setTimeout(r, ms));
    return run.stop();
  }

  return { start, idle };
}

/** One line per call: during / idle p95 and the failures. */
export function latencyReport(label, during, idle) {
  return Object.entries(during)
    .map(([name, d]) => {
      const i = idle?.[name];
      const ratio = i?.p95 && d.p95 ? ` (${(d.p95 / i.p95).toFixed(1)}× idle ${i.p95.toFixed(0)} ms)` : '';
      return `${label} · ${name}: n ${d.n}, p50 ${d.p50?.toFixed(0) ?? '–'} ms, p95 ${d.p95?.toFixed(0) ?? '–'} ms${ratio}, failures ${d.failures.length}${d.failures.length ? ` [${[...new Set(d.failures)].join(', ')}]` : ''}`;
    })
    .join('\n');
}

/**
 * The p95 of each call within each phase of an import: `phases` is [[name, startMs, endMs], …] in
 * Date.now() time; a call counts in the phase it started in. One line per phase.
 */
export function phaseReport(label, during, idle, phases) {
  return phases
    .map(([phase, from, to]) => {
      const parts = Object.entries(during).map(([name, d]) => {
        const sorted = d.samples.filter((s) => s.at >= from && s.at < to).map((s) => s.ms).sort((a, b) => a - b);
        const p95 = percentile(sorted, 95);
        const base = idle?.[name]?.p95;
        return `${name} n ${sorted.length} p95 ${p95 === null ? '–' : `${p95.toFixed(0)} ms${base ? ` (${(p95 / base).toFixed(1)}×)` : ''}`}`;
      });
      return `${label} · ${phase} (${((to - from) / 1000).toFixed(1)} s): ${parts.join('; ')}`;
    })
    .join('\n');
}
