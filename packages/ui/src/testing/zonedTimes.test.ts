import { formatZonedDateTime } from '../dates/formatDate';
import { timesWithoutZone } from './zonedTimes';

describe('timesWithoutZone (issue 28 item 5: no time of a count is shown without its zone)', () => {
  it('finds a time with no zone after it, and passes one that names its zone', () => {
    expect(timesWithoutZone('Started 1:30 AM, submitted 08:45')).toEqual(['1:30 AM', '08:45']);
    expect(timesWithoutZone(`Started ${formatZonedDateTime('2026-11-23T01:30:00Z', 'en', 'Asia/Bangkok')}`)).toEqual([]);
    expect(timesWithoutZone('Started 8:30 AM (Asia/Bangkok)')).toEqual(['8:30 AM']);
    expect(timesWithoutZone('No time here, 27.5 g')).toEqual([]);
  });
});
