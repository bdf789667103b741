import { breaksTagEncoding } from './tag-encoding';

describe('imported tags under the RFID config (issue 25 item 5)', () => {
  it('refuses what is not hex under HEX, in either case', () => {
    expect(breaksTagEncoding('E2801160abcd', 'HEX')).toBe(false);
    expect(breaksTagEncoding('T1', 'HEX')).toBe(true);
    expect(breaksTagEncoding('E280 1160', 'HEX')).toBe(true);
    expect(breaksTagEncoding('', 'HEX')).toBe(true);
  });

  it('checks nothing under ASCII or with no config known', () => {
    expect(breaksTagEncoding('RG-01', 'ASCII')).toBe(false);
    expect(breaksTagEncoding('RG-01', null)).toBe(false);
  });
});
