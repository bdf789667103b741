import { allowOutboundTo, eventually, serverOrPgliteTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import type { Gateway } from '../src';
import { useAllInOne } from './support/all-in-one';
import { importJobUntil } from './support/import-jobs';

// Issue 13 item 2 end to end in one process: an import source that marks missing products inactive is
// run, applied, then re-synced without one of its products: svc-import carries the setting, svc-catalog
// counts the product in the dry run and marks it inactive once applied; nothing else is written. The
// source is a query of the machine's PostgreSQL (trust auth) in the demo data mapping's columns.
const HEADER = ['ITEM_CODE', 'EPC', 'DESIGN_NO', 'ITEM_TYPE', 'STATUS', 'KT', 'METAL', 'GWT', 'NWT', 'STONES', 'SWT', 'SCOUNT', 'COLLECTION', 'PRICE', 'CURRENCY', 'CERT_NO'];
const row = (code: string, price = '1000') => [code, '', `D-${code}`, 'RING', 'IN_STOCK', '18K', 'Yellow Gold', '2', '2', '', '0', '0', 'Heritage', price, 'THB', ''];
const query = (rows: string[][]) =>
  `select * from (values ${rows.map((r) => `(${r.map((v) => `'${v}'`).join(', ')})`).join(', ')}) as v(${HEADER.map((h) => `"${h}"`).join(', ')})`;
const settings = (rows: string[][]) => ({ engine: 'postgres', host: '127.0.0.1', port: 5432, database: 'postgres', user: 'postgres', query: query(rows), ssl: false, pageSize: 100 });


// The source database is the local server: opened to the outbound policy by its port (issue 25).
allowOutboundTo(5432);
// On the server when there is one: svc-import's source-status and svc-catalog's import-mark-missing
// suites run the marking on PGlite.
describe.each(serverOrPgliteTargets())('a re-sync marking missing products inactive across svc-import and svc-catalog on %s', (target) => {
  const hub = useAllInOne(target);
  let gateway: Gateway;
  let url: string;
  let auth: Record<string, string>;

  beforeAll(async () => {
    ({ gateway, url } = hub);
    auth = await hub.signIn('admin@demo.hub');
    const store = await request(url).post('/merchant/store').set(auth).send({ code: 'RESYNC-1', name: 'Re-sync store', tz: 'Asia/Bangkok', location: { lat: 13.7, lng: 100.5 } });
    expect(store.status).toBe(201);
    await eventually('the store replica in svc-import', async () => (await gateway.db.query(`select 1 from "import".store_replicas where merchant_id = 'DEMO' and code = 'RESYNC-1'`)).length === 1);
  });

  const until = (id: string, statuses: string[]) => importJobUntil(url, auth, id, statuses);
  /** Runs the source, shows its dry run, applies it: the finished job and its dry run. */
  const resync = async (sourceId: string) => {
    const run = await request(url).post(`/merchant/import/sources/${sourceId}/run`).set(auth);
    expect(run.status).toBe(201);
    const ready = await until(run.body.data.jobId, ['READY', 'REJECTED', 'FAILED']);
    expect(ready.status).toBe('READY');
    expect((await request(url).post(`/merchant/import/jobs/${ready.id}/apply`).set(auth)).status).toBe(200);
    return { plan: ready.plan!, finished: await until(ready.id, ['FINISHED', 'FAILED', 'CANCELLED']) };
  };
  const products = async (sid: string) =>
    gateway.db.query<{ product_code: string; active: boolean; updated_at: Date }>(
      `select product_code, active, updated_at from catalog.products where merchant_id = 'DEMO' and sid = $1 order by product_code`,
      [sid],
    );

  it('When the source no longer holds a product, then the dry run counts it, applying marks only it inactive, and unchanged products are not written', async () => {
    const body = (rows: string[][]) => ({ name: 'Re-sync ERP', sid: 'RESYNC-1', kind: 'DATABASE', settings: settings(rows), secret: 'trust', markMissingInactive: true });
    const created = await request(url).post('/merchant/import/sources').set(auth).send(body([row('RS-A'), row('RS-B'), row('RS-C')]));
    expect(created.status).toBe(201);
    expect(created.body.data.markMissingInactive).toBe(true);
    const sourceId = created.body.data.id as string;

    const first = await resync(sourceId);
    expect(first.plan).toMatchObject({ create: 3, deactivate: 0 });
    expect(first.finished).toMatchObject({ status: 'FINISHED', markMissingInactive: true, nInserted: 3, nDeactivated: 0 });
    const written = await products('RESYNC-1');
    expect(written.map((p) => [p.product_code, p.active])).toEqual([
      ['RS-A', true],
      ['RS-B', true],
      ['RS-C', true],
    ]);
    const otherStore = await products('BKK-SIAM');

    // RS-C is gone from the source; RS-A and RS-B are as they were.
    expect((await request(url).put(`/merchant/import/sources/${sourceId}`).set(auth).send(body([row('RS-A'), row('RS-B')]))).status).toBe(200);
    const second = await resync(sourceId);
    expect(second.plan).toMatchObject({ create: 0, update: 0, unchanged: 2, deactivate: 1, examples: { deactivate: [{ sid: 'RESYNC-1', productCode: 'RS-C' }] } });
    expect(second.finished).toMatchObject({ status: 'FINISHED', nInserted: 0, nModified: 0, skipped: 2, nDeactivated: 1 });
    const after = await products('RESYNC-1');
    expect(after.map((p) => [p.product_code, p.active])).toEqual([
      ['RS-A', true],
      ['RS-B', true],
      ['RS-C', false],
    ]);
    // Unchanged products were not written; another store was not touched.
    expect(after.slice(0, 2)).toEqual(written.slice(0, 2));
    expect(await products('BKK-SIAM')).toEqual(otherStore);

    // The audit entry of the finished import counts it.
    await eventually('the audit entry with the count', async () => {
      const audit = await request(url).get('/merchant/audit?entity=import&pageSize=200').set(auth);
      return (audit.body.data.items as Array<{ action: string; summary: { jobId?: string; nDeactivated?: number } }>).some(
        (e) => e.action === 'import.finished' && e.summary.jobId === second.finished.id && e.summary.nDeactivated === 1,
      );
    });
  });
});
