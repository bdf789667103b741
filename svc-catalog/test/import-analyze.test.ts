import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { analyzeProducts, analyzeProductsIfStale } from '../src/db/import-runs';
import { insertProducts } from '../src/db/products';
import { importedProduct as product } from './support/import-records';
import { useCatalogService } from './harness';

// Issue 26: a run analyzes the catalogue before it looks its records up only when the statistics are
// stale (an unchanged re-sync of 1,000,000 products paid an analyze that changed nothing). What the
// planner knows of the products' count (pg_class.reltuples) shows whether an analyze ran.

describe.each(testDatabaseTargets())('the products analyzed before an import looks its records up, on %s', (target) => {
  const h = useCatalogService(target);
  const reltuples = async () => Number((await h.test.db.query<{ n: number }>(`select reltuples as n from pg_class where oid = 'catalog.products'::regclass`))[0]!.n);
  const add = (from: number, count: number) =>
    insertProducts(h.test.db, 'DEMO', Array.from({ length: count }, (_, i) => product('S-AN', `AN-${String(from + i).padStart(5, '0')}`)));
  /** Changes counted since the last analyze the server has been told of (null: none yet). */
  const changedSinceAnalyze = async () => {
    const rows = await h.test.db.query<{ n: string; analyzed: boolean }>(
      `select n_mod_since_analyze as n, coalesce(last_analyze, last_autoanalyze) is not null as analyzed from pg_stat_user_tables where relid = 'catalog.products'::regclass`,
    );
    return rows[0]?.analyzed ? Number(rows[0].n) : null;
  };

  if (target.name === 'postgres')
    it('When the server’s statistics are fresh, then no analyze runs; when a tenth of the products changed since, then one does', async () => {
      await add(0, 400);
      // Counted before the analyze: a count reported after it would count them as changed since.
      await eventually('the 400 inserts counted', async () => Number((await h.test.db.query<{ n: string }>(`select n_tup_ins as n from pg_stat_user_tables where relid = 'catalog.products'::regclass`))[0]?.n ?? 0) >= 400, { everyMs: 200 });
      await h.test.db.query('analyze catalog.products');
      const analyzed = await reltuples();
      // The server counts an analyze and changes when the session reports them (within seconds).
      await eventually('the analyze counted', async () => (await changedSinceAnalyze()) === 0, { everyMs: 200 });
      await add(400, 20);
      await eventually('the 20 inserts counted', async () => ((await changedSinceAnalyze()) ?? 0) >= 20, { everyMs: 200 });
      await analyzeProductsIfStale(h.test.db);
      expect(await reltuples()).toBe(analyzed);
      await add(420, 200);
      await eventually('the 220 inserts counted', async () => ((await changedSinceAnalyze()) ?? 0) >= 220, { everyMs: 200 });
      await analyzeProductsIfStale(h.test.db);
      expect(await reltuples()).toBe(analyzed + 220);
    });

  it('When the products are analyzed, then the rows PostgreSQL now counts are answered (how much the catalogue grows before the next)', async () => {
    const before = await analyzeProducts(h.test.db);
    await add(90_000, 40);
    expect(await analyzeProducts(h.test.db)).toBe(before + 40);
    expect(await reltuples()).toBe(before + 40);
  });

  if (target.name === 'pglite')
    it('When the database is PGlite (no counters of changes), then it always analyzes', async () => {
      await add(0, 30);
      await h.test.db.query('analyze catalog.products');
      const analyzed = await reltuples();
      await add(30, 5);
      await analyzeProductsIfStale(h.test.db);
      expect(await reltuples()).toBe(analyzed + 5);
    });
});
