import { rmSync } from 'node:fs';
import { migrateSchema } from '@hub/service-kit';
import { testDatabaseTargets } from '@hub/service-kit/testing';
import { migrateAuth } from '../src/db/migrations';
import { authMigrationsBefore } from './harness';

describe.each(testDatabaseTargets())('svc-auth migration 015 (e-mail verification) on %s', (target) => {
  it('when users were made before verification existed, then they count as verified; a user inserted after starts pending (issue 29 item 2)', async () => {
    const test = await target.create({ empty: true });
    const dir = authMigrationsBefore(15);
    try {
      await migrateSchema(test.db, 'auth', dir);
      await test.db.query(`insert into auth.merchants (id, name) values ('M1', 'M1')`);
      await test.db.query(`insert into auth.users (email, user_name, password_hash, role_name, merchant_id) values ('old@m1.hub', 'Old', 'x', 'ADMIN', 'M1')`);

      await migrateAuth(test.db);

      await test.db.query(`insert into auth.users (email, user_name, password_hash, role_name, merchant_id) values ('new@m1.hub', 'New', 'x', 'USER', 'M1')`);
      const rows = await test.db.query<{ email: string; verified: boolean }>(
        'select email, email_verified_at is not null as verified from auth.users order by email',
      );
      expect(rows).toEqual([
        { email: 'new@m1.hub', verified: false },
        { email: 'old@m1.hub', verified: true },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
