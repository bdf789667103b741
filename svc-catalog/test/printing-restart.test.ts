import type { PrintJob } from '@hub/contracts';
import { createServiceApp, type HubService } from '@hub/service-kit';
import { eventually, testDatabaseTargets, testServiceDeps, type TestDatabase } from '@hub/service-kit/testing';
import type { Express } from 'express';
import request from 'supertest';
import { createCatalogService } from '../src';
import { claimPrintJob, markSending } from '../src/db/print-jobs';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { startZplPrinter, type ZplPrinter } from './support/zpl-printer';

const PRINTING = { pollMs: 50, leaseMs: 1_000, batchSize: 3, timeouts: { connectMs: 1_000, statusMs: 500, readBackMs: 1_000, writeMs: 2_000 } };

/**
 * A print job survives its instance (ARCHITECTURE.md §8): another instance takes the job over when the
 * lease runs out (a crash) or at once (a stop), and no label is sent twice.
 */
describe.each(testDatabaseTargets())('svc-catalog print jobs across a restart on %s', (target) => {
  const admin = bearer('ADMIN');
  let test: TestDatabase;
  let printer: ZplPrinter;
  const services: HubService[] = [];
  let app: Express;

  /** An instance of svc-catalog on the test database; `worker: false` stops its worker (HTTP only). */
  const instance = async (worker: boolean) => {
    const service = createCatalogService(testServiceDeps(test.db), { printing: PRINTING });
    services.push(service);
    await service.migrate();
    if (!worker) await service.stop();
    return service;
  };
  const job = async (id: string): Promise<PrintJob> =>
    (await request(app).get(`/merchant/products/rfid-printing/jobs/${id}`).set('Authorization', admin).expect(200)).body.data;
  const queue = async (codes: string[]) =>
    (await request(app).post('/merchant/products/rfid-printing/jobs').set('Authorization', admin).send({ products: codes.map((productCode) => ({ productCode, sid: 'BKK-SIAM' })) }).expect(202)).body.data
      .id as string;
  const sentTwice = () => {
    const seen = printer.labels.map((l) => l.epc);
    return seen.filter((e, i) => seen.indexOf(e) !== i);
  };

  beforeAll(async () => {
    test = await target.create();
    printer = await startZplPrinter();
    const http = await instance(false);
    app = createServiceApp([http]);
    const codes = Array.from({ length: 20 }, (_, i) => `R${i + 1}`);
    await insertProducts(
      test.db,
      'DEMO',
      codes.map((code, i) => product('BKK-SIAM', code, epc(i + 1))),
    );
    await request(app).post('/merchant/products/rfid-printing').set('Authorization', admin).send({ name: 'Counter', host: printer.host, port: printer.port }).expect(200);
  });
  afterAll(async () => {
    for (const s of services) await s.stop().catch(() => undefined);
    await printer.close();
    await test.drop();
  });

  it('When the instance printing a job dies mid-batch, then another takes the job over once its lease ran out: the labels it was sending end as interrupted (PRN110), never sent again; the rest print', async () => {
    const id = await queue(['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7']);
    // What a crashed instance leaves: the job leased to it, labels 1–3 SENDING (their ZPL may have gone out).
    const claimed = await claimPrintJob(test.db, 'crashed-instance', 200);
    expect(claimed?.id).toBe(id);
    expect(await markSending(test.db, id, [1, 2, 3], 'crashed-instance')).toEqual([1, 2, 3]);
    await instance(true);
    await eventually('the job ended', async () => (await job(id)).status !== 'RUNNING', { timeoutMs: 15_000 });
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
    expect(printer.labels.map((l) => l.epc)).toEqual([epc(4), epc(5), epc(6), epc(7)]);
  });

  it('When the instance printing a job stops, then it finishes the batch at the printer, gives the lease up, and another instance prints the rest: every label once', async () => {
    printer.labels.length = 0;
    printer.state.readBackDelayMs = 60;
    const codes = Array.from({ length: 12 }, (_, i) => `R${i + 8}`);
    const first = services.at(-1)!;
    const id = await queue(codes);
    await eventually('a batch at the printer', () => printer.labels.length > 0);
    await first.stop();
    const stoppedAt = printer.labels.length;
    const mid = await job(id);
    expect(mid.status).toBe('RUNNING');
    expect(mid.items.filter((i) => i.status === 'SENDING')).toEqual([]);
    expect(mid.counts.printed).toBe(stoppedAt);
    expect(stoppedAt).toBeLessThan(12);
    await instance(true);
    await eventually('the job ended', async () => (await job(id)).status !== 'RUNNING', { timeoutMs: 15_000 });
    const done = await job(id);
    expect(done).toMatchObject({ status: 'DONE', counts: { printed: 12, failed: 0 } });
    expect(printer.labels).toHaveLength(12);
    expect(sentTwice()).toEqual([]);
  });
});
