import { EVENT_TYPES, type PrintingConfig, type TagDesign } from '@hub/contracts';
import { type HubService } from '@hub/service-kit';
import { eventually, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { startZplPrinter, type ZplPrinter } from './support/zpl-printer';

const PRINTING = { pollMs: 50, leaseMs: 3_000, batchSize: 4, timeouts: { connectMs: 1_000, statusMs: 300, readBackMs: 400, writeMs: 2_000 } };

/** The audit trail of RFID printing (issue 14): printers, tag designs and print jobs; refused changes record nothing. */
describe.each(testDatabaseTargets())('svc-catalog RFID printing in the audit trail on %s', (target) => {
  const admin = bearer('ADMIN');
  const printers: ZplPrinter[] = [];
  const h = useService<HubService>(target, (deps) => createCatalogService(deps, { printing: PRINTING }), {
    setup: async (h) => {
      await insertProducts(h.test.db, 'DEMO', [product('BKK-SIAM', 'P1', epc(1)), product('BKK-SIAM', 'P2', epc(2)), product('BKK-SIAM', 'P3', null), product('CNX-NIMMAN', 'C1', epc(3))]);
    },
  });
  afterAll(async () => {
    for (const p of printers) await p.close();
  });

  const call = (method: 'get' | 'post' | 'delete', path: string) => request(h.app)[method](path).set('Authorization', admin);
  const saveConfig = (body: object) => call('post', '/merchant/products/rfid-printing').send(body);
  const saveDesign = (body: object) => call('post', '/merchant/config/tag-design').send(body);
  const print = (body: object) => call('post', '/merchant/products/rfid-printing/jobs').send(body);
  const audit = () => h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY).map((e) => e.data as { action: string; userId: string; storeCode?: string; details: Record<string, unknown> });
  /** The audit entries `act` recorded. */
  const recorded = async (act: () => Promise<unknown>) => {
    const before = audit().length;
    await act();
    return audit().slice(before);
  };
  const endedJob = (id: string) =>
    eventually(`job ${id} ended`, async () => ['DONE', 'FAILED', 'CANCELLED'].includes((await call('get', `/merchant/products/rfid-printing/jobs/${id}`).expect(200)).body.data.status));

  const designBody = { name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203, elements: [{ kind: 'field', field: 'productCode', x: 2, y: 2 }] };
  let design: TagDesign;
  let front: PrintingConfig;

  it('When a tag design is created, changed and deleted, then each is recorded with its name, size and what changed; a refused save or delete records nothing', async () => {
    const created = await recorded(async () => (design = (await saveDesign(designBody).expect(200)).body.data));
    expect(created).toEqual([expect.objectContaining({ action: 'tag-design.created', userId: expect.any(String), details: { name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203, elements: 1 } })]);
    const updated = await recorded(() => saveDesign({ ...designBody, id: design.id, heightMm: 30 }).expect(200));
    expect(updated).toEqual([expect.objectContaining({ action: 'tag-design.updated', details: expect.objectContaining({ name: 'Ring tag', changed: ['heightMm'], heightMm: 30 }) })]);
    const refused = await recorded(async () => {
      await saveDesign({ ...designBody, name: 'RING TAG' }).expect(409);
      await saveDesign({ ...designBody, name: 'Wide', elements: [{ kind: 'text', text: 'x', x: 60, y: 1 }] }).expect(400);
      await saveDesign({ ...designBody, id: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await call('delete', '/merchant/config/tag-design/00000000-0000-4000-8000-000000000000').expect(404);
    });
    expect(refused).toEqual([]);
    const spare = (await saveDesign({ ...designBody, name: 'Spare' }).expect(200)).body.data as TagDesign;
    const deleted = await recorded(() => call('delete', `/merchant/config/tag-design/${spare.id}`).expect(200));
    expect(deleted).toEqual([expect.objectContaining({ action: 'tag-design.deleted', details: { name: 'Spare' } })]);
  });

  it('When printers are added, changed, made the default and deleted, then each is recorded (the printer, what changed, the previous and new default); refused changes record nothing', async () => {
    const p = await startZplPrinter();
    printers.push(p);
    const created = await recorded(async () => (front = (await saveConfig({ name: 'Front desk', host: p.host, port: p.port, tagDesignId: design.id }).expect(200)).body.data));
    expect(created).toEqual([
      expect.objectContaining({ action: 'printing-config.created', details: expect.objectContaining({ name: 'Front desk', host: p.host, port: p.port, isDefault: true, design: 'Ring tag', verifyEncoding: true }) }),
    ]);
    const back = (await saveConfig({ name: 'Back office', host: '10.0.0.9' }).expect(200)).body.data as PrintingConfig;
    const updated = await recorded(() => saveConfig({ id: back.id, name: 'Back office', host: '10.0.0.10', dpi: 300 }).expect(200));
    expect(updated).toEqual([expect.objectContaining({ action: 'printing-config.updated', details: expect.objectContaining({ name: 'Back office', changed: ['host', 'dpi'], host: '10.0.0.10' }) })]);
    const defaults = await recorded(async () => {
      await call('post', `/merchant/products/rfid-printing/${back.id}/default`).expect(200);
      // Already the default: nothing changed.
      await call('post', `/merchant/products/rfid-printing/${back.id}/default`).expect(200);
    });
    expect(defaults).toEqual([expect.objectContaining({ action: 'printing-config.default-set', details: { name: 'Back office', previous: 'Front desk' } })]);
    const refused = await recorded(async () => {
      await saveConfig({ name: 'front DESK', host: '10.0.0.9' }).expect(409);
      await saveConfig({ name: 'Other', host: '10.0.0.9', tagDesignId: '00000000-0000-4000-8000-000000000000' }).expect(404);
      await call('post', '/merchant/products/rfid-printing/00000000-0000-4000-8000-000000000000/default').expect(404);
      await call('delete', '/merchant/products/rfid-printing/00000000-0000-4000-8000-000000000000').expect(404);
    });
    expect(refused).toEqual([]);
    const deleted = await recorded(() => call('delete', `/merchant/products/rfid-printing/${back.id}`).expect(200));
    expect(deleted).toEqual([expect.objectContaining({ action: 'printing-config.deleted', details: { name: 'Back office', host: '10.0.0.10', port: 9100, newDefault: 'Front desk' } })]);
    // A design in use: its delete says how many printers used it.
    const used = await recorded(async () => {
      const other = (await saveDesign({ ...designBody, name: 'Used' }).expect(200)).body.data as TagDesign;
      await saveConfig({ ...front, tagDesignId: other.id, createdAt: undefined, updatedAt: undefined, isDefault: undefined }).expect(200);
      await call('delete', `/merchant/config/tag-design/${other.id}`).expect(200);
      await saveConfig({ ...front, createdAt: undefined, updatedAt: undefined, isDefault: undefined }).expect(200);
    });
    expect(used.map((e) => e.action)).toEqual(['tag-design.created', 'printing-config.updated', 'tag-design.deleted', 'printing-config.updated']);
    expect(used[2]!.details).toEqual({ name: 'Used', printers: 1 });
  });

  it('When labels are printed, then the job is recorded queued (products, printer, design, allocated EPCs, store) and finished with its printed, failed and voided counts; a refused job records nothing', async () => {
    const queued = await recorded(async () => {
      const id = (await print({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }, { productCode: 'P3', sid: 'BKK-SIAM' }] }).expect(202)).body.data.id as string;
      await endedJob(id);
      await eventually('the end recorded', () => audit().some((e) => e.action === 'print-job.finished' && e.details.jobId === id));
    });
    expect(queued.filter((e) => e.action.startsWith('print-job.'))).toEqual([
      expect.objectContaining({
        action: 'print-job.queued',
        storeCode: 'BKK-SIAM',
        details: expect.objectContaining({ products: 2, printer: 'Front desk', design: 'Ring tag', copies: 1, allocated: 1, stores: ['BKK-SIAM'] }),
      }),
      expect.objectContaining({ action: 'print-job.finished', storeCode: 'BKK-SIAM', details: expect.objectContaining({ printer: 'Front desk', printed: 2, failed: 0, voided: 0 }) }),
    ]);
    const refused = await recorded(async () => {
      await print({ products: [] }).expect(400);
      await print({ products: [{ productCode: 'NOPE', sid: 'BKK-SIAM' }] }).expect(404);
    });
    expect(refused).toEqual([]);
  });

  it('When the printer does not answer, then the job is recorded failed with the reason; a job over two stores names no store', async () => {
    const silent = await startZplPrinter({ silent: true });
    printers.push(silent);
    const config = (await saveConfig({ name: 'Silent', host: silent.host, port: silent.port }).expect(200)).body.data as PrintingConfig;
    const id = (await print({ products: [{ productCode: 'P2', sid: 'BKK-SIAM' }, { productCode: 'C1', sid: 'CNX-NIMMAN' }], configId: config.id }).expect(202)).body.data.id as string;
    await endedJob(id);
    await eventually('the failure recorded', () => audit().some((e) => e.action === 'print-job.failed' && e.details.jobId === id));
    const entries = audit().filter((e) => e.details.jobId === id);
    expect(entries.map((e) => [e.action, e.storeCode])).toEqual([
      ['print-job.queued', undefined],
      ['print-job.failed', undefined],
    ]);
    expect(entries[1]!.details).toMatchObject({ printer: 'Silent', reason: 'PRN100', printed: 0, failed: 2, voided: 0 });
  });
});
