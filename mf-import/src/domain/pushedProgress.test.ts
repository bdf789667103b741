import { importJobEntry, progressOfJob } from '@hub/ui/testing';
import { needsReload, rowWithProgress, withProgress } from './pushedProgress';

const job = importJobEntry({ nModified: 20, nUpserted: 120, processed: 120 });
const push = (over: Parameters<typeof importJobEntry>[0] = {}) =>
  progressOfJob(importJobEntry({ processed: 600, nUpserted: 600, nModified: 50, nInserted: 550, skipped: 3, ...over }), { min: 0, sec: 40 });

describe('progress pushed as data (spec section 3, issue 26 item 5)', () => {
  it("When a push for the job arrives, then its figures of spec section 3 replace the job's and the rest is kept", () => {
    const merged = withProgress(job, push());
    expect(merged).toEqual({ ...job, processed: 600, nUpserted: 600, nModified: 50, nInserted: 550, skipped: 3 });
    expect(merged.check).toBe(job.check);
    expect(merged).not.toHaveProperty('approxTime');
    expect(merged).not.toHaveProperty('jobId');
  });

  it("When a MASTER import's push carries its stores, then they replace the job's", () => {
    const master = { totalCount: 10, status: 'IDLE' as const, importProgress: 50, stores: [], skippedItems: [] };
    expect(withProgress(job, push({ master })).master).toBe(master);
  });

  it('When a push is for another job, then the job is left as it is', () => {
    expect(withProgress(job, push({ id: 'j2' }))).toBe(job);
  });

  it('When a push brings the status shown, then it is merged without a request; another status, or a job not shown yet, calls for a read', () => {
    expect(needsReload(job, push())).toBe(false);
    expect(needsReload(job, push({ status: 'FINISHED' }))).toBe(true);
    expect(needsReload({ status: 'PLANNING' }, push({ status: 'READY' }))).toBe(true);
    expect(needsReload(undefined, push())).toBe(true);
    expect(needsReload(null, push())).toBe(true);
  });

  it('When a jobs-table row has a push in its status, then the row shows its figures; a push of another status (a late one too) leaves the row for the refresh', () => {
    expect(rowWithProgress(job, push()).processed).toBe(600);
    const finished = { ...job, status: 'FINISHED' as const, processed: 1000 };
    expect(rowWithProgress(finished, push())).toBe(finished);
    expect(rowWithProgress(job, undefined)).toBe(job);
  });
});
