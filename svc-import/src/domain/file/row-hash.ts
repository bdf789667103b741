/**
 * MurmurHash3 x86_128 (Austin Appleby's public-domain algorithm) over a stream of 32-bit words, for a
 * row's digest (ADR 0044, as built in session 26): the check hashes a row's cells straight from the
 * file's text, two UTF-16 code units to a word, without copying a cell or making an object per row.
 * node:crypto made a Hash object and a UTF-8 copy of every row, half the cost of a known row. Not a
 * cryptographic hash: a row made to collide with another only keeps its own merchant's product as it
 * was; the catalogue compares the whole 128 bits per product. Tested word for word against the
 * reference implementation (murmurhash3js-revisited) on inputs whose length is a multiple of 4 bytes.
 */
const C1 = 0x239b961b;
const C2 = 0xab0e9789;
const C3 = 0x38b34ae5;
const C4 = 0xa1e38b93;

export const rotl = (x: number, r: number) => (x << r) | (x >>> (32 - r));
export const mixK1 = (k: number) => Math.imul(rotl(Math.imul(k, C1), 15), C2);
export const mixK2 = (k: number) => Math.imul(rotl(Math.imul(k, C2), 16), C3);
export const mixK3 = (k: number) => Math.imul(rotl(Math.imul(k, C3), 17), C4);
export const mixK4 = (k: number) => Math.imul(rotl(Math.imul(k, C4), 18), C1);
const fmix = (h: number) => {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return h ^ (h >>> 16);
};
/** The last murmurFinal's four words. */
export const murmurOut = { h1: 0, h2: 0, h3: 0, h4: 0 };

/** MurmurHash3 x86_128's finalization of its four words (the tail mixed in) after `bytes` bytes, into murmurOut. */
export function murmurFinal(h1: number, h2: number, h3: number, h4: number, bytes: number): void {
  h1 ^= bytes;
  h2 ^= bytes;
  h3 ^= bytes;
  h4 ^= bytes;
  h1 = (h1 + h2 + h3 + h4) | 0;
  h2 = (h2 + h1) | 0;
  h3 = (h3 + h1) | 0;
  h4 = (h4 + h1) | 0;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h3 = fmix(h3);
  h4 = fmix(h4);
  h1 = (h1 + h2 + h3 + h4) | 0;
  murmurOut.h1 = h1;
  murmurOut.h2 = (h2 + h1) | 0;
  murmurOut.h3 = (h3 + h1) | 0;
  murmurOut.h4 = (h4 + h1) | 0;
}

/** Two hex digits of each byte: a word's hex from four lookups (toString(16) and padStart cost 12 times as much). */
const BYTE_HEX = Array.from({ length: 256 }, (_, b) => b.toString(16).padStart(2, '0'));
const hex8 = (v: number) => BYTE_HEX[v >>> 24]! + BYTE_HEX[(v >>> 16) & 255]! + BYTE_HEX[(v >>> 8) & 255]! + BYTE_HEX[v & 255]!;

/** A MurmurHash3 x86_128 in progress; `reset` makes it new again, so one serves every row of a thread. */
export class RowHash {
  private h1 = 0;
  private h2 = 0;
  private h3 = 0;
  private h4 = 0;
  private k1 = 0;
  private k2 = 0;
  private k3 = 0;
  /** Words waiting for a whole block (0–3). */
  private pending = 0;
  private words = 0;
  /** The last result's first 52 bits (see `finish`). */
  key = 0;

  reset(seed = 0): this {
    this.h1 = this.h2 = this.h3 = this.h4 = seed | 0;
    this.pending = this.words = 0;
    return this;
  }

  /** One 32-bit word (little-endian bytes of the reference's input). */
  word(w: number): void {
    this.words++;
    switch (this.pending) {
      case 0:
        this.k1 = w;
        this.pending = 1;
        return;
      case 1:
        this.k2 = w;
        this.pending = 2;
        return;
      case 2:
        this.k3 = w;
        this.pending = 3;
        return;
    }
    this.pending = 0;
    let { h1, h2, h3, h4 } = this;
    h1 ^= mixK1(this.k1);
    h1 = (Math.imul((rotl(h1, 19) + h2) | 0, 5) + 0x561ccd1b) | 0;
    h2 ^= mixK2(this.k2);
    h2 = (Math.imul((rotl(h2, 17) + h3) | 0, 5) + 0x0bcaa747) | 0;
    h3 ^= mixK3(this.k3);
    h3 = (Math.imul((rotl(h3, 15) + h4) | 0, 5) + 0x96cd1c35) | 0;
    h4 ^= mixK4(w);
    h4 = (Math.imul((rotl(h4, 13) + h1) | 0, 5) + 0x32ac3b17) | 0;
    this.h1 = h1;
    this.h2 = h2;
    this.h3 = h3;
    this.h4 = h4;
  }

  /**
   * `text`'s code units from `from` to `to`, after their count: two code units to a word, an odd last
   * one alone. The count first makes a run of cells unambiguous: ('ab', 'c') and ('a', 'bc') differ.
   */
  text(text: string, from: number, to: number): void {
    this.word(to - from);
    let i = from;
    for (; i + 1 < to; i += 2) this.word(text.charCodeAt(i) | (text.charCodeAt(i + 1) << 16));
    if (i < to) this.word(text.charCodeAt(i));
  }

  /** The 128 bits as 32 hex digits (the reference's order); `key` is then their first 52 bits as a number. */
  finish(): string {
    let { h1, h2, h3 } = this;
    let h4 = this.h4;
    // The tail: 1–3 words short of a block.
    if (this.pending > 2) h3 ^= mixK3(this.k3);
    if (this.pending > 1) h2 ^= mixK2(this.k2);
    if (this.pending > 0) h1 ^= mixK1(this.k1);
    murmurFinal(h1, h2, h3, h4, this.words * 4);
    ({ h1, h2, h3, h4 } = murmurOut);
    this.key = (h1 >>> 0) * 2 ** 20 + (h2 >>> 12);
    return hex8(h1) + hex8(h2) + hex8(h3) + hex8(h4);
  }
}
