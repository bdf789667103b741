import { EVENT_TYPES, type EventEnvelope, type ImageImportJob, type UploadProgress } from '@hub/contracts';
import { eventually, serverOrPgliteTargets } from '@hub/service-kit/testing';
import sharp from 'sharp';
import { io as connect } from 'socket.io-client';
import request from 'supertest';
import { ZipFile } from 'yazl';
import { useAllInOne } from './support/all-in-one';

/** A small JPEG of one colour, made here. */
const jpeg = (red: number) => sharp({ create: { width: 40, height: 30, channels: 3, background: { r: red, g: 90, b: 160 } } }).jpeg().toBuffer();

function zipOf(entries: readonly (readonly [string, Buffer])[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of entries) zip.addBuffer(bytes, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

// Issue 13 item 3 end to end in one process: images uploaded to svc-import are converted to .webp,
// svc-catalog names them on the demo catalogue's products they match, the browsers follow the upload
// progress modal's events over socket.io, and the images are served at productImageUrl's address. On
// the server when there is one: svc-import's images and svc-catalog's product-images suites run on PGlite.
describe.each(serverOrPgliteTargets())('image import across svc-import and svc-catalog on %s', (target) => {
  const hub = useAllInOne(target);
  let auth: Record<string, string>;
  let demo: { code: string; design: string; sid: string }[];

  beforeAll(async () => {
    auth = await hub.signIn('admin@demo.hub');
    // Products of DEMO's demo catalogue whose design number no other product has (a name that matches one product).
    const of = (sid: string, n: number) =>
      hub.gateway.db.query<{ code: string; design: string; sid: string }>(
        `select product_code as code, design_number as design, sid from catalog.products p
          where merchant_id = 'DEMO' and sid = $1 and design_number is not null and cardinality(image_name) = 0
            and (select count(*) from catalog.products q where q.merchant_id = 'DEMO' and q.design_number = p.design_number) = 1
          order by product_code limit $2`,
        [sid, n],
      );
    demo = [...(await of('BKK-SIAM', 4)), ...(await of('DXB-GOLDSOUK', 1))];
    expect(demo.map((p) => p.sid)).toEqual(['BKK-SIAM', 'BKK-SIAM', 'BKK-SIAM', 'BKK-SIAM', 'DXB-GOLDSOUK']);
  });

  const job = async (id: string, as = auth) => (await request(hub.url).get(`/merchant/import/images/jobs/${id}`).set(as)).body.data as ImageImportJob;
  const ended = async (id: string, as = auth) => {
    let last: ImageImportJob | undefined;
    await eventually(`image import ${id} to end`, async () => (last = await job(id, as)).status !== 'CONVERTING', { timeoutMs: 60_000 });
    return last!;
  };
  const upload = (files: readonly (readonly [string, Buffer])[], as = auth, sid = 'MASTER') => {
    let req = request(hub.url).post(`/merchant/import/images?sid=${sid}`).set(as);
    for (const [name, bytes] of files) req = req.attach('files', bytes, { filename: name });
    return req;
  };
  const product = async (p: { code: string; sid: string }, as = auth) =>
    (await request(hub.url).get(`/merchant/products?productCode=${encodeURIComponent(p.code)}&sid=${p.sid}`).set(as)).body.data as { imageName: string[]; verifiedImageName: string[] };

  it('When a zip of good, duplicate, unmatched and corrupt images is imported, then the products get their images, the modal follows over the socket, and the images are served', async () => {
    const [byCode, byDesign] = demo;
    const seen: UploadProgress[] = [];
    const socket = connect(hub.url, { path: '/socket.io', auth: { token: auth.Authorization!.slice('Bearer '.length) }, transports: ['websocket'], reconnection: false });
    socket.on('uploadProgress', (event: EventEnvelope<UploadProgress>) => {
      if (event.type === EVENT_TYPES.UPLOAD_PROGRESS) seen.push(event.data);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const zip = await zipOf([
        [`${byCode!.code}.jpg`, await jpeg(10)],
        [`again/${byCode!.code}.jpg`, await jpeg(20)],
        [`${byDesign!.design}.jpeg`, await jpeg(30)],
        ['NO-SUCH-PRODUCT.jpg', await jpeg(40)],
        ['BROKEN.jpg', Buffer.from('not a jpeg at all')],
      ]);
      const res = await upload([['catalogue-photos.zip', zip]]);
      expect([res.status, res.body.code]).toEqual([202, 'IMG000']);
      const id: string = res.body.data.jobId;
      const done = await ended(id);
      expect(done).toMatchObject({ status: 'FINISHED', importType: 'ZIP', totalCount: 5, uploadCount: 2, skipCount: 2, errorCount: 1, productsUpdated: 2 });
      expect(done.errors).toEqual(
        expect.arrayContaining([
          { name: byCode!.code, reason: 'DUPLICATE' },
          { name: 'NO-SUCH-PRODUCT', reason: 'UNMATCHED' },
          { name: 'BROKEN', reason: 'CORRUPT' },
        ]),
      );
      expect((await product(byCode!)).imageName).toEqual([byCode!.code]);
      expect((await product(byDesign!)).imageName).toEqual([byDesign!.design]);

      // The modal's events reach the merchant's browsers: the total first, 100% at the end, then the reset.
      await eventually('the reset on the socket', () => seen.some((p) => p.jobId === id && p.importType === null));
      const mine = seen.filter((p) => p.jobId === id);
      expect(mine[0]).toMatchObject({ totalCount: 5, uploadCount: 0, importType: 'ZIP' });
      expect(mine.at(-2)).toMatchObject({ status: 'FINISHED', totalCount: 5, uploadCount: 2, skipCount: 2, errorCount: 1, code: 'IMG204' });
      expect(mine.at(-1)).toMatchObject({ totalCount: 0, uploadCount: 0, skipCount: 0, errorCount: 0, importType: null });
    } finally {
      socket.close();
    }

    // productImageUrl(imageName, null, 'DEMO') is where an <img> tag (no token) finds the image.
    const served = await request(hub.url).get(`/media/products/DEMO/${encodeURIComponent(byCode!.code)}.webp`);
    expect([served.status, served.headers['content-type'], served.headers['x-content-type-options']]).toEqual([200, 'image/webp', 'nosniff']);
    expect(served.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect((await request(hub.url).get('/media/products/DEMO/NO-SUCH-PRODUCT.webp')).body).toMatchObject({ code: 'IMG109' });
  });

  it('When verification is on, then the verified images are named in verifiedImageName too', async () => {
    const [, , third] = demo;
    const saved = await request(hub.url).post('/merchant/config/global').set(auth).send({ triggerVerifyImageLambda: true, verifyImageConcurrency: 10 });
    expect(saved.status).toBe(200);
    try {
      const res = await upload([[`${third!.code}.JPG`, await jpeg(50)]]);
      expect(await ended(res.body.data.jobId)).toMatchObject({ status: 'FINISHED', importType: 'UPLOAD', uploadCount: 1, productsUpdated: 1, verified: 1 });
      expect(await product(third!)).toMatchObject({ imageName: [third!.code], verifiedImageName: [third!.code] });
    } finally {
      await request(hub.url).post('/merchant/config/global').set(auth).send({ triggerVerifyImageLambda: false, verifyImageConcurrency: 0 });
    }
  });

  it('When a store manager imports for their store, then only that store’s products get images: another store’s product of the same name is left alone', async () => {
    const manager = await hub.signIn('storemanager@demo.hub');
    const [, , , own, other] = demo;
    expect((await upload([['x.jpg', await jpeg(1)]], manager, 'DXB-GOLDSOUK')).body.code).toBe('UAC108');
    const res = await upload([[`${own!.design}.jpg`, await jpeg(60)], [`${other!.code}.jpg`, await jpeg(70)]], manager, 'BKK-SIAM');
    const done = await ended(res.body.data.jobId, manager);
    expect(done).toMatchObject({ status: 'FINISHED', sid: 'BKK-SIAM', uploadCount: 1, skipCount: 1, errors: [{ name: other!.code, reason: 'UNMATCHED' }] });
    expect((await product(own!)).imageName).toEqual([own!.design]);
    expect((await product(other!)).imageName).toEqual([]);
  });
});
