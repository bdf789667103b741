import { storeEntry } from '@hub/ui/testing';
import { BANGKOK_DAILY, storeRecord } from '../pages/testSession';
import { browserTimeZone, runsOnStoreWithAutosyncOff, scheduleZone, shownNextRun, storeAutosyncEnabled } from './sourceSchedule';

const NEXT = '2026-11-21T19:00:00.000Z';
const saved = (over: Partial<{ autosync: boolean; sid: string; nextRunAt: string | null }> = {}) => ({ autosync: true, sid: 'BKK', nextRunAt: NEXT, ...over });

describe("an import source on its store's autosync schedule (issue 13 item 2)", () => {
  it("shows runs in the store's zone, UTC when the store has none (as svc-import reads the schedule), the browser's while the store is unknown", () => {
    expect(scheduleZone(storeEntry({ code: 'BKK', tz: 'Asia/Bangkok' }))).toBe('Asia/Bangkok');
    expect(scheduleZone(storeEntry({ code: 'BKK', tz: null }))).toBe('UTC');
    expect(scheduleZone(storeEntry({ code: 'BKK', tz: 'Mars/Olympus' }))).toBe('UTC');
    expect(scheduleZone(undefined)).toBe(browserTimeZone());
  });

  it("reads the store's autosync from its record; a list entry (no stores permission) does not say", () => {
    expect(storeAutosyncEnabled(storeRecord('BKK', 'Bangkok', 'Asia/Bangkok', BANGKOK_DAILY))).toBe(true);
    expect(storeAutosyncEnabled(storeRecord('BKK', 'Bangkok', 'Asia/Bangkok'))).toBe(false);
    expect(storeAutosyncEnabled(storeEntry({ code: 'BKK' }))).toBeNull();
    expect(storeAutosyncEnabled(undefined)).toBeNull();
  });

  it("warns when the form marks a source of a store whose autosync is off: from the store's record, else from the saved source having no next run", () => {
    const off = storeRecord('BKK', 'Bangkok', 'Asia/Bangkok');
    const on = storeRecord('BKK', 'Bangkok', 'Asia/Bangkok', BANGKOK_DAILY);
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, null, off)).toBe(true);
    expect(runsOnStoreWithAutosyncOff({ autosync: false, sid: 'BKK' }, null, off)).toBe(false);
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, saved({ nextRunAt: null }), on)).toBe(false);
    // Not known yet: no warning.
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, saved({ nextRunAt: null }), undefined)).toBe(false);
    const entry = storeEntry({ code: 'BKK' });
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, saved({ nextRunAt: null }), entry)).toBe(true);
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, saved(), entry)).toBe(false);
    expect(runsOnStoreWithAutosyncOff({ autosync: true, sid: 'BKK' }, saved({ autosync: false, nextRunAt: null }), entry)).toBe(false);
  });

  it('shows the saved next run while the form still marks the source for the same store', () => {
    expect(shownNextRun({ autosync: true, sid: 'BKK' }, saved())).toBe(NEXT);
    expect(shownNextRun({ autosync: false, sid: 'BKK' }, saved())).toBeNull();
    expect(shownNextRun({ autosync: true, sid: 'DXB' }, saved())).toBeNull();
    expect(shownNextRun({ autosync: true, sid: 'BKK' }, saved({ nextRunAt: null }))).toBeNull();
    expect(shownNextRun({ autosync: true, sid: 'BKK' }, null)).toBeNull();
  });
});
