import { THEME_PREVIEW_QUERY, THEME_PREVIEW_STORAGE_KEY, themePreviewSchema, type MerchantTheme, type ThemePreview } from '@hub/contracts';

/**
 * What `/theme-temp` shows: the unsaved theme `/config/theme` handed over (sessionStorage of this tab,
 * `?preview=1`), else the merchant's saved theme; null before the saved one is loaded.
 */
export function themeToShow(
  search: string,
  saved: MerchantTheme | null,
  storage: Pick<Storage, 'getItem'> | undefined = typeof window !== 'undefined' ? window.sessionStorage : undefined,
): { preview: boolean; theme: ThemePreview } | null {
  if (new URLSearchParams(search).get(THEME_PREVIEW_QUERY) === '1') {
    try {
      const parsed = themePreviewSchema.safeParse(JSON.parse(storage?.getItem(THEME_PREVIEW_STORAGE_KEY) ?? 'null'));
      if (parsed.success) return { preview: true, theme: parsed.data };
    } catch {
      // An unreadable draft shows the saved theme.
    }
  }
  return saved ? { preview: false, theme: { accent: saved.accent, defaultMode: saved.defaultMode, logoUrl: saved.logo?.url ?? null } } : null;
}
