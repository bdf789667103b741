/**
 * The theme's modes, a logo's address and the mode a page shows, without zod (theme.ts re-exports them
 * beside its schemas): the store and the sign-in page's logo use them on every page (issue 30 item 3).
 */

/** The merchant's default: light, dark, or `system` (the browser's preference, spec section 4). */
export const THEME_MODES = ['light', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/** Where browsers load a merchant's logo: public like product images (ADR 0028), since the sign-in page shows it before any token. */
export function themeLogoUrl(merchantId: string, file: string): string {
  return `/media/theme/${encodeURIComponent(merchantId)}/${encodeURIComponent(file)}`;
}

/**
 * Spec section 4 with the merchant's default: the user's own choice (saved under 'theme') wins; with
 * none, the merchant's light or dark default; with `system` (the default), the browser's preference.
 */
export function effectiveThemeMode(saved: 'light' | 'dark' | null, merchantDefault: ThemeMode, prefersDark: boolean): 'light' | 'dark' {
  if (saved) return saved;
  if (merchantDefault !== 'system') return merchantDefault;
  return prefersDark ? 'dark' : 'light';
}
