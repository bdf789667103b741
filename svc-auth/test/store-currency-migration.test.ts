import { rmSync } from 'node:fs';
import { InProcessEventBus, migrateSchema, silentLogger } from '@hub/service-kit';
import { TEST_JWT_SECRET, testDatabaseTargets } from '@hub/service-kit/testing';
import { createAuthService } from '../src';
import { authMigrationsBefore } from './harness';

describe.each(testDatabaseTargets())('svc-auth migration 009 (stores get a currency) on %s', (target) => {
  it('when stores were stored without a currency, then each gets its country’s, else its merchant’s most used, else USD', async () => {
    const test = await target.create({ empty: true });
    // svc-auth before stores had a currency (001 to 008).
    const dir = authMigrationsBefore(9);
    try {
      await migrateSchema(test.db, 'auth', dir);
      for (const merchant of ['M1', 'M2']) {
        await test.db.query('insert into auth.merchants (id, name) values ($1, $1)', [merchant]);
        await test.db.query(`insert into auth.profiles (merchant_id, name) values ($1, 'default')`, [merchant]);
      }
      const store = (merchant: string, code: string, country: string) =>
        test.db.query('insert into auth.stores (merchant_id, code, name, country) values ($1, $2, $2, $3)', [merchant, code, country]);
      await store('M1', 'A-NOWHERE', 'Atlantis');
      await store('M1', 'B-DUBAI', 'United Arab Emirates');
      await store('M1', 'C-DUBAI', 'AE');
      await store('M1', 'D-BANGKOK', 'thailand');
      await store('M2', 'E-NOWHERE', '');

      const service = createAuthService({ db: test.db, bus: new InProcessEventBus(), logger: silentLogger(), config: { jwtSecret: TEST_JWT_SECRET } });
      await service.migrate();
      await service.migrate();
      await service.stop();

      const rows = await test.db.query<{ code: string; currency: string }>('select code, currency from auth.stores order by code');
      expect(rows.map((r) => [r.code, r.currency])).toEqual([
        ['A-NOWHERE', 'AED'],
        ['B-DUBAI', 'AED'],
        ['C-DUBAI', 'AED'],
        ['D-BANGKOK', 'THB'],
        ['E-NOWHERE', 'USD'],
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
