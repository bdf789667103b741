import { storeRuleViolation, storeWriteBodySchema } from './store';

const body = (extra: object = {}) => storeWriteBodySchema.parse({ code: 'S1', name: 'Store one', ...extra });

describe('store write rules (spec section 5)', () => {
  it('when autosync is off, then nothing else is required', () => {
    expect(storeRuleViolation(body())).toBeNull();
  });
  it('when autosync is on, then frequency, date and time are checked in that order', () => {
    expect(storeRuleViolation(body({ autosync: { isEnable: true } }))).toBe('INVALID_FREQUENCY');
    expect(storeRuleViolation(body({ autosync: { isEnable: true, syncFrequency: 'DAILY' } }))).toBe('INVALID_DATE');
    expect(storeRuleViolation(body({ autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-30' } }))).toBe('INVALID_DATE');
    expect(storeRuleViolation(body({ autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-03', startTime: '25:00' } }))).toBe('INVALID_TIME');
    expect(storeRuleViolation(body({ autosync: { isEnable: true, syncFrequency: 'DAILY', startDate: '2026-02-03', startTime: '09:30' } }))).toBeNull();
  });
  it('when the time zone is unknown, then INVALID_TIMEZONE', () => {
    expect(storeRuleViolation(body({ tz: 'Mars/Olympus' }))).toBe('INVALID_TIMEZONE');
    expect(storeRuleViolation(body({ tz: 'Asia/Dubai' }))).toBeNull();
  });
});
