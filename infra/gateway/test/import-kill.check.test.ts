import { eventually, serverOrPgliteTargets } from '@hub/service-kit/testing';
import request from 'supertest';
import { KILL_ROWS, killableHub, killCsv } from './support/killable-hub';

// Issue 26 item 9: `kill -9` of the hub in the check (its worker thread) and in the dry run (the COPY
// into staging, the classification), a restart each time: both start again and the import ends
// FINISHED with every product once. (The apply: import-kill.apply.) On the server when there is one:
// import-kill.apply recovers the hub's PGlite folder after kill -9 (its unlogged staging lost, restaged).
describe.each(serverOrPgliteTargets())('an import survives kill -9 of the hub in its check and dry run on $name', (target) => {
  const hub = killableHub(target);
  beforeAll(() => hub.open(), 180_000);
  afterAll(() => hub.close());

  it('When the hub is killed in the check and again in the dry run and started each time, then the check and the dry run start again and the import finishes with every product once', async () => {
    await hub.start();
    let auth = await hub.signIn();
    const before = await hub.count(auth);
    const upload = await hub.upload(auth, killCsv('KILLCHK'), 'kill-check.csv');
    expect(upload.status).toBe(202);
    const id = upload.body.data.id as string;
    // Each kill once the phase is seen (watched, not guessed with a pause).
    for (const phase of ['CHECKING', 'PLANNING'] as const) {
      await eventually(`the ${phase.toLowerCase()} phase`, async () => (await hub.job(auth, id)).status === phase, { timeoutMs: 180_000, everyMs: 50 });
      await hub.kill();
      await hub.start();
      auth = await hub.signIn();
    }
    await eventually('the dry run after the restarts', async () => (await hub.job(auth, id)).status === 'READY', { timeoutMs: 180_000, everyMs: 200 });
    expect((await hub.job(auth, id)).plan).toMatchObject({ create: KILL_ROWS, update: 0, unchanged: 0, reject: 0 });
    await request(hub.url).post(`/merchant/import/jobs/${id}/apply`).set('Authorization', auth).expect(200);
    await eventually('the import to finish', async () => (await hub.job(auth, id)).status === 'FINISHED', { timeoutMs: 180_000, everyMs: 200 });
    expect(await hub.job(auth, id)).toMatchObject({ status: 'FINISHED', totalCount: KILL_ROWS, processed: KILL_ROWS, nInserted: KILL_ROWS, nModified: 0, skipped: 0 });
    expect(await hub.count(auth)).toBe(before + KILL_ROWS);
  }, 600_000);
});
