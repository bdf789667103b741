import { testDatabaseTargets, type TestDatabase } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { dropStaging } from '../src/db/import-runs';

// Issue 26: an ended run's staging goes by TRUNCATE when nothing else is in the table or using it (a
// DELETE of a million rows cost the server 1.3–1.6 CPU s and left as many dead rows), else by DELETE,
// without waiting for a run staging or applying beside it.

describe.each(testDatabaseTargets())('an ended run’s staging dropped, on %s', (target) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await target.create();
  });
  afterAll(async () => {
    await test.drop();
  });

  const stage = (jobId: string, code: string) =>
    test.db.query(`insert into catalog.import_staging (job_id, batch, sid, product_code, row_number, rec_text) values ($1, 0, 'S-DROP', $2, 2, '{}')`, [jobId, code]);
  const staged = async () => (await test.db.query<{ job_id: string }>('select distinct job_id from catalog.import_staging order by job_id')).map((r) => r.job_id);
  /** The table's file: a TRUNCATE gives it a new one, a DELETE keeps it. */
  const fileOf = async () => (await test.db.query<{ f: string }>(`select pg_relation_filenode('catalog.import_staging')::text as f`))[0]!.f;

  it('When another run’s rows are staged, then only the ended run’s rows go; when none are, then the table is emptied at once', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    await stage(a, 'A1');
    await stage(a, 'A2');
    await stage(b, 'B1');
    const before = await fileOf();
    await dropStaging(test.db, a);
    expect(await staged()).toEqual([b]);
    expect(await fileOf()).toBe(before);
    await dropStaging(test.db, b);
    expect(await staged()).toEqual([]);
    expect(await fileOf()).not.toBe(before);
  });

  if (target.name === 'postgres')
    it('When another transaction uses the staging table, then the drop does not wait for it: the ended run’s rows are deleted', async () => {
      const a = randomUUID();
      await stage(a, 'A1');
      const other = new Client({ connectionString: test.url });
      await other.connect();
      try {
        // A run reading the table in an open transaction holds a lock on it until its end.
        await other.query('begin');
        await other.query('select count(*) from catalog.import_staging');
        const before = await fileOf();
        await dropStaging(test.db, a);
        expect(await staged()).toEqual([]);
        expect(await fileOf()).toBe(before);
      } finally {
        await other.query('rollback');
        await other.end();
      }
    });
});
