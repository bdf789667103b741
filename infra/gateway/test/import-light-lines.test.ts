import { eventually, serverOrPgliteTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import type { Gateway } from '../src';
import { useAllInOne } from './support/all-in-one';
import { importJobUntil } from './support/import-jobs';

// ADR 0044 (issue 26, an unchanged re-sync at the machine's floor) end to end in one process: the rows
// of a file the merchant's last finished import read the same way go to svc-catalog as light lines
// (keys and digest, unmapped); a light line whose product no longer holds its digest (here: a tag
// mapped by hand since) makes svc-catalog ask for the check again, every row mapped, and the product is
// put back as the file says. A changed row is always mapped. On the server when there is one: the
// services' import suites run the check, the COPY into staging and the apply on PGlite.
describe.each(serverOrPgliteTargets())('light lines for rows an earlier import read the same way on %s', (target) => {
  const hub = useAllInOne(target);
  let gateway: Gateway;
  let url: string;
  let auth: Record<string, string>;
  const SID = 'LIGHT-1';
  const HEADER = 'ITEM_CODE,EPC,DESIGN_NO,ITEM_TYPE,STATUS,KT,METAL,GWT,NWT,STONES,SWT,SCOUNT,COLLECTION,PRICE,CURRENCY,CERT_NO';
  const rowOf = (code: string, price = '1000') => `${code},,D-${code},RING,IN_STOCK,18K,Yellow Gold,2,2,,0,0,Heritage,${price},THB,`;
  const csvOf = (rows: string[]) => [HEADER, ...rows].join('\r\n');
  const codes = Array.from({ length: 40 }, (_, i) => `LL-${String(i).padStart(2, '0')}`);

  beforeAll(async () => {
    ({ gateway, url } = hub);
    auth = await hub.signIn('admin@demo.hub');
    const store = await request(url).post('/merchant/store').set(auth).send({ code: SID, name: 'Light lines store', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } });
    expect(store.status).toBe(201);
    await eventually('the store replica in svc-import', async () => (await gateway.db.query(`select 1 from "import".store_replicas where merchant_id = 'DEMO' and code = $1`, [SID])).length === 1);
  });

  const until = (id: string, statuses: string[]) => importJobUntil(url, auth, id, statuses);
  /** Uploads the file and waits for its dry run: the job, and how its staged lines came (light: no record). */
  const dryRun = async (csv: string) => {
    const res = await request(url).post(`/merchant/import/upload?sid=${SID}`).set(auth).attach('file', Buffer.from(csv, 'utf8'), { filename: 'erp.csv', contentType: 'text/csv' });
    expect(res.status).toBe(202);
    const ready = await until(res.body.data.id, ['READY', 'REJECTED', 'FAILED']);
    expect(ready.status).toBe('READY');
    // A trusted batch of light lines only is staged apart (catalog.import_light, migration 036).
    const [staged] = await gateway.db.query<{ light: string; lines: string; apart: string }>(
      `select count(*) filter (where rec_text is null) as light, count(*) as lines, count(*) filter (where apart) as apart
         from (select rec_text, false as apart from catalog.import_staging where job_id = $1
               union all select rec_text, true from catalog.import_light where job_id = $1) s`,
      [ready.id],
    );
    const [job] = await gateway.db.query<{ attempts: number; full_check: boolean }>(`select attempts, full_check from "import".import_jobs where id = $1`, [ready.id]);
    // Whether the catalogue took the light lines unchanged without looking each product up (ADR 0044, "Next").
    const [run] = await gateway.db.query<{ light_trusted: boolean | null }>(`select light_trusted from catalog.import_runs where job_id = $1`, [ready.id]);
    return { ready, light: Number(staged!.light), lines: Number(staged!.lines), apart: Number(staged!.apart), attempts: Number(job!.attempts), fullCheck: job!.full_check, trusted: run!.light_trusted };
  };
  const apply = async (id: string) => {
    expect((await request(url).post(`/merchant/import/jobs/${id}/apply`).set(auth)).status).toBe(200);
    return until(id, ['FINISHED', 'FAILED', 'CANCELLED']);
  };
  const products = () =>
    gateway.db.query<{ product_code: string; rfid_tag: string | null; price: unknown; updated_at: Date }>(
      `select product_code, rfid_tag, fields->'price' as price, updated_at from catalog.products where merchant_id = 'DEMO' and sid = $1 order by product_code`,
      [SID],
    );

  it('When the same file comes again, then its rows are not mapped; when a product was changed since, then the check runs again in full and puts it back', async () => {
    const file = csvOf(codes.map((c) => rowOf(c)));
    const first = await dryRun(file);
    expect(first).toMatchObject({ light: 0, lines: 40, attempts: 1, trusted: false });
    expect(first.ready.plan).toMatchObject({ create: 40 });
    expect(await apply(first.ready.id)).toMatchObject({ status: 'FINISHED', nInserted: 40 });
    const written = await products();

    // The same file: every row known, sent light, unchanged; applying writes nothing.
    const same = await dryRun(file);
    // Nothing wrote the merchant's products since the first import but its own batches: no lookup.
    expect(same).toMatchObject({ light: 40, lines: 40, apart: 40, attempts: 1, fullCheck: false, trusted: true });
    expect(same.ready.check).toMatchObject({ products: 40, known: 40 });
    expect(same.ready.plan).toMatchObject({ create: 0, update: 0, unchanged: 40, reject: 0 });
    expect(same.ready.plan!.examples.unchanged[0]).toEqual({ sid: SID, productCode: 'LL-00' });
    expect(await apply(same.ready.id)).toMatchObject({ status: 'FINISHED', nInserted: 0, nModified: 0, skipped: 40 });
    expect(await products()).toEqual(written);

    // A tag mapped by hand to LL-01 (its import hash cleared), and LL-02's price changed in the file.
    const tagged = await request(url).post(`/merchant/products/tag-mapping?sid=${SID}`).set(auth).send({ productCode: 'LL-01', epcs: ['E200000000000000000000B1'] });
    expect(tagged.status).toBe(200);
    const changedFile = csvOf(codes.map((c) => (c === 'LL-02' ? rowOf(c, '2000') : rowOf(c))));
    const changed = await dryRun(changedFile);
    // The tag mapping wrote a product since: each light line was looked up, and LL-01's was not taken:
    // the check ran again, every row mapped.
    expect(changed).toMatchObject({ light: 0, lines: 40, attempts: 2, fullCheck: true, trusted: false });
    expect(changed.ready.check!.known).toBeUndefined();
    expect(changed.ready.plan).toMatchObject({ create: 0, update: 2, unchanged: 38 });
    expect(changed.ready.plan!.examples.update.map((e) => e.productCode)).toEqual(['LL-01', 'LL-02']);
    expect(await apply(changed.ready.id)).toMatchObject({ status: 'FINISHED', nModified: 2 });
    const after = await products();
    expect(after.find((p) => p.product_code === 'LL-01')).toMatchObject({ rfid_tag: null });
    expect(after.find((p) => p.product_code === 'LL-02')).toMatchObject({ price: 2000 });

    // That file again: every row known from the full check, light and unchanged.
    const again = await dryRun(changedFile);
    expect(again).toMatchObject({ light: 40, attempts: 1, fullCheck: false, trusted: true });
    expect(again.ready.plan).toMatchObject({ update: 0, unchanged: 40 });

    // One cell changed: that row alone is mapped (and updated), the others light.
    const oneCell = await dryRun(csvOf(codes.map((c) => (c === 'LL-02' ? rowOf(c, '2500') : rowOf(c)))));
    // Its batch holds a record: staged with the records, its light lines not looked up.
    expect(oneCell).toMatchObject({ light: 39, lines: 40, apart: 0, trusted: true });
    expect(oneCell.ready.plan).toMatchObject({ update: 1, unchanged: 39, examples: { update: [{ productCode: 'LL-02', changes: [{ field: 'price', from: 2000, to: 2500 }] }] } });

    // A product deleted since the last finished import leaves no row to tell of it: the deletion is
    // noted (migration 034), the light lines are looked up, and the deleted product's row is mapped and
    // created again.
    await gateway.db.query(`delete from catalog.products where merchant_id = 'DEMO' and sid = $1 and product_code = 'LL-03'`, [SID]);
    const deleted = await dryRun(changedFile);
    expect(deleted).toMatchObject({ light: 0, lines: 40, attempts: 2, fullCheck: true, trusted: false });
    expect(deleted.ready.plan).toMatchObject({ create: 1, update: 0, unchanged: 39 });
    expect(await apply(deleted.ready.id)).toMatchObject({ status: 'FINISHED', nInserted: 1 });
    expect((await products()).map((p) => p.product_code)).toEqual(codes);
  });
});
