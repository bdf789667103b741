// bench/import: what both runs share (run.mjs: the all-in-one hub; distributed.mjs: Kafka and one
// process per service, svc-import twice): the files, the merchant's set-up, and one import driven
// through the HTTP API as a browser does it (upload → checked → dry run → applied), timed per phase.
import { existsSync, openAsBlob, readFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { withFloor } from './floor.mjs';
import { HEADER, storeCodes } from './generate-csv.mjs';
import { latencyReport, phaseReport, secondClient } from './second-client.mjs';

export const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const STORES = Number(process.env.BENCH_STORES ?? 20);
export const FILES = { fresh: `/tmp/hub-bench-import/catalogue-${ROWS}.csv`, changed: `/tmp/hub-bench-import/catalogue-${ROWS}-v1.csv` };

for (const file of Object.values(FILES)) if (!existsSync(file)) throw new Error(`${file} is missing: see the usage at the top of bench/import/run.mjs or distributed.mjs`);

/**
 * The fields the merchant filters its list by, as a jewellery merchant sets them up (six of the 24
 * configured fields): the products' filter index holds these (migration 038, ADR 0050), and the floor
 * writes them as the product does.
 */
const FILTER_FIELDS = new Set(['karat', 'metal', 'stoneType', 'collection', 'category', 'size']);
const field = (name, erpField, type = 'text') => ({ name, displayName: name, erpField, type, visible: true, filter: { enabled: FILTER_FIELDS.has(name), range: FILTER_FIELDS.has(name) && type === 'number' } });
/** The 30 columns of the generator, each mapped (the store column names each row's store). */
export const MAPPING = {
  fields: [
    field('sid', 'STORE'), field('productCode', 'PRODUCT_CODE'), field('rfidTag', 'RFID'), field('designNumber', 'DESIGN_NO'), field('itemType', 'ITEM_TYPE'),
    field('itemStatus', 'ITEM_STATUS'), field('karat', 'KARAT'), field('metal', 'METAL'), field('grossWeight', 'GROSS_WT', 'number'), field('netWeight', 'NET_WT', 'number'),
    field('stoneType', 'STONES'), field('stoneWeight', 'STONE_WT', 'number'), field('stoneCount', 'STONE_CNT', 'number'), field('collection', 'COLLECTION'),
    field('price', 'PRICE', 'number'), field('currency', 'CURRENCY'), field('certificateNo', 'CERT_NO'), field('description', 'DESCRIPTION'), field('supplier', 'SUPPLIER'),
    field('size', 'SIZE', 'number'), field('color', 'COLOR'), field('clarity', 'CLARITY'), field('cut', 'CUT'), field('showcase', 'SHOWCASE'), field('barcode', 'BARCODE'),
    field('sku', 'SKU'), field('category', 'CATEGORY'), field('subcategory', 'SUBCATEGORY'), field('launchDate', 'LAUNCH_DATE', 'date'), field('active', 'ACTIVE', 'boolean'),
  ],
  uniqueFields: [],
  fieldMappings: [{ inputField: 'STONES', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|', encoding: 'ASCII' }],
  groups: { single: [], multi: ['stoneType'] },
};
if (MAPPING.fields.length !== HEADER.length) throw new Error('the mapping must name every column of the generator');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const seconds = (ms) => (ms / 1000).toFixed(1);

/** The merchant's side of a hub answering at `BASE`: its HTTP calls, its set-up, one timed import. */
export function hubDriver(BASE) {
  async function call(token, method, path, body, form) {
    const headers = { Authorization: `Bearer ${token}` };
    let payload;
    if (form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(form).toString();
    } else if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    // PGlite runs inside the hub's process: a long statement holds its event loop, and a kept-alive
    // connection may be closed under a waiting request (ECONNRESET). Reads are asked again.
    let res;
    for (let attempt = 1; ; attempt++) {
      try {
        res = await fetch(`${BASE}${path}`, { method, headers, body: payload });
        break;
      } catch (error) {
        if (method !== 'GET' || attempt >= 5) throw error;
        await sleep(200);
      }
    }
    const answer = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    return answer.data;
  }

  function peakRssMiB(pid) {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+)/.exec(status)[1]) / 1024;
  }

  async function waitFor(token, id, statuses, onTick) {
    for (;;) {
      const job = await call(token, 'GET', `/merchant/import/jobs/${id}`);
      onTick?.(job);
      if (statuses.includes(job.status)) return job;
      if (['REJECTED', 'FAILED', 'CANCELLED'].includes(job.status)) throw new Error(`job ${id} ended ${job.status} ${job.errorCode}: ${JSON.stringify(job.problems.slice(0, 5))}`);
      await sleep(100);
    }
  }

  async function importOnce(token, label, file, processes, second) {
    const probe = second?.client.start();
    const t0 = Date.now();
    const form = new FormData();
    form.append('file', await openAsBlob(file, { type: 'text/csv' }), 'catalogue.csv');
    const res = await fetch(`${BASE}/merchant/import/upload?sid=MASTER`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form }).catch(async (error) => {
      // The hub answered before reading the whole file (a refusal): ask again with a small file to see why.
      const probe = new FormData();
      probe.append('file', new Blob(['x\n1\n'], { type: 'text/csv' }), 'probe.csv');
      const answer = await fetch(`${BASE}/merchant/import/upload?sid=MASTER`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: probe }).then((r) => r.json());
      throw new Error(`upload refused: ${JSON.stringify(answer)} (${error.cause?.code ?? error.message})`);
    });
    const uploaded = await res.json();
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${JSON.stringify(uploaded)}`);
    const t1 = Date.now();
    let checkedAt = null;
    const ready = await waitFor(token, uploaded.data.id, ['READY'], (job) => {
      if (job.status === 'PLANNING' && checkedAt === null) checkedAt = Date.now();
    });
    const t2 = Date.now();
    await call(token, 'POST', `/merchant/import/jobs/${ready.id}/apply`);
    const done = await waitFor(token, ready.id, ['FINISHED']);
    const t3 = Date.now();
    const during = probe ? await probe.stop() : null;
    const row = {
      import: label,
      upload: seconds(t1 - t0),
      check: seconds((checkedAt ?? t2) - t1),
      dryRun: seconds(t2 - (checkedAt ?? t2)),
      apply: seconds(t3 - t2),
      total: seconds(t3 - t0),
      rowsPerSecond: Math.round(ROWS / ((t3 - t0) / 1000)),
      plan: `${ready.plan.create}/${ready.plan.update}/${ready.plan.unchanged}/${ready.plan.reject}`,
      // Rows the check did not map: read as the last finished import read them (ADR 0044).
      known: ready.check?.known ?? 0,
      written: `${done.nInserted}+${done.nModified}, skipped ${done.skipped}`,
      peakRssMiB: Object.fromEntries(Object.entries(processes).map(([name, pid]) => [name, Math.round(peakRssMiB(pid))])),
    };
    console.log(JSON.stringify(row));
    if (during) {
      console.log(latencyReport(`while ${label}`, during, second.idle));
      const checked = checkedAt ?? t2;
      console.log(phaseReport(`while ${label}`, during, second.idle, [['upload', t0, t1], ['check', t1, checked], ['dry run', checked, t2], ['apply', t2, t3]]));
      row.secondClientP95 = Object.fromEntries(Object.entries(during).map(([k, v]) => [k, v.p95 === null ? null : Math.round(v.p95)]));
      row.secondClientFailures = Object.values(during).reduce((n, v) => n + v.failures.length, 0);
    }
    return row;
  }

  /** Signs in as the demo admin, creates the stores and saves the data mapping of the generator's columns. */
  async function setUp() {
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${BASE}/healthz`).then((r) => r.ok, () => false)) break;
      await sleep(200);
    }
    const signin = await (await fetch(`${BASE}/merchant/user/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.hub', password: process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234' }) })).json();
    const token = signin.data.accessToken;
    for (const code of storeCodes(STORES))
      await call(token, 'POST', '/merchant/store', { code, name: `Bench ${code}`, profile: 'default', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } });
    await call(token, 'POST', '/merchant/config/data-mapping', undefined, { data: JSON.stringify(MAPPING) });
    await sleep(500);
    return token;
  }

  /**
   * The three imports of the benchmark, as a table. `floor` (issue 26 item 1), when given, measures the
   * database's own floor of each import first, in the same run on the same database (floor.mjs), and
   * each import's total is then also shown as a multiple of its floor.
   */
  async function runAll(processes, database, floor) {
    const token = await setUp();
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${loadavg().map((l) => l.toFixed(1)).join(' ')}; database: ${database}; ${ROWS} rows × ${HEADER.length} columns, ${STORES} stores`);
    const floors = floor ? await floor() : undefined;
    if (floors) console.log(`floor: ${JSON.stringify(floors)}`);
    // Issue 26 item 7: a second client's list page, sign-in and stock-take save, idle first, then during each import.
    // BENCH_SECOND_CLIENT=0: the imports alone (the second client's calls take their share of the machine).
    let second = null;
    if (process.env.BENCH_SECOND_CLIENT !== '0') {
      const client = await secondClient(BASE);
      const idle = await client.idle(Number(process.env.BENCH_IDLE_MS ?? 30_000));
      console.log(latencyReport('idle', idle, null));
      second = { client, idle };
    }
    // BENCH_IMPORTS=fresh: the first import only (e.g. PGlite at 1M, where each import takes many minutes).
    // BENCH_IMPORTS=unchanged: the changed file imported fresh, then unchanged BENCH_REPEATS times (1): for
    // work on the unchanged re-sync alone.
    const imports = process.env.BENCH_IMPORTS === 'fresh' ? 1 : 3;
    const rows = [];
    if (process.env.BENCH_IMPORTS === 'unchanged') {
      rows.push(await importOnce(token, 'fresh', FILES.changed, processes, second));
      for (let i = 0; i < Number(process.env.BENCH_REPEATS ?? 1); i++) rows.push(await importOnce(token, 'unchanged', FILES.changed, processes, second));
    } else {
      rows.push(await importOnce(token, 'fresh', FILES.fresh, processes, second));
      if (imports > 1) rows.push(await importOnce(token, 'all changed', FILES.changed, processes, second));
      if (imports > 2) rows.push(await importOnce(token, 'unchanged', FILES.changed, processes, second));
    }
    const shown = floors ? withFloor(rows, floors) : rows;
    console.table(shown.map(({ secondClientP95: _p95, ...r }) => ({ ...r, peakRssMiB: Math.max(...Object.values(r.peakRssMiB)) })));
    console.log(`load after: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
    return shown;
  }

  return { call, setUp, importOnce, runAll };
}
