import { createFirstSeen } from './first-seen';

describe('createFirstSeen: the first row of each key of a file (spec section 5 duplicates)', () => {
  it('answers undefined for a new key and the first row for a repeated one, whatever the script', () => {
    const seen = createFirstSeen(4);
    expect(seen.note('S01\u0000P-1', 2)).toBeUndefined();
    expect(seen.note('S02\u0000P-1', 3)).toBeUndefined();
    expect(seen.note('S01\u0000P-1', 7)).toBe(2);
    expect(seen.note('S01\u0000P-1', 9)).toBe(2);
    expect(seen.note('แหวนทองคำ-0001', 10)).toBeUndefined();
    expect(seen.note('金戒指 خاتم', 11)).toBeUndefined();
    expect(seen.note('แหวนทองคำ-0001', 12)).toBe(10);
    expect(seen.note('金戒指 خاتم', 13)).toBe(11);
    expect(seen.note('', 14)).toBeUndefined();
    expect(seen.note('', 15)).toBe(14);
    expect(seen.size).toBe(5);
  });

  it('keeps every key while it grows past its first size (200,000 keys from 16)', () => {
    const seen = createFirstSeen(16);
    const wrong: number[] = [];
    for (let i = 0; i < 200_000; i++) if (seen.note(`P-${i}`, i + 2) !== undefined) wrong.push(i);
    expect(seen.size).toBe(200_000);
    for (let i = 0; i < 200_000; i += 7) if (seen.note(`P-${i}`, 1) !== i + 2) wrong.push(i);
    expect(wrong).toEqual([]);
    // Keys that differ only past a shared prefix, and long ones.
    expect(seen.note(`P-${'9'.repeat(500)}`, 3)).toBeUndefined();
    expect(seen.note(`P-${'9'.repeat(500)}`, 4)).toBe(3);
    expect(seen.size).toBe(200_001);
  });

  it('does not keep the caller’s string: a key cut from a larger text is found by its value', () => {
    const seen = createFirstSeen();
    const chunk = 'x'.repeat(10_000) + 'TAG-0001' + 'y'.repeat(10_000);
    seen.note(chunk.slice(10_000, 10_008), 5);
    expect(seen.note(['TAG', '0001'].join('-'), 6)).toBe(5);
  });

  it('When a key comes as bytes, then it is the same key as its string; looking one up notes nothing', () => {
    const seen = createFirstSeen(4);
    const bytes = Buffer.from('..S01\tทอง-1..');
    expect(seen.noteBytes(bytes, 2, bytes.length - 2, 7)).toBeUndefined();
    expect(seen.note('S01\tทอง-1', 8)).toBe(7);
    expect(seen.firstOf(Buffer.from('S01\tทอง-2'), 0, Buffer.byteLength('S01\tทอง-2'))).toBeUndefined();
    expect(seen.size).toBe(1);
    // Keys whose bytes run on from one another are told apart by their lengths.
    seen.note('AB', 9);
    seen.note('ABC', 10);
    expect([seen.firstOf(Buffer.from('AB'), 0, 2), seen.firstOf(Buffer.from('ABC'), 0, 3), seen.firstOf(Buffer.from('A'), 0, 1)]).toEqual([9, 10, undefined]);
  });
});
