import { randomBytes } from 'node:crypto';
import { RowHash } from './row-hash';

// The reference implementation, for the test only (a devDependency without types).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const reference = require('murmurhash3js-revisited') as { x86: { hash128: (bytes: Uint8Array, seed?: number) => string } };

/** The same bytes fed to RowHash a little-endian word at a time. */
function wordsOf(bytes: Uint8Array, seed: number): RowHash {
  const hash = new RowHash().reset(seed);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i < bytes.length; i += 4) hash.word(view.getUint32(i, true));
  return hash;
}

describe('the row hash (MurmurHash3 x86_128, ADR 0044)', () => {
  it('When fed any whole number of words, then it gives the reference implementation’s hash, and its key is the first 52 bits', () => {
    for (let words = 0; words <= 41; words++) {
      for (const seed of [0, 1, 0x9747b28c]) {
        const bytes = randomBytes(words * 4);
        const hash = wordsOf(bytes, seed);
        const hex = hash.finish();
        expect(hex).toBe(reference.x86.hash128(bytes, seed));
        expect(hash.key).toBe(parseInt(hex.slice(0, 13), 16));
      }
    }
  });

  it('When reset, then the same hasher gives the same answer again; runs of text count their lengths', () => {
    const hash = new RowHash();
    const of = (...cells: string[]) => {
      hash.reset();
      for (const c of cells) hash.text(c, 0, c.length);
      return hash.finish();
    };
    expect(of('P1', '5.5')).toBe(of('P1', '5.5'));
    expect(of('ab', 'c')).not.toBe(of('a', 'bc'));
    expect(of('', 'x')).not.toBe(of('x', ''));
    expect(of('ทอง', '金')).not.toBe(of('ทอง', '金 '));
    // A cell hashed from inside a longer text is the cell alone.
    hash.reset();
    hash.text('xxP1yy', 2, 4);
    expect(hash.finish()).toBe(of('P1'));
  });
});
