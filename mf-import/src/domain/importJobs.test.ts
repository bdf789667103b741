import { connectionStatusOf, importStores, jobDuration, sortJobs, updatedCount } from './importJobs';

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

  it('counts modified and upserted rows as updated', () => {
    expect(updatedCount({ nModified: 3, nUpserted: 2 })).toBe(5);
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
