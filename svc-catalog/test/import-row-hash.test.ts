import { EVENT_TYPES, importBatchLine, parseEventOf, type ImportPlan, type ImportRecord } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { createHash, randomUUID } from 'node:crypto';
import { insertProducts } from '../src/db/products';
import { writeProductTags } from '../src/db/tag-mapping';
import { importedProduct as product, importRecord as record } from './support/import-records';
import { useCatalogService } from './harness';
import { applyJob, ofJob } from './support/import-run-events';

// Issue 26 item 3 (ADR 0035): a record is staged as the text of its batch line and its row hash is 'r'
// and md5 of that text. A product whose import hash is the record's holds what the record gives:
// unchanged; one with another hash of that form, what an import gave it since: updated. Writers other
// than imports clear the hash, so what they changed is compared field by field; an unchanged record
// under another hash gets its hash noted on the product.

/** The row hash of a record: 'r' and the md5 of its text as staged, the fifth column of its batch line (the records here need no escapes, and no digest follows: ADR 0044). */
const hashOf = (r: ImportRecord) => `r${createHash('md5').update(importBatchLine(r).split('\t')[4]!).digest('hex')}`;

describe.each(testDatabaseTargets())('an import decides "unchanged" by the row hash only where the product still holds it, on %s', (target) => {
  const h = useCatalogService(target);

  const of = ofJob;
  /** Stages one batch as svc-import's check does and waits for the dry run; `staged` reads staging before the apply. */
  const dryRun = async (sid: string, records: ImportRecord[]) => {
    const jobId = randomUUID();
    const key = `import/DEMO/${jobId}/batches/000001.tsv`;
    await h.deps.storage!.put(key, records.map(importBatchLine));
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches: [key], totalCount: records.length, markMissingInactive: false }));
    await eventually(`the dry run of ${jobId}`, () => h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED)));
    const plan: ImportPlan = parseEventOf(EVENT_TYPES.IMPORT_PLANNED, h.events.find(of(jobId, EVENT_TYPES.IMPORT_PLANNED))).data.plan;
    const staged = await h.test.db.query<{ product_code: string; action: string; rehash: boolean }>(
      `select product_code, action, rehash from catalog.import_staging where job_id = $1 order by product_code`,
      [jobId],
    );
    return { jobId, plan, staged };
  };
  const apply = (jobId: string) => applyJob(h, jobId);
  const products = (sid: string) =>
    h.test.db.query<{ product_code: string; rfid_tag: string | null; import_hash: string | null }>(
      `select product_code, rfid_tag, import_hash from catalog.products where merchant_id = 'DEMO' and sid = $1 order by product_code`,
      [sid],
    );

  it('When a file is imported again, then each record is unchanged or updated by its hash', async () => {
    const file = [record('S-RH1', 'A', 2, 'E2-RH1-A'), record('S-RH1', 'B', 3)];
    const first = await dryRun('S-RH1', file);
    expect(first.plan).toMatchObject({ create: 2, update: 0, unchanged: 0 });
    expect(await apply(first.jobId)).toMatchObject({ status: 'FINISHED', nInserted: 2 });
    expect((await products('S-RH1')).map((p) => p.import_hash)).toEqual(file.map(hashOf));

    const again = await dryRun('S-RH1', file);
    expect(again.plan).toMatchObject({ create: 0, update: 0, unchanged: 2 });
    expect(again.staged).toEqual([
      { product_code: 'A', action: 'unchanged', rehash: false },
      { product_code: 'B', action: 'unchanged', rehash: false },
    ]);
    expect(await apply(again.jobId)).toMatchObject({ status: 'FINISHED', nInserted: 0, nModified: 0, skipped: 2 });

    const changed = [record('S-RH1', 'A', 2, 'E2-RH1-A', '22K'), file[1]!];
    const third = await dryRun('S-RH1', changed);
    expect(third.plan).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    expect(third.plan.examples.update).toEqual([{ sid: 'S-RH1', productCode: 'A', changes: [{ field: 'karat', from: '18K', to: '22K' }] }]);
    expect(await apply(third.jobId)).toMatchObject({ status: 'FINISHED', nModified: 1, skipped: 1 });
    expect((await products('S-RH1')).map((p) => p.import_hash)).toEqual(changed.map(hashOf));
  });

  it('When a product’s tag was mapped after its import, then the same file gives it the file’s tag back (its hash no longer says unchanged)', async () => {
    const file = [record('S-RH2', 'A', 2, 'E2-RH2-FILE'), record('S-RH2', 'B', 3)];
    const first = await dryRun('S-RH2', file);
    await apply(first.jobId);
    const [a] = await products('S-RH2');
    const id = (await h.test.db.query<{ id: string }>(`select id::text from catalog.products where merchant_id = 'DEMO' and sid = 'S-RH2' and product_code = 'A'`))[0]!.id;
    await writeProductTags(h.test.db, 'DEMO', new Map([[id, [a!.rfid_tag!]]]), new Map([[id, ['E2-RH2-MAPPED']]]));
    expect((await products('S-RH2'))[0]).toMatchObject({ rfid_tag: 'E2-RH2-MAPPED', import_hash: null });

    const again = await dryRun('S-RH2', file);
    expect(again.plan).toMatchObject({ create: 0, update: 1, unchanged: 1 });
    expect(again.plan.examples.update).toEqual([{ sid: 'S-RH2', productCode: 'A', changes: [{ field: 'rfidTag', from: 'E2-RH2-MAPPED', to: 'E2-RH2-FILE' }] }]);
    expect(await apply(again.jobId)).toMatchObject({ status: 'FINISHED', nModified: 1 });
    expect(await products('S-RH2')).toEqual([
      { product_code: 'A', rfid_tag: 'E2-RH2-FILE', import_hash: hashOf(file[0]!) },
      { product_code: 'B', rfid_tag: null, import_hash: hashOf(file[1]!) },
    ]);
  });

  it('When a product holds a record’s values under no hash (made by hand), then it is unchanged field by field and the apply notes the hash, writing nothing else', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-RH3', 'HAND', 'E2-RH3-HAND')]);
    const before = (await h.test.db.query<{ changed_xid: string; updated_at: string }>(`select changed_xid::text, updated_at::text from catalog.products where sid = 'S-RH3'`))[0]!;
    const file = [record('S-RH3', 'HAND', 2, 'E2-RH3-HAND')];

    const first = await dryRun('S-RH3', file);
    expect(first.plan).toMatchObject({ create: 0, update: 0, unchanged: 1 });
    expect(first.staged).toEqual([{ product_code: 'HAND', action: 'unchanged', rehash: true }]);
    expect(await apply(first.jobId)).toMatchObject({ status: 'FINISHED', nModified: 0, skipped: 1 });
    const after = (await h.test.db.query<{ changed_xid: string; updated_at: string; import_hash: string }>(`select changed_xid::text, updated_at::text, import_hash from catalog.products where sid = 'S-RH3'`))[0]!;
    expect(after).toEqual({ ...before, import_hash: hashOf(file[0]!) });

    // The next re-sync decides it by the hash alone.
    const again = await dryRun('S-RH3', file);
    expect(again.staged).toEqual([{ product_code: 'HAND', action: 'unchanged', rehash: false }]);
  });
});
