import { connectionStatusOf, importStores, jobDuration, sortJobs, updatedCount, uploadPercent } from './importJobs';

describe('import overview rules (spec sections 3 and 4)', () => {
  it('When jobs are listed, then the newest start comes first and jobs not started yet lead', () => {
    const jobs = [
      { id: 'a', start: '2026-11-01T10:00:00Z' },
      { id: 'b', start: null },
      { id: 'c', start: '2026-11-03T10:00:00Z' },
    ];
    expect(sortJobs(jobs).map((j) => j.id)).toEqual(['b', 'c', 'a']);
  });

  it('When a job has finished, then its duration is minutes and seconds; otherwise none', () => {
    expect(jobDuration({ start: '2026-11-01T10:00:00Z', end: '2026-11-01T10:02:05Z' })).toEqual({ min: 2, sec: 5 });
    expect(jobDuration({ start: '2026-11-01T10:00:00Z', end: null })).toBeNull();
    expect(jobDuration({ start: '2026-11-01T10:00:00Z', end: '2026-11-01T09:00:00Z' })).toBeNull();
  });

  it('When products were modified, then they count as updated (nUpserted already holds them, it is not added)', () => {
    expect(updatedCount({ nModified: 3 })).toBe(3);
  });

  it('When the upload has sent part of the file, then its share is whole percent, never above 100', () => {
    expect(uploadPercent(512, 1024)).toBe(50);
    expect(uploadPercent(2048, 1024)).toBe(100);
    expect(uploadPercent(0, 0)).toBe(0);
  });

  it("When a store has no connection test, then it is 'Not Tested'", () => {
    expect(connectionStatusOf({ dataImport: { connectionStatus: 'Tested' } })).toBe('Tested');
    expect(connectionStatusOf({ dataImport: { connectionStatus: 'Not Tested' } })).toBe('Not Tested');
    expect(connectionStatusOf({ dataImport: null })).toBe('Not Tested');
    expect(connectionStatusOf({})).toBe('Not Tested');
  });

  it('lists every store but MASTER, by name', () => {
    const stores = [
      { code: 'MASTER', name: 'Master' },
      { code: 'S2', name: 'Silom' },
      { code: 'S1', name: 'Dubai' },
    ];
    expect(importStores(stores).map((s) => s.code)).toEqual(['S1', 'S2']);
  });
});
