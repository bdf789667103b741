import { randomInt } from 'node:crypto';

/** Issue 29 item 3: what a temporary password is made of; no look-alikes (0/O, 1/l/I) to misread when it is handed over. */
const GROUPS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*+=?'] as const;
export const TEMPORARY_PASSWORD_LENGTH = 14;

/** A number in [0, max); node:crypto's randomInt unless a test passes its own. */
export type RandomBelow = (max: number) => number;

/**
 * A temporary password that passes spec section 5's rules: one character of each group (upper, lower,
 * digit, special), the rest from all of them, shuffled (Fisher-Yates), `TEMPORARY_PASSWORD_LENGTH` long.
 */
export function makeTemporaryPassword(random: RandomBelow = randomInt): string {
  const all = GROUPS.join('');
  const chars = GROUPS.map((g) => g[random(g.length)]!);
  while (chars.length < TEMPORARY_PASSWORD_LENGTH) chars.push(all[random(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
