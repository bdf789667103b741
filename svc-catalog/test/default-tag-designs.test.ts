import { EVENT_TYPES, type PrintJob, type TagDesign } from '@hub/contracts';
import { createEvent, type HubService } from '@hub/service-kit';
import { eventually, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createCatalogService } from '../src';
import { insertProducts } from '../src/db/products';
import { bearer } from './harness';
import { epc, product } from './support/products';
import { startZplPrinter, type ZplPrinter } from './support/zpl-printer';

const PRINTING = { pollMs: 50, leaseMs: 3_000, batchSize: 4, timeouts: { connectMs: 1_000, statusMs: 300, readBackMs: 400, writeMs: 2_000 } };
const LICENCE = { id: '5b1f0c2e-8a7d-4c3b-9e6f-1a2b3c4d5e6f', type: 'TRIAL' as const, hardwareType: 'TABLET', quantity: 2, startDate: '2026-12-01', endDate: '2027-01-01' };

describe.each(testDatabaseTargets())('svc-catalog: a new merchant starts with default tag designs and prints with them (issue 28 item 4) on %s', (target) => {
  const admin = bearer('ADMIN', 'NEWGEMS');
  let printer: ZplPrinter | undefined;
  const h = useService<HubService>(target, (deps) => createCatalogService(deps, { printing: PRINTING }));
  afterAll(async () => {
    await printer?.close();
  });
  const call = (method: 'get' | 'post', path: string) => request(h.app)[method](path).set('Authorization', admin);
  const designs = async (): Promise<TagDesign[]> => (await call('get', '/merchant/config/tag-design').expect(200)).body.data;

  it('When a merchant is registered (delivered twice), then it has one design per label size its RFID config allows, each with the product code, the EPC as text and as Code 128', async () => {
    const registered = createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence: LICENCE });
    await h.deps.bus.publish(registered);
    await h.deps.bus.publish(createEvent(EVENT_TYPES.MERCHANT_REGISTERED, 'NEWGEMS', { name: 'New Gems', licence: LICENCE }));
    await eventually('the default designs saved', async () => (await designs()).length > 0);
    const saved = await designs();
    expect(saved.map((d) => [d.name, d.widthMm, d.heightMm, d.dpi])).toEqual([
      ['Default 2 × 1 in', 50.8, 25.4, 203],
      ['Default 4 × 2 in', 101.6, 50.8, 203],
    ]);
    for (const d of saved)
      expect(d.elements.map((e) => (e.kind === 'barcode' ? `${e.symbology}:${e.field}` : `${e.kind}:${e.kind === 'field' ? e.field : ''}`))).toEqual([
        'field:productCode',
        'field:epc',
        'CODE128:epc',
      ]);
    // Another merchant's designs are its own.
    expect((await request(h.app).get('/merchant/config/tag-design').set('Authorization', bearer('ADMIN', 'ACME')).expect(200)).body.data).toEqual([]);
  });

  it('When a printer is added right after, then a product prints with the default design: the ZPL writes the EPC and prints it as text and Code 128', async () => {
    await insertProducts(h.test.db, 'NEWGEMS', [product('NG-MAIN', 'NG-1', epc(0x61))]);
    printer = await startZplPrinter();
    const config = await call('post', '/merchant/products/rfid-printing').send({ name: 'Counter', host: printer.host, port: printer.port }).expect(200);
    expect(config.body.data).toMatchObject({ isDefault: true, tagDesignId: null });
    const res = await call('post', '/merchant/products/rfid-printing/jobs').send({ products: [{ productCode: 'NG-1', sid: 'NG-MAIN' }] }).expect(202);
    expect(res.body.data.designName).toBe('Default 2 × 1 in');
    const id = res.body.data.id as string;
    let job: PrintJob | undefined;
    await eventually('the job ended', async () => {
      job = (await call('get', `/merchant/products/rfid-printing/jobs/${id}`).expect(200)).body.data;
      return ['DONE', 'FAILED', 'CANCELLED'].includes(job!.status);
    });
    expect(job).toMatchObject({ status: 'DONE', counts: { total: 1, printed: 1 } });
    const zpl = printer.labels[0]!.zpl;
    expect(zpl).toContain(`^PW406`);
    expect(zpl).toContain(`^RFW,H^FD${epc(0x61)}^FS`);
    expect(zpl).toContain('^FDNG-1^FS');
    expect(zpl).toMatch(new RegExp(`\\^A0N,\\d+,\\d+\\^FH_\\^FD${epc(0x61)}\\^FS`));
    expect(zpl).toMatch(new RegExp(`\\^BY1\\^BCN,\\d+,N,N,N\\^FH_\\^FD${epc(0x61)}\\^FS`));
  });
});
