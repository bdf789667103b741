import { rmSync } from 'node:fs';
import { EVENT_TYPES, type BannerAnswer } from '@hub/contracts';
import { createEvent, createServiceApp, InProcessEventBus, migrateSchema, silentLogger } from '@hub/service-kit';
import { TEST_JWT_SECRET, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { createAuthService } from '../src';
import { hashPassword } from '../src/domain/passwords';
import { authMigrationsBefore, PASSWORD } from './harness';

describe.each(testDatabaseTargets())('svc-auth migration 013 (the banner reads a replica of svc-stocktake’s licences) on %s', (target) => {
  it('when a deployment upgrades, then the keys’ licences it kept still make the banner until svc-stocktake’s announcement replaces them', async () => {
    const test = await target.create({ empty: true });
    // svc-auth before the licence replica (001 to 012): serial keys' licences in auth.merchant_licences.
    const dir = authMigrationsBefore(13);
    const licenceId = '0f6c1d2e-3a4b-4c5d-8e9f-a0b1c2d3e4f5';
    try {
      await migrateSchema(test.db, 'auth', dir);
      await test.db.query(`insert into auth.merchants (id, name) values ('OLDGEMS', 'Old Gems')`);
      await test.db.query(`insert into auth.profiles (merchant_id, name) values ('OLDGEMS', 'default')`);
      await test.db.query(
        `insert into auth.merchant_licences (id, merchant_id, type, hardware_type, quantity, start_date, end_date) values ($1, 'OLDGEMS', 'TRIAL', 'TABLET', 1, '2026-01-01', '2026-12-12')`,
        [licenceId],
      );

      const bus = new InProcessEventBus();
      let now = new Date('2026-11-29T09:00:00Z');
      const service = createAuthService({ db: test.db, bus, logger: silentLogger(), now: () => now, config: { jwtSecret: TEST_JWT_SECRET, signinRateLimit: 1000 } });
      await service.migrate();
      const app = createServiceApp([service]);
      await test.db.query(
        `insert into auth.users (email, user_name, password_hash, role_name, merchant_id) values ('owner@oldgems.example', 'Owner', $1, 'ADMIN', 'OLDGEMS')`,
        [await hashPassword(PASSWORD)],
      );
      const signin = await request(app).post('/merchant/user/signin').send({ email: 'owner@oldgems.example', password: PASSWORD });
      const banner = async (): Promise<BannerAnswer> => (await request(app).get('/merchant/banner').set('Authorization', `Bearer ${signin.body.data.accessToken}`)).body.data;

      expect(await test.db.query(`select to_regclass('auth.merchant_licences') as t`)).toEqual([{ t: null }]);
      expect((await banner()).conditions.map((c) => [c.kind, c.key])).toEqual([['LICENCE_ENDING', '2026-12-12']]);
      // svc-stocktake announces the same licence (renewed meanwhile): its version replaces the copy.
      await bus.publish(
        createEvent(EVENT_TYPES.LICENCE_CHANGED, 'OLDGEMS', { licenceId, type: 'TRIAL', hardwareType: 'TABLET', quantity: 1, startDate: '2026-01-01', endDate: '2027-06-30', status: 'ACTIVE', version: 1 }),
      );
      now = new Date('2026-11-30T09:00:00Z');
      expect(await banner()).toEqual({ show: false, conditions: [] });
      await service.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
      await test.drop();
    }
  });
});
