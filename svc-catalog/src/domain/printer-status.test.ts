import { hostStatusComplete, hostStatusStrings, parseHostStatus } from './printer-status';

const frame = (s: string) => `\x02${s}\x03\r\n`;
const answer = (first: string, second: string) => `${frame(first)}${frame(second)}${frame('1234,0')}`;
const READY_1 = '030,0,0,1245,000,0,0,0,000,0,0,0';
const READY_2 = '001,0,0,0,0,2,4,0,00000000,1,000';

describe('a Zebra host status (~HS)', () => {
  it('a ready printer reports no problem', () => {
    expect(parseHostStatus(answer(READY_1, READY_2))).toEqual({ ready: true, answered: true, problems: [], reason: null, formatsInBuffer: 0 });
  });
  it('paper out, pause and an open head, with the reason a job fails with', () => {
    const status = parseHostStatus(answer('030,1,1,1245,003,0,0,0,000,0,0,0', '001,0,1,0,0,2,4,0,00000000,1,000'));
    expect(status).toMatchObject({ ready: false, answered: true, problems: ['PAPER_OUT', 'PAUSED', 'HEAD_OPEN'], reason: 'PRN101', formatsInBuffer: 3 });
    expect(parseHostStatus(answer(READY_1, '001,0,1,0,0,2,4,0,00000000,1,000')).reason).toBe('PRN103');
    expect(parseHostStatus(answer('030,0,1,1245,000,0,0,0,000,0,0,0', READY_2)).reason).toBe('PRN102');
  });
  it('ribbon out counts in thermal transfer mode only; temperature and RAM are printer errors', () => {
    expect(parseHostStatus(answer(READY_1, '001,0,0,1,0,2,4,0,00000000,1,000')).ready).toBe(true);
    expect(parseHostStatus(answer(READY_1, '001,0,0,1,1,2,4,0,00000000,1,000')).reason).toBe('PRN104');
    expect(parseHostStatus(answer('030,0,0,1245,000,0,0,0,000,0,0,1', READY_2))).toMatchObject({ problems: ['OVER_TEMPERATURE'], reason: 'PRN105' });
    expect(parseHostStatus(answer('030,0,0,1245,000,0,0,0,000,1,0,0', READY_2)).problems).toEqual(['CORRUPT_RAM']);
  });
  it('an answer that is not a host status is a printer error; none at all is a silent printer', () => {
    expect(parseHostStatus('HTTP/1.1 400 Bad Request\r\n')).toMatchObject({ answered: true, reason: 'PRN105' });
    expect(parseHostStatus(frame('1,2'))).toMatchObject({ answered: true, reason: 'PRN105' });
    expect(parseHostStatus('')).toMatchObject({ answered: false, reason: 'PRN100' });
  });
  it('knows when the three strings have arrived, across chunks', () => {
    const whole = answer(READY_1, READY_2);
    expect(hostStatusComplete(whole.slice(0, 40))).toBe(false);
    expect(hostStatusComplete(whole)).toBe(true);
    expect(hostStatusStrings(`noise${whole}`)).toEqual([READY_1, READY_2, '1234,0']);
  });
});
