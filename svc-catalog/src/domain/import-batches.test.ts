import { analyzeDue, batchesToApply, countApplied, isApplied, REQUEST_TURN_MAX_MS, REQUEST_TURN_MIN_MS, requestTurnMs } from './import-batches';

describe('the applied batches of an import run, applied side by side (issue 26)', () => {
  it('When batches commit in order, then the gapless count moves and nothing is ahead', () => {
    expect(countApplied({ applied: 0, applied_ahead: [] }, 0)).toEqual({ applied: 1, ahead: [] });
    expect(countApplied({ applied: 1, applied_ahead: [] }, 1)).toEqual({ applied: 2, ahead: [] });
  });

  it('When the second of a pair commits first, then it is held ahead until the first fills the gap', () => {
    const second = countApplied({ applied: 4, applied_ahead: [] }, 5);
    expect(second).toEqual({ applied: 4, ahead: [5] });
    expect(countApplied({ applied: second.applied, applied_ahead: second.ahead }, 4)).toEqual({ applied: 6, ahead: [] });
    expect(countApplied({ applied: 4, applied_ahead: [6, 5] }, 4)).toEqual({ applied: 7, ahead: [] });
    expect(countApplied({ applied: 4, applied_ahead: [7] }, 5)).toEqual({ applied: 4, ahead: [5, 7] });
  });

  it('When a run is taken over, then it applies only what is not applied, in order', () => {
    const run = { applied: 3, applied_ahead: [4, 6], batches: ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] };
    expect(batchesToApply(run)).toEqual([3, 5, 7]);
    expect([0, 2, 4, 6].every((n) => isApplied(run, n))).toBe(true);
    expect([3, 5, 7].some((n) => isApplied(run, n))).toBe(false);
    expect(batchesToApply({ applied: 8, applied_ahead: [], batches: run.batches })).toEqual([]);
  });
});

describe("the requests' turn between an import's batches on PGlite (issue 26 item 7)", () => {
  it('When a batch took a while, then requests may go first for as long', () => {
    expect(requestTurnMs(750)).toBe(750);
    expect(requestTurnMs(1234.4)).toBe(1234);
  });

  it('When a batch was short or very long, then the turn stays within its bounds', () => {
    expect(requestTurnMs(3)).toBe(REQUEST_TURN_MIN_MS);
    expect(requestTurnMs(0)).toBe(REQUEST_TURN_MIN_MS);
    expect(requestTurnMs(60_000)).toBe(REQUEST_TURN_MAX_MS);
    expect(requestTurnMs(Number.NaN)).toBe(REQUEST_TURN_MIN_MS);
  });
});

describe("the catalogue's statistics while an import applies (analyzeDue)", () => {
  it('When the catalogue was empty or never analyzed here, then any write makes them due', () => {
    expect(analyzeDue(25_000, 0)).toBe(true);
    expect(analyzeDue(1, -1)).toBe(true);
    expect(analyzeDue(0, 0)).toBe(false);
  });

  it('When the catalogue has grown by half since its last analyze, then they are due, not before', () => {
    expect(analyzeDue(12_499, 25_000)).toBe(false);
    expect(analyzeDue(12_500, 25_000)).toBe(true);
    // Another merchant's 100,000 products written into a catalogue of a million: the end of the run analyzes.
    expect(analyzeDue(100_000, 1_000_000)).toBe(false);
  });

  it('When a million rows go into an empty catalogue 25,000 at a time, then it is analyzed 8 times, not 40', () => {
    let analyzed = 0;
    let rowsAtAnalyze = 0;
    let writtenAtAnalyze = 0;
    for (let written = 25_000; written <= 1_000_000; written += 25_000) {
      if (!analyzeDue(written - writtenAtAnalyze, rowsAtAnalyze)) continue;
      analyzed++;
      rowsAtAnalyze = written;
      writtenAtAnalyze = written;
    }
    expect(analyzed).toBe(8);
  });
});
