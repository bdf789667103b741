import type { ImportJobDetail } from '@hub/contracts';
import { eventually, serverDatabaseTargets, serverTestDatabase, type TestDatabase } from '@hub/service-kit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../src';

// Issue 11 item 5: `kill -9` of the hub in the middle of applying an import, then a restart: the
// import resumes at the batch it was in (its lease runs out) and ends FINISHED with true counts, no
// product twice, the products from before intact. Issue 26 item 9: the same in the check (its worker
// thread) and in the dry run (the COPY into staging, the classification). The built hub (dist) as a
// real process.
const MAIN = join(REPO_ROOT, 'infra/gateway/dist/main.js');
const ROWS = 60_000;
const HEADER = 'ITEM_CODE,EPC,DESIGN_NO,ITEM_TYPE,STATUS,KT,METAL,GWT,NWT,STONES,SWT,SCOUNT,COLLECTION,PRICE,CURRENCY,CERT_NO';
const csv = (prefix = 'KILL') => {
  const lines = [HEADER];
  for (let n = 1; n <= ROWS; n++) lines.push(`${prefix}-${String(n).padStart(6, '0')},${prefix}TAG${n},RG${n % 400},RING,IN_STOCK,18K,Yellow Gold,${(n % 50) + 1},1,Diamond,0.1,1,Heritage,${1000 + n},THB,`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
};

/** A port nothing listens on now (the system's pick), so two suites never race for one. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

describe.each(serverDatabaseTargets())('an import survives kill -9 of the hub on %s', (target) => {
  let dataDir: string;
  let serverDb: TestDatabase | undefined;
  let hub: ChildProcess | undefined;
  let url = '';

  const start = async () => {
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    let errors = '';
    const child = spawn(process.execPath, [MAIN], {
      env: { ...process.env, PORT: String(port), HUB_DATA_DIR: dataDir, DATABASE_URL: serverDb?.url ?? '', HUB_IMPORT_LEASE_MS: '1500', HUB_IMPORT_POLL_MS: '100', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString('utf8')).slice(-4000)));
    if (process.env.KILL_DEBUG) child.stderr?.pipe(process.stderr);
    hub = child;
    await eventually(
      'the hub to answer',
      () => {
        // A hub that ended says why instead of a timeout.
        if (child.exitCode !== null) throw new Error(`the hub ended with code ${child.exitCode}: ${errors}`);
        return fetch(`${url}/healthz`).then((r) => r.ok, () => false);
      },
      { timeoutMs: 120_000, everyMs: 200 },
    );
  };
  const token = async () => (await request(url).post('/merchant/user/signin').send({ email: 'admin@demo.hub', password: 'Demo@1234' })).body.data.accessToken as string;
  const job = async (auth: string, id: string) => (await request(url).get(`/merchant/import/jobs/${id}`).set('Authorization', auth)).body.data as ImportJobDetail;
  const count = async (auth: string) => {
    const answer = (await request(url).post('/merchant/products/count').query({ sid: 'BKK-SIAM' }).set('Authorization', auth).send({})).body.data as { count: number; exact: boolean };
    expect(answer.exact).toBe(true);
    return answer.count;
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hub-kill-'));
    serverDb = await serverTestDatabase(target, join(dataDir, 'pg'));
  }, 180_000);
  afterAll(async () => {
    hub?.kill('SIGKILL');
    await serverDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('When the hub is killed between two batches of an apply and started again, then the import finishes with every product once and the others intact', async () => {
    expect(existsSync(MAIN)).toBe(true);
    await start();
    let auth = `Bearer ${await token()}`;
    const before = await count(auth);
    const upload = await request(url).post('/merchant/import/upload?sid=BKK-SIAM').set('Authorization', auth).attach('file', csv(), { filename: 'kill.csv', contentType: 'text/csv' });
    expect(upload.status).toBe(202);
    const id = upload.body.data.id as string;
    await eventually('the dry run', async () => (await job(auth, id)).status === 'READY', { timeoutMs: 180_000, everyMs: 200 });
    await request(url).post(`/merchant/import/jobs/${id}/apply`).set('Authorization', auth).expect(200);
    // Killed once the first batch is in and before the last (watched, not guessed with a pause). On
    // PGlite one in-process connection serves every service, so each look waits for the batch in
    // hand, and the worker yields between batches: the look after the first batch sees it.
    await eventually('a first batch applied', async () => (await job(auth, id)).processed > 0, { timeoutMs: 180_000, everyMs: 50 });
    const atKill = await job(auth, id);
    hub!.kill('SIGKILL');
    expect(atKill.status).toBe('IMPORTING');
    expect(atKill.processed).toBeLessThan(ROWS);
    await new Promise((resolve) => hub!.once('exit', resolve));

    await start();
    auth = `Bearer ${await token()}`;
    await eventually('the import to finish after the restart', async () => (await job(auth, id)).status === 'FINISHED', { timeoutMs: 180_000, everyMs: 200 });
    expect(await job(auth, id)).toMatchObject({ status: 'FINISHED', totalCount: ROWS, processed: ROWS, nInserted: ROWS, nModified: 0, skipped: 0 });
    // The store's exact count: every imported product once, every product from before still there.
    expect(await count(auth)).toBe(before + ROWS);
  }, 600_000);

  it('When the hub is killed in the check and again in the dry run and started each time, then the check and the dry run start again and the import finishes with every product once', async () => {
    if (hub && hub.exitCode === null) {
      hub.kill('SIGKILL');
      await new Promise((resolve) => hub!.once('exit', resolve));
    }
    await start();
    let auth = `Bearer ${await token()}`;
    const before = await count(auth);
    const upload = await request(url).post('/merchant/import/upload?sid=BKK-SIAM').set('Authorization', auth).attach('file', csv('KILLCHK'), { filename: 'kill-check.csv', contentType: 'text/csv' });
    expect(upload.status).toBe(202);
    const id = upload.body.data.id as string;
    // Each kill once the phase is seen (watched, not guessed with a pause).
    for (const phase of ['CHECKING', 'PLANNING'] as const) {
      await eventually(`the ${phase.toLowerCase()} phase`, async () => (await job(auth, id)).status === phase, { timeoutMs: 180_000, everyMs: 50 });
      hub!.kill('SIGKILL');
      await new Promise((resolve) => hub!.once('exit', resolve));
      await start();
      auth = `Bearer ${await token()}`;
    }
    await eventually('the dry run after the restarts', async () => (await job(auth, id)).status === 'READY', { timeoutMs: 180_000, everyMs: 200 });
    expect((await job(auth, id)).plan).toMatchObject({ create: ROWS, update: 0, unchanged: 0, reject: 0 });
    await request(url).post(`/merchant/import/jobs/${id}/apply`).set('Authorization', auth).expect(200);
    await eventually('the import to finish', async () => (await job(auth, id)).status === 'FINISHED', { timeoutMs: 180_000, everyMs: 200 });
    expect(await job(auth, id)).toMatchObject({ status: 'FINISHED', totalCount: ROWS, processed: ROWS, nInserted: ROWS, nModified: 0, skipped: 0 });
    expect(await count(auth)).toBe(before + ROWS);
  }, 600_000);
});
