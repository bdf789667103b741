import { EVENT_TYPES, parseImportBatchLine, MASTER_STORE, dataMappingConfigSchema, type ImportJobDetail } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';

const MB = 1024 * 1024;
const field = (name: string, erpField: string, type = 'text') => ({ name, displayName: name, erpField, type });
const MAPPING = dataMappingConfigSchema.parse({
  fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC'), field('karat', 'KT'), field('grossWeight', 'GWT', 'number'), field('stoneType', 'STONES'), field('note', 'NOTE')],
  fieldMappings: [{ inputField: 'STONES', mappedFields: ['stoneType'], hasMultipleValues: true, method: 'SINGLE_CELL', delimiter: '|' }],
});

describe.each(testDatabaseTargets())('svc-import file upload and check on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 16 * MB, pollMs: 50, leaseMs: 5_000 }), {
    setup: async (h) => {
      const store = (code: string, revision = 1) => createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code, name: code, tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision });
      await h.deps.bus.publishMany([store('S01'), store('S02')]);
      await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 1, config: MAPPING }));
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const upload = (body: Buffer | string, options: { sid?: string; name?: string; type?: string; auth?: string } = {}) =>
    request(h.app)
      .post(`/merchant/import/upload?sid=${options.sid ?? 'S01'}`)
      .set('Authorization', options.auth ?? admin)
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), { filename: options.name ?? 'products.csv', contentType: options.type ?? 'text/csv' });
  const job = async (id: string) => (await request(h.app).get(`/merchant/import/jobs/${id}`).set('Authorization', admin)).body.data as ImportJobDetail;
  /** Waits until the check has ended (a READY needs svc-catalog: here a checked file waits in PLANNING). */
  const checked = async (id: string) => {
    let last: ImportJobDetail | undefined;
    await eventually(
      'the check to end',
      async () => {
        last = await job(id);
        return !['WAITING', 'CHECKING'].includes(last.status);
      },
      { timeoutMs: 30_000 },
    );
    return last!;
  };
  /** A checked job holds the merchant's import slot (PLANNING): cancel it so the next upload may run. */
  const release = async (id: string) => request(h.app).post(`/merchant/import/jobs/${id}/cancel`).set('Authorization', admin);

  it('When a good file is uploaded, then 202 CDI002 WAITING, the check stages its products for svc-catalog, with Thai, Arabic and Chinese text, BOM, CRLF and quoted line breaks intact', async () => {
    const csv = '\uFEFFCODE,EPC,KT,GWT,STONES,NOTE\r\nP1,E2801160,18K,12.50,Diamond|Ruby,"แหวน, ทอง"\r\nP2,,22K,3,,"خاتم\r\n金戒指"\r\nP3,E3,18K,1,,=SUM(A1:A2)\r\n';
    const res = await upload(csv);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ code: 'CDI002', data: { status: 'WAITING', message: 'WAITING', sid: 'S01', fileName: 'products.csv', fileSize: Buffer.byteLength(csv) } });
    const done = await checked(res.body.data.id);
    expect(done).toMatchObject({ status: 'PLANNING', totalCount: 3, check: { rows: 3, products: 3, errors: 0, warnings: 0 } });
    const stagedOf = () => h.events.find((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === done.id);
    // The job row commits first; its outbox event leaves right after.
    await eventually('the staged event', () => stagedOf() !== undefined);
    const staged = stagedOf();
    const batches = (staged!.data as { batches: string[] }).batches;
    const { text } = await import('node:stream/consumers');
    const records = (await text(await h.deps.storage!.read(batches[0]!))).trim().split('\n').map(parseImportBatchLine);
    expect(records).toEqual([
      { sid: 'S01', productCode: 'P1', row: 2, rfidTag: 'E2801160', fields: { karat: '18K', grossWeight: 12.5, stoneType: ['Diamond', 'Ruby'], note: 'แหวน, ทอง' } },
      { sid: 'S01', productCode: 'P2', row: 3, rfidTag: null, fields: { karat: '22K', grossWeight: 3, stoneType: [], note: 'خاتم\r\n金戒指' } },
      { sid: 'S01', productCode: 'P3', row: 4, rfidTag: 'E3', fields: { karat: '18K', grossWeight: 1, stoneType: [], note: '=SUM(A1:A2)' } },
    ]);
    expect(h.events.some((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { action: string }).action === 'import.uploaded')).toBe(true);
    // Issue 28 item 1 ("or pick a file"): the job's kept file is a sample for the mapping, read as the import reads it.
    const picked = await request(h.app).get(`/merchant/import/jobs/${done.id}/sample`).set('Authorization', admin);
    expect([picked.status, picked.body.code]).toEqual([200, 'CDI009']);
    expect(picked.body.data).toEqual({ fileName: 'products.csv', header: ['CODE', 'EPC', 'KT', 'GWT', 'STONES', 'NOTE'], rows: [['P1', 'E2801160', '18K', '12.50', 'Diamond|Ruby', 'แหวน, ทอง'], ['P2', '', '22K', '3', '', 'خاتم\r\n金戒指'], ['P3', 'E3', '18K', '1', '', '=SUM(A1:A2)']], more: false });
    const otherMerchant = await request(h.app).get(`/merchant/import/jobs/${done.id}/sample`).set('Authorization', `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`);
    expect([otherMerchant.status, otherMerchant.body.code]).toEqual([404, 'PDDI105']);
    expect((await request(h.app).get(`/merchant/import/jobs/${done.id}/sample`).set('Authorization', `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`)).status).toBe(403);
    // While it waits for the dry run, another upload is refused: one import at a time (PDDI102).
    expect((await upload(csv)).body.code).toBe('PDDI102');
    expect((await release(done.id)).body).toMatchObject({ code: 'CDI004', data: { status: 'CANCELLED' } });
  });

  it('When a file breaks the rules, then it is REJECTED with every problem by row and column, writes nothing, and the report words them in the caller’s language', async () => {
    const csv = 'CODE,EPC,KT,GWT,STONES,EXTRA\nP1,T1,18K,12 g,,x\n,T2,18K,1,,x\nP1,T1,22K,2,,x\nP4,T4,18K\n';
    const res = await upload(csv);
    const done = await checked(res.body.data.id);
    expect(done).toMatchObject({ status: 'REJECTED', errorCode: 'PDDI103', check: { errors: 8, warnings: 2, skippedColumns: ['EXTRA'] } });
    expect(done.problems.map((p) => `${p.code}@${p.row}:${p.column ?? ''}`)).toEqual([
      'PDFV102@1:EXTRA',
      'PDFV100@1:NOTE',
      'PDFV105@1:STONES',
      'PDFV106@2:CODE',
      'PDFV107@2:EPC',
      'PDFV109@2:GWT',
      'PDFV108@3:CODE',
      'PDFV106@4:CODE',
      'PDFV107@4:EPC',
      'PDFV113@5:',
    ]);
    expect(h.events.some((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === done.id)).toBe(false);
    // A rejected file is not kept: it is no sample (PDDI101).
    const picked = await request(h.app).get(`/merchant/import/jobs/${done.id}/sample`).set('Authorization', admin);
    expect([picked.status, picked.body.code]).toEqual([404, 'PDDI101']);
    const report = await request(h.app).get(`/merchant/import/jobs/${done.id}/report?lang=th`).set('Authorization', admin);
    expect(report.status).toBe(200);
    expect(report.headers['content-type']).toMatch(/text\/csv/);
    const lines = report.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toHaveLength(11);
    // Each line names the mapping and the revision that read the file (issue 28 item 2).
    expect(done.mapping).toMatchObject({ name: 'Default', revision: expect.any(Number) });
    const read = `${done.mapping!.name},${done.mapping!.revision}`;
    expect(lines[0]).toBe('row,column,code,problem,value,related rows,mapping,mapping revision');
    expect(lines).toContain(`2,GWT,PDFV109,ไม่ใช่ตัวเลข,12 g,,${read}`);
    expect(lines).toContain(`2,CODE,PDFV106,รหัสสินค้าซ้ำกัน,P1,4,${read}`);
  });

  it('When a MASTER file’s dry run rejects products, then its report holds every rejection by row and column after the file’s problems (issue 26 item 8)', async () => {
    const rows = Array.from({ length: 150 }, (_, i) => `S0${(i % 2) + 1},P${i},T${i},18K,1,,x`);
    const res = await upload(['STORE,CODE,EPC,KT,GWT,STONES,NOTE', ...rows].join('\n'), { sid: MASTER_STORE });
    const done = await checked(res.body.data.id);
    expect(done).toMatchObject({ status: 'PLANNING', check: { errors: 0 } });
    // svc-catalog's dry run: every tag is another product's (PDFV107), more than the plan lists.
    const rejections = Array.from({ length: 150 }, (_, i) => ({ code: 'PDFV107', row: i + 2, column: 'EPC', value: `T${i}` }));
    await h.deps.storage!.put(`import/DEMO/${done.id}/rejections.ndjson`, rejections.map((r) => `${JSON.stringify(r)}\n`));
    const plan = { create: 0, update: 0, unchanged: 0, reject: 150, deactivate: 0, examples: { create: [], update: [], unchanged: [], reject: [], deactivate: [] }, stores: [], skippedItems: [] };
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_PLANNED, 'DEMO', { jobId: done.id, plan }));
    await eventually('the dry run', async () => (await job(done.id)).status === 'READY');
    const report = await request(h.app).get(`/merchant/import/jobs/${done.id}/report`).set('Authorization', admin);
    const lines = report.text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('row,column,code,problem,value,related rows,mapping,mapping revision');
    const rejected = lines.filter((l) => l.includes(',PDFV107,'));
    expect(rejected).toEqual(rejections.map((r) => `${r.row},EPC,PDFV107,Duplicate RFID tag,${r.value},,Default,${done.mapping!.revision}`));
    expect(lines).toHaveLength(1 + done.problems.length + 150);
    await release(done.id);
  });

  it('When the upload itself is wrong, then each case has its code and nothing is kept', async () => {
    expect((await upload('', {})).body.code).toBe('PDFU103');
    expect((await upload('CODE,EPC\n', { name: 'products.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })).body.code).toBe('PDFU106');
    const tooBig = await upload(Buffer.alloc(17 * MB, 'a'));
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'PDFU105']);
    expect((await request(h.app).post('/merchant/import/upload?sid=S01').set('Authorization', admin).field('note', 'no file')).body.code).toBe('PDDI101');
    expect((await upload('CODE\nP1\n', { sid: 'NOPE' })).body.code).toBe('PDFU108');
    // A NUL in the file name, raw or percent-encoded (issue 25 item 5): refused as input, never a 500.
    const nul = await upload('CODE\nP1\n', { name: 'prod\u0000ucts.csv' });
    expect([nul.status, nul.body.code]).toEqual([400, 'IP100']);
    const encoded = `--B\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''p%00.csv\r\nContent-Type: text/csv\r\n\r\nCODE\nP1\n\r\n--B--\r\n`;
    const percent = await request(h.app).post('/merchant/import/upload?sid=S01').set('Authorization', admin).set('Content-Type', 'multipart/form-data; boundary=B').send(encoded);
    expect([percent.status, percent.body.code]).toEqual([400, 'IP100']);
    const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['S02'] }))}`;
    expect((await upload('CODE\nP1\n', { sid: 'S01', auth: manager })).body.code).toBe('UAC108');
    expect((await upload('CODE\nP1\n', { sid: MASTER_STORE, auth: manager })).body.code).toBe('UAC108');
    const other = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    expect((await upload('CODE\nP1\n', { sid: MASTER_STORE, auth: other })).body.code).toBe('PDFU100');
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    expect((await upload('CODE\nP1\n', { auth: user })).status).toBe(403);
    expect((await request(h.app).get('/merchant/import/jobs').set('Authorization', admin)).body.data.filter((j: { status: string }) => j.status === 'WAITING')).toEqual([]);
  });

  it('When the merchant’s RFID config is HEX, then a tag that is not hex refuses the file at its row and column (PDFV112; issue 25 item 5)', async () => {
    const rfid = (encoding: 'HEX' | 'ASCII') => h.deps.bus.publish(createEvent(EVENT_TYPES.RFID_CONFIG_CHANGED, 'DEMO', { config: { multipleTags: false, encoding, length: 24 } }));
    const kept = (encoding: string) => async () => (await h.test.db.query(`select 1 from "import".rfid_settings where merchant_id = 'DEMO' and encoding = $1`, [encoding])).length === 1;
    await rfid('HEX');
    await eventually('the RFID config kept', kept('HEX'));
    try {
      const res = await upload('CODE,EPC,KT,GWT,STONES,NOTE\nP1,E2801160,18K,1,,\nP2,RING-2,18K,1,,\nP3,,18K,1,,\n');
      const done = await checked(res.body.data.id);
      expect(done).toMatchObject({ status: 'REJECTED', check: { errors: 1 } });
      expect(done.problems.filter((p) => p.code === 'PDFV112')).toEqual([{ code: 'PDFV112', row: 3, column: 'EPC', value: 'RING-2' }]);
    } finally {
      // The other tests' tags (T1...) are no hex: under ASCII nothing is checked.
      await rfid('ASCII');
      await eventually('the RFID config kept', kept('ASCII'));
    }
  });

  it('When a Shopify-shaped export is checked with a grouping column, a constant currency and paired multiple rows, then each variant is its own product with its product’s title and type (issue 28 item 3)', async () => {
    const shop = `Bearer ${signTestToken(testClaims('ADMIN', 'SHOP'))}`;
    const config = dataMappingConfigSchema.parse({
      fields: [
        field('productCode', 'Variant SKU'),
        field('rfidTag', 'RFID'),
        field('title', 'Title'),
        field('itemType', 'Type'),
        field('size', 'Option1 Value'),
        field('price', 'Variant Price', 'number'),
        { ...field('currency', ''), fill: { mode: 'CONSTANT', value: 'AUD' } },
        { ...field('itemStatus', 'Status'), fill: { mode: 'DEFAULT', value: 'active' } },
      ],
      groupBy: 'Handle',
    });
    await h.deps.bus.publishMany([
      createEvent(EVENT_TYPES.STORE_CREATED, 'SHOP', { code: 'SYD', name: 'Sydney', tz: 'Australia/Sydney', location: null, revision: 1 }),
      createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'SHOP', { revision: 1, config }),
    ]);
    await eventually('the mapping kept', async () => (await h.test.db.query(`select 1 from "import".data_mappings where merchant_id = 'SHOP' and config is not null`)).length === 1);
    const csv = [
      'Handle,Title,Type,Option1 Value,Variant SKU,Variant Price,RFID,Status',
      'gold-ring,Gold ring,Ring,0.50ct,GR-050,1200.00,,',
      'gold-ring,,,0.75ct,GR-075,1500.00,,',
      'pearl-studs,Pearl studs,Earring,,PS-1,300,,draft',
    ].join('\n');
    const res = await request(h.app).post('/merchant/import/upload?sid=SYD').set('Authorization', shop).attach('file', Buffer.from(csv), { filename: 'shopify.csv', contentType: 'text/csv' });
    expect(res.status).toBe(202);
    let done: ImportJobDetail | undefined;
    await eventually('the check to end', async () => {
      done = (await request(h.app).get(`/merchant/import/jobs/${res.body.data.id}`).set('Authorization', shop)).body.data;
      return !['WAITING', 'CHECKING'].includes(done!.status);
    }, { timeoutMs: 30_000 });
    expect(done).toMatchObject({ status: 'PLANNING', check: { rows: 3, products: 3, errors: 0 } });
    await eventually('the staged event', () => h.events.some((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === done!.id));
    const staged = h.events.find((e) => e.type === EVENT_TYPES.IMPORT_STAGED && (e.data as { jobId: string }).jobId === done!.id)!;
    const { text } = await import('node:stream/consumers');
    const [batch] = (staged.data as { batches: string[] }).batches;
    const records = (await text(await h.deps.storage!.read(batch!))).trim().split('\n').map(parseImportBatchLine);
    expect(records.map((r) => [r.productCode, r.itemType, r.itemStatus, r.fields])).toEqual([
      ['GR-050', 'Ring', 'active', { title: 'Gold ring', size: '0.50ct', price: 1200, currency: 'AUD' }],
      ['GR-075', 'Ring', 'active', { title: 'Gold ring', size: '0.75ct', price: 1500, currency: 'AUD' }],
      ['PS-1', 'Earring', 'draft', { title: 'Pearl studs', size: null, price: 300, currency: 'AUD' }],
    ]);
    await request(h.app).post(`/merchant/import/jobs/${done!.id}/cancel`).set('Authorization', shop);
  });

  it('When files are hostile, then each gets a coded answer, never a crash or a partial write', async () => {
    const outcome = async (body: Buffer | string) => {
      const res = await upload(body);
      expect(res.status).toBe(202);
      const done = await checked(res.body.data.id);
      if (done.status === 'PLANNING') await release(done.id);
      return done;
    };
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('CODE,EPC\r\nP1,T1\r\n', 'utf16le')]);
    expect(await outcome(utf16)).toMatchObject({ status: 'REJECTED', errorCode: 'PDFU107' });
    expect(await outcome(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xd8]))).toMatchObject({ status: 'REJECTED', errorCode: 'PDFU107' });
    const bigCell = `CODE,EPC,KT,GWT,STONES,NOTE\nP1,T1,18K,1,,${'x'.repeat(10 * MB)}\n`;
    const big = await outcome(bigCell);
    expect(big).toMatchObject({ status: 'REJECTED', check: { byCode: { PDFV116: 1 } } });
    expect(await outcome('CODE,EPC,KT,GWT,STONES,NOTE\n')).toMatchObject({ status: 'REJECTED', errorCode: 'PDFU103' });
    const wide = `CODE,EPC,KT,GWT,STONES,NOTE,${Array.from({ length: 100_000 }, (_, i) => `C${i}`).join(',')}\nP1,T1,18K,1,Pearl,n${','.repeat(100_000)}\n`;
    const many = await outcome(wide);
    expect(many).toMatchObject({ status: 'PLANNING', check: { warnings: 100_000, errors: 0 } });
    expect(many.problems).toHaveLength(1_000);
  });
});
