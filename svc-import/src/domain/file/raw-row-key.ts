/**
 * A record's raw key (ADR 0044, session 31): MurmurHash3 x86_128 (Austin Appleby's public-domain
 * algorithm, as row-hash.ts) of the record's bytes as the file holds them, between its start and its
 * line ending, seeded by the plan's identity. Two records with the same key are the same bytes, so the
 * same cells: the check sends such a row light from what the last import kept of it, without decoding,
 * splitting or hashing its cells. 84 of the 128 bits are compared (`key` 52, `check` 32): a record
 * taken for another would be sent with the other's keys, so a collision must be out of reach (about
 * 10⁻¹³ for a million rows against a million kept), unlike the cell digest's 52 bits, whose worst case is
 * a check run again in full. Tested word for word against the reference implementation.
 */
import { mixK1, mixK2, mixK3, mixK4, murmurFinal, murmurOut, rotl } from './row-hash';

const word = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24);

/** The last key made: `key` (the hash's first 52 bits, exact in a double) and `check` (its third word). */
export const rawKey = { key: 0, check: 0, h1: 0, h2: 0, h3: 0, h4: 0 };

/** A plan identity (md5 hex) as the raw keys' seed. */
export const rawSeed = (identity: string): number => parseInt(identity.slice(0, 8), 16) | 0;

/** The raw key of `bytes` from `from` to `to` (written to `rawKey`). */
export function rawRecordKey(bytes: Uint8Array, from: number, to: number, seed: number): void {
  let h1 = seed;
  let h2 = seed;
  let h3 = seed;
  let h4 = seed;
  let i = from;
  for (; i + 16 <= to; i += 16) {
    h1 ^= mixK1(word(bytes, i));
    h1 = (Math.imul((rotl(h1, 19) + h2) | 0, 5) + 0x561ccd1b) | 0;
    h2 ^= mixK2(word(bytes, i + 4));
    h2 = (Math.imul((rotl(h2, 17) + h3) | 0, 5) + 0x0bcaa747) | 0;
    h3 ^= mixK3(word(bytes, i + 8));
    h3 = (Math.imul((rotl(h3, 15) + h4) | 0, 5) + 0x96cd1c35) | 0;
    h4 ^= mixK4(word(bytes, i + 12));
    h4 = (Math.imul((rotl(h4, 13) + h1) | 0, 5) + 0x32ac3b17) | 0;
  }
  // The tail: 0–15 bytes, little-endian into k1..k4.
  let k1 = 0;
  let k2 = 0;
  let k3 = 0;
  let k4 = 0;
  for (let t = 0; i + t < to; t++) {
    const b = bytes[i + t]! << ((t & 3) * 8);
    if (t < 4) k1 |= b;
    else if (t < 8) k2 |= b;
    else if (t < 12) k3 |= b;
    else k4 |= b;
  }
  const tail = to - i;
  if (tail > 12) h4 ^= mixK4(k4);
  if (tail > 8) h3 ^= mixK3(k3);
  if (tail > 4) h2 ^= mixK2(k2);
  if (tail > 0) h1 ^= mixK1(k1);
  murmurFinal(h1, h2, h3, h4, to - from);
  const out = murmurOut;
  rawKey.h1 = out.h1;
  rawKey.h2 = out.h2;
  rawKey.h3 = out.h3;
  rawKey.h4 = out.h4;
  rawKey.key = (out.h1 >>> 0) * 2 ** 20 + (out.h2 >>> 12);
  rawKey.check = out.h3;
}
