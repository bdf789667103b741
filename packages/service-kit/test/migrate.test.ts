import { join } from 'node:path';
import { migrateSchema } from '../src/db/migrate';
import { testDatabaseTargets, type TestDatabase } from '../src/testing';

const dir = join(__dirname, 'fixtures', 'migrations');

describe.each(testDatabaseTargets())('migrations on %s', (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.create();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('when migrations run twice, then each applies once and is recorded', async () => {
    expect(await migrateSchema(test.db, 'kit_test', dir)).toEqual(['001_init.sql', '002_more.sql']);
    expect(await migrateSchema(test.db, 'kit_test', dir)).toEqual([]);
    const rows = await test.db.query<{ version: string }>('select version from kit_test.schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(['001', '002']);
    const items = await test.db.query<{ name: string; note: string | null }>('select name, note from kit_test.items');
    expect(items).toEqual([{ name: 'first', note: null }]);
  });

  it('when two runs start together, then the lock lets one apply and the other find it done', async () => {
    const raceDir = join(__dirname, 'fixtures', 'race');
    const [a, b] = await Promise.all([migrateSchema(test.db, 'kit_race', raceDir), migrateSchema(test.db, 'kit_race', raceDir)]);
    expect([...a, ...b]).toEqual(['001_init.sql']);
    expect(await test.db.query('select id from kit_race.t')).toEqual([{ id: 1 }]);
  });

  it('when a transaction fails, then nothing of it stays', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        await tx.query("insert into kit_test.items (name) values ('lost')");
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    const rows = await test.db.query("select 1 from kit_test.items where name = 'lost'");
    expect(rows).toHaveLength(0);
  });
});
