import { normalizeSerialKey, SERIAL_KEY_PATTERN } from '@hub/contracts';
import { merchantIdCandidates, registrationFormRefusal, serialKeyFromBytes, serialKeyRefusal } from './registration';

const key = { startDate: '2026-01-01', endDate: '2026-12-31', merchantId: null, revokedAt: null };
const form = { merchantName: 'Siam Gold', userName: 'Nok', email: 'nok@siamgold.example', password: 'Gold@2026', serialKey: 'HUB-X' };

describe('registration rules (issue 15 item 5, spec section 8 UR100–UR109)', () => {
  it('when the key is missing, then UR103 whatever else is wrong', () => {
    expect(registrationFormRefusal({ ...form, serialKey: ' ', email: 'bad' })?.code).toBe('UR103');
  });

  it('when a field is blank, the e-mail malformed or the password weak, then IP100, UR109, IP100 with rules', () => {
    expect(registrationFormRefusal({ ...form, userName: '' })).toMatchObject({ code: 'IP100', details: [{ path: 'body.userName' }] });
    expect(registrationFormRefusal({ ...form, email: 'nok@siamgold' })?.code).toBe('UR109');
    expect(registrationFormRefusal({ ...form, password: 'gold2026' })).toMatchObject({ code: 'IP100' });
    expect(registrationFormRefusal(form)).toBeUndefined();
  });

  it.each([
    ['unknown', undefined, 'UR104'],
    ['registered', { ...key, merchantId: 'SIAM' }, 'UR105'],
    ['expired', { ...key, endDate: '2026-11-26' }, 'UR106'],
    ['revoked', { ...key, revokedAt: '2026-11-01T00:00:00Z' }, 'UR107'],
    ['not valid yet', { ...key, startDate: '2026-11-28' }, 'UR108'],
  ])('when the key is %s, then %s', (_what, terms, code) => {
    expect(serialKeyRefusal(terms, '2026-11-27')?.code).toBe(code);
  });

  it('when the key is in its dates, unused and not revoked (its last day included), then it may register', () => {
    expect(serialKeyRefusal({ ...key, endDate: '2026-11-27' }, '2026-11-27')).toBeUndefined();
  });

  it('when keys are made, then they have the pattern, and typed loosely they read back the same', () => {
    const made = serialKeyFromBytes(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]));
    expect(made).toMatch(SERIAL_KEY_PATTERN);
    expect(normalizeSerialKey(` ${made.toLowerCase().replace(/-/g, ' ')} `)).toBe(made);
    expect(normalizeSerialKey('hub-0000o-11111-iiiii-LLLLL')).toBe('HUB-00000-11111-11111-11111');
  });

  it('when a merchant is named, then its id is the name in capitals, then numbered; without Latin letters, MERCHANT', () => {
    expect(merchantIdCandidates('Siam Gold & Co.', 3)).toEqual(['SIAMGOLDCO', 'SIAMGOLDCO2', 'SIAMGOLDCO3']);
    expect(merchantIdCandidates('Café Bijoux', 1)).toEqual(['CAFEBIJOUX']);
    expect(merchantIdCandidates('ร้านทอง', 2)).toEqual(['MERCHANT', 'MERCHANT2']);
    expect(merchantIdCandidates('A Very Long Jewellery Company Name', 1)[0]).toHaveLength(16);
  });
});
