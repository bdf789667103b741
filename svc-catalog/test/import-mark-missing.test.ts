import { EVENT_TYPES, MASTER_STORE, parseEventOf, type EventEnvelope, type ImportPlan, type ImportRecord } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { insertProducts, type NewProduct } from '../src/db/products';
import { useCatalogService } from './harness';

// Issue 13 item 2: a re-sync from an import source set to mark missing products inactive marks the
// active products of its store(s) the source no longer holds inactive, once its last batch is applied;
// unchanged products are never written. Driven by svc-import's events, as in the hub.
const product = (sid: string, code: string, active = true): NewProduct => ({
  sid,
  productCode: code,
  rfidTag: null,
  designNumber: `D-${code}`,
  itemType: 'Ring',
  itemStatus: null,
  active,
  imageName: [],
  isMapped: false,
  printingStatus: 'NOT_PRINTED',
  fields: { karat: '18K' },
});
/** The record a source gives for a product as `product` stored it (nothing changed). */
const record = (sid: string, code: string, row: number, fields: Record<string, string> = { karat: '18K' }): ImportRecord => ({ sid, productCode: code, row, designNumber: `D-${code}`, itemType: 'Ring', fields });

describe.each(testDatabaseTargets())('svc-catalog marks products missing from a source inactive on %s', (target) => {
  const h = useCatalogService(target);

  interface Row {
    sid: string;
    product_code: string;
    active: boolean;
    updated_at: Date;
    missing_since: Date | null;
  }
  const products = async (merchant: string, sids: string[]) =>
    h.test.db.query<Row>(`select sid, product_code, active, updated_at, missing_since from catalog.products where merchant_id = $1 and sid = any($2::text[]) order by sid, product_code`, [merchant, sids]);
  const activity = async (merchant: string, sids: string[]) => Object.fromEntries((await products(merchant, sids)).map((p) => [`${p.sid}/${p.product_code}`, p.active]));

  const of = (jobId: string, type: string) => (e: EventEnvelope) => e.type === type && (e.data as { jobId: string }).jobId === jobId;
  /** svc-import's staged event: each batch of records as NDJSON in storage (the claim check). */
  const stage = async (sid: string, batches: ImportRecord[][], markMissingInactive: boolean): Promise<{ jobId: string; plan: ImportPlan; keys: string[] }> => {
    const jobId = randomUUID();
    const keys = batches.map((_, n) => `import/DEMO/${jobId}/batches/${String(n).padStart(6, '0')}.ndjson`);
    for (const [n, records] of batches.entries()) await h.deps.storage!.put(keys[n]!, records.map((r) => `${JSON.stringify(r)}\n`));
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches: keys, totalCount: batches.flat().length, markMissingInactive }));
    await eventually(`the dry run of ${jobId}`, () => h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED)));
    return { jobId, plan: parseEventOf(EVENT_TYPES.IMPORT_PLANNED, h.events.find(of(jobId, EVENT_TYPES.IMPORT_PLANNED))).data.plan, keys };
  };
  const ended = async (jobId: string) => {
    const end = (e: EventEnvelope) => of(jobId, EVENT_TYPES.IMPORT_APPLIED)(e) && (e.data as { status: string }).status !== 'IMPORTING';
    await eventually(`the end of ${jobId}`, () => h.events.some(end));
    return parseEventOf(EVENT_TYPES.IMPORT_APPLIED, h.events.find(end)).data;
  };
  const apply = async (jobId: string) => {
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, 'DEMO', { jobId }));
    return ended(jobId);
  };

  it('When a re-import holds every product unchanged, then nothing is written: the products keep their updated_at', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-SAME', 'A1'), product('S-SAME', 'A2')]);
    await h.test.db.query(`update catalog.products set updated_at = now() - interval '1 day' where merchant_id = 'DEMO' and sid = 'S-SAME'`);
    const before = await products('DEMO', ['S-SAME']);
    for (const markMissingInactive of [false, true]) {
      const { jobId, plan } = await stage('S-SAME', [[record('S-SAME', 'A1', 2), record('S-SAME', 'A2', 3)]], markMissingInactive);
      expect(plan).toMatchObject({ create: 0, update: 0, unchanged: 2, reject: 0, deactivate: 0 });
      expect(await apply(jobId)).toMatchObject({ status: 'FINISHED', processed: 2, nInserted: 0, nModified: 0, skipped: 2, nDeactivated: 0 });
    }
    expect(await products('DEMO', ['S-SAME'])).toEqual(before);
  });

  it('When a source marking missing products inactive is re-synced without a product, then the dry run counts it and applying marks only it inactive; it comes back active when the source holds it again', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-FLAG', 'F1'), product('S-FLAG', 'F2'), product('S-FLAG', 'F3'), product('S-FLAG', 'F4', false), product('S-OTHER', 'F3')]);
    // Another merchant's store of the same code, and another store of the merchant, are never touched.
    await insertProducts(h.test.db, 'ACME', [product('S-FLAG', 'F9')]);
    const untouched = [...(await products('DEMO', ['S-OTHER'])), ...(await products('ACME', ['S-FLAG']))];
    const f4 = (await products('DEMO', ['S-FLAG'])).find((p) => p.product_code === 'F4')!;

    // Two batches: what is missing is what neither holds.
    const { jobId, plan } = await stage('S-FLAG', [[record('S-FLAG', 'F1', 2)], [record('S-FLAG', 'F2', 3, { karat: '22K' })]], true);
    expect(plan).toMatchObject({ create: 0, update: 1, unchanged: 1, deactivate: 1, examples: { deactivate: [{ sid: 'S-FLAG', productCode: 'F3' }] } });
    expect(plan.stores).toEqual([{ sid: 'S-FLAG', create: 0, update: 1, unchanged: 1, reject: 0, deactivate: 1 }]);
    // The dry run writes nothing.
    expect(await activity('DEMO', ['S-FLAG'])).toEqual({ 'S-FLAG/F1': true, 'S-FLAG/F2': true, 'S-FLAG/F3': true, 'S-FLAG/F4': false });

    expect(await apply(jobId)).toMatchObject({ status: 'FINISHED', processed: 2, nModified: 1, nDeactivated: 1 });
    expect(await activity('DEMO', ['S-FLAG'])).toEqual({ 'S-FLAG/F1': true, 'S-FLAG/F2': true, 'S-FLAG/F3': false, 'S-FLAG/F4': false });
    const after = await products('DEMO', ['S-FLAG']);
    expect(after.find((p) => p.product_code === 'F3')!.missing_since).not.toBeNull();
    // F4 was inactive already: not written.
    expect(after.find((p) => p.product_code === 'F4')).toEqual(f4);
    expect([...(await products('DEMO', ['S-OTHER'])), ...(await products('ACME', ['S-FLAG']))]).toEqual(untouched);
    const counted = await h.test.db.query<{ active: boolean; n: string }>(
      `select active, sum(n)::text as n from catalog.product_counts where merchant_id = 'DEMO' and sid = 'S-FLAG' group by active order by active`,
    );
    expect(counted).toEqual([
      { active: false, n: '2' },
      { active: true, n: '2' },
    ]);

    // F3 is back in the source (saying nothing of `active`): it is an update that makes it active again.
    const back = await stage('S-FLAG', [[record('S-FLAG', 'F1', 2), record('S-FLAG', 'F2', 3, { karat: '22K' }), record('S-FLAG', 'F3', 4)]], true);
    expect(back.plan).toMatchObject({ create: 0, update: 1, unchanged: 2, deactivate: 0, examples: { update: [{ productCode: 'F3', changes: [{ field: 'active', from: false, to: true }] }] } });
    expect(await apply(back.jobId)).toMatchObject({ status: 'FINISHED', nModified: 1, nDeactivated: 0 });
    expect(await activity('DEMO', ['S-FLAG'])).toEqual({ 'S-FLAG/F1': true, 'S-FLAG/F2': true, 'S-FLAG/F3': true, 'S-FLAG/F4': false });
    expect((await products('DEMO', ['S-FLAG'])).find((p) => p.product_code === 'F3')!.missing_since).toBeNull();
  });

  it('When the source does not mark missing products inactive, then a product missing from it stays active', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-PLAIN', 'P1'), product('S-PLAIN', 'P2')]);
    const { jobId, plan } = await stage('S-PLAIN', [[record('S-PLAIN', 'P1', 2)]], false);
    expect(plan).toMatchObject({ unchanged: 1, deactivate: 0, examples: { deactivate: [] } });
    expect(await apply(jobId)).toMatchObject({ status: 'FINISHED', nDeactivated: 0 });
    expect(await activity('DEMO', ['S-PLAIN'])).toEqual({ 'S-PLAIN/P1': true, 'S-PLAIN/P2': true });
  });

  it('When a MASTER source marking missing products inactive is re-synced, then only the stores its rows name lose their missing products', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('M-A', 'A1'), product('M-A', 'A2'), product('M-B', 'B1')]);
    const { jobId, plan } = await stage(MASTER_STORE, [[record('M-A', 'A1', 2), record('M-A', 'A3', 3)]], true);
    expect(plan).toMatchObject({ create: 1, unchanged: 1, deactivate: 1, examples: { deactivate: [{ sid: 'M-A', productCode: 'A2' }] } });
    expect(plan.stores).toEqual([{ sid: 'M-A', create: 1, update: 0, unchanged: 1, reject: 0, deactivate: 1 }]);
    expect(await apply(jobId)).toMatchObject({ status: 'FINISHED', nInserted: 1, nDeactivated: 1 });
    expect(await activity('DEMO', ['M-A', 'M-B'])).toEqual({ 'M-A/A1': true, 'M-A/A2': false, 'M-A/A3': true, 'M-B/B1': true });
  });

  it('When the run is cancelled, or fails, then nothing is marked inactive', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-STOP', 'C1'), product('S-STOP', 'C2'), product('S-STOP', 'C3')]);
    const cancelled = await stage('S-STOP', [[record('S-STOP', 'C1', 2)]], true);
    expect(cancelled.plan.deactivate).toBe(2);
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_CANCEL_REQUESTED, 'DEMO', { jobId: cancelled.jobId }));
    expect(await ended(cancelled.jobId)).toMatchObject({ status: 'CANCELLED', nDeactivated: 0 });

    // A database crash took the staging and the batch is gone from storage: the apply fails (PDDI101).
    const failed = await stage('S-STOP', [[record('S-STOP', 'C1', 2)], [record('S-STOP', 'C2', 3)]], true);
    await h.test.db.query('delete from catalog.import_staging where job_id = $1', [failed.jobId]);
    await h.deps.storage!.remove(failed.keys[1]!);
    expect(await apply(failed.jobId)).toMatchObject({ status: 'FAILED', errorCode: 'PDDI101', nDeactivated: 0 });
    expect(await activity('DEMO', ['S-STOP'])).toEqual({ 'S-STOP/C1': true, 'S-STOP/C2': true, 'S-STOP/C3': true });
  });

  it('When the staging is lost after the last batch was applied (a database crash), then the batches are staged again before the missing products are marked', async () => {
    await insertProducts(h.test.db, 'DEMO', [product('S-CRASH', 'K1'), product('S-CRASH', 'K2'), product('S-CRASH', 'K3')]);
    const { jobId } = await stage('S-CRASH', [[record('S-CRASH', 'K1', 2)], [record('S-CRASH', 'K2', 3)]], true);
    // As if every batch had been applied and the process died before the run ended.
    await h.test.db.query('delete from catalog.import_staging where job_id = $1', [jobId]);
    await h.test.db.query(`update catalog.import_runs set phase = 'IMPORTING', applied = 2, lease_owner = null, lease_until = null where job_id = $1`, [jobId]);
    expect(await ended(jobId)).toMatchObject({ status: 'FINISHED', nDeactivated: 1 });
    expect(await activity('DEMO', ['S-CRASH'])).toEqual({ 'S-CRASH/K1': true, 'S-CRASH/K2': true, 'S-CRASH/K3': false });
  });
});
