import { rmSync } from 'node:fs';
import { migrateSchema } from '@hub/service-kit';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import { migrateAuth } from '../src/db/migrations';
import { authMigrationsBefore } from './harness';

describe.each(testDatabaseTargets())('svc-auth migration 014 (a store may have no coordinates) on %s', (target) => {
  it('when stores were saved at 0,0 (the old default), then they have none; real coordinates stay; half a location is refused (issue 28 item 5)', async () => {
    const test = await target.create({ empty: true });
    const dir = authMigrationsBefore(14);
    try {
      await migrateSchema(test.db, 'auth', dir);
      await test.db.query(`insert into auth.merchants (id, name) values ('M1', 'M1')`);
      await test.db.query(`insert into auth.profiles (merchant_id, name) values ('M1', 'default')`);
      await test.db.query(`insert into auth.stores (merchant_id, code, name) values ('M1', 'NONE', 'None')`);
      await test.db.query(`insert into auth.stores (merchant_id, code, name, lat, lng) values ('M1', 'BKK', 'Bangkok', 13.7, 100.5)`);
      await test.db.query(`insert into auth.stores (merchant_id, code, name, lat, lng) values ('M1', 'EQUATOR', 'Equator', 0, 100.5)`);

      await migrateAuth(test.db);

      const rows = await test.db.query<{ code: string; lat: number | null; lng: number | null }>('select code, lat, lng from auth.stores order by code');
      expect(rows).toEqual([
        { code: 'BKK', lat: 13.7, lng: 100.5 },
        { code: 'EQUATOR', lat: 0, lng: 100.5 },
        { code: 'NONE', lat: null, lng: null },
      ]);
      await expect(test.db.query(`insert into auth.stores (merchant_id, code, name, lat) values ('M1', 'HALF', 'Half', 1)`)).rejects.toThrow(/stores_location_whole/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
