import {
  DEFAULT_LOCALE,
  LOCALES,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  directionOf,
  isLocale,
  localeFromAcceptLanguage,
  localeFromLanguageTag,
  localeOption,
  localizePath,
  resolveLocale,
  splitLocalePath,
} from './locale';

describe('resolveLocale', () => {
  it('prefers the path prefix over the cookie and the browser language', () => {
    expect(resolveLocale({ pathname: '/th/products', cookieLocale: 'ar', browserLanguages: ['zh-CN'] })).toBe('th');
    expect(resolveLocale({ pathname: '/ar', cookieLocale: 'zh', browserLanguages: ['th'] })).toBe('ar');
  });

  it('uses the cookie when the path has no prefix', () => {
    expect(resolveLocale({ pathname: '/products', cookieLocale: 'ar', browserLanguages: ['zh-CN'] })).toBe('ar');
    expect(resolveLocale({ pathname: '/', cookieLocale: 'en', browserLanguages: ['th-TH'] })).toBe('en');
  });

  it('ignores an unknown cookie and uses the browser language', () => {
    expect(resolveLocale({ pathname: '/products', cookieLocale: 'fr', browserLanguages: ['zh-CN'] })).toBe('zh');
    expect(resolveLocale({ pathname: '/products', cookieLocale: null, browserLanguages: ['th-TH'] })).toBe('th');
  });

  it('takes the first supported browser language', () => {
    expect(resolveLocale({ pathname: '/', browserLanguages: ['fr-FR', 'de', 'ar-SA', 'th'] })).toBe('ar');
    expect(resolveLocale({ pathname: '/', browserLanguages: ['zh-Hans-CN', 'th'] })).toBe('zh');
  });

  it('falls back to English', () => {
    expect(resolveLocale({ pathname: '/' })).toBe('en');
    expect(resolveLocale({ pathname: '/products', cookieLocale: 'xx', browserLanguages: ['fr', 'de-DE'] })).toBe('en');
    expect(resolveLocale({ pathname: '/thx', browserLanguages: [] })).toBe('en');
    expect(DEFAULT_LOCALE).toBe('en');
  });
});

describe('splitLocalePath', () => {
  it.each([
    ['/', undefined, '/'],
    ['', undefined, '/'],
    ['/th', 'th', '/'],
    ['/th/', 'th', '/'],
    ['/zh', 'zh', '/'],
    ['/ar/products', 'ar', '/products'],
    ['/th/management/reports/42', 'th', '/management/reports/42'],
    ['/products', undefined, '/products'],
    ['/thx', undefined, '/thx'],
    ['/thx/products', undefined, '/thx/products'],
    ['/arabic', undefined, '/arabic'],
    ['/en/products', undefined, '/en/products'],
    ['/products/th', undefined, '/products/th'],
  ])('%j → locale %j, path %j', (input, locale, path) => {
    expect(splitLocalePath(input)).toEqual({ locale, path });
  });
});

describe('localizePath', () => {
  it('adds no prefix in English', () => {
    expect(localizePath('/', 'en')).toBe('/');
    expect(localizePath('/products', 'en')).toBe('/products');
    expect(localizePath('/thx', 'en')).toBe('/thx');
  });

  it('prefixes other locales', () => {
    expect(localizePath('/', 'th')).toBe('/th');
    expect(localizePath('/products', 'th')).toBe('/th/products');
    expect(localizePath('/management/reports/42', 'zh')).toBe('/zh/management/reports/42');
    expect(localizePath('/thx', 'th')).toBe('/th/thx');
  });

  it('replaces an existing prefix instead of stacking it', () => {
    expect(localizePath('/th', 'ar')).toBe('/ar');
    expect(localizePath('/th', 'en')).toBe('/');
    expect(localizePath('/ar/products', 'en')).toBe('/products');
    expect(localizePath('/ar/products', 'zh')).toBe('/zh/products');
    expect(localizePath('/ar/products', 'ar')).toBe('/ar/products');
  });

  it('round-trips with splitLocalePath', () => {
    for (const locale of LOCALES) {
      for (const path of ['/', '/products', '/management/reports/empty']) {
        const localized = localizePath(path, locale);
        expect(splitLocalePath(localized)).toEqual({ locale: locale === 'en' ? undefined : locale, path });
      }
    }
  });
});

describe('localeFromLanguageTag', () => {
  it('maps browser tags to our locales', () => {
    expect(localeFromLanguageTag('th-TH')).toBe('th');
    expect(localeFromLanguageTag('zh-Hans-CN')).toBe('zh');
    expect(localeFromLanguageTag('zh_CN')).toBe('zh');
    expect(localeFromLanguageTag('AR-sa')).toBe('ar');
    expect(localeFromLanguageTag('en-GB')).toBe('en');
  });

  it('returns undefined for unsupported or empty tags', () => {
    expect(localeFromLanguageTag('fr-FR')).toBeUndefined();
    expect(localeFromLanguageTag('')).toBeUndefined();
    expect(localeFromLanguageTag(undefined)).toBeUndefined();
    expect(localeFromLanguageTag(null)).toBeUndefined();
    expect(localeFromLanguageTag('thai')).toBeUndefined();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('picks the supported language with the highest q-value', () => {
    expect(localeFromAcceptLanguage('fr-FR, th;q=0.5, zh-CN;q=0.8')).toBe('zh');
    expect(localeFromAcceptLanguage('th;q=0.3,ar;q=0.9')).toBe('ar');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,th-TH;q=0.8,en;q=0.7')).toBe('th');
  });

  it('treats a missing q-value as 1', () => {
    expect(localeFromAcceptLanguage('zh;q=0.9, ar')).toBe('ar');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,th;q=0.8')).toBe('en');
  });

  it('keeps header order between equal q-values', () => {
    expect(localeFromAcceptLanguage('th, ar')).toBe('th');
    expect(localeFromAcceptLanguage('ar;q=0.5, th;q=0.5')).toBe('ar');
  });

  it('never picks a language marked not acceptable (q=0)', () => {
    expect(localeFromAcceptLanguage('ar;q=0, fr')).toBe('en');
    expect(localeFromAcceptLanguage('th;q=0.0, zh;q=0.1')).toBe('zh');
  });

  it('falls back to English', () => {
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage(null)).toBe('en');
  });
});

describe('locale options', () => {
  it('directionOf: Arabic is right-to-left, the rest left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
    expect(directionOf('th')).toBe('ltr');
    expect(directionOf('zh')).toBe('ltr');
  });

  it('zh uses the zh-CN translation file', () => {
    expect(localeOption('zh')).toMatchObject({ iso: 'zh-CN', file: 'zh-CN' });
    expect(localeOption('th').file).toBe('th');
  });

  it('isLocale accepts only the four locales', () => {
    expect(LOCALES).toEqual(['en', 'th', 'zh', 'ar']);
    for (const locale of LOCALES) expect(isLocale(locale)).toBe(true);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale('EN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('the locale cookie lasts 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(31536000);
  });
});
