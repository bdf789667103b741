// bench/import/images.mjs: image import end to end (issue 13, Benchmark): 10,000 JPEG images of about
// 200 KB in one zip, uploaded to the all-in-one hub, converted to webp (sharp), stored and matched to
// the products they are named after; images per second and the hub's peak memory.
//
//   npx turbo run build
//   node bench/import/generate-csv.mjs --rows 10000
//   node bench/import/generate-csv.mjs --rows 10000 --variant 1 --out /tmp/hub-bench-import/catalogue-10000-v1.csv
//   BENCH_ROWS=10000 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node bench/import/images.mjs
//
// Settings: BENCH_IMAGES (10,000; at most BENCH_ROWS), BENCH_IMAGE_KB (200), BENCH_PORT (4714). The
// images (noise, so JPEG cannot shrink them much) are generated once into /tmp/hub-bench-images and
// zipped without compression (JPEG does not compress further). The catalogue is the generator's
// BENCH_ROWS-row file, imported first; image n is named after the product code of row n.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, openAsBlob, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { FILES, ROWS, hubDriver, seconds, sleep } from './drive.mjs';

const require = createRequire(join(import.meta.dirname, '..', '..', 'svc-import', 'package.json'));
const sharp = require('sharp');
const yazl = require('yazl');

const IMAGES = Math.min(Number(process.env.BENCH_IMAGES ?? 10_000), ROWS);
const IMAGE_KB = Number(process.env.BENCH_IMAGE_KB ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 4714);
const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HUB_DB = 'hub_bench_images';
const ROOT = join(import.meta.dirname, '..', '..');
const BASE = `http://127.0.0.1:${PORT}`;
const FOLDER = '/tmp/hub-bench-images';
const ZIP = join(FOLDER, `images-${IMAGES}-${IMAGE_KB}kb.zip`);
const TYPES = ['RING', 'NECKLACE', 'BANGLE', 'EARRING', 'PENDANT', 'BRACELET'];

/** The generator's product code of row n (bench/import/generate-csv.mjs). */
const productCode = (n) => `P-${TYPES[n % TYPES.length].slice(0, 2)}-${String(n).padStart(7, '0')}`;

/** A JPEG of about IMAGE_KB: coloured noise at a size chosen so the encoder lands near it. */
async function jpegOf(n) {
  const width = 320;
  const height = Math.round((IMAGE_KB * 1024) / (width * 3 * 0.21));
  const pixels = Buffer.allocUnsafe(width * height * 3);
  let x = (n * 2654435761) >>> 0;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = x & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
}

async function makeZip() {
  if (existsSync(ZIP)) return;
  mkdirSync(FOLDER, { recursive: true });
  const t0 = Date.now();
  const zip = new yazl.ZipFile();
  const out = createWriteStream(`${ZIP}.part`);
  zip.outputStream.pipe(out);
  for (let n = 1; n <= IMAGES; n++) zip.addBuffer(await jpegOf(n), `images/${productCode(n)}.jpg`, { compress: false });
  zip.end();
  await once(out, 'finish');
  renameSync(`${ZIP}.part`, ZIP);
  console.log(`${ZIP}: ${IMAGES} images, ${Math.round(statSync(ZIP).size / 2 ** 20)} MiB, made in ${seconds(Date.now() - t0)} s`);
}

const peakRssMiB = (pid) => Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

async function main() {
  await makeZip();
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${HUB_DB}`);
  await admin.query(`create database ${HUB_DB}`);
  const url = new URL(SERVER);
  url.pathname = `/${HUB_DB}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hub-bench-images-'));
  let stopping = false;
  const hub = spawn(process.execPath, [join(ROOT, 'infra/gateway/dist/main.js')], {
    env: { ...process.env, PORT: String(PORT), HUB_DATA_DIR: dataDir, DATABASE_URL: url.toString(), HUB_IMPORT_POLL_MS: '100', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  hub.on('exit', (code, signal) => {
    if (!stopping) console.error(`the hub process ended on its own: code ${code}, signal ${signal}`);
  });
  try {
    const drive = hubDriver(BASE);
    const token = await drive.setUp();
    await drive.importOnce(token, 'catalogue', FILES.fresh, { hub: hub.pid });
    const before = peakRssMiB(hub.pid);
    console.log(`machine: ${cpus().length} × ${cpus()[0]?.model}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}; PostgreSQL server; ${IMAGES} images of ~${IMAGE_KB} KB in a zip of ${Math.round(statSync(ZIP).size / 2 ** 20)} MiB`);
    const t0 = Date.now();
    const form = new FormData();
    form.append('files', await openAsBlob(ZIP, { type: 'application/zip' }), 'images.zip');
    const res = await fetch(`${BASE}/merchant/import/images?sid=MASTER`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
    const answer = await res.json();
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${JSON.stringify(answer)}`);
    const t1 = Date.now();
    let job;
    for (;;) {
      job = await drive.call(token, 'GET', `/merchant/import/images/jobs/${answer.data.jobId}`);
      if (['FINISHED', 'FAILED', 'CANCELLED'].includes(job.status)) break;
      await sleep(250);
    }
    const t2 = Date.now();
    if (job.status !== 'FINISHED') throw new Error(`image import ended ${job.status}`);
    const row = {
      images: IMAGES,
      upload: seconds(t1 - t0),
      convertAndMatch: seconds(t2 - t1),
      total: seconds(t2 - t0),
      imagesPerSecond: Math.round(IMAGES / ((t2 - t1) / 1000)),
      counts: `${job.uploadCount} uploaded, ${job.skipCount} skipped, ${job.errorCount} errors; ${job.productsUpdated} products`,
      peakRssMiB: { beforeImages: before, after: peakRssMiB(hub.pid) },
    };
    console.log(JSON.stringify(row));
  } finally {
    stopping = true;
    hub.kill('SIGTERM');
    await new Promise((r) => hub.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
    await admin.query(`drop database if exists ${HUB_DB}`);
    await admin.end();
  }
}

// `--zip-only` makes the zip and stops (it takes a few minutes once; later runs reuse it).
if (process.argv.includes('--zip-only')) await makeZip();
else await main();
