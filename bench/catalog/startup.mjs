// bench/catalog/startup.mjs: what the demo catalogue costs the all-in-one gateway's first start.
//
//   npx turbo run build --filter=@hub/gateway
//   node bench/catalog/startup.mjs            # PGlite in a fresh temp folder, as the first `npm start`
//
// Starts the gateway BENCH_RUNS times (default 3) on a fresh data folder with the demo seeded
// (svc-auth, svc-notify and svc-catalog's 5,300 products), and as many times without the demo seed,
// then prints each start's time to "ready to listen" and the products it seeded.
import { silentLogger } from '@hub/service-kit';
import { createGateway } from '@hub/gateway';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function start(seedDemo) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-startup-'));
  const t0 = process.hrtime.bigint();
  const gateway = await createGateway({ dataDir, repoRoot: dataDir, databaseUrl: '', jwtSecret: 'startup-bench-secret-0123456789abcdef', seedDemo, logger: silentLogger() });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const [row] = await gateway.db.query('select count(*)::int as n from catalog.products');
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
  return { ms, products: row.n };
}

const rows = [];
for (let i = 0; i < RUNS; i++) {
  rows.push({ seed: 'demo seeded', ...(await start(true)) });
  rows.push({ seed: 'no demo seed', ...(await start(false)) });
}
console.log('| start | ms to ready | products |\n| --- | ---: | ---: |');
for (const r of rows) console.log(`| ${r.seed} | ${r.ms.toFixed(0)} | ${r.products} |`);
