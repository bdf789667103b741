import type { ImportSample } from '@hub/contracts';
import { signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';
import { SAMPLE_BYTES } from '../src/routes/sample';

/**
 * Issue 28 item 1: `POST /merchant/import/sample` reads a sample's header and first rows for the
 * mapping screen, with the import's limits and reader, and writes nothing; bad files get spec
 * section 8's codes. No data mapping is needed: the sample is how a merchant starts one.
 */
describe.each(testDatabaseTargets())('svc-import sample file on %s', (target) => {
  const maxUploadBytes = 3 * SAMPLE_BYTES;
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes, pollMs: 50, leaseMs: 5_000 }));
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const sample = (body: Buffer | string, options: { name?: string; type?: string; auth?: string } = {}) =>
    request(h.app)
      .post('/merchant/import/sample')
      .set('Authorization', options.auth ?? admin)
      .attach('file', Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8'), { filename: options.name ?? 'shopify.csv', contentType: options.type ?? 'text/csv' });

  it('When a Shopify-shaped export is sent, then 200 CDI009 answers its header and first 10 rows as the import reads them (BOM, CRLF, quoted commas and line breaks), and nothing is stored nor any job made', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => `solitaire-ring,${i === 0 ? '"Solitaire ring, 18k"' : ''},Size,${6 + i},SR-${i},"1,200.00"`);
    const csv = `\uFEFFHandle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price\r\n${rows.join('\r\n')}\r\n`;
    const res = await sample(csv);
    expect(res.status).toBe(200);
    const data = res.body.data as ImportSample;
    expect(res.body.code).toBe('CDI009');
    expect(data).toMatchObject({ fileName: 'shopify.csv', header: ['Handle', 'Title', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Price'], more: true });
    expect(data.rows).toHaveLength(10);
    expect(data.rows[0]).toEqual(['solitaire-ring', 'Solitaire ring, 18k', 'Size', '6', 'SR-0', '1,200.00']);
    expect(data.rows[9]![4]).toBe('SR-9');
    // Semicolons, a quoted line break, and a file of fewer rows than the sample: all of it, `more` false.
    const small = await sample('CODE;NOTE\nP1;"แหวน\nทอง"\n\nP2;خاتم\n');
    expect(small.body.data).toEqual({ fileName: 'shopify.csv', header: ['CODE', 'NOTE'], rows: [['P1', 'แหวน\nทอง'], ['P2', 'خاتم']], more: false });
    expect(await h.deps.storage!.list('import')).toEqual([]);
    const jobs = await request(h.app).get('/merchant/import/jobs').set('Authorization', admin);
    expect(jobs.body.data).toEqual([]);
  });

  it('When a sample is larger than what is read of it, then the rows come from its first whole lines; over the upload limit it is PDFU105', async () => {
    const line = `P,${'x'.repeat(1000)}\n`;
    const big = `CODE,NOTE\n${line.repeat(Math.ceil((1.5 * SAMPLE_BYTES) / line.length))}`;
    const res = await sample(big);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ header: ['CODE', 'NOTE'], more: true });
    expect(res.body.data.rows).toHaveLength(10);
    const tooBig = await sample(Buffer.alloc(maxUploadBytes + 1, 'a'));
    expect([tooBig.status, tooBig.body.code]).toEqual([413, 'PDFU105']);
  });

  it('When the file is not a CSV, empty, not UTF-8, has no header or is missing, then the coded error of spec section 8 in the caller’s language', async () => {
    const codeOf = async (req: ReturnType<typeof sample>) => {
      const res = await req;
      return [res.status, res.body.code];
    };
    expect(await codeOf(sample('a,b\n1,2\n', { name: 'products.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }))).toEqual([415, 'PDFU106']);
    expect(await codeOf(sample(''))).toEqual([400, 'PDFU103']);
    expect(await codeOf(sample('\n\n'))).toEqual([400, 'PDFU103']);
    expect(await codeOf(sample(Buffer.from('\uFEFFCODE,NOTE\n', 'utf16le')))).toEqual([400, 'PDFU107']);
    expect(await codeOf(sample(',,\nP1,a,b\n'))).toEqual([400, 'PDFV104']);
    const none = await request(h.app).post('/merchant/import/sample').set('Authorization', admin).field('note', 'x');
    expect([none.status, none.body.code]).toEqual([400, 'PDDI101']);
    const thai = await request(h.app).post('/merchant/import/sample').set('Authorization', admin).set('Accept-Language', 'th').attach('file', Buffer.alloc(0), { filename: 'a.csv', contentType: 'text/csv' });
    expect(thai.body.code).toBe('PDFU103');
    expect(thai.body.message).not.toBe('File is empty');
  });

  it('When the caller may not change the mapping (ERP_MODIFY), then 403 and the file is not read', async () => {
    const user = `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`;
    const res = await sample('CODE\nP1\n', { auth: user });
    expect(res.status).toBe(403);
    expect(res.body.data ?? null).toBeNull();
  });
});
