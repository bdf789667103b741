import { join } from 'node:path';
import { EVENT_TYPES } from '@hub/contracts';
import { createEvent } from '../src/bus';
import { migrateSchema, readKitMigrations } from '../src/db/migrate';
import { listStoreActivePeriods, listStoreReplicas, storeReplicaHandlers } from '../src/replicas';
import { eventTablesSql } from '../src/outbox';
import { testDatabaseTargets, type TestDatabase } from '../src/testing';

const dir = join(__dirname, 'fixtures', 'migrations');

describe.each(testDatabaseTargets())('migrations on %s', (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.create();
  }, 180_000);
  afterAll(async () => {
    await test.drop();
  });

  it('when migrations run twice, then each applies once and is recorded', async () => {
    expect(await migrateSchema(test.db, 'kit_test', dir, { kit: false })).toEqual(['001_init.sql', '002_more.sql']);
    expect(await migrateSchema(test.db, 'kit_test', dir, { kit: false })).toEqual([]);
    const rows = await test.db.query<{ version: string }>('select version from kit_test.schema_migrations order by version');
    expect(rows.map((r) => r.version)).toEqual(['001', '002']);
    const items = await test.db.query<{ name: string; note: string | null }>('select name, note from kit_test.items');
    expect(items).toEqual([{ name: 'first', note: null }]);
  });

  it('when two runs start together, then the lock lets one apply and the other find it done', async () => {
    const raceDir = join(__dirname, 'fixtures', 'race');
    const [a, b] = await Promise.all([migrateSchema(test.db, 'kit_race', raceDir, { kit: false }), migrateSchema(test.db, 'kit_race', raceDir, { kit: false })]);
    expect([...a, ...b]).toEqual(['001_init.sql']);
    expect(await test.db.query('select id from kit_race.t')).toEqual([{ id: 1 }]);
  });

  it('when a service schema is migrated, then the kit migrations come first and each applies once', async () => {
    expect(await migrateSchema(test.db, 'kit_svc', join(__dirname, 'fixtures', 'service'))).toEqual(['kit_001_events.sql', 'kit_002_revoked_sessions.sql', 'kit_003_api_keys.sql', '001_init.sql']);
    expect(await migrateSchema(test.db, 'kit_svc', join(__dirname, 'fixtures', 'service'))).toEqual([]);
    const tables = await test.db.query<{ table_name: string }>(
      "select table_name from information_schema.tables where table_schema = 'kit_svc' order by table_name",
    );
    expect(tables.map((t) => t.table_name)).toEqual(['api_key_replicas', 'items', 'outbox', 'outbox_lease', 'processed_events', 'revoked_sessions', 'schema_migrations']);
    const versions = await test.db.query<{ version: string }>('select version from kit_svc.schema_migrations order by version');
    expect(versions.map((r) => r.version)).toEqual(['001', 'kit_001', 'kit_002', 'kit_003']);
  });

  it('when a service keeps store replicas, then their kit migration comes after the common kit ones, once', async () => {
    const applied = await migrateSchema(test.db, 'kit_rep', null, { features: ['store-replicas'] });
    expect(applied).toEqual(['kit_001_events.sql', 'kit_002_revoked_sessions.sql', 'kit_003_api_keys.sql', 'kit_004_store_replicas.sql', 'kit_005_store_autosync.sql', 'kit_006_store_location_optional.sql', 'kit_007_store_active_periods.sql']);
    expect(await migrateSchema(test.db, 'kit_rep', join(__dirname, 'fixtures', 'none'), { features: ['store-replicas'] })).toEqual([]);
    expect(await test.db.query('select code from kit_rep.store_replicas')).toEqual([]);
  });

  it('when a schema got its store replica from its own 003_store_replicas.sql, then the kit migration keeps the rows', async () => {
    // As svc-catalog, svc-import and svc-stocktake were migrated before the replica became a kit migration.
    await migrateSchema(test.db, 'kit_upg', join(__dirname, 'fixtures', 'none'));
    await test.db.exec(
      `create table kit_upg.store_replicas (merchant_id text not null, code text not null, name text not null, tz text,
         lat double precision not null default 0, lng double precision not null default 0, active boolean not null default true,
         revision int not null, applied_changes int not null default 0, updated_at timestamptz not null default now(),
         primary key (merchant_id, code));
       insert into kit_upg.schema_migrations (version, name) values ('003', '003_store_replicas.sql');
       insert into kit_upg.store_replicas (merchant_id, code, name, revision) values ('DEMO', 'BKK', 'Bangkok', 2);
       insert into kit_upg.store_replicas (merchant_id, code, name, revision, active, updated_at) values ('DEMO', 'OLD', 'Closed', 3, false, '2026-02-01T10:00:00Z');`,
    );
    expect(await migrateSchema(test.db, 'kit_upg', null, { features: ['store-replicas'] })).toEqual([
      'kit_004_store_replicas.sql',
      'kit_005_store_autosync.sql',
      'kit_006_store_location_optional.sql',
      'kit_007_store_active_periods.sql',
    ]);
    // The old default 0,0 meant "no coordinates": kit_006 makes it none (issue 28 item 5).
    expect(await test.db.query('select code, revision, lat, lng from kit_upg.store_replicas order by code')).toEqual([
      { code: 'BKK', revision: 2, lat: null, lng: null },
      { code: 'OLD', revision: 3, lat: null, lng: null },
    ]);
    // kit_007: the stores known before their history was kept are active since ever; an inactive one until its last change (issue 29 item 4).
    expect((await listStoreActivePeriods(test.db, 'kit_upg', 'DEMO')).map((p) => [p.code, p.from, p.until?.toISOString() ?? null])).toEqual([
      ['BKK', null, null],
      ['OLD', null, '2026-02-01T10:00:00.000Z'],
    ]);
  });

  it("when a store is created, deactivated and made active again, then its active periods follow the events' times; a late or repeated event changes nothing (issue 29 item 4)", async () => {
    await migrateSchema(test.db, 'kit_per', null, { features: ['store-replicas'] });
    const handlers = storeReplicaHandlers('kit_per');
    const created = handlers[EVENT_TYPES.STORE_CREATED]!;
    const updated = handlers[EVENT_TYPES.STORE_UPDATED]!;
    const deleted = handlers[EVENT_TYPES.STORE_DELETED]!;
    const data = { code: 'S1', name: 'One', tz: null, location: null };
    const periods = async () => (await listStoreActivePeriods(test.db, 'kit_per', 'DEMO')).map((p) => [p.from?.toISOString() ?? null, p.until?.toISOString() ?? null]);
    await created(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { ...data, revision: 1 }, new Date('2026-03-01T08:00:00Z')), test.db);
    await updated(createEvent(EVENT_TYPES.STORE_UPDATED, 'DEMO', { ...data, name: 'Renamed', revision: 2 }, new Date('2026-03-02T08:00:00Z')), test.db);
    await deleted(createEvent(EVENT_TYPES.STORE_DELETED, 'DEMO', { code: 'S1', revision: 3 }, new Date('2026-03-10T08:00:00Z')), test.db);
    await deleted(createEvent(EVENT_TYPES.STORE_DELETED, 'DEMO', { code: 'S1', revision: 3 }, new Date('2026-03-11T08:00:00Z')), test.db);
    await created(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { ...data, revision: 2 }, new Date('2026-03-12T08:00:00Z')), test.db); // late: older revision
    expect(await periods()).toEqual([['2026-03-01T08:00:00.000Z', '2026-03-10T08:00:00.000Z']]);
    await created(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { ...data, revision: 4 }, new Date('2026-03-20T08:00:00Z')), test.db);
    expect(await periods()).toEqual([
      ['2026-03-01T08:00:00.000Z', '2026-03-10T08:00:00.000Z'],
      ['2026-03-20T08:00:00.000Z', null],
    ]);
  });

  it('when a store event carries no coordinates, then the replica has none (null, not 0,0); later ones bring them (issue 28 item 5)', async () => {
    await migrateSchema(test.db, 'kit_loc', null, { features: ['store-replicas'] });
    const upsert = storeReplicaHandlers('kit_loc')[EVENT_TYPES.STORE_CREATED]!;
    const data = { code: 'NEW', name: 'New', tz: null, revision: 1 };
    await upsert(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { ...data, location: null }), test.db);
    expect((await listStoreReplicas(test.db, 'kit_loc', 'DEMO')).map((s) => s.location)).toEqual([null]);
    await upsert(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { ...data, location: { lat: 13.7, lng: 100.5 }, revision: 2 }), test.db);
    expect((await listStoreReplicas(test.db, 'kit_loc', 'DEMO')).map((s) => s.location)).toEqual([{ lat: 13.7, lng: 100.5 }]);
  });

  it('when a schema already has the event tables from its own migration, then the kit migration keeps them', async () => {
    await test.db.exec(`create schema kit_old; ${eventTablesSql('kit_old')}; insert into kit_old.outbox (id, type, merchant_id, occurred_at, data) values ('e1', 't', 'M', now(), '{}')`);
    expect(await migrateSchema(test.db, 'kit_old', join(__dirname, 'fixtures', 'none'))).toContain('kit_001_events.sql');
    expect(await test.db.query('select id from kit_old.outbox')).toEqual([{ id: 'e1' }]);
    expect(readKitMigrations('kit_old')[0]!.sql).toContain('"kit_old".outbox');
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
