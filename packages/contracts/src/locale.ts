/** Spec sections 1 and 9: en (default, no prefix), th, zh (file zh-CN), ar (right-to-left). */
export const LOCALES = ['en', 'th', 'zh', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_COOKIE = 'locale';
/** Spec section 9: the locale cookie lasts 365 days. */
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface LocaleOption {
  code: Locale;
  iso: string;
  /** Translation file name: zh uses zh-CN. */
  file: string;
  name: string;
  direction: 'ltr' | 'rtl';
  flag: string;
}

export const LOCALE_OPTIONS: readonly LocaleOption[] = [
  { code: 'en', iso: 'en-US', file: 'en', name: 'English', direction: 'ltr', flag: '🇺🇸' },
  { code: 'th', iso: 'th-TH', file: 'th', name: 'ไทย', direction: 'ltr', flag: '🇹🇭' },
  { code: 'zh', iso: 'zh-CN', file: 'zh-CN', name: '简体中文', direction: 'ltr', flag: '🇨🇳' },
  { code: 'ar', iso: 'ar-AE', file: 'ar', name: 'العربية', direction: 'rtl', flag: '🇦🇪' },
];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeOption(locale: Locale): LocaleOption {
  return LOCALE_OPTIONS.find((o) => o.code === locale) ?? LOCALE_OPTIONS[0]!;
}

/** The page's `<html lang>`: the server writes it and the shell keeps it, from this one function (zh is zh-CN, Simplified). */
export function htmlLang(locale: Locale): string {
  return locale === 'zh' ? 'zh-CN' : locale;
}

export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  return localeOption(locale).direction;
}

/** Splits `/th/products` into `{ locale: 'th', path: '/products' }`; English has no prefix. */
export function splitLocalePath(pathname: string): { locale: Locale | undefined; path: string } {
  const match = /^\/(th|zh|ar)(?=\/|$)/.exec(pathname);
  if (!match) return { locale: undefined, path: pathname || '/' };
  const rest = pathname.slice(match[0].length);
  return { locale: match[1] as Locale, path: rest === '' ? '/' : rest };
}

/** Builds the path of `path` in `locale`: `/products` in th is `/th/products`, in en `/products`. */
export function localizePath(path: string, locale: Locale): string {
  const bare = splitLocalePath(path).path;
  if (locale === DEFAULT_LOCALE) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** Maps a browser language tag (th-TH, zh-Hans-CN, ar-SA) to one of ours. */
export function localeFromLanguageTag(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const primary = tag.toLowerCase().split(/[-_]/)[0];
  return isLocale(primary) ? primary : undefined;
}

/**
 * Issue 2 item 8: the locale comes from the path prefix, else the locale cookie, else the
 * browser language, else English.
 */
export function resolveLocale(input: {
  pathname: string;
  cookieLocale?: string | null;
  browserLanguages?: readonly string[];
}): Locale {
  const fromPath = splitLocalePath(input.pathname).locale;
  if (fromPath) return fromPath;
  if (isLocale(input.cookieLocale)) return input.cookieLocale;
  for (const tag of input.browserLanguages ?? []) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

/** Picks a locale from an HTTP Accept-Language header (server side). */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const tags = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag ?? '', q: q ? Number(q.slice(2)) : 1 };
    })
    // q=0 means "not acceptable" (RFC 9110); a malformed q-value gives NaN and is dropped too.
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    const locale = localeFromLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
