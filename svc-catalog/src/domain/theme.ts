import {
  LOGO_KINDS,
  THEME_CODES,
  accentProblem,
  contrastRatio,
  DARK_BACKGROUND,
  LIGHT_BACKGROUND,
  MIN_ACCENT_CONTRAST,
  normalizeHexColour,
  parseLogoFileName,
  type LogoKind,
  type LogoProblem,
  type MessageCode,
  type ThemeConfig,
} from '@hub/contracts';

/** A rule of issue 15 item 4 the request breaks: its code, HTTP status and what to show. */
export interface ThemeRefusal {
  code: MessageCode;
  status: number;
  details?: unknown;
}

/**
 * The config to store, or why not: the accent a hex colour (THC101) with 3:1 contrast on the light
 * and the dark background (THC102, with both ratios), each logo of its own kind (THC103: the theme
 * logo is a PNG). Whether the named files were uploaded is the storage's to say (THC107).
 */
export function checkThemeConfig(config: ThemeConfig): { ok: true; config: ThemeConfig } | { ok: false; refusal: ThemeRefusal } {
  const problem = accentProblem(config.accent);
  if (problem === 'format') return { ok: false, refusal: { code: THEME_CODES.ACCENT_FORMAT, status: 400, details: [{ path: 'accent' }] } };
  const accent = normalizeHexColour(config.accent)!;
  if (problem) {
    const ratio = (background: string) => Math.round(contrastRatio(accent, background) * 100) / 100;
    return {
      ok: false,
      refusal: {
        code: THEME_CODES.ACCENT_CONTRAST,
        status: 400,
        details: [{ path: 'accent', light: ratio(LIGHT_BACKGROUND), dark: ratio(DARK_BACKGROUND), min: MIN_ACCENT_CONTRAST }],
      },
    };
  }
  for (const kind of LOGO_KINDS) {
    const file = config[kind];
    if (file !== null && parseLogoFileName(file)?.kind !== kind) {
      return { ok: false, refusal: { code: THEME_CODES.LOGO_TYPE, status: 400, details: [{ path: kind }] } };
    }
  }
  return { ok: true, config: { ...config, accent } };
}

/** The code of a logo file refused by logoProblem (spec section 5 and the size and content rules). */
export function logoRefusal(problem: LogoProblem): ThemeRefusal {
  switch (problem) {
    case 'type':
      return { code: THEME_CODES.LOGO_TYPE, status: 415 };
    case 'size':
      return { code: THEME_CODES.LOGO_SIZE, status: 413 };
    case 'content':
      return { code: THEME_CODES.LOGO_CONTENT, status: 415 };
    case 'active-content':
      return { code: THEME_CODES.LOGO_ACTIVE_CONTENT, status: 415 };
  }
}

/** Where a merchant's logo files are kept in the storage port. */
export function themeFolderKey(merchantId: string): string[] {
  return ['theme', merchantId];
}

/** The logo files of a theme (the ones a clean-up keeps). */
export function logoFilesOf(config: Pick<ThemeConfig, LogoKind>): string[] {
  return LOGO_KINDS.map((kind) => config[kind]).filter((file): file is string => file !== null);
}
