import { EVENT_TYPES, importBatchLine, parseEventOf, type EventEnvelope, type ImportRecord } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { runById } from '../src/db/import-runs';
import { insertProducts } from '../src/db/products';
import { importedProduct as product, importRecord as record } from './support/import-records';
import { useCatalogService } from './harness';

// Issue 26 item 5: svc-import announces each batch as its check stores it (hub.import.batch-checked.v1)
// and svc-catalog copies it into staging while the check goes on; the dry run waits for the check's end
// (hub.import.staged.v1). A check taken over starts again (a later attempt): what the earlier attempt
// staged is dropped. A check that rejects its file asks for a cancel: the staging goes.

describe.each(testDatabaseTargets())('a file is staged while its check goes on, on %s', (target) => {
  const h = useCatalogService(target);

  const of = (jobId: string, type: string) => (e: EventEnvelope) => e.type === type && (e.data as { jobId: string }).jobId === jobId;
  const staged = async (jobId: string) =>
    (await h.test.db.query<{ product_code: string }>('select product_code from catalog.import_staging where job_id = $1 order by product_code', [jobId])).map((r) => r.product_code);
  /** Stores a batch as the check does (COPY lines under a numbered key) and answers its key. */
  const store = async (jobId: string, n: number, records: ImportRecord[], attempt = 1) => {
    const key = `import/DEMO/${jobId}/batches/${attempt}-${String(n).padStart(6, '0')}.tsv`;
    await h.deps.storage!.put(key, records.map(importBatchLine));
    return key;
  };
  const announce = (jobId: string, sid: string, batches: string[], attempt = 1) =>
    h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_BATCH_CHECKED, 'DEMO', { jobId, sid, batches, markMissingInactive: false, attempt }));
  const checked = (jobId: string, sid: string, batches: string[], totalCount: number, attempt = 1) =>
    h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches, totalCount, markMissingInactive: false, attempt }));
  const planOf = async (jobId: string) => {
    await eventually(`the dry run of ${jobId}`, () => h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED)));
    return parseEventOf(EVENT_TYPES.IMPORT_PLANNED, h.events.find(of(jobId, EVENT_TYPES.IMPORT_PLANNED))).data.plan;
  };

  it('When batches are announced while the check goes on, then each is staged before the check ends, and the dry run waits for its end', async () => {
    const jobId = randomUUID();
    const first = await store(jobId, 1, [record('S-BC', 'A', 2), record('S-BC', 'B', 3)]);
    await announce(jobId, 'S-BC', [first]);
    await eventually('the first batch staged', async () => (await runById(h.test.db, jobId))?.staged === 1);
    expect(await staged(jobId)).toEqual(['A', 'B']);

    const second = await store(jobId, 2, [record('S-BC', 'C', 4)]);
    await announce(jobId, 'S-BC', [first, second]);
    await eventually('the second batch staged', async () => (await runById(h.test.db, jobId))?.staged === 2);
    // Still being checked: no dry run yet, and the run waits unleased for its next batch.
    expect(h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED))).toBe(false);
    expect(await runById(h.test.db, jobId)).toMatchObject({ phase: 'CHECKING', checked: false, staged: 2 });

    // A repeated or shorter announcement changes nothing; the check's end brings the last batch.
    await announce(jobId, 'S-BC', [first]);
    const third = await store(jobId, 3, [record('S-BC', 'D', 5)]);
    await checked(jobId, 'S-BC', [first, second, third], 4);
    expect(await planOf(jobId)).toMatchObject({ create: 4, update: 0, unchanged: 0, reject: 0 });
    expect(await staged(jobId)).toEqual(['A', 'B', 'C', 'D']);
    expect(await runById(h.test.db, jobId)).toMatchObject({ phase: 'READY', checked: true, staged: 3 });
  });

  it('When the check is taken over and starts again, then what its earlier attempt staged is dropped and only the new attempt is planned', async () => {
    const jobId = randomUUID();
    const old = await store(jobId, 1, [record('S-BT', 'OLD-1', 2), record('S-BT', 'OLD-2', 3)], 1);
    await announce(jobId, 'S-BT', [old], 1);
    await eventually('the first attempt staged', async () => (await runById(h.test.db, jobId))?.staged === 1);

    const fresh = await store(jobId, 1, [record('S-BT', 'NEW-1', 2)], 2);
    await announce(jobId, 'S-BT', [fresh], 2);
    // An event of the earlier attempt that comes late changes nothing.
    await announce(jobId, 'S-BT', [old, old], 1);
    await checked(jobId, 'S-BT', [fresh], 1, 2);
    expect(await planOf(jobId)).toMatchObject({ create: 1, update: 0, unchanged: 0, reject: 0 });
    expect(await staged(jobId)).toEqual(['NEW-1']);
    expect(await runById(h.test.db, jobId)).toMatchObject({ attempt: 2, checked: true, staged: 1 });
  });

  it('When the check rejects its file after batches were staged, then its cancel drops the staging and nothing is written', async () => {
    const jobId = randomUUID();
    const first = await store(jobId, 1, [record('S-BR', 'R-1', 2), record('S-BR', 'R-2', 3)]);
    await announce(jobId, 'S-BR', [first]);
    await eventually('the batch staged', async () => (await runById(h.test.db, jobId))?.staged === 1);

    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, 'DEMO', { jobId }));
    await eventually('the run cancelled', async () => (await runById(h.test.db, jobId))?.phase === 'CANCELLED');
    // The staging goes just after the commit that ends the run (endRun, then dropStaging).
    await eventually('the staging dropped', async () => (await staged(jobId)).length === 0);
    // A batch announced after the cancel (an event that came late) is not staged again.
    await announce(jobId, 'S-BR', [first, first]);
    await checked(jobId, 'S-BR', [first], 2);
    expect(await runById(h.test.db, jobId)).toMatchObject({ phase: 'CANCELLED' });
    expect(await staged(jobId)).toEqual([]);
    const products = await h.test.db.query(`select 1 from catalog.products where merchant_id = 'DEMO' and sid = 'S-BR'`);
    expect(products).toHaveLength(0);
  });

  it('When a cancel comes before the first batch of its check (Kafka keeps no order between event types), then batches announced after it start no run', async () => {
    const jobId = randomUUID();
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, 'DEMO', { jobId }));
    const first = await store(jobId, 1, [record('S-BK', 'K-1', 2)]);
    await announce(jobId, 'S-BK', [first]);
    await checked(jobId, 'S-BK', [first], 1);
    expect(await runById(h.test.db, jobId)).toMatchObject({ phase: 'CANCELLED', staged: 0 });
    expect(await staged(jobId)).toEqual([]);
    expect(h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED))).toBe(false);
  });

  it('When a re-import changes products that keep their own tags, then none is refused, and a tag another product keeps still is (PDFV107)', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-KT', 'K1', 'E2-K1'), product('S-KT', 'K2', 'E2-K2'), product('S-KT', 'K3', 'E2-K3')]);
    const jobId = randomUUID();
    const only = await store(jobId, 1, [record('S-KT', 'K1', 2, 'E2-K1', '9K'), record('S-KT', 'K2', 3, 'E2-K2', '9K'), record('S-KT', 'K4', 4, 'E2-K3', '9K')]);
    await announce(jobId, 'S-KT', [only]);
    await checked(jobId, 'S-KT', [only], 3);
    const plan = await planOf(jobId);
    expect(plan).toMatchObject({ create: 0, update: 2, unchanged: 0, reject: 1 });
    expect(plan.skippedItems).toEqual([{ sid: 'S-KT', productCode: 'K4', row: 4, code: 'PDFV107' }]);
  });
});
