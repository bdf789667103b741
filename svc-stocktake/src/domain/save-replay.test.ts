import { decideReplay, storeOfStoredAnswer } from './save-replay';

const answer = (sid: unknown) => ({ status: 'success', code: 'STR000', data: { stocktakeId: 'ST-1', sid } });
const stored = (sid: unknown, fingerprint = 'f1') => ({ fingerprint, answer: answer(sid) });

describe('a repeated Idempotency-Key (issue 25 item 5a)', () => {
  it('When the stored answer names its store, then that store is read; anything else names none', () => {
    expect(storeOfStoredAnswer(answer('BKK'))).toBe('BKK');
    expect(storeOfStoredAnswer(answer(''))).toBeNull();
    expect(storeOfStoredAnswer(answer(7))).toBeNull();
    expect(storeOfStoredAnswer({ data: null })).toBeNull();
    expect(storeOfStoredAnswer(null)).toBeNull();
  });

  it('When the caller sees every store (a merchant-wide role, an API key), then the same body is replayed and another is 422 STR117', () => {
    const all = { storeCodes: null };
    expect(decideReplay(all, stored('BKK'), 'f1')).toEqual({ replay: true });
    expect(decideReplay(all, stored('BKK'), 'f2')).toEqual({ replay: false, code: 'STR117', httpStatus: 422 });
    expect(decideReplay(all, stored(undefined), 'f1')).toEqual({ replay: true });
  });

  it('When a store-bound caller holds the store, then it is replayed; outside it, 403 UAC108 whatever the body', () => {
    const bangkok = { storeCodes: ['BKK'] };
    expect(decideReplay(bangkok, stored('BKK'), 'f1')).toEqual({ replay: true });
    expect(decideReplay(bangkok, stored('DXB'), 'f1')).toEqual({ replay: false, code: 'UAC108', httpStatus: 403 });
    expect(decideReplay(bangkok, stored('DXB'), 'f2')).toEqual({ replay: false, code: 'UAC108', httpStatus: 403 });
    expect(decideReplay(bangkok, stored(undefined), 'f1')).toEqual({ replay: false, code: 'UAC108', httpStatus: 403 });
    expect(decideReplay({ storeCodes: [] }, stored('BKK'), 'f1')).toMatchObject({ code: 'UAC108' });
  });
});
