import type { ImportJobDetail } from '@hub/contracts';
import { eventually, serverTestDatabase, type ServerDatabaseTarget, type TestDatabase } from '@hub/service-kit/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { REPO_ROOT } from '../../src';

// The built hub (dist) as a real process that a test can kill -9 and start again on the same data
// (issue 11 item 5, issue 26 item 9): import-kill.apply and import-kill.check, one file per
// scenario so that jest's two workers share them.
export const HUB_MAIN = join(REPO_ROOT, 'infra/gateway/dist/main.js');
export const KILL_ROWS = 60_000;
const HEADER = 'ITEM_CODE,EPC,DESIGN_NO,ITEM_TYPE,STATUS,KT,METAL,GWT,NWT,STONES,SWT,SCOUNT,COLLECTION,PRICE,CURRENCY,CERT_NO';

/** A MASTER file of KILL_ROWS new products whose codes start with `prefix`. */
export function killCsv(prefix: string): Buffer {
  const lines = [HEADER];
  for (let n = 1; n <= KILL_ROWS; n++) lines.push(`${prefix}-${String(n).padStart(6, '0')},${prefix}TAG${n},RG${n % 400},RING,IN_STOCK,18K,Yellow Gold,${(n % 50) + 1},1,Diamond,0.1,1,Heritage,${1000 + n},THB,`);
  return Buffer.from(lines.join('\r\n'), 'utf8');
}

/** A port nothing listens on now (the system's pick), so two suites never race for one. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

export interface KillableHub {
  /** Opens the data folder (and the server's database on `postgres`): call in beforeAll. */
  open(): Promise<void>;
  /** Kills the hub if it runs and removes its data: call in afterAll. */
  close(): Promise<void>;
  /** Starts the hub on the same data and waits until it answers. */
  start(): Promise<void>;
  /** kill -9 of the running hub; resolves once it has ended. */
  kill(): Promise<void>;
  /** An Authorization header of the demo administrator. */
  signIn(): Promise<string>;
  job(auth: string, id: string): Promise<ImportJobDetail>;
  /** The exact product count of BKK-SIAM. */
  count(auth: string): Promise<number>;
  upload(auth: string, file: Buffer, filename: string): Promise<request.Response>;
  readonly url: string;
}

export function killableHub(target: ServerDatabaseTarget): KillableHub {
  let dataDir = '';
  let serverDb: TestDatabase | undefined;
  let hub: ChildProcess | undefined;
  let url = '';
  return {
    get url() {
      return url;
    },
    async open() {
      dataDir = mkdtempSync(join(tmpdir(), 'hub-kill-'));
      serverDb = await serverTestDatabase(target, join(dataDir, 'pg'));
    },
    async close() {
      hub?.kill('SIGKILL');
      await serverDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    async start() {
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      let errors = '';
      const child = spawn(process.execPath, [HUB_MAIN], {
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
    },
    async kill() {
      const running = hub;
      if (!running || running.exitCode !== null) return;
      const ended = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await ended;
    },
    async signIn() {
      const answer = await request(url).post('/merchant/user/signin').send({ email: 'admin@demo.hub', password: 'Demo@1234' });
      return `Bearer ${answer.body.data.accessToken as string}`;
    },
    async job(auth, id) {
      return (await request(url).get(`/merchant/import/jobs/${id}`).set('Authorization', auth)).body.data as ImportJobDetail;
    },
    async count(auth) {
      const answer = (await request(url).post('/merchant/products/count').query({ sid: 'BKK-SIAM' }).set('Authorization', auth).send({})).body.data as { count: number; exact: boolean };
      if (!answer.exact) throw new Error('the count is not exact');
      return answer.count;
    },
    upload(auth, file, filename) {
      return request(url).post('/merchant/import/upload?sid=BKK-SIAM').set('Authorization', auth).attach('file', file, { filename, contentType: 'text/csv' });
    },
  };
}
