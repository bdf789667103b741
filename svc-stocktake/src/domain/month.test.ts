import { monthOf, monthRange } from './month';

describe('report month', () => {
  it('when the month is MM-YYYY, then its range covers the whole month', () => {
    expect(monthRange('02-2024')).toEqual({ from: new Date('2024-02-01T00:00:00Z'), to: new Date('2024-03-01T00:00:00Z') });
  });
  it('when the month is December, then the range ends on 1 January of the next year', () => {
    expect(monthRange('12-2026').to).toEqual(new Date('2027-01-01T00:00:00Z'));
  });
  it.each(['13-2026', '2026-01', '1-2026', '00-2026', ''])('when the month is %p, then it is refused', (m) => {
    expect(() => monthRange(m)).toThrow(RangeError);
  });
  it('when a date is formatted, then it reads MM-YYYY', () => {
    expect(monthOf(new Date('2026-03-15T10:00:00Z'))).toBe('03-2026');
  });
});
