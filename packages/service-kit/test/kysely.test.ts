import { sql, type Generated } from 'kysely';
import { createKysely } from '../src/db/kysely';
import { testDatabaseTargets, type TestDatabase } from '../src/testing';

interface KyDb {
  'ky.items': { id: Generated<number>; name: string; tags: string[]; meta: unknown; created_at: Generated<Date> };
}

// The Kysely dialect over the Db port: the same suite on PGlite and on the PostgreSQL server.
describe.each(testDatabaseTargets())('Kysely over the Db port on %s', (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.create();
    await test.db.exec(`create schema ky; create table ky.items (id serial primary key, name text not null unique, tags text[] not null default '{}', meta jsonb, created_at timestamptz not null default now())`);
  }, 180_000);
  afterAll(async () => {
    await test.drop();
  });
  beforeEach(async () => {
    await test.db.exec('truncate ky.items restart identity');
  });

  it('when rows are inserted, selected, updated and deleted, then the results and affected-row counts are right', async () => {
    const k = createKysely<KyDb>(test.db);
    expect(createKysely<KyDb>(test.db)).toBe(k);
    const inserted = await k
      .insertInto('ky.items')
      .values([
        { name: 'a', tags: ['x', 'y'], meta: JSON.stringify({ n: 1 }) },
        { name: 'b', tags: [], meta: null },
      ])
      .returning(['id', 'name'])
      .execute();
    expect(inserted).toEqual([
      { id: 1, name: 'a' },
      { id: 2, name: 'b' },
    ]);
    const a = await k.selectFrom('ky.items').selectAll().where('name', '=', 'a').executeTakeFirstOrThrow();
    expect(a).toMatchObject({ id: 1, name: 'a', tags: ['x', 'y'], meta: { n: 1 } });
    expect(a.created_at).toBeInstanceOf(Date);
    const any = await k.selectFrom('ky.items').select('name').where('name', '=', sql<string>`any(${['a', 'z']}::text[])`).execute();
    expect(any).toEqual([{ name: 'a' }]);
    const updated = await k.updateTable('ky.items').set({ tags: ['z'] }).where('id', '>', 0).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const deleted = await k.deleteFrom('ky.items').where('name', '=', 'b').executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(1n);
    expect(await k.selectFrom('ky.items').select(['name', 'tags']).execute()).toEqual([{ name: 'a', tags: ['z'] }]);
  });

  it('when a Kysely transaction commits or throws, then its writes stay or vanish', async () => {
    const k = createKysely<KyDb>(test.db);
    await k.transaction().execute(async (trx) => {
      await trx.insertInto('ky.items').values({ name: 'kept', tags: [] }).execute();
    });
    await expect(
      k.transaction().execute(async (trx) => {
        await trx.insertInto('ky.items').values({ name: 'lost', tags: [] }).execute();
        expect(await trx.selectFrom('ky.items').select('name').where('name', '=', 'lost').execute()).toHaveLength(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await k.selectFrom('ky.items').select('name').orderBy('name').execute()).map((r) => r.name)).toEqual(['kept']);
  });

  it('when createKysely is given the Db of db.transaction, then its queries run in that transaction', async () => {
    await expect(
      test.db.transaction(async (tx) => {
        const k = createKysely<KyDb>(tx);
        await k.insertInto('ky.items').values({ name: 'in-tx', tags: [] }).execute();
        const [row] = await tx.query<{ n: number }>('select count(*)::int as n from ky.items');
        expect(row!.n).toBe(1);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await createKysely<KyDb>(test.db).selectFrom('ky.items').selectAll().execute()).toEqual([]);
  });

  it('when two Kysely transactions run at once, then each keeps its own connection and both commit', async () => {
    const k = createKysely<KyDb>(test.db);
    await Promise.all(
      ['p', 'q'].map((name) =>
        k.transaction().execute(async (trx) => {
          await trx.insertInto('ky.items').values({ name, tags: [] }).execute();
          await trx.updateTable('ky.items').set({ tags: [name] }).where('name', '=', name).execute();
        }),
      ),
    );
    expect(await k.selectFrom('ky.items').select(['name', 'tags']).orderBy('name').execute()).toEqual([
      { name: 'p', tags: ['p'] },
      { name: 'q', tags: ['q'] },
    ]);
  });

  it('when withSchema is used, then unqualified tables resolve in that schema', async () => {
    const k = createKysely<{ items: KyDb['ky.items'] }>(test.db).withSchema('ky');
    await k.insertInto('items').values({ name: 'schema', tags: [] }).execute();
    expect(await k.selectFrom('items').select('name').execute()).toEqual([{ name: 'schema' }]);
  });
});
