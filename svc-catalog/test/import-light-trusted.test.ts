import { EVENT_TYPES, IMPORT_BATCH_SUFFIX, IMPORT_LIGHT_BATCH_SUFFIX, importDigestedLine, importLightLine, parseEventOf, type ImportPlan } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { insertProducts } from '../src/db/products';
import { importedProduct, importRecord } from './support/import-records';
import { useCatalogService } from './harness';
import { applyJob, ofJob } from './support/import-run-events';

// ADR 0044, "Next" (issue 26: an unchanged re-sync of 1,000,000 rows in 20 s): a run's light lines are
// taken unchanged without looking each product up when nothing but the import that left their digests
// wrote a product of the merchant, or deleted one, since that import's dry run (migration 034).

describe.each(testDatabaseTargets())('light lines trusted without a lookup on %s', (target) => {
  const h = useCatalogService(target);
  const digestOf = (code: string) => code.padEnd(32, '0').slice(0, 32).replace(/[^0-9a-f]/gi, 'a').toLowerCase();

  /** A check's batch in storage and its staged event (with the import its digests came from); answers the job and its plan. */
  const stage = async (sid: string, lines: string[], knownFrom: string | null, options: { light?: boolean; markMissingInactive?: boolean } = {}): Promise<{ jobId: string; plan: ImportPlan }> => {
    const jobId = randomUUID();
    const key = `import/DEMO/${jobId}/batches/000001${options.light ? IMPORT_LIGHT_BATCH_SUFFIX : IMPORT_BATCH_SUFFIX}`;
    await h.deps.storage!.put(key, lines);
    await h.deps.bus.publish(
      createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches: [key], totalCount: lines.length, markMissingInactive: options.markMissingInactive ?? false, knownFrom }),
    );
    await eventually(`the dry run of ${jobId}`, () => h.events.some(ofJob(jobId, EVENT_TYPES.IMPORT_PLANNED)) || h.events.some(ofJob(jobId, EVENT_TYPES.IMPORT_CHECK_AGAIN)));
    const planned = h.events.find(ofJob(jobId, EVENT_TYPES.IMPORT_PLANNED));
    return { jobId, plan: planned ? parseEventOf(EVENT_TYPES.IMPORT_PLANNED, planned).data.plan : (null as unknown as ImportPlan) };
  };
  const runOf = async (jobId: string) =>
    (await h.test.db.query<{ light_trusted: boolean | null; looked_up: number }>(
      `select r.light_trusted, (select count(*) from catalog.import_staging s where s.job_id = r.job_id and s.product_id is not null)::int as looked_up
         from catalog.import_runs r where r.job_id = $1`,
      [jobId],
    ))[0]!;

  /** The first import of `codes` in `sid` (every row mapped, with its digest), applied: the import the next one knows. */
  const firstImport = async (sid: string, codes: string[]) => {
    const { jobId, plan } = await stage(sid, codes.map((c, i) => importDigestedLine(importRecord(sid, c, i + 2), digestOf(c))), null);
    expect(plan).toMatchObject({ create: codes.length });
    expect(await applyJob(h, jobId)).toMatchObject({ status: 'FINISHED', nInserted: codes.length });
    return jobId;
  };
  const lightLines = (sid: string, codes: string[]) => codes.map((c, i) => importLightLine({ sid, productCode: c, row: i + 2, rfidTag: null }, digestOf(c)));

  it('When nothing wrote the merchant’s products since the import that left the digests, then the light lines are unchanged without a lookup', async () => {
    const codes = ['T-1', 'T-2', 'T-3'];
    const first = await firstImport('S-TR', codes);
    const again = await stage('S-TR', lightLines('S-TR', codes), first);
    expect(again.plan).toMatchObject({ create: 0, update: 0, unchanged: 3, reject: 0, stores: [{ sid: 'S-TR', unchanged: 3 }] });
    expect(await runOf(again.jobId)).toEqual({ light_trusted: true, looked_up: 0 });
    expect(await applyJob(h, again.jobId)).toMatchObject({ status: 'FINISHED', processed: 3, nInserted: 0, nModified: 0, skipped: 3 });

    // Without the import that left them (or with one that is not known), each light line is looked up.
    const unknown = await stage('S-TR', lightLines('S-TR', codes), null);
    expect(unknown.plan).toMatchObject({ unchanged: 3 });
    expect(await runOf(unknown.jobId)).toEqual({ light_trusted: false, looked_up: 3 });
  });

  it('When a trusted batch holds records beside its light lines, then the records are classified and the light lines are not looked up', async () => {
    const codes = ['M-1', 'M-2', 'M-3'];
    const first = await firstImport('S-MX', codes);
    // M-2's row changed (a record with another karat) and M-4 is new; M-1 and M-3 come light.
    const lines = [
      ...lightLines('S-MX', ['M-1']),
      importDigestedLine(importRecord('S-MX', 'M-2', 3, null, '9K'), digestOf('M-2x')),
      ...lightLines('S-MX', ['M-3']),
      importDigestedLine(importRecord('S-MX', 'M-4', 5), digestOf('M-4')),
    ];
    const mixed = await stage('S-MX', lines, first);
    expect(mixed.plan).toMatchObject({ create: 1, update: 1, unchanged: 2, reject: 0, stores: [{ sid: 'S-MX', create: 1, update: 1, unchanged: 2 }] });
    // Only the two records were looked up.
    expect(await runOf(mixed.jobId)).toEqual({ light_trusted: true, looked_up: 1 });
    expect(await applyJob(h, mixed.jobId)).toMatchObject({ status: 'FINISHED', processed: 4, nInserted: 1, nModified: 1, skipped: 2 });
  });

  it('When another writer wrote a product, in any store, or deleted one since, then every light line is looked up', async () => {
    const codes = ['W-1', 'W-2'];
    const first = await firstImport('S-WR', codes);
    // Another store's product, written by hand after that import.
    await insertProducts(h.test.db, 'DEMO', [importedProduct('S-OTHER', 'ELSEWHERE')]);
    const written = await stage('S-WR', lightLines('S-WR', codes), first);
    expect(written.plan).toMatchObject({ unchanged: 2 });
    expect(await runOf(written.jobId)).toEqual({ light_trusted: false, looked_up: 2 });

    const second = await firstImport('S-DL', ['D-1', 'D-2']);
    const trusted = await stage('S-DL', lightLines('S-DL', ['D-1', 'D-2']), second);
    expect(await runOf(trusted.jobId)).toMatchObject({ light_trusted: true });
    // A deleted product leaves no row: its deletion is noted for the merchant.
    await h.test.db.query(`delete from catalog.products where merchant_id = 'DEMO' and sid = 'S-DL' and product_code = 'D-2'`);
    const deleted = await stage('S-DL', lightLines('S-DL', ['D-1', 'D-2']), second);
    // D-2's light line names a product that is gone: the check is asked again, every row mapped.
    expect(h.events.some(ofJob(deleted.jobId, EVENT_TYPES.IMPORT_CHECK_AGAIN))).toBe(true);
    expect(await runOf(deleted.jobId)).toMatchObject({ light_trusted: false });
  });

  /** How many lines of a job each staging table holds. */
  const stagedIn = async (jobId: string) =>
    (await h.test.db.query<{ staging: number; light: number }>(
      `select (select count(*) from catalog.import_staging where job_id = $1)::int as staging, (select count(*) from catalog.import_light where job_id = $1)::int as light`,
      [jobId],
    ))[0]!;

  it('When a trusted run’s batch holds light lines only, then it is staged apart, counted unchanged, shown in the examples and dropped at the end', async () => {
    const codes = ['A-1', 'A-2', 'A-3'];
    const first = await firstImport('S-AP', codes);
    const again = await stage('S-AP', lightLines('S-AP', codes), first, { light: true });
    expect(again.plan).toMatchObject({ create: 0, update: 0, unchanged: 3, reject: 0, stores: [{ sid: 'S-AP', unchanged: 3 }] });
    expect(again.plan.examples.unchanged).toEqual(codes.map((productCode) => ({ sid: 'S-AP', productCode })));
    expect(await stagedIn(again.jobId)).toEqual({ staging: 0, light: 3 });
    expect(await applyJob(h, again.jobId)).toMatchObject({ status: 'FINISHED', processed: 3, nInserted: 0, nModified: 0, skipped: 3 });
    await eventually('the ended run’s lines dropped', async () => (await stagedIn(again.jobId)).light === 0);

    // The same batch of a run that does not trust its light lines is looked up in catalog.import_staging.
    const unknown = await stage('S-AP', lightLines('S-AP', codes), null, { light: true });
    expect(unknown.plan).toMatchObject({ unchanged: 3 });
    expect(await stagedIn(unknown.jobId)).toEqual({ staging: 3, light: 0 });
    expect(await runOf(unknown.jobId)).toEqual({ light_trusted: false, looked_up: 3 });
  });

  it('When a trusted run staged apart marks missing products inactive, then only the products its light lines lack are marked', async () => {
    const codes = ['N-1', 'N-2', 'N-3'];
    const first = await firstImport('S-NM', codes);
    const again = await stage('S-NM', lightLines('S-NM', ['N-1', 'N-3']), first, { light: true, markMissingInactive: true });
    expect(await stagedIn(again.jobId)).toEqual({ staging: 0, light: 2 });
    expect(again.plan).toMatchObject({ unchanged: 2, deactivate: 1, examples: { deactivate: [{ sid: 'S-NM', productCode: 'N-2' }] } });
    expect(await applyJob(h, again.jobId)).toMatchObject({ status: 'FINISHED', skipped: 2, nDeactivated: 1 });
    const active = await h.test.db.query<{ product_code: string; active: boolean }>(
      `select product_code, active from catalog.products where merchant_id = 'DEMO' and sid = 'S-NM' order by product_code`,
    );
    expect(active).toEqual([
      { product_code: 'N-1', active: true },
      { product_code: 'N-2', active: false },
      { product_code: 'N-3', active: true },
    ]);
  });
});
