import type { PrintJob } from '@hub/contracts';
import type { HubService } from '@hub/service-kit';
import { eventually, testDatabaseTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { claimPrintJob, markSending } from '../src/db/print-jobs';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { usePrintingInstances } from './support/printing-instances';


/**
 * A print job survives its instance (ARCHITECTURE.md §8): another instance takes the job over when the
 * lease runs out (a crash) or at once (a stop), and no label is sent twice.
 */
describe.each(testDatabaseTargets())('svc-catalog print jobs across a restart on %s', (target) => {
  const admin = bearer('ADMIN');
  const job = async (id: string): Promise<PrintJob> =>
    (await request(h.app).get(`/merchant/products/rfid-printing/jobs/${id}`).set('Authorization', admin).expect(200)).body.data;
  const queue = async (codes: string[]) =>
    (await request(h.app).post('/merchant/products/rfid-printing/jobs').set('Authorization', admin).send({ products: codes.map((productCode) => ({ productCode, sid: 'BKK-SIAM' })) }).expect(202)).body.data
      .id as string;
  const sentTwice = () => {
    const seen = h.printer.labels.map((l) => l.epc);
    return seen.filter((e, i) => seen.indexOf(e) !== i);
  };

  /** The instance that took the crashed job over; the next test stops it mid-job. */
  let worker: HubService;
  const h = usePrintingInstances(target, async () => {
    const codes = Array.from({ length: 20 }, (_, i) => `R${i + 1}`);
    await insertProducts(
      h.test.db,
      'DEMO',
      codes.map((code, i) => product('BKK-SIAM', code, epc(i + 1))),
    );
    await request(h.app).post('/merchant/products/rfid-printing').set('Authorization', admin).send({ name: 'Counter', host: h.printer.host, port: h.printer.port }).expect(200);
  });

  it('When the instance printing a job dies mid-batch, then another takes the job over once its lease ran out: the labels it was sending end as interrupted (PRN110), never sent again; the rest print', async () => {
    const id = await queue(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    // What a crashed instance leaves: the job leased to it, labels 1–3 SENDING (their ZPL may have gone out).
    const claimed = await claimPrintJob(h.test.db, 'crashed-instance', 200);
    expect(claimed?.id).toBe(id);
    expect(await markSending(h.test.db, id, [1, 2, 3], 'crashed-instance')).toEqual([1, 2, 3]);
    worker = await h.instance(true);
    await eventually('the job ended', async () => (await job(id)).status !== 'RUNNING');
    const done = await job(id);
    expect(done.status).toBe('DONE');
    expect(done.items.map((i) => [i.productCode, i.status, i.reason])).toEqual([
      ['R1', 'FAILED', 'PRN110'],
      ['R2', 'FAILED', 'PRN110'],
      ['R3', 'FAILED', 'PRN110'],
      ['R4', 'PRINTED', null],
      ['R5', 'PRINTED', null],
      ['R6', 'PRINTED', null],
      ['R7', 'PRINTED', null],
    ]);
    expect(h.printer.labels.map((l) => l.epc)).toEqual([epc(4), epc(5), epc(6), epc(7)]);
  });

  it('When the instance printing a job stops, then it finishes the batch at the printer, gives the lease up, and another instance prints the rest: every label once', async () => {
    h.printer.labels.length = 0;
    h.printer.state.readBackDelayMs = 60;
    const codes = Array.from({ length: 12 }, (_, i) => `R${i + 8}`);
    const id = await queue(codes);
    await eventually('a batch at the printer', () => h.printer.labels.length > 0);
    await worker.stop();
    const stoppedAt = h.printer.labels.length;
    const mid = await job(id);
    expect(mid.status).toBe('RUNNING');
    expect(mid.items.filter((i) => i.status === 'SENDING')).toEqual([]);
    expect(mid.counts.printed).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(12);
    await h.instance(true);
    await eventually('the job ended', async () => (await job(id)).status !== 'RUNNING');
    const done = await job(id);
    expect(done).toMatchObject({ status: 'DONE', counts: { printed: 12, failed: 0 } });
    expect(h.printer.labels).toHaveLength(12);
    expect(sentTwice()).toEqual([]);
  });
});
