import { EVENT_TYPES, dataMappingConfigSchema, parseEventOf, type EventEnvelope, type ImportJobDetail } from '@hub/contracts';
import { createEvent } from '@hub/service-kit';
import { eventually, signTestToken, testClaims, testDatabaseTargets, useService } from '@hub/service-kit/testing';
import request from 'supertest';
import { createImportService } from '../src';

// Issue 26 item 5 (ADR 0034): the check announces each batch as it stores it, with every key so far and
// its attempt, so svc-catalog stages it while the check goes on; a file rejected after batches were
// announced asks svc-catalog to cancel the run (its staging is dropped). The check maps row by row here
// (checkThreads 0: rows mapped on the check's own thread, one after another): on mapper threads a
// segment's problems are told before its products, so a small file with an error announces nothing at
// all (check-in-worker.test.ts checks that path's output).
const field = (name: string, erpField: string, type = 'text') => ({ name, displayName: name, erpField, type });
const MAPPING = dataMappingConfigSchema.parse({ fields: [field('productCode', 'CODE'), field('rfidTag', 'EPC'), field('karat', 'KT'), field('grossWeight', 'GWT', 'number')] });

describe.each(testDatabaseTargets())('svc-import announces each checked batch on %s', (target) => {
  const h = useService(target, (deps) => createImportService(deps, { maxUploadBytes: 1024 * 1024, pollMs: 50, leaseMs: 5_000, batchRows: 2, checkThreads: 0 }), {
    setup: async (h) => {
      await h.deps.bus.publish(createEvent(EVENT_TYPES.STORE_CREATED, 'DEMO', { code: 'S01', name: 'S01', tz: 'Asia/Bangkok', location: { lat: 0, lng: 0 }, revision: 1 }));
      await h.deps.bus.publish(createEvent(EVENT_TYPES.DATA_MAPPING_CHANGED, 'DEMO', { revision: 1, config: MAPPING }));
    },
  });
  const admin = `Bearer ${signTestToken(testClaims('ADMIN', 'DEMO'))}`;
  const upload = (csv: string) =>
    request(h.app).post('/merchant/import/upload?sid=S01').set('Authorization', admin).attach('file', Buffer.from(csv, 'utf8'), { filename: 'products.csv', contentType: 'text/csv' });
  const job = async (id: string) => (await request(h.app).get(`/merchant/import/jobs/${id}`).set('Authorization', admin)).body.data as ImportJobDetail;
  const ended = async (id: string) => {
    let last: ImportJobDetail | undefined;
    await eventually('the check to end', async () => {
      last = await job(id);
      return !['WAITING', 'CHECKING'].includes(last.status);
    });
    return last!;
  };
  const of = (jobId: string, type: string) => (e: EventEnvelope) => e.type === type && (e.data as { jobId: string }).jobId === jobId;

  it('When a file of five products is checked in batches of two, then the batches are announced as they are stored with every key so far, before the check’s end names all three', async () => {
    const res = await upload('CODE,EPC,KT,GWT\nP1,E1,18K,1\nP2,E2,18K,2\nP3,E3,22K,3\nP4,E4,22K,4\nP5,E5,9K,5\n');
    const done = await ended(res.body.data.id);
    expect(done.problems).toEqual([]);
    expect(done).toMatchObject({ status: 'PLANNING', totalCount: 5 });
    await eventually('the staged event', () => h.events.some(of(done.id, EVENT_TYPES.IMPORT_STAGED)));
    const announced = h.events.filter(of(done.id, EVENT_TYPES.IMPORT_BATCH_CHECKED)).map((e) => parseEventOf(EVENT_TYPES.IMPORT_BATCH_CHECKED, e).data);
    const staged = parseEventOf(EVENT_TYPES.IMPORT_STAGED, h.events.find(of(done.id, EVENT_TYPES.IMPORT_STAGED))).data;
    expect(staged).toMatchObject({ sid: 'S01', totalCount: 5, attempt: 1 });
    expect(staged.batches).toHaveLength(3);
    // Each names every batch stored by then: a growing prefix of the keys, the last naming all. Batches
    // stored while an announcement was under way are named together by the next one.
    const lengths = announced.map((a) => a.batches.length);
    expect(announced.map((a) => a.batches)).toEqual(lengths.map((n) => staged.batches.slice(0, n)));
    expect(lengths).toEqual([...new Set(lengths)].sort((a, b) => a - b));
    expect(lengths[0]).toBeGreaterThan(0);
    expect(lengths.at(-1)).toBe(3);
    expect(announced.every((a) => a.attempt === 1 && a.sid === 'S01')).toBe(true);
    // Announced before the end: every batch event left the outbox ahead of the staged one.
    const order = h.events.filter((e) => of(done.id, EVENT_TYPES.IMPORT_BATCH_CHECKED)(e) || of(done.id, EVENT_TYPES.IMPORT_STAGED)(e)).map((e) => e.type);
    expect(order.at(-1)).toBe(EVENT_TYPES.IMPORT_STAGED);
    expect(h.events.some(of(done.id, EVENT_TYPES.IMPORT_CANCEL_REQUESTED))).toBe(false);
    await request(h.app).post(`/merchant/import/jobs/${done.id}/cancel`).set('Authorization', admin);
  });

  it('When a file breaks a rule after a batch was announced, then it is REJECTED, its batches after the error are not announced, and svc-catalog is asked to drop the run', async () => {
    // Row 6 is not a number where a number is due (PDFV109): found after the rows of two batches.
    const res = await upload('CODE,EPC,KT,GWT\nP1,E1,18K,1\nP2,E2,18K,2\nP3,E3,22K,3\nP4,E4,22K,4\nP5,E5,9K,12 g\nP6,E6,9K,6\nP7,E7,9K,7\n');
    const done = await ended(res.body.data.id);
    expect(done).toMatchObject({ status: 'REJECTED', errorCode: 'PDDI103' });
    await eventually('the cancel for svc-catalog', () => h.events.some(of(done.id, EVENT_TYPES.IMPORT_CANCEL_REQUESTED)));
    const announced = h.events.filter(of(done.id, EVENT_TYPES.IMPORT_BATCH_CHECKED)).map((e) => parseEventOf(EVENT_TYPES.IMPORT_BATCH_CHECKED, e).data.batches.length);
    // Announced until the error was found (the rules of a parsed chunk run before its records go out),
    // then no more: seven products would have made four batches.
    expect(announced.length).toBeGreaterThan(0);
    expect(announced.length).toBeLessThan(4);
    expect(announced).toEqual([...new Set(announced)].sort((a, b) => a - b));
    expect(h.events.some(of(done.id, EVENT_TYPES.IMPORT_STAGED))).toBe(false);
  });
});
