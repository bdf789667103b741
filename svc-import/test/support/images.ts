import { EVENT_TYPES, parseEventOf, type EventEnvelope, type EventData, type ImageImportJob } from '@hub/contracts';
import { createEvent, type HubService } from '@hub/service-kit';
import { eventually, type ServiceUnderTest } from '@hub/service-kit/testing';
import sharp from 'sharp';
import request from 'supertest';
import { ZipFile } from 'yazl';

/** Test images and zips, made here: a small JPEG or PNG of one colour, or noise (large, hard to compress). */
export async function jpeg(red: number, size = 24): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: red, g: 120, b: 40 } } }).jpeg().toBuffer();
}

export async function png(blue: number, size = 24): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: { r: 10, g: 60, b: blue } } }).png().toBuffer();
}

export async function noiseJpeg(size: number): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
}

/** A zip of these entries, in this order (a name ending in / is a folder). */
export function zipOf(entries: readonly (readonly [string, Buffer | null])[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of entries) {
    if (bytes === null) zip.addEmptyDirectory(name);
    else zip.addBuffer(bytes, name);
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

/** The events of one image import of a given type, in the order they were published. */
export function jobEvents<T extends typeof EVENT_TYPES.IMAGES_STAGED | typeof EVENT_TYPES.UPLOAD_PROGRESS>(events: readonly EventEnvelope[], type: T, jobId: string): EventData<T>[] {
  return events.filter((e) => e.type === type && (e.data as { jobId: string }).jobId === jobId).map((e) => parseEventOf(type, e).data as EventData<T>);
}

/** An image import's calls and waits against svc-import alone (svc-catalog's answers are published as it sends them). */
export function imageImportDriver(h: ServiceUnderTest<HubService>, merchant = 'DEMO') {
  const job = async (id: string, auth: string) => (await request(h.app).get(`/merchant/import/images/jobs/${id}`).set('Authorization', auth)).body.data as ImageImportJob;
  const row = async (id: string) =>
    (await h.test.db.query<{ converted_at: Date | null; lease_owner: string | null; processed: number; batches: number; status: string }>(`select converted_at, lease_owner, processed, batches, status from "import".image_jobs where id = $1`, [id]))[0]!;
  const staged = (id: string) => jobEvents(h.events, EVENT_TYPES.IMAGES_STAGED, id);
  return {
    job,
    row,
    upload: (files: readonly (readonly [string, Buffer])[], auth: string, sid = 'MASTER') => {
      let req = request(h.app).post(`/merchant/import/images?sid=${encodeURIComponent(sid)}`).set('Authorization', auth);
      for (const [name, bytes] of files) req = req.attach('files', bytes, { filename: name });
      return req;
    },
    /** Waits until the worker has gone through every image and its batches have left (the job then waits for svc-catalog's answers). */
    converted: async (id: string) =>
      eventually(
        `import ${id} converted`,
        async () => {
          const now = await row(id);
          return (now.converted_at !== null || now.status !== 'CONVERTING') && staged(id).length === Number(now.batches);
        },
        { timeoutMs: 60_000 },
      ),
    staged,
    progress: (id: string) => jobEvents(h.events, EVENT_TYPES.UPLOAD_PROGRESS, id),
    /** svc-catalog's answer for a batch, as it publishes it. */
    answer: (jobId: string, batch: number, matched: string[], counts: { productsUpdated?: number; verified?: number } = {}) =>
      h.deps.bus.publish(createEvent(EVENT_TYPES.IMAGES_MATCHED, merchant, { jobId, batch, matched, productsUpdated: counts.productsUpdated ?? matched.length, verified: counts.verified ?? 0 })),
    config: (config: Record<string, unknown>) => h.deps.bus.publish(createEvent(EVENT_TYPES.GLOBAL_CONFIG_CHANGED, merchant, { config })),
    /** Waits until the import has ended and the modal was told (its reset sent); answers the import. */
    ended: async (id: string, auth: string) => {
      let last: ImageImportJob | undefined;
      await eventually(`import ${id} ended`, async () => (last = await job(id, auth)).status !== 'CONVERTING', { timeoutMs: 60_000 });
      await eventually(`the end of import ${id} sent`, () => jobEvents(h.events, EVENT_TYPES.UPLOAD_PROGRESS, id).at(-1)?.importType === null);
      return last!;
    },
  };
}
