import { TEXT_MAX } from './limits';
import { z } from 'zod';
import { THEME_MODES, themeLogoUrl } from './theme-modes';
import { THEME_ACCENT } from './constants';
import { LOGO_KINDS, type LogoFormat, type LogoKind } from './theme-logo';

/**
 * Issue 15 item 4, `/config/theme`: the merchant's accent colour (spec section 9, default #536dfe),
 * the light/dark default of its users, and its logos (spec section 5), applied to the shell and every
 * remote at once; `/theme-temp` shows it, saved or not, on every kind of component.
 */

// The modes, the logo's address and the effective mode, zod-free (theme-modes.ts): the store and the
// sign-in page's logo read them (issue 30 item 3).
export { THEME_MODES, effectiveThemeMode, themeLogoUrl, type ThemeMode } from './theme-modes';


export const THEME_LOGO_KIND_SCHEMA = z.enum(LOGO_KINDS);

/**
 * A stored logo's file name: its kind, the first 24 hex digits of its SHA-256, its format. The content
 * is in the name, so a new logo is a new address and no browser keeps showing the old one.
 */
export const LOGO_FILE_PATTERN = /^(logo|themeLogo)-[0-9a-f]{24}\.(png|svg)$/;
export const logoFileSchema = z.string().max(64).regex(LOGO_FILE_PATTERN);

export function logoFileName(kind: LogoKind, sha256Hex: string, format: LogoFormat): string {
  return `${kind}-${sha256Hex.slice(0, 24)}.${format}`;
}

/** The kind and format a stored logo's file name says; null for a name that is not one. */
export function parseLogoFileName(file: string): { kind: LogoKind; format: LogoFormat } | null {
  const found = LOGO_FILE_PATTERN.exec(file);
  return found ? { kind: found[1] as LogoKind, format: found[2] as LogoFormat } : null;
}


export const themeConfigSchema = z
  .object({
    /** `#rrggbb`; the service checks it (THC101) and its contrast (THC102). */
    accent: z.string().trim().max(16),
    defaultMode: z.enum(THEME_MODES),
    /** A logo uploaded before (its file name), or null for the product's own logo. */
    logo: logoFileSchema.nullable(),
    themeLogo: logoFileSchema.nullable(),
  })
  .strict();
export type ThemeConfig = z.infer<typeof themeConfigSchema>;

export const DEFAULT_THEME_CONFIG: ThemeConfig = { accent: THEME_ACCENT, defaultMode: 'system', logo: null, themeLogo: null };

/** `POST /merchant/config/theme`: the config, or `{ data: config }` as the other config calls take it. */
export const themeConfigBodySchema = z
  .union([z.object({ data: themeConfigSchema }).strict(), themeConfigSchema])
  .transform((body): ThemeConfig => ('data' in body ? body.data : body));

export const themeLogoParamsSchema = z.object({ kind: THEME_LOGO_KIND_SCHEMA });
export const themeMediaParamsSchema = z.object({ merchantId: z.string().min(1).max(64), file: logoFileSchema });

export const themeLogoSchema = z.object({ file: z.string().max(TEXT_MAX), url: z.string().max(TEXT_MAX), format: z.enum(['png', 'svg'] as const satisfies readonly LogoFormat[]) });
export type ThemeLogo = z.infer<typeof themeLogoSchema>;

/** What `GET`/`POST /merchant/config/theme` answer: the theme (the defaults until one is saved). */
export const merchantThemeSchema = z.object({
  accent: z.string().max(TEXT_MAX),
  defaultMode: z.enum(THEME_MODES),
  logo: themeLogoSchema.nullable(),
  themeLogo: themeLogoSchema.nullable(),
  configured: z.boolean(),
  /** Grows with every save: a browser told of a change (hub.catalog.theme-changed.v1) knows whether it has it. */
  revision: z.number().int(),
  updatedAt: z.string().max(TEXT_MAX).nullable(),
});
export type MerchantTheme = z.infer<typeof merchantThemeSchema>;

/** A stored logo as an answer names it. */
export function themeLogoOf(merchantId: string, file: string | null): ThemeLogo | null {
  const parsed = file ? parseLogoFileName(file) : null;
  return file && parsed ? { file, url: themeLogoUrl(merchantId, file), format: parsed.format } : null;
}

/** The theme a merchant has before saving one. */
export function defaultMerchantTheme(): MerchantTheme {
  return { accent: THEME_ACCENT, defaultMode: 'system', logo: null, themeLogo: null, configured: false, revision: 0, updatedAt: null };
}

/** The config a theme answer holds (what the page edits and saves). */
export function themeConfigOf(theme: Pick<MerchantTheme, 'accent' | 'defaultMode' | 'logo' | 'themeLogo'>): ThemeConfig {
  return { accent: theme.accent, defaultMode: theme.defaultMode, logo: theme.logo?.file ?? null, themeLogo: theme.themeLogo?.file ?? null };
}


/** `hub.catalog.theme-changed.v1`: the merchant saved its theme; browsers load it again. */
export const themeChangedDataSchema = z.object({ revision: z.number().int().nonnegative() });
export type ThemeChangedData = z.infer<typeof themeChangedDataSchema>;

/**
 * An unsaved theme `/config/theme` hands to `/theme-temp` (sessionStorage, this tab only): the draft's
 * accent and mode and the logo it shows (saved, uploaded not yet saved, or none).
 */
export const THEME_PREVIEW_STORAGE_KEY = 'hub-theme-preview';
export const themePreviewSchema = z.object({
  accent: z.string().max(16),
  defaultMode: z.enum(THEME_MODES),
  logoUrl: z.string().max(200).nullable(),
});
export type ThemePreview = z.infer<typeof themePreviewSchema>;
/** `/theme-temp?preview=1`: show the draft kept under THEME_PREVIEW_STORAGE_KEY. */
export const THEME_PREVIEW_QUERY = 'preview';

/** Error codes of the theme (spec section 8: THC100; THC101–THC109 the rules of issue 15 item 4). */
export const THEME_CODES = {
  SAVE_FAILED: 'THC100',
  ACCENT_FORMAT: 'THC101',
  ACCENT_CONTRAST: 'THC102',
  LOGO_TYPE: 'THC103',
  LOGO_SIZE: 'THC104',
  LOGO_CONTENT: 'THC105',
  LOGO_ACTIVE_CONTENT: 'THC106',
  LOGO_NOT_UPLOADED: 'THC107',
  LOGO_MISSING_FILE: 'THC108',
  LOGO_NOT_FOUND: 'THC109',
} as const;
