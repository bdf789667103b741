import { decodeCursor, deltaBase, encodeCursor, snapshotXmax } from './stocktake-app';

describe('the stock-take app sync (issue 12 item 2)', () => {
  it('a cursor answers back what it carried, and a made-up string is no cursor', () => {
    const cursor = { version: '740:745:741,743', since: '700:702:', after: 'PRD|0001 ทอง' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, since: null }))).toEqual({ ...cursor, since: null });
    expect(decodeCursor('abc')).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify(['1:2:', null, ''])).toString('base64url'))).toBeNull();
    expect(decodeCursor(Buffer.from(JSON.stringify(['drop table', null, 'A'])).toString('base64url'))).toBeNull();
  });

  it('reads the first transaction a version could not see', () => {
    expect(snapshotXmax('740:745:741,743')).toBe(745n);
    expect(snapshotXmax('5:5:')).toBe(5n);
  });

  it('answers a delta only with the optimised sync on and a version of this database', () => {
    expect(deltaBase('700:702:', true, '740:745:')).toBe('700:702:');
    expect(deltaBase('700:702:', false, '740:745:')).toBeNull();
    expect(deltaBase(undefined, true, '740:745:')).toBeNull();
    // From another database (or before a restore): beyond the current version, so the whole store.
    expect(deltaBase('900:990:', true, '740:745:')).toBeNull();
  });
});
