import type { ImportStorePlan } from '@hub/contracts';
import { advanceMaster, endMaster, masterFromPlan, resetStores, storeStatus } from './master-progress';

const plan = (stores: ImportStorePlan[]) => ({
  stores,
  skippedItems: [{ sid: 'S2', productCode: 'P9', row: 12, code: 'PDFV107' as const }],
});
const S1 = { sid: 'S1', create: 3, update: 1, unchanged: 0, reject: 0, deactivate: 0 };
const S2 = { sid: 'S2', create: 0, update: 2, unchanged: 1, reject: 1, deactivate: 0 };
const S3 = { sid: 'S3', create: 0, update: 0, unchanged: 5, reject: 0, deactivate: 0 };

describe('master import progress (spec section 3) and the import status per store (spec section 4)', () => {
  it('a store starts WAITING, is IMPORTING while some of its products are processed, FINISHED with its last', () => {
    expect(storeStatus(0, 10)).toBe('WAITING');
    expect(storeStatus(4, 10)).toBe('IMPORTING');
    expect(storeStatus(10, 10)).toBe('FINISHED');
  });

  it('the overall status is IDLE; a store with nothing to write becomes SKIPPED and leaves the list; skipped items keep their reason', () => {
    const master = masterFromPlan(plan([S1, S2, S3]));
    expect(master.status).toBe('IDLE');
    expect(master.stores.map((s) => [s.sid, s.status, s.totalCount, s.processed])).toEqual([
      ['S1', 'WAITING', 4, 0],
      ['S2', 'WAITING', 4, 0],
    ]);
    expect(master.totalCount).toBe(8);
    expect(master.skippedItems).toEqual([{ sid: 'S2', productCode: 'P9', row: 12, code: 'PDFV107' }]);
  });

  it('counts move each store on its own, never backwards (a repeated or late event changes nothing)', () => {
    let master = masterFromPlan(plan([S1, S2]));
    master = advanceMaster(master, [{ sid: 'S1', processed: 2, nInserted: 2, nModified: 0, skipped: 0 }]);
    expect(master.stores.map((s) => [s.sid, s.status, s.importProgress])).toEqual([
      ['S1', 'IMPORTING', 50],
      ['S2', 'WAITING', 0],
    ]);
    master = advanceMaster(master, [
      { sid: 'S1', processed: 4, nInserted: 3, nModified: 1, skipped: 0 },
      { sid: 'S2', processed: 1, nInserted: 0, nModified: 1, skipped: 0 },
    ]);
    const late = advanceMaster(master, [{ sid: 'S1', processed: 2, nInserted: 2, nModified: 0, skipped: 0 }]);
    expect(late).toEqual(master);
    expect(master.stores[0]).toMatchObject({ status: 'FINISHED', importProgress: 100, nInserted: 3, nModified: 1 });
    expect(master.importProgress).toBe(62);
  });

  it('reset returns every store to WAITING with zero counts', () => {
    const master = advanceMaster(masterFromPlan(plan([S1, S2])), [{ sid: 'S1', processed: 4, nInserted: 3, nModified: 1, skipped: 0 }]);
    expect(resetStores(master.stores)).toEqual([
      { sid: 'S1', totalCount: 4, processed: 0, importProgress: 0, status: 'WAITING', nInserted: 0, nModified: 0, skipped: 0 },
      { sid: 'S2', totalCount: 4, processed: 0, importProgress: 0, status: 'WAITING', nInserted: 0, nModified: 0, skipped: 0 },
    ]);
  });

  it('the end: FINISHED finishes every store; a cancel leaves each where it was', () => {
    const running = advanceMaster(masterFromPlan(plan([S1, S2])), [{ sid: 'S1', processed: 3, nInserted: 3, nModified: 0, skipped: 0 }]);
    const finished = endMaster(running, 'FINISHED');
    expect(finished.status).toBe('FINISHED');
    expect(finished.stores.every((s) => s.status === 'FINISHED' && s.importProgress === 100)).toBe(true);
    const cancelled = endMaster(running, 'CANCELLED');
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.stores.map((s) => s.status)).toEqual(['IMPORTING', 'WAITING']);
  });
});
