import { EVENT_TYPES } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { createImportService } from '../src';
import { imageImportKeys } from '../src/images/keys';
import { imageImportDriver, jpeg, noiseJpeg, png, zipOf } from './support/images';

const KB = 1024;

// Issue 13 item 3, svc-import's side of image import: uploads, zips, conversion to .webp, batches for
// svc-catalog, the upload progress modal's events (spec sections 3 and 4), the refusals (IMG100–IMG108)
// and the served images. svc-catalog's answers are published here as it sends them; the whole journey
// with svc-catalog itself is infra/gateway/test/image-import.test.ts.
describe.each(testDatabaseTargets())('image import in svc-import on %s', (target) => {
  const h = useService(
    target,
    (deps) => createImportService(deps, { maxUploadBytes: 1024 * KB, pollMs: 50, leaseMs: 5_000, maxImageUploadBytes: 2048 * KB, maxImageBytes: 100 * KB, maxImportImages: 30, imageBatchSize: 3 }),
    {
      setup: async (h) => {
        const store = (code: string) => createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code, name: code, tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: 1 });
        await h.deps.bus.publishMany([store('S01'), store('S02')]);
      },
    },
  );
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const manager = `Bearer ${signTestToken(testClaims('STORE_MANAGER', 'DEMO', { stores: ['S02'] }))}`;
  const d = imageImportDriver(h);
  const storedFiles = async (jobId: string) => h.deps.storage!.list(`${imageImportKeys('DEMO', jobId).folder}/staged`);

  it('When a zip of good, duplicate, other, corrupt and too large images is uploaded, then each is counted, the good ones are converted to .webp and sent by batch, and svc-catalog’s answers finish the import', async () => {
    const zip = await zipOf([
      ['RING-1.jpg', await jpeg(200)],
      ['RING-2.JPEG', await jpeg(90)],
      ['more/', null],
      ['more/RING-1.jpg', await jpeg(10)],
      ['notes.txt', Buffer.from('not an image')],
      ['BROKEN.jpg', Buffer.from('\xff\xd8\xff\xe0 truncated', 'latin1')],
      ['HUGE.jpg', await noiseJpeg(300)],
      ['แหวน ทอง.jpg', await jpeg(250)],
      ['__MACOSX/._RING-1.jpg', Buffer.from('resource fork')],
    ]);
    const res = await d.upload([['photos.zip', zip]], admin);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ code: 'IMG000', data: { status: 'CONVERTING', importType: 'ZIP', sid: 'MASTER', code: 'IMG204', ftpSync: false } });
    const id: string = res.body.data.jobId;
    await d.converted(id);

    // Batches of at most three images gone through (sooner after a second): the converted names, never the skipped or failed ones.
    const staged = d.staged(id);
    expect(staged.flatMap((b) => b.names)).toEqual(['RING-1', 'RING-2', 'แหวน ทอง']);
    expect(staged.map((b) => b.batch)).toEqual(staged.map((_, i) => i));
    for (const b of staged) expect(b).toMatchObject({ jobId: id, sid: 'MASTER', storeCodes: null, verified: [] });
    expect(staged.length).toBeGreaterThanOrEqual(2);
    expect(await storedFiles(id)).toHaveLength(3);
    const waiting = await d.job(id, admin);
    expect(waiting).toMatchObject({ status: 'CONVERTING', totalCount: 7, uploadCount: 0, skipCount: 2, errorCount: 2 });
    expect(waiting.errors).toEqual([
      { name: 'RING-1', reason: 'DUPLICATE' },
      { name: 'notes', reason: 'EXTENSION' },
      { name: 'BROKEN', reason: 'CORRUPT' },
      { name: 'HUGE', reason: 'TOO_LARGE' },
    ]);
    // Still running: a second import is refused.
    expect((await d.upload([['R.jpg', await jpeg(1)]], admin)).body.code).toBe('IMG104');
    expect((await request(h.app).get('/merchant/import/images/progress').set('Authorization', admin)).body.data).toMatchObject({ jobId: id, totalCount: 7 });

    const last = staged.at(-1)!;
    for (const b of staged.slice(0, -1)) await d.answer(id, b.batch, b.names.filter((n) => n === 'RING-1'), { productsUpdated: b.names.includes('RING-1') ? 2 : 0 });
    expect(await d.job(id, admin)).toMatchObject({ status: 'CONVERTING', uploadCount: 1, skipCount: 3 });
    await d.answer(id, last.batch, last.names.filter((n) => n !== 'RING-2'), { productsUpdated: last.names.includes('แหวน ทอง') ? 1 : 0 });
    const done = await d.ended(id, admin);
    expect(done).toMatchObject({ status: 'FINISHED', totalCount: 7, uploadCount: 2, skipCount: 3, errorCount: 2, productsUpdated: 3 });
    expect(done.errors.map((e) => `${e.name}:${e.reason}`)).toContain('RING-2:UNMATCHED');
    // The same answer again counts nothing twice.
    await d.answer(id, 0, staged[0]!.names);
    expect(await d.job(id, admin)).toMatchObject({ uploadCount: 2, skipCount: 3 });

    // The modal's events (spec section 4): opened with the total, counts that only grow, 100% at the end, then the reset.
    const progress = d.progress(id);
    expect(progress[0]).toMatchObject({ totalCount: 7, uploadCount: 0, skipCount: 0, errorCount: 0, importType: 'ZIP' });
    const handled = progress.slice(0, -1).map((p) => p.uploadCount + p.skipCount + p.errorCount);
    expect(handled).toEqual([...handled].sort((a, b) => a - b));
    expect(progress.at(-2)).toMatchObject({ status: 'FINISHED', totalCount: 7, uploadCount: 2, skipCount: 3, errorCount: 2, code: 'IMG204' });
    expect(progress.at(-1)).toMatchObject({ status: 'FINISHED', totalCount: 0, uploadCount: 0, skipCount: 0, errorCount: 0, importType: null, errors: [] });
    expect((await request(h.app).get('/merchant/import/images/progress').set('Authorization', admin)).body).toMatchObject({ code: 'IMG001', data: null });
    const audits = h.events.filter((e) => e.type === EVENT_TYPES.AUDIT_ENTRY && (e.data as { details?: { jobId?: string } }).details?.jobId === id).map((e) => (e.data as { action: string }).action);
    expect(audits).toEqual(['import.started', 'import.finished']);

    // A matched image is served to <img> tags without a token; an unmatched one was never made a product image.
    const served = await request(h.app).get('/media/products/DEMO/RING-1.webp');
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 24, height: 24 });
    const thai = await request(h.app).get(`/media/products/DEMO/${encodeURIComponent('แหวน ทอง')}.webp`);
    expect([thai.status, thai.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await request(h.app).get('/media/products/DEMO/RING-2.webp')).body).toMatchObject({ code: 'IMG109' });
    expect((await request(h.app).get('/media/products/ACME/RING-1.webp')).status).toBe(404);
    expect((await request(h.app).get('/media/products/DEMO/RING-1.png')).status).toBe(400);
    // Its own files go once it has ended and every batch is answered.
    await eventually('the import files removed', async () => (await storedFiles(id)).length === 0);
  });

  it('When several files are uploaded, then they are one UPLOAD import; the merchant’s imageExtensions decide which files it takes and which images in a zip it skips', async () => {
    await d.config({ imageExtensions: 'png' });
    await eventually('the switches kept', async () => (await h.test.db.query(`select 1 from "import".image_settings where merchant_id = 'DEMO' and image_extensions = 'png'`)).length === 1);
    const refused = await d.upload([['A.png', await png(1)], ['B.jpg', await jpeg(1)]], admin);
    expect([refused.status, refused.body.code]).toEqual([415, 'IMG102']);
    expect(await h.deps.storage!.list('image-imports/DEMO')).toHaveLength(0);

    const zip = await zipOf([
      ['C.png', await png(3)],
      ['D.jpg', await jpeg(4)],
    ]);
    const res = await d.upload([['A.png', await png(1)], ['B.PNG', await png(2)], ['more.zip', zip]], admin);
    expect(res.body.data).toMatchObject({ importType: 'UPLOAD' });
    const id: string = res.body.data.jobId;
    await d.converted(id);
    expect(d.staged(id).flatMap((s) => s.names)).toEqual(['A', 'B', 'C']);
    for (const [batch, staged] of d.staged(id).entries()) await d.answer(id, batch, staged.names);
    expect(await d.ended(id, admin)).toMatchObject({ status: 'FINISHED', totalCount: 4, uploadCount: 3, skipCount: 1, errors: [{ name: 'D', reason: 'EXTENSION' }] });
    await d.config({});
  });

  it('When the merchant asks for verification, then every stored image is read back and decoded, and the verified names go with the batch', async () => {
    await d.config({ triggerVerifyImageLambda: true, verifyImageConcurrency: 2 });
    await eventually('the switches kept', async () => (await h.test.db.query(`select 1 from "import".image_settings where merchant_id = 'DEMO' and trigger_verify_image`)).length === 1);
    const res = await d.upload([['V1.jpg', await jpeg(5)], ['V2.jpg', await jpeg(6)]], admin);
    const id: string = res.body.data.jobId;
    await d.converted(id);
    expect(d.staged(id).flatMap((b) => b.names)).toEqual(['V1', 'V2']);
    for (const b of d.staged(id)) expect(b.verified).toEqual(b.names);
    for (const b of d.staged(id)) await d.answer(id, b.batch, b.names, { verified: b.names.length });
    expect(await d.ended(id, admin)).toMatchObject({ status: 'FINISHED', uploadCount: 2, verified: 2 });
    await d.config({});
  });

  it('When the request is wrong, then each case has its code and nothing is kept', async () => {
    const image = await jpeg(7);
    const code = async (res: request.Response) => [res.status, res.body.code];
    expect(await code(await request(h.app).post('/merchant/import/images').set('Authorization', admin).field('note', 'no file'))).toEqual([400, 'IMG101']);
    expect(await code(await d.upload([['notes.csv', Buffer.from('a,b')]], admin))).toEqual([415, 'IMG102']);
    expect(await code(await d.upload([['big.zip', await noiseJpeg(1400)]], admin))).toEqual([413, 'IMG103']);
    expect(await code(await d.upload([['R.jpg', image]], admin, 'NOPE'))).toEqual([404, 'PDFU108']);
    expect(await code(await d.upload([['R.jpg', image]], manager, 'S01'))).toEqual([403, 'UAC108']);
    expect(await code(await d.upload([['R.jpg', image]], manager, 'MASTER'))).toEqual([403, 'UAC108']);
    expect(await code(await d.upload([['R.jpg', image]], `Bearer ${signTestToken(testClaims('USER', 'DEMO'))}`))).toEqual([403, 'UAC114']);
    expect(await code(await request(h.app).post('/merchant/import/images?sid=' + 'x'.repeat(2000)).set('Authorization', admin))).toEqual([400, 'IP100']);
    // A NUL in a file name (issue 25 item 5): refused as input, never a 500.
    expect(await code(await d.upload([['R\u0000.jpg', image]], admin))).toEqual([400, 'IP100']);
    expect(await code(await d.upload([['R.jpg', image], ['a\u0000b.zip', image]], admin))).toEqual([400, 'IP100']);
    const encoded = Buffer.concat([
      Buffer.from(`--B\r\nContent-Disposition: form-data; name="files"; filename*=UTF-8''R%00.jpg\r\nContent-Type: image/jpeg\r\n\r\n`),
      image,
      Buffer.from('\r\n--B--\r\n'),
    ]);
    const percent = request(h.app).post('/merchant/import/images?sid=MASTER').set('Authorization', admin).set('Content-Type', 'multipart/form-data; boundary=B');
    expect(await code(await percent.send(encoded))).toEqual([400, 'IP100']);
    await d.config({ allowImgImport: false });
    await eventually('the switch kept', async () => (await h.test.db.query(`select 1 from "import".image_settings where merchant_id = 'DEMO' and not allow_img_import`)).length === 1);
    expect(await code(await d.upload([['R.jpg', image]], admin))).toEqual([403, 'IMG100']);
    await d.config({});
    expect(await h.deps.storage!.list('image-imports/DEMO')).toHaveLength(0);
    expect((await request(h.app).get('/merchant/import/images/jobs').set('Authorization', admin)).body.data.filter((j: { status: string }) => j.status === 'CONVERTING')).toEqual([]);
  });

  it('When a store manager imports, then the images are for their store only, and they see only their stores’ imports', async () => {
    const res = await d.upload([['S2-RING.jpg', await jpeg(8)]], manager, 'S02');
    expect(res.body.data).toMatchObject({ sid: 'S02', status: 'CONVERTING' });
    const id: string = res.body.data.jobId;
    await d.converted(id);
    expect(d.staged(id)).toEqual([expect.objectContaining({ sid: 'S02', storeCodes: ['S02'], names: ['S2-RING'] })]);
    await d.answer(id, 0, []);
    expect(await d.ended(id, manager)).toMatchObject({ status: 'FINISHED', skipCount: 1, errors: [{ name: 'S2-RING', reason: 'UNMATCHED' }] });
    const listed = (await request(h.app).get('/merchant/import/images/jobs').set('Authorization', manager)).body.data as { sid: string }[];
    expect(new Set(listed.map((j) => j.sid))).toEqual(new Set(['S02']));
    expect((await request(h.app).get('/merchant/import/images/jobs').set('Authorization', admin)).body.data.length).toBeGreaterThan(listed.length);
  });

  it('When a zip cannot be read, then the import fails with IMG105 and the modal is told it ended', async () => {
    const res = await d.upload([['broken.zip', Buffer.from('PK\u0003\u0004 this is no zip')]], admin);
    const id: string = res.body.data.jobId;
    expect(await d.ended(id, admin)).toMatchObject({ status: 'FAILED', message: 'IMG105' });
    expect(d.progress(id).map((p) => [p.status, p.importType])).toEqual([
      ['FAILED', 'ZIP'],
      ['FAILED', null],
    ]);
  });

  it('When a zip is a bomb, then its entries count toward the import’s limits: too many fail it with IMG103, and past the import’s bytes an entry is TOO_LARGE without being inflated', async () => {
    const tiny = await jpeg(3);
    const many = await zipOf(Array.from({ length: 29 }, (_, i) => [`M${i}.jpg`, tiny] as const));
    const refused = await d.upload([['one.jpg', tiny], ['many.zip', many], ['more.zip', many]], admin);
    expect(await d.ended(refused.body.data.jobId, admin)).toMatchObject({ status: 'FAILED', message: 'IMG103', totalCount: 0 });

    // 24 entries of 95 KB of zeros (a few hundred bytes zipped): 21 fit in the 2,048 KB an import takes, the last 3 do not.
    const zeros = Array.from({ length: 24 }, (_, i) => [`Z${String(i + 1).padStart(2, '0')}.jpg`, Buffer.alloc(95 * KB)] as const);
    const bomb = await zipOf([['A.jpg', tiny], ...zeros]);
    expect(bomb.length).toBeLessThan(100 * KB);
    const res = await d.upload([['bomb.zip', bomb]], admin);
    const id: string = res.body.data.jobId;
    await d.converted(id);
    for (const b of d.staged(id)) await d.answer(id, b.batch, b.names);
    const done = await d.ended(id, admin);
    expect(done).toMatchObject({ status: 'FINISHED', totalCount: 25, uploadCount: 1, errorCount: 24 });
    expect(done.errors.filter((e) => e.reason === 'TOO_LARGE').map((e) => e.name)).toEqual(['Z22', 'Z23', 'Z24']);
    expect(done.errors.filter((e) => e.reason === 'CORRUPT')).toHaveLength(21);
  });

  it('When a merchant’s long import runs, then another merchant’s import starts and ends meanwhile (issue 25 item 5)', async () => {
    const images = await Promise.all(Array.from({ length: 30 }, (_, i) => jpeg(i * 8, 1500)));
    const long = await d.upload([['long.zip', await zipOf(images.map((bytes, i) => [`L${String(i).padStart(2, '0')}.jpg`, bytes] as const))]], admin);
    const longId: string = long.body.data.jobId;
    await eventually('the long import’s first batch sent', () => d.staged(longId).length > 0);
    const acme = imageImportDriver(h, 'ACME');
    const acmeAdmin = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    const other = await acme.upload([['ACME-1.jpg', await jpeg(9)]], acmeAdmin);
    const otherId: string = other.body.data.jobId;
    await acme.converted(otherId);
    expect((await d.row(longId)).converted_at).toBeNull();
    await acme.answer(otherId, 0, ['ACME-1']);
    expect(await acme.ended(otherId, acmeAdmin)).toMatchObject({ status: 'FINISHED', uploadCount: 1 });
    expect((await d.row(longId)).converted_at).toBeNull();
    expect((await request(h.app).post(`/merchant/import/images/jobs/${longId}/cancel`).set('Authorization', admin)).body.code).toBe('IMG002');
    await eventually('the long import let go', async () => (await d.row(longId)).lease_owner === null);
  });

  it('When an import is cancelled, then it stops after the image under way, what was converted still goes, and it cannot be cancelled again', async () => {
    // 20 images of 1500 × 1500 pixels (small files, a fraction of a second each to convert).
    const images = await Promise.all(Array.from({ length: 20 }, (_, i) => jpeg(i * 10, 1500)));
    const zip = await zipOf(images.map((bytes, i) => [`N${String(i).padStart(2, '0')}.jpg`, bytes] as const));
    const res = await d.upload([['many.zip', zip]], admin);
    const id: string = res.body.data.jobId;
    await eventually('a first batch sent', () => d.staged(id).length > 0);
    const cancelled = await request(h.app).post(`/merchant/import/images/jobs/${id}/cancel`).set('Authorization', admin);
    expect(cancelled.body).toMatchObject({ code: 'IMG002', data: { status: 'CANCELLED' } });
    await eventually('the worker let go of it, its last batch sent', async () => {
      const now = await d.row(id);
      return now.lease_owner === null && d.staged(id).length === Number(now.batches);
    });
    const processed = (await d.row(id)).processed;
    expect(processed).toBeLessThan(20);
    expect(d.progress(id).slice(-2).map((p) => [p.status, p.importType])).toEqual([
      ['CANCELLED', 'ZIP'],
      ['CANCELLED', null],
    ]);
    for (const staged of d.staged(id)) await d.answer(id, staged.batch, staged.names);
    const after = await d.job(id, admin);
    expect(after.uploadCount + after.skipCount + after.errorCount).toBe(processed);
    expect((await request(h.app).post(`/merchant/import/images/jobs/${id}/cancel`).set('Authorization', admin)).body.code).toBe('IMG108');
    const other = `Bearer ${signTestToken(testClaims('ADMIN', 'ACME'))}`;
    expect((await request(h.app).post(`/merchant/import/images/jobs/${id}/cancel`).set('Authorization', other)).body.code).toBe('IMG106');
    await eventually('the import files removed', async () => (await storedFiles(id)).length === 0);
  });

  it('When an instance died in the middle of an import (its lease ran out), then another takes it over from its last batch, remembering the names already met', async () => {
    const zip = await zipOf([
      ['A.jpg', await jpeg(11)],
      ['B.jpg', await jpeg(12)],
      ['x/A.jpg', await jpeg(13)],
      ['C.jpg', await jpeg(14)],
      ['y/B.jpg', await jpeg(15)],
      ['D.jpg', await jpeg(16)],
    ]);
    // The dead instance went through the first three images (A and B sent as batch 0, x/A a duplicate) before it died.
    const [made] = await h.test.db.query<{ id: string }>(`select gen_random_uuid()::text as id`);
    const id = made!.id;
    const key = imageImportKeys('DEMO', id).upload(0, 'zip');
    await h.deps.storage!.put(key, [zip]);
    await h.test.db.query(
      `insert into "import".image_jobs (id, merchant_id, sid, import_type, files, status, total_count, skip_count, processed, batches, lease_owner, lease_until, attempts, created_by)
       values ($1, 'DEMO', 'MASTER', 'ZIP', $2::jsonb, 'CONVERTING', 6, 1, 3, 1, 'dead-instance', now() - interval '1 second', 1, 'admin')`,
      [id, JSON.stringify([{ key, name: 'a.zip', size: zip.length, kind: 'zip', tooLarge: false }])],
    );
    await h.test.db.query(`insert into "import".image_job_problems (job_id, name, reason) values ($1, 'A', 'DUPLICATE')`, [id]);
    await h.test.db.query(`insert into "import".image_batches (job_id, batch, names) values ($1, 0, '{A,B}')`, [id]);
    for (const name of ['A', 'B']) await h.deps.storage!.put(imageImportKeys('DEMO', id).staged(name), [await sharp(await jpeg(17)).webp().toBuffer()]);
    // The dead instance's batch 0 left with it: here only what the new owner sends.
    await eventually('the rest gone through', async () => (await d.row(id)).converted_at !== null && d.staged(id).length === Number((await d.row(id)).batches) - 1);
    expect(d.staged(id).flatMap((b) => b.names)).toEqual(['C', 'D']);
    expect(d.staged(id)[0]!.batch).toBe(1);
    expect((await h.test.db.query<{ attempts: number }>(`select attempts from "import".image_jobs where id = $1`, [id]))[0]!.attempts).toBe(2);
    await d.answer(id, 0, ['A', 'B']);
    for (const b of d.staged(id)) await d.answer(id, b.batch, b.names);
    const done = await d.ended(id, admin);
    expect(done).toMatchObject({ status: 'FINISHED', totalCount: 6, uploadCount: 4, skipCount: 2, errorCount: 0 });
    expect(done.errors).toEqual([
      { name: 'A', reason: 'DUPLICATE' },
      { name: 'B', reason: 'DUPLICATE' },
    ]);
  });
});
