import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateSchema } from '@hub/service-kit';
import { testDatabaseTargets, testServiceDeps } from '@hub/service-kit/testing';
import { createCatalogService } from '../src';

/** svc-catalog's migrations before gold rates had a currency (001 to 006). */
function migrationsBeforeCurrency(): string {
  const dir = mkdtempSync(join(tmpdir(), 'catalog-migrations-'));
  const source = join(__dirname, '..', 'migrations');
  for (const name of readdirSync(source).filter((n) => /^00[1-6]_.*\.sql$/.test(n))) copyFileSync(join(source, name), join(dir, name));
  return dir;
}

describe.each(testDatabaseTargets())('svc-catalog migration 010 (gold rates get a currency) on %s', (target) => {
  it('when rates were entered without a currency, then they take the currency most of the merchant’s products carry, else none', async () => {
    const test = await target.create({ empty: true });
    const dir = migrationsBeforeCurrency();
    try {
      await migrateSchema(test.db, 'catalog', dir);
      const rate = (merchant: string) =>
        test.db.query(
          `insert into catalog.gold_rates (merchant_id, gold_type, grams, display_rate, effective_date) values ($1, '22K', 1, 2500, '2026-11-01')`,
          [merchant],
        );
      const product = (merchant: string, code: string, fields: object) =>
        test.db.query(`insert into catalog.products (merchant_id, sid, product_code, fields) values ($1, 'S1', $2, $3::jsonb)`, [
          merchant,
          code,
          JSON.stringify(fields),
        ]);
      await rate('DEMO');
      await rate('DEMO');
      await rate('PLAIN');
      await product('DEMO', 'A', { price: 1, currency: 'THB' });
      await product('DEMO', 'B', { price: 1, currency: 'THB' });
      await product('DEMO', 'C', { price: 1, currency: 'AED' });
      await product('DEMO', 'D', { price: 1, currency: 'baht' });
      await product('PLAIN', 'E', { price: 1 });

      const service = createCatalogService(testServiceDeps(test.db));
      await service.migrate();
      await service.stop();

      const rows = await test.db.query<{ merchant_id: string; currency: string | null }>(
        'select merchant_id, currency from catalog.gold_rates order by merchant_id, id',
      );
      expect(rows.map((r) => [r.merchant_id, r.currency])).toEqual([
        ['DEMO', 'THB'],
        ['DEMO', 'THB'],
        ['PLAIN', null],
      ]);
      await expect(
        test.db.query(`insert into catalog.gold_rates (merchant_id, gold_type, grams, display_rate, currency, effective_date) values ('X', '22K', 1, 1, 'baht', '2026-11-01')`),
      ).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
