import { approxTimeLeft, percentDone } from './progress';

describe('import progress', () => {
  it('when half is done in 60 s, then about 60 s are left', () => {
    expect(approxTimeLeft(50, 100, 60_000)).toEqual({ min: 1, sec: 0 });
  });
  it('when nothing is processed yet or all is done, then no time is shown', () => {
    expect(approxTimeLeft(0, 100, 1000)).toEqual({ min: 0, sec: 0 });
    expect(approxTimeLeft(100, 100, 1000)).toEqual({ min: 0, sec: 0 });
  });
  it('when the percentage is computed, then it is floored and capped at 100', () => {
    expect(percentDone(1, 3)).toBe(33);
    expect(percentDone(5, 3)).toBe(100);
    expect(percentDone(1, 0)).toBe(0);
  });
});
