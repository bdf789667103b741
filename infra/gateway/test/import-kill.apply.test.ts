import { eventually, serverDatabaseTargets } from '@hub/service-kit/testing';
import { existsSync } from 'node:fs';
import request from 'supertest';
import { HUB_MAIN, KILL_ROWS, killableHub, killCsv } from './support/killable-hub';

// Issue 11 item 5: `kill -9` of the hub in the middle of applying an import, then a restart: the
// import resumes at the batch it was in (its lease runs out) and ends FINISHED with true counts, no
// product twice, the products from before intact. (The check and the dry run: import-kill.check.) On
// PGlite too: no service suite kills a PGlite folder, so this is the test of its crash recovery.
describe.each(serverDatabaseTargets())('an import survives kill -9 of the hub in its apply on $name', (target) => {
  const hub = killableHub(target);
  beforeAll(() => hub.open(), 180_000);
  afterAll(() => hub.close());

  it('When the hub is killed between two batches of an apply and started again, then the import finishes with every product once and the others intact', async () => {
    expect(existsSync(HUB_MAIN)).toBe(true);
    await hub.start();
    let auth = await hub.signIn();
    const before = await hub.count(auth);
    const upload = await hub.upload(auth, killCsv('KILL'), 'kill.csv');
    expect(upload.status).toBe(202);
    const id = upload.body.data.id as string;
    await eventually('the dry run', async () => (await hub.job(auth, id)).status === 'READY', { timeoutMs: 180_000, everyMs: 200 });
    await request(hub.url).post(`/merchant/import/jobs/${id}/apply`).set('Authorization', auth).expect(200);
    // Killed once the first batch is in and before the last (watched, not guessed with a pause). On
    // PGlite one in-process connection serves every service, so each look waits for the batch in
    // hand, and the worker yields between batches: the look after the first batch sees it.
    await eventually('a first batch applied', async () => (await hub.job(auth, id)).processed > 0, { timeoutMs: 180_000, everyMs: 50 });
    const atKill = await hub.job(auth, id);
    await hub.kill();
    expect(atKill.status).toBe('IMPORTING');
    expect(atKill.processed).toBeLessThan(KILL_ROWS);

    await hub.start();
    auth = await hub.signIn();
    await eventually('the import to finish after the restart', async () => (await hub.job(auth, id)).status === 'FINISHED', { timeoutMs: 180_000, everyMs: 200 });
    expect(await hub.job(auth, id)).toMatchObject({ status: 'FINISHED', totalCount: KILL_ROWS, processed: KILL_ROWS, nInserted: KILL_ROWS, nModified: 0, skipped: 0 });
    // The store's exact count: every imported product once, every product from before still there.
    expect(await hub.count(auth)).toBe(before + KILL_ROWS);
  }, 600_000);
});
