/** Initials of a user name: first letters of the first two words ("Ann Lee" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/[\s._@-]+/).filter(Boolean);
  const letters = words.slice(0, 2).map((w) => Array.from(w)[0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

const PALETTE = ['#536dfe', '#3949ab', '#00897b', '#8e24aa', '#c2185b', '#ef6c00', '#546e7a'];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return h;
}

/** Spec section 2: the avatar falls back to an initials image generated locally (an SVG data URI). */
export function initialsAvatar(name: string, size = 64): string {
  const initials = initialsOf(name).replace(/[<>&"']/g, '');
  const colour = PALETTE[hash(name) % PALETTE.length];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="32" fill="${colour}"/>` +
    `<text x="32" y="33" dy=".35em" text-anchor="middle" font-family="Segoe UI, Noto Sans, sans-serif" ` +
    `font-size="26" font-weight="600" fill="#ffffff">${initials}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
