import { randomBytes } from 'node:crypto';
import { rawKey, rawRecordKey, rawSeed } from './raw-row-key';

// The reference implementation, for the test only (a devDependency without types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('murmurhash3js-revisited') as { x86: { hash128: (bytes: Uint8Array, seed?: number) => string } };

const hex8 = (v: number) => (v >>> 0).toString(16).padStart(8, '0');

describe('a record’s raw key (MurmurHash3 x86_128 of its bytes, ADR 0044 session 31)', () => {
  it('When given any bytes, in any part of a longer buffer, then it is the reference implementation’s hash', () => {
    for (let length = 0; length <= 70; length++) {
      for (const seed of [0, 1, 0x9747b28c | 0, rawSeed('f0e1d2c3b4a5968778695a4b3c2d1e0f')]) {
        const bytes = randomBytes(length);
        const padded = Buffer.concat([randomBytes(3), bytes, randomBytes(5)]);
        rawRecordKey(padded, 3, 3 + length, seed);
        const hex = hex8(rawKey.h1) + hex8(rawKey.h2) + hex8(rawKey.h3) + hex8(rawKey.h4);
        expect(hex).toBe(reference.x86.hash128(bytes, seed >>> 0));
        expect(rawKey.key).toBe(parseInt(hex.slice(0, 13), 16));
        expect(rawKey.check).toBe(rawKey.h3);
      }
    }
  });

  it('When two records differ in one byte, or the seed differs, then their keys differ', () => {
    const a = Buffer.from('S01,P-1,3034,NE1001,ทอง 金,"a, b",5.5');
    const b = Buffer.from(a);
    b[b.length - 1] = 0x36;
    rawRecordKey(a, 0, a.length, 7);
    const first = [rawKey.key, rawKey.check];
    rawRecordKey(b, 0, b.length, 7);
    expect([rawKey.key, rawKey.check]).not.toEqual(first);
    rawRecordKey(a, 0, a.length, 8);
    expect([rawKey.key, rawKey.check]).not.toEqual(first);
    rawRecordKey(a, 0, a.length, 7);
    expect([rawKey.key, rawKey.check]).toEqual(first);
  });
});
