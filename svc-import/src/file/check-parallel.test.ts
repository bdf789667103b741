import { segmentFactor } from './check-parallel';

describe('the size of the segments given to the mappers (check-parallel.ts)', () => {
  it('grows them four times while the answers come back mostly light', () => {
    expect(segmentFactor(1000, 1000)).toBe(4);
    expect(segmentFactor(1000, 900)).toBe(4);
  });

  it('keeps them at the usual size when the rows are mapped (a re-sync where they changed)', () => {
    expect(segmentFactor(1000, 0)).toBe(1);
    expect(segmentFactor(1000, 899)).toBe(1);
    expect(segmentFactor(0, 0)).toBe(1);
  });
});
