import { EVENT_TYPES, importBatchLine, parseEventOf, type EventEnvelope, type ImportRecord } from '@hub/contracts';
import { createEvent, openRequests, requestOpened, type HubService } from '@hub/service-kit';
import { eventually, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { createCatalogService } from '../src';
import { runById } from '../src/db/import-runs';
import { importRecord as record } from './support/import-records';

// Issue 26 item 7: on PGlite the database runs on the hub's one thread and an import's batch holds it,
// so between two batches the requests being answered go first (a page reloaded during an apply waited a
// whole batch for each of its calls), for a bounded time: a request that never ends does not stop the
// import. On a server the requests' queries have connections of their own: nothing waits.
const pglite = testDatabaseTargets().filter((t) => t.name === 'pglite');

describe.each(pglite)('an import on $name lets open requests go first between its batches', (target) => {
  /** A run of three stored batches of two new products each, planned; answers its job id. */
  const planned = async (h: ReturnType<typeof useService<HubService>>, sid: string) => {
    const jobId = randomUUID();
    const keys: string[] = [];
    for (let n = 0; n < 3; n++) {
      const key = `import/DEMO/${jobId}/batches/1-${String(n).padStart(6, '0')}.tsv`;
      const records: ImportRecord[] = [record(sid, `P-${n}-A`, 2 + 2 * n), record(sid, `P-${n}-B`, 3 + 2 * n)];
      await h.deps.storage!.put(key, records.map(importBatchLine));
      keys.push(key);
    }
    await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_STAGED, 'DEMO', { jobId, sid, batches: keys, totalCount: 6, markMissingInactive: false, attempt: 1 }));
    await eventually(`the dry run of ${jobId}`, () => h.events.some(of(jobId, EVENT_TYPES.IMPORT_PLANNED)));
    return jobId;
  };
  const of = (jobId: string, type: string) => (e: EventEnvelope) => e.type === type && (e.data as { jobId: string }).jobId === jobId;
  const ended = (h: ReturnType<typeof useService<HubService>>, jobId: string) => {
    const end = (e: EventEnvelope) => of(jobId, EVENT_TYPES.IMPORT_APPLIED)(e) && (e.data as { status: string }).status !== 'IMPORTING';
    const event = h.events.find(end);
    return event ? parseEventOf(EVENT_TYPES.IMPORT_APPLIED, event).data : undefined;
  };

  describe('with a long bound', () => {
    const h = useService<HubService>(target, (deps) => createCatalogService(deps, { importRequestTurnMs: 60_000 }));

    it('When a request is being answered as the apply starts, then no batch is applied until it ends, and then every one is', async () => {
      const jobId = await planned(h, 'S-RQ1');
      const end = requestOpened();
      try {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, 'DEMO', { jobId }));
        // The run is taken by a worker: it now waits for the request before its first batch.
        await eventually('the apply taken', async () => {
          const [row] = await h.test.db.query<{ phase: string; lease_owner: string | null }>('select phase, lease_owner from catalog.import_runs where job_id = $1', [jobId]);
          return row?.phase === 'IMPORTING' && row.lease_owner !== null;
        });
        await sleep(1_000);
        expect(await runById(h.test.db, jobId)).toMatchObject({ phase: 'IMPORTING', applied: 0, processed: 0 });
      } finally {
        end();
      }
      expect(openRequests()).toBe(0);
      await eventually('the apply ended', () => ended(h, jobId) !== undefined);
      expect(ended(h, jobId)).toMatchObject({ status: 'FINISHED', processed: 6, nInserted: 6 });
    });
  });

  describe('with the default bound', () => {
    const h = useService<HubService>(target, createCatalogService);

    it('When a request stays open through the whole apply, then the import still ends, each batch after its bounded wait', async () => {
      const jobId = await planned(h, 'S-RQ2');
      const end = requestOpened();
      try {
        await h.deps.bus.publish(createEvent(EVENT_TYPES.IMPORT_APPLY_REQUESTED, 'DEMO', { jobId }));
        await eventually('the apply ended', () => ended(h, jobId) !== undefined);
      } finally {
        end();
      }
      expect(ended(h, jobId)).toMatchObject({ status: 'FINISHED', processed: 6, nInserted: 6 });
    });
  });
});
