import {
  accentProblem,
  contrastRatio,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  normalizeHexColour,
  THEME_ACCENT,
  type AccentProblem,
  type LogoKind,
  type MerchantTheme,
  type ThemeConfig,
  type ThemeLogo,
  type ThemeMode,
  type ThemePreview,
} from '@hub/contracts';

/**
 * `/config/theme` (issue 15 item 4): the accent as typed, the light/dark default and the two logos
 * (saved, uploaded and not saved yet, or none), saved whole.
 */
export interface ThemeDraft {
  accent: string;
  defaultMode: ThemeMode;
  logo: ThemeLogo | null;
  themeLogo: ThemeLogo | null;
}

export function toThemeDraft(theme: MerchantTheme): ThemeDraft {
  return { accent: theme.accent, defaultMode: theme.defaultMode, logo: theme.logo, themeLogo: theme.themeLogo };
}

/** The body to save; null when a saved theme equals the draft ('nothing to update'). */
export function themeConfigBody(theme: MerchantTheme, draft: ThemeDraft): ThemeConfig | null {
  const body: ThemeConfig = {
    accent: normalizeHexColour(draft.accent) ?? draft.accent.trim(),
    defaultMode: draft.defaultMode,
    logo: draft.logo?.file ?? null,
    themeLogo: draft.themeLogo?.file ?? null,
  };
  const same =
    body.accent === theme.accent && body.defaultMode === theme.defaultMode && body.logo === (theme.logo?.file ?? null) && body.themeLogo === (theme.themeLogo?.file ?? null);
  return theme.configured && same ? null : body;
}

/** Rules the draft breaks, by field: the accent not a colour or without 3:1 contrast (the server's THC101/THC102). */
export function themeDraftIssues(draft: ThemeDraft): Partial<Record<'accent', AccentProblem>> {
  const problem = accentProblem(draft.accent);
  return problem ? { accent: problem } : {};
}

/** The accent to paint previews with: the draft's when it is a colour, else the default. */
export function previewAccent(draft: Pick<ThemeDraft, 'accent'>): string {
  return normalizeHexColour(draft.accent) ?? THEME_ACCENT;
}

/** The accent's contrast on the light and the dark background, rounded as shown. */
export function accentContrasts(draft: Pick<ThemeDraft, 'accent'>): { light: number; dark: number } | null {
  const accent = normalizeHexColour(draft.accent);
  if (!accent) return null;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { light: round(contrastRatio(accent, LIGHT_BACKGROUND)), dark: round(contrastRatio(accent, DARK_BACKGROUND)) };
}

/** What /theme-temp shows of the draft (handed over in sessionStorage). */
export function themePreviewOf(draft: ThemeDraft): ThemePreview {
  return { accent: previewAccent(draft), defaultMode: draft.defaultMode, logoUrl: draft.logo?.url ?? null };
}

/** The draft with a logo uploaded, or removed (null), in its slot. */
export function withLogo(draft: ThemeDraft, kind: LogoKind, logo: ThemeLogo | null): ThemeDraft {
  return { ...draft, [kind]: logo };
}

/** Accents offered as one click (each passes the contrast rule). */
export const ACCENT_PRESETS = ['#536dfe', '#1e88e5', '#00897b', '#43a047', '#e53935', '#e91e63', '#ff5722', '#607d8b'] as const;
