import { EVENT_TYPES, dataMappingConfigSchema, parseEventOf } from '@hub/contracts';
import { createEvent, createServiceApp, type HubService } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, testServiceDeps, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';
import { claimProgressTicks } from '../src/db/jobs';

const field = (name: string, erpField: string) => ({ name, displayName: name, erpField });
const MAPPING = dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC')] });
const MERCHANTS = ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'];
// Leases of 10 s: one runs out only when its instance stopped renewing (every 3.3 s), not because a
// busy machine (load 25) delayed a renewal; the orphaned check below starts with its lease long run out.
const options = { maxUploadBytes: 1024 * 1024, pollMs: 20, leaseMs: 10_000, progressMs: 250 };

// ARCHITECTURE.md §8: several svc-import instances share the work through leases in the database.
describe.each(testDatabaseTargets())('two svc-import instances on %s', (target) => {
  let second: HubService;
  let secondDeps: ReturnType<typeof testServiceDeps>;
  const h = useService(target, (deps) => createImportService(deps, options), {
    setup: async (h) => {
      for (const merchant of MERCHANTS) {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, merchant, { code: 'S1', name: 'S1', tz: null, location: { lat: 0, lng: 0 }, revision: 1 }));
        await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, merchant, { revision: 1, config: MAPPING }));
      }
      // A second instance: the same database and storage, its own bus and worker.
      secondDeps = testServiceDeps(h.test.db, { storage: h.deps.storage });
      second = createImportService(secondDeps, options);
      await second.migrate();
    },
  });
  afterAll(() => second?.stop());

  const jobs = () => h.test.db.query<{ id: string; merchant_id: string; status: string; attempts: number }>(`select id::text, merchant_id, status, attempts from "import".import_jobs order by merchant_id`);

  it('When several merchants upload through both instances, then every file is checked exactly once', async () => {
    const apps = [h.app, createServiceApp([second])];
    await Promise.all(
      MERCHANTS.map((merchant, i) =>
        request(apps[i % 2]!)
          .post('/merchant/import/upload?sid=S1')
          .set('Authorization', `Bearer ${signTestToken(testClaims('ADMIN', merchant))}`)
          .attach('file', Buffer.from(`CODE,EPC\r\nP-${merchant},T-${merchant}\r\n`), { filename: 'f.csv', contentType: 'text/csv' })
          .expect(202),
      ),
    );
    await eventually('every check to end', async () => (await jobs()).every((j) => j.status === 'PLANNING'));
    expect((await jobs()).map((j) => [j.merchant_id, j.status, j.attempts])).toEqual(MERCHANTS.map((m) => [m, 'PLANNING', 1]));
  });

  it('When an instance died holding a check (its lease ran out), then another instance takes it over and ends it', async () => {
    // M1's checked file waits for its dry run (PLANNING, the merchant's one running import): cancelled first.
    await h.test.db.query(`update "import".import_jobs set status = 'CANCELLED' where merchant_id = 'M1'`);
    // Its file never reached storage: the job that is taken over ends (FAILED, PDDI101), it is not left CHECKING.
    const [row] = await h.test.db.query<{ id: string }>(
      `insert into "import".import_jobs (merchant_id, sid, source, status, message, file_name, file_key, lease_owner, lease_until, attempts)
       values ('M1', 'S1', 'FILE', 'CHECKING', 'STARTING', 'gone.csv', 'import/M1/uploads/gone.csv', 'dead-instance', now() - interval '1 second', 1)
       returning id::text as id`,
    );
    await eventually('the orphaned check to be taken over', async () => (await jobs()).some((j) => j.id === row!.id && j.status !== 'CHECKING'));
    const taken = (await jobs()).find((j) => j.id === row!.id)!;
    expect(taken).toMatchObject({ attempts: 2, status: 'REJECTED' });
    const [{ error_code }] = (await h.test.db.query<{ error_code: string }>(`select error_code from "import".import_jobs where id = $1`, [row!.id])) as [{ error_code: string }];
    expect(error_code).toBe('PDDI101');
  });

  it('When an import moves, then its progress is sent again and again while nothing changes, and a tick of the instances sends it once, not once by each', async () => {
    const [row] = await h.test.db.query<{ id: string }>(
      `insert into "import".import_jobs (merchant_id, sid, source, status, message, file_name, total_count, processed, started_at)
       values ('M7', 'S1', 'FILE', 'IMPORTING', 'INITIATED', 'moving.csv', 100, 40, now()) returning id::text as id`,
    );
    const id = row!.id;
    const seen: number[] = [];
    const listen = (bus: typeof h.deps.bus) =>
      bus.subscribe(EVENT_TYPES.IMPORT_PROGRESS, (event) => {
        const progress = parseEventOf(EVENT_TYPES.IMPORT_PROGRESS, event).data;
        if (progress.jobId === id) seen.push(progress.processed);
      });
    const offs = [listen(h.deps.bus), listen(secondDeps.bus)];
    try {
      // Sent again while the job stays at 40 (the tickers of the two instances): no change triggers these.
      await eventually('three progress events of the moving job', () => seen.length >= 3);
      expect(new Set(seen)).toEqual(new Set([40]));

      // Once per tick, by whichever instance claims it: the claim in the database is what decides, so
      // it is checked there, on the database's clock moved back instead of waited for. How often the
      // two instances send in real time (a rate) is bench/events/progress-ticks.mjs's to measure.
      const claimed = (rows: { id: string }[]) => rows.some((r) => r.id === id);
      const first = await h.test.db.transaction(async (tx) => {
        // The last send an hour ago: due for any interval below that. In the claim's own transaction,
        // so no ticker of either instance claims it in between.
        await tx.query(`update "import".import_jobs set progress_at = now() - interval '1 hour' where id = $1`, [id]);
        return claimProgressTicks(tx, 60_000);
      });
      expect(claimed(first)).toBe(true);
      // The other instance's tick of the same moment (an interval of a minute: nothing in between counts): sent already.
      expect(claimed(await h.test.db.transaction((tx) => claimProgressTicks(tx, 60_000)))).toBe(false);
      // Due again once the interval has passed since that send (moved back in the claim's own
      // transaction too: a ticker's claim in between would otherwise take it first).
      const again = await h.test.db.transaction(async (tx) => {
        await tx.query(`update "import".import_jobs set progress_at = progress_at - interval '61 seconds' where id = $1`, [id]);
        return claimProgressTicks(tx, 60_000);
      });
      expect(claimed(again)).toBe(true);
    } finally {
      offs.forEach((off) => off());
      await h.test.db.query(`update "import".import_jobs set status = 'CANCELLED' where id = $1`, [id]);
    }
  });
});
