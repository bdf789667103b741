import { EVENT_TYPES, type PrintJob, type PrintJobSummary, type RfidProduct } from '@hub/contracts';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { claimPrintJob, markSending } from '../src/db/print-jobs';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { usePrintingInstances } from './support/printing-instances';


/**
 * Print jobs and store-bound users (a job is theirs when every label is in their stores), and
 * cancelling a job whose worker crashed mid-send (issue 14 items 3 and 4).
 */
describe.each(testDatabaseTargets())('svc-catalog print jobs: store scope and cancelling after a crash on %s', (target) => {
  const admin = bearer('ADMIN');
  const nimman = bearer('STORE_MANAGER', 'DEMO', { stores: ['CNX-NIMMAN'] });
  const call = (method: 'get' | 'post', path: string, auth = admin) => request(h.app)[method](path).set('Authorization', auth);
  const queue = async (refs: [string, string][], auth = admin) =>
    (await call('post', '/merchant/products/rfid-printing/jobs', auth).send({ products: refs.map(([sid, productCode]) => ({ sid, productCode })) }).expect(202)).body.data.id as string;
  const job = async (id: string, auth = admin): Promise<PrintJob> => (await call('get', `/merchant/products/rfid-printing/jobs/${id}`, auth).expect(200)).body.data;
  const jobIds = async (auth: string) => ((await call('get', '/merchant/products/rfid-printing/jobs', auth).expect(200)).body.data as PrintJobSummary[]).map((j) => j.id);
  const status = async (sid: string, code: string) =>
    ((await call('post', `/merchant/products/allRfid?sid=${sid}&searchText=${code}`).send({}).expect(200)).body.data.products as RfidProduct[]).find((p) => p.productCode === code);
  /** The events written, from the outbox (the HTTP instance's relay is stopped). */
  const written = async (type: string) => (await h.test.db.query<{ data: Record<string, unknown> }>(`select data from catalog.outbox where type = $1 order by seq`, [type])).map((r) => r.data);
  const audits = async (action: string) => (await written(EVENT_TYPES.AUDIT_ENTRY)).filter((d) => d.action === action);

  const h = usePrintingInstances(target, async () => {
    await insertProducts(h.test.db, 'DEMO', [
      ...['B1', 'B2', 'B3', 'B4', 'B5', 'B6'].map((code, i) => product('BKK-SIAM', code, epc(i + 1))),
      ...['N1', 'N2', 'N3'].map((code, i) => product('CNX-NIMMAN', code, epc(0x100 + i))),
    ]);
    await call('post', '/merchant/products/rfid-printing').send({ name: 'Counter', host: h.printer.host, port: h.printer.port }).expect(200);
  });

  it("When a store-bound user lists, reads or cancels print jobs, then only jobs whose every label is in its stores are there: another store's job (or a job spanning one) is PRJ101 and stays as it was", async () => {
    const bangkok = await queue([['BKK-SIAM', 'B1']]);
    const mixed = await queue([['BKK-SIAM', 'B2'], ['CNX-NIMMAN', 'N1']]);
    const own = await queue([['CNX-NIMMAN', 'N2']], nimman);
    expect(await jobIds(admin)).toEqual(expect.arrayContaining([bangkok, mixed, own]));
    expect(await jobIds(nimman)).toEqual([own]);
    expect((await job(own, nimman)).items.map((i) => i.productCode)).toEqual(['N2']);
    for (const id of [bangkok, mixed]) {
      expect((await call('get', `/merchant/products/rfid-printing/jobs/${id}`, nimman).expect(404)).body.code).toBe('PRJ101');
      expect((await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`, nimman).expect(404)).body.code).toBe('PRJ101');
      expect((await job(id)).status).toBe('QUEUED');
    }
    expect(await audits('print-job.cancelled')).toEqual([]);
    expect((await call('post', `/merchant/products/rfid-printing/jobs/${own}/cancel`, nimman).expect(200)).body.data).toMatchObject({ status: 'CANCELLED', counts: { cancelled: 1 } });
    expect(await audits('print-job.cancelled')).toEqual([expect.objectContaining({ storeCode: 'CNX-NIMMAN', details: expect.objectContaining({ printer: 'Counter', cancelled: 1 }) })]);
    // The others are the admin's to cancel (their products get their status back).
    for (const id of [bangkok, mixed]) await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`).expect(200);
    expect(await status('BKK-SIAM', 'B2')).toMatchObject({ printingStatus: 'NOT_PRINTED' });
  });

  it('When a job whose worker crashed mid-send (its lease ran out) is cancelled, then its SENDING labels end as interrupted (PRN110) with their products FAILED, the rest are cancelled, and nothing stays SENDING', async () => {
    const id = await queue([['BKK-SIAM', 'B3'], ['BKK-SIAM', 'B4'], ['BKK-SIAM', 'B5']]);
    // What a crashed worker leaves: the job leased to it (the lease long run out), label 1 SENDING.
    expect((await claimPrintJob(h.test.db, 'crashed-instance', 1))?.id).toBe(id);
    expect(await markSending(h.test.db, id, [1], 'crashed-instance')).toEqual([1]);
    // The lease has run out by the database's clock (what the cancel reads), not after a guessed pause.
    await eventually('the crashed lease to run out', async () => (await h.test.db.query(`select 1 from catalog.print_jobs where id = $1 and lease_until < now()`, [id])).length === 1);
    const res = await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`).expect(200);
    expect(res.body.data).toMatchObject({ status: 'CANCELLED', counts: { queued: 0, failed: 1, cancelled: 2 } });
    expect((await job(id)).items.map((i) => [i.productCode, i.status, i.reason])).toEqual([
      ['B3', 'FAILED', 'PRN110'],
      ['B4', 'CANCELLED', 'PRN109'],
      ['B5', 'CANCELLED', 'PRN109'],
    ]);
    expect(await status('BKK-SIAM', 'B3')).toMatchObject({ printingStatus: 'FAILED', printingReason: 'PRN110' });
    expect(await status('BKK-SIAM', 'B4')).toMatchObject({ printingStatus: 'NOT_PRINTED' });
    expect(await h.test.db.query(`select lease_owner from catalog.print_jobs where id = $1`, [id])).toEqual([{ lease_owner: null }]);
    expect((await audits('print-job.cancelled')).at(-1)).toMatchObject({ details: { failed: 1, cancelled: 2, printed: 0 } });
    expect(h.printer.labels).toEqual([]);
  });

  it('When a job is cancelled while its worker holds the lease and that worker then dies, then once the lease ran out the labels it left SENDING end as interrupted (PRN110): never sent, never left SENDING', async () => {
    const id = await queue([['BKK-SIAM', 'B6'], ['CNX-NIMMAN', 'N3']]);
    expect((await claimPrintJob(h.test.db, 'dying-instance', 800))?.id).toBe(id);
    expect(await markSending(h.test.db, id, [1], 'dying-instance')).toEqual([1]);
    await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`).expect(200);
    // The lease is live: the label stays with the worker sending it (it would record how it came out).
    const cancelled = await job(id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.items.map((i) => [i.productCode, i.status])).toEqual([
      ['B6', 'SENDING'],
      ['N3', 'CANCELLED'],
    ]);
    // That worker never comes back; a running instance ends the label once the lease ran out.
    await h.instance(true);
    await eventually('the abandoned label ended', async () => (await job(id)).items[0]!.status !== 'SENDING');
    expect((await job(id)).items[0]).toMatchObject({ productCode: 'B6', status: 'FAILED', reason: 'PRN110' });
    expect(await status('BKK-SIAM', 'B6')).toMatchObject({ printingStatus: 'FAILED', printingReason: 'PRN110' });
    expect(await h.test.db.query(`select status, lease_owner from catalog.print_jobs where id = $1`, [id])).toEqual([{ status: 'CANCELLED', lease_owner: null }]);
    const progress = (await written(EVENT_TYPES.PRINT_PROGRESS)).filter((d) => d.jobId === id).at(-1);
    expect(progress).toMatchObject({ status: 'CANCELLED', queued: 0, failed: 1, cancelled: 1 });
    expect(h.printer.labels).toEqual([]);
  });
});
