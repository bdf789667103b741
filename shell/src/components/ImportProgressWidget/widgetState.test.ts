import { widgetState } from './widgetState';

describe('the import progress widget (spec section 4)', () => {
  it('When products are being written, then it shows IMPORTING, the share done and the time left as mm:ss', () => {
    expect(widgetState({ status: 'IMPORTING', processed: 250, totalCount: 1000, approxTime: { min: 2, sec: 5 } })).toEqual({ status: 'IMPORTING', fraction: 0.25, timeLeft: '02:05' });
  });
  it('When the import finished, then it shows FINISHED, full', () => {
    expect(widgetState({ status: 'FINISHED', processed: 990, totalCount: 1000, approxTime: { min: 0, sec: 0 } })).toMatchObject({ status: 'FINISHED', fraction: 1 });
  });
  it('When the import is still being checked, waits for the user, or ended otherwise, then the widget is not shown', () => {
    for (const status of ['WAITING', 'CHECKING', 'PLANNING', 'READY', 'REJECTED', 'FAILED', 'CANCELLED'] as const)
      expect(widgetState({ status, processed: 0, totalCount: 0, approxTime: { min: 0, sec: 0 } })).toBeNull();
  });
});
