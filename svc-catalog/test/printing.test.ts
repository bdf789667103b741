import type { PrintingConfig, PrintJob, RfidProduct, TagDesign, TagEvent } from '@hub/contracts';
import { type HubService } from '@hub/service-kit';
import { eventually, holdRefusingPort, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { misencoded, startZplPrinter, type ZplPrinter } from './support/zpl-printer';

/** Short printer timeouts: a silent printer is given up on quickly. */
const PRINTING = { pollMs: 50, leaseMs: 3_000, batchSize: 4, timeouts: { connectMs: 1_000, statusMs: 300, readBackMs: 400, writeMs: 2_000 } };

describe.each(testDatabaseTargets())('svc-catalog RFID printing (issue 14 items 3 and 4) on %s', (target) => {
  const admin = bearer('ADMIN');
  const acme = bearer('ADMIN', 'ACME');
  const printers: ZplPrinter[] = [];
  const refusing: { close(): Promise<void> }[] = [];
  const h = useService<HubService>(target, (deps) => createCatalogService(deps, { printing: PRINTING }), {
    setup: async (h) => {
      await insertProducts(h.test.db, 'DEMO', [
        product('BKK-SIAM', 'P1', epc(1), { price: 30350, currency: 'THB', netWeight: 3.5 }),
        product('BKK-SIAM', 'P2', epc(2), { price: 12000, currency: 'THB' }),
        product('BKK-SIAM', 'P3', null, { price: 900 }),
        ...Array.from({ length: 12 }, (_, i) => product('BKK-SIAM', `Q${i + 1}`, epc(0x100 + i))),
        product('CNX-NIMMAN', 'C1', epc(0xc1)),
      ]);
      await insertProducts(h.test.db, 'ACME', [product('ACME-DXB-MALL', 'Z1', epc(0x21))]);
    },
  });
  afterAll(async () => {
    for (const p of printers) await p.close();
    for (const p of refusing) await p.close();
  });

  const printer = async (state = {}) => {
    const p = await startZplPrinter(state);
    printers.push(p);
    return p;
  };
  const call = (method: 'get' | 'post' | 'delete', path: string, auth = admin) => request(h.app)[method](path).set('Authorization', auth);
  const saveConfig = (body: object, auth = admin) => call('post', '/merchant/products/rfid-printing', auth).send(body);
  const saveDesign = (body: object, auth = admin) => call('post', '/merchant/config/tag-design', auth).send(body);
  const print = (body: object, auth = admin) => call('post', '/merchant/products/rfid-printing/jobs', auth).send(body);
  const job = async (id: string, auth = admin): Promise<PrintJob> => (await call('get', `/merchant/products/rfid-printing/jobs/${id}`, auth).expect(200)).body.data;
  const ended = (id: string) => eventually(`job ${id} ended`, async () => ['DONE', 'FAILED', 'CANCELLED'].includes((await job(id)).status));
  const rfidList = async (searchText: string): Promise<RfidProduct[]> =>
    (await call('post', `/merchant/products/allRfid?sid=BKK-SIAM&searchText=${searchText}`).send({}).expect(200)).body.data.products;
  const history = async (value: string): Promise<TagEvent[]> => (await call('get', `/merchant/products/tag-mapping/tag?epc=${value}`).expect(200)).body.data.history;
  const setGlobal = (patch: object) => call('post', '/merchant/config/global').send(patch).expect(200);

  let design: TagDesign;
  let front: PrintingConfig;
  let frontPrinter: ZplPrinter;

  it('When a tag design is saved, then it answers TGD000 with its elements; a second of the same name is TGD100, an element off the label TGD102', async () => {
    const body = {
      name: 'Ring tag',
      widthMm: 50,
      heightMm: 25,
      dpi: 203,
      elements: [
        { kind: 'field', field: 'productCode', x: 2, y: 2, fontSize: 12 },
        { kind: 'field', field: 'designNumber', x: 2, y: 8 },
        { kind: 'field', field: 'price', format: 'money', x: 2, y: 14 },
        { kind: 'barcode', symbology: 'QR', field: 'epc', x: 38, y: 2 },
      ],
    };
    const res = await saveDesign(body).expect(200);
    expect(res.body.code).toBe('TGD000');
    design = res.body.data;
    expect(design.elements).toHaveLength(4);
    expect((await saveDesign({ ...body, name: 'RING TAG' }).expect(409)).body.code).toBe('TGD100');
    expect((await saveDesign({ ...body, name: 'Wide', elements: [{ kind: 'text', text: 'x', x: 60, y: 1 }] }).expect(400)).body.code).toBe('TGD102');
    expect((await saveDesign({ ...body, id: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.code).toBe('TGD101');
    expect((await call('get', '/merchant/config/tag-design').expect(200)).body.data.map((d: TagDesign) => d.name)).toEqual(['Ring tag']);
  });

  it('When printing configs are saved, then the first is the default (CRP000), a duplicate name is CRP100, and the default moves only to another config', async () => {
    expect((await call('get', '/merchant/products/rfid-printing/default').expect(404)).body.code).toBe('CRP101');
    frontPrinter = await printer();
    const first = await saveConfig({ name: 'Front desk', host: frontPrinter.host, port: frontPrinter.port, tagDesignId: design.id }).expect(200);
    expect(first.body.code).toBe('CRP000');
    front = first.body.data;
    expect(front).toMatchObject({ isDefault: true, port: frontPrinter.port, verifyEncoding: true, tagDesignId: design.id });
    expect((await saveConfig({ name: 'front DESK', host: '10.0.0.9' }).expect(409)).body.code).toBe('CRP100');
    const back = (await saveConfig({ name: 'Back office', host: '10.0.0.9' }).expect(200)).body.data as PrintingConfig;
    expect(back).toMatchObject({ isDefault: false, port: 9100 });
    // Saving the default without the flag keeps it the default: exactly one while any exists.
    expect((await saveConfig({ ...front, isDefault: false, createdAt: undefined, updatedAt: undefined }).expect(200)).body.data.isDefault).toBe(true);
    expect((await call('post', `/merchant/products/rfid-printing/${back.id}/default`).expect(200)).body).toMatchObject({ code: 'CRP003', data: { isDefault: true } });
    const list = (await call('get', '/merchant/products/rfid-printing').expect(200)).body.data as PrintingConfig[];
    expect(list.map((c) => [c.name, c.isDefault])).toEqual([['Back office', true], ['Front desk', false]]);
    expect((await call('delete', `/merchant/products/rfid-printing/${back.id}`).expect(200)).body.code).toBe('CRP002');
    expect((await call('get', '/merchant/products/rfid-printing/default').expect(200)).body.data.id).toBe(front.id);
    expect((await call('delete', '/merchant/products/rfid-printing/not-an-id').expect(404)).body.code).toBe('CRP103');
  });

  it('When two products are printed, then they are QUEUED, then PRINTED: the printer got ZPL with each EPC written and read back and the design’s fields, and each tag’s history has PRINTED', async () => {
    const res = await print({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }, { productCode: 'P2', sid: 'BKK-SIAM' }] }).expect(202);
    expect(res.body).toMatchObject({ code: 'PRJ000', data: { status: expect.stringMatching(/QUEUED|RUNNING/), configId: front.id, designName: 'Ring tag', counts: { total: 2 } } });
    const id = res.body.data.id as string;
    await ended(id);
    const done = await job(id);
    expect(done).toMatchObject({ status: 'DONE', counts: { total: 2, printed: 2, voided: 0, failed: 0 } });
    expect(done.items.map((i) => [i.productCode, i.epc, i.status, i.readBackEpc])).toEqual([
      ['P1', epc(1), 'PRINTED', epc(1)],
      ['P2', epc(2), 'PRINTED', epc(2)],
    ]);
    expect(frontPrinter.statusRequests).toBeGreaterThanOrEqual(1);
    const [p1, p2] = frontPrinter.labels;
    expect(p1!.zpl).toContain(`^RFW,H^FD${epc(1)}^FS`);
    expect(p1!.zpl).toContain('^RFR,H');
    expect(p1!.zpl).toContain('^HV1');
    expect(p1!.zpl).toContain('^FDP1^FS');
    expect(p1!.zpl).toContain('^FDD-P1^FS');
    expect(p1!.zpl).toMatch(/\^FD฿30,350\^FS|\^FDTHB.30,350\^FS/);
    expect(p1!.zpl).toContain(`^BQN,2,2^FH_^FDMA,${epc(1)}^FS`);
    expect(p2!.epc).toBe(epc(2));
    const rows = await rfidList('P');
    expect(rows.find((p) => p.productCode === 'P1')).toMatchObject({ printingStatus: 'PRINTED', printingReason: null, lastPrintJobId: id, tags: [epc(1)] });
    expect(rows.find((p) => p.productCode === 'P1')!.lastPrintedAt).not.toBeNull();
    expect((await history(epc(1)))[0]).toMatchObject({ kind: 'PRINTED', product: { productCode: 'P1', sid: 'BKK-SIAM' }, details: { jobId: id } });
    const progress = h.events.filter((e) => e.type === 'hub.catalog.print-progress.v1' && (e.data as { jobId: string }).jobId === id);
    expect(progress.at(-1)?.data).toMatchObject({ status: 'DONE', printed: 2 });
  });

  it('When a product has no tag, then the server allocates an EPC from the merchant serial, prints it, and maps it to the product', async () => {
    const res = await print({ products: [{ productCode: 'P3', sid: 'BKK-SIAM' }] }).expect(202);
    await ended(res.body.data.id);
    const [item] = (await job(res.body.data.id)).items;
    expect(item).toMatchObject({ productCode: 'P3', allocated: true, status: 'PRINTED', epc: '000000000000000000000001' });
    expect(frontPrinter.labels.at(-1)!.epc).toBe('000000000000000000000001');
    expect((await rfidList('P3'))[0]).toMatchObject({ rfidTag: '000000000000000000000001', isMapped: true, printingStatus: 'PRINTED' });
    expect((await history('000000000000000000000001')).map((e) => e.kind).sort()).toEqual(['MAPPED', 'PRINTED']);
  });

  it('When the printer writes a wrong EPC, then that label is VOIDED with the EPC read back, its product is not printed, the others print', async () => {
    frontPrinter.state.wrongEpc = new Set([epc(0x101)]);
    const res = await print({ products: [0, 1, 2].map((i) => ({ productCode: `Q${i + 1}`, sid: 'BKK-SIAM' })) }).expect(202);
    await ended(res.body.data.id);
    frontPrinter.state.wrongEpc = false;
    const done = await job(res.body.data.id);
    expect(done).toMatchObject({ status: 'DONE', counts: { printed: 2, voided: 1 } });
    expect(done.items[1]).toMatchObject({ productCode: 'Q2', status: 'VOIDED', reason: 'PRN107', readBackEpc: misencoded(epc(0x101)) });
    const q2 = (await rfidList('Q2'))[0]!;
    expect(q2).toMatchObject({ printingStatus: 'VOIDED', printingReason: 'PRN107', lastPrintedAt: null });
    expect((await history(epc(0x101)))[0]).toMatchObject({ kind: 'VOIDED', details: { reason: 'PRN107', readBackEpc: misencoded(epc(0x101)) } });
  });

  it('When the printer does not answer, then the job fails with PRN100 and its products are FAILED with that reason', async () => {
    const silent = await printer({ silent: true });
    const config = (await saveConfig({ name: 'Silent', host: silent.host, port: silent.port }).expect(200)).body.data as PrintingConfig;
    const res = await print({ products: [{ productCode: 'Q4', sid: 'BKK-SIAM' }], configId: config.id }).expect(202);
    await ended(res.body.data.id);
    expect(await job(res.body.data.id)).toMatchObject({ status: 'FAILED', reason: 'PRN100', items: [{ status: 'FAILED', reason: 'PRN100' }] });
    expect(silent.labels).toEqual([]);
    expect((await rfidList('Q4'))[0]).toMatchObject({ printingStatus: 'FAILED', printingReason: 'PRN100' });
    // A printer nobody listens on fails the same way (a held port: a closed one can be taken by another server that answers).
    await silent.close();
    const off = await holdRefusingPort();
    refusing.push(off);
    await saveConfig({ id: config.id, name: 'Silent', host: off.host, port: off.port }).expect(200);
    const res2 = await print({ products: [{ productCode: 'Q4', sid: 'BKK-SIAM' }], configId: config.id }).expect(202);
    await ended(res2.body.data.id);
    expect((await job(res2.body.data.id)).reason).toBe('PRN100');
    expect((await call('post', `/merchant/products/rfid-printing/${config.id}/status`).expect(200)).body.data).toMatchObject({ ready: false, answered: false, reason: 'PRN100' });
  });

  it('When the printer reports paper out, then the job fails with PRN101 before a label is sent; with skipCheckPrinterStatus no ~HS is asked and the labels go', async () => {
    const empty = await printer({ paperOut: true });
    const config = (await saveConfig({ name: 'Empty', host: empty.host, port: empty.port, verifyEncoding: false }).expect(200)).body.data as PrintingConfig;
    expect((await call('post', `/merchant/products/rfid-printing/${config.id}/status`).expect(200)).body).toMatchObject({ code: 'CRP004', data: { ready: false, problems: ['PAPER_OUT'], reason: 'PRN101' } });
    const res = await print({ products: [{ productCode: 'Q5', sid: 'BKK-SIAM' }], configId: config.id }).expect(202);
    await ended(res.body.data.id);
    expect(await job(res.body.data.id)).toMatchObject({ status: 'FAILED', reason: 'PRN101' });
    expect(empty.labels).toEqual([]);
    expect((await rfidList('Q5'))[0]).toMatchObject({ printingStatus: 'FAILED', printingReason: 'PRN101' });

    await setGlobal({ skipCheckPrinterStatus: true });
    const asked = empty.statusRequests;
    const res2 = await print({ products: [{ productCode: 'Q5', sid: 'BKK-SIAM' }], configId: config.id }).expect(202);
    await ended(res2.body.data.id);
    await setGlobal({ skipCheckPrinterStatus: false });
    expect(await job(res2.body.data.id)).toMatchObject({ status: 'DONE', items: [{ status: 'PRINTED', readBackEpc: null }] });
    expect(empty.statusRequests).toBe(asked);
    expect(empty.labels.map((l) => l.epc)).toEqual([epc(0x104)]);
    expect(empty.labels[0]!.zpl).not.toContain('^HV');
  });

  it('When a config has queued jobs, then deleting it is CRP102 and nothing changes; a queued job can be cancelled (PRJ002), its products get their status back, an ended one is PRJ102', async () => {
    const slow = await printer({ readBackDelayMs: 150 });
    const config = (await saveConfig({ name: 'Slow', host: slow.host, port: slow.port }).expect(200)).body.data as PrintingConfig;
    const products = [5, 6, 7, 8, 9, 10, 11].map((i) => ({ productCode: `Q${i + 1}`, sid: 'BKK-SIAM' }));
    const res = await print({ products, configId: config.id }).expect(202);
    const id = res.body.data.id as string;
    expect((await print({ products: [products[0]!], configId: config.id }).expect(409)).body.code).toBe('PRJ105');
    expect((await call('delete', `/merchant/products/rfid-printing/${config.id}`).expect(409)).body.code).toBe('CRP102');
    expect((await call('get', '/merchant/products/rfid-printing').expect(200)).body.data.map((c: PrintingConfig) => c.id)).toContain(config.id);
    await eventually('the first batch is at the printer', () => slow.labels.length > 0);
    const cancelled = (await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`).expect(200)).body;
    expect(cancelled).toMatchObject({ code: 'PRJ002', data: { status: 'CANCELLED' } });
    await eventually('the batch being sent ended', async () => (await job(id)).counts.queued === 0);
    const after = await job(id);
    // The batch at the printer (4 labels) ends as it goes; the 3 labels not sent are cancelled.
    expect(after.counts).toMatchObject({ printed: 4, cancelled: 3 });
    const back = after.items.find((i) => i.status === 'CANCELLED')!;
    expect((await rfidList(back.productCode))[0]!.printingStatus).toBe('NOT_PRINTED');
    expect(slow.labels.length).toBe(after.counts.printed);
    expect((await call('post', `/merchant/products/rfid-printing/jobs/${id}/cancel`).expect(409)).body.code).toBe('PRJ102');
    expect((await call('delete', `/merchant/products/rfid-printing/${config.id}`).expect(200)).body.code).toBe('CRP002');
  });

  it('When a job names nothing, unknown products, or printing is off, then it is refused with its code and nothing is queued', async () => {
    const jobsBefore = (await call('get', '/merchant/products/rfid-printing/jobs').expect(200)).body.data.length;
    expect((await print({ products: [] }).expect(400)).body.code).toBe('PRJ100');
    expect((await print({ products: [{ productCode: 'NOPE', sid: 'BKK-SIAM' }] }).expect(404)).body.code).toBe('PD100');
    expect((await print({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }], designId: '00000000-0000-4000-8000-000000000000' }).expect(404)).body.code).toBe('TGD101');
    await setGlobal({ allowPrinting: false });
    expect((await print({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }] }).expect(403)).body.code).toBe('CRP104');
    await setGlobal({ allowPrinting: true });
    const manager = bearer('STORE_MANAGER', 'DEMO', { stores: ['CNX-NIMMAN'] });
    expect((await print({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }] }, manager).expect(403)).body.code).toBe('UAC108');
    expect((await call('get', '/merchant/products/rfid-printing/jobs').expect(200)).body.data.length).toBe(jobsBefore);
  });

  it('When a selection is printed, then the products its criteria match are queued (store-bound callers: their stores)', async () => {
    const res = await print({ selection: { sid: 'CNX-NIMMAN' } }).expect(202);
    await ended(res.body.data.id);
    expect((await job(res.body.data.id)).items.map((i) => [i.productCode, i.status])).toEqual([['C1', 'PRINTED']]);
  });

  it('When another merchant asks, then it never sees DEMO’s configs, designs or jobs, and cannot use or change them', async () => {
    const jobs = (await call('get', '/merchant/products/rfid-printing/jobs').expect(200)).body.data as { id: string }[];
    expect(jobs.length).toBeGreaterThan(0);
    expect((await call('get', '/merchant/products/rfid-printing', acme).expect(200)).body.data).toEqual([]);
    expect((await call('get', '/merchant/config/tag-design', acme).expect(200)).body.data).toEqual([]);
    expect((await call('get', '/merchant/products/rfid-printing/jobs', acme).expect(200)).body.data).toEqual([]);
    expect((await call('get', `/merchant/products/rfid-printing/jobs/${jobs[0]!.id}`, acme).expect(404)).body.code).toBe('PRJ101');
    expect((await call('get', `/merchant/config/tag-design/${design.id}`, acme).expect(404)).body.code).toBe('TGD101');
    expect((await call('delete', `/merchant/products/rfid-printing/${front.id}`, acme).expect(404)).body.code).toBe('CRP103');
    expect((await call('delete', `/merchant/config/tag-design/${design.id}`, acme).expect(404)).body.code).toBe('TGD101');
    expect((await call('post', `/merchant/products/rfid-printing/${front.id}/default`, acme).expect(404)).body.code).toBe('CRP103');
    expect((await print({ products: [{ productCode: 'Z1', sid: 'ACME-DXB-MALL' }], configId: front.id }, acme).expect(404)).body.code).toBe('CRP103');
    expect((await print({ products: [{ productCode: 'Z1', sid: 'ACME-DXB-MALL' }] }, acme).expect(404)).body.code).toBe('CRP101');
    expect((await saveConfig({ id: front.id, name: 'Taken over', host: '10.0.0.1' }, acme).expect(404)).body.code).toBe('CRP103');
    expect((await call('get', `/merchant/products/rfid-printing/${front.id}`, admin).expect(404)).status).toBe(404);
    expect((await call('get', '/merchant/products/rfid-printing/default').expect(200)).body.data.name).toBe('Front desk');
  });

  it('When a role without the printing permission asks, then it is refused', async () => {
    const user = bearer('USER');
    await call('get', '/merchant/products/rfid-printing', user).expect(403);
    await call('post', '/merchant/products/rfid-printing/jobs', user).send({ products: [{ productCode: 'P1', sid: 'BKK-SIAM' }] }).expect(403);
    await saveDesign({ name: 'x', widthMm: 10, heightMm: 10, elements: [] }, bearer('STORE_MANAGER')).expect(403);
  });
});
