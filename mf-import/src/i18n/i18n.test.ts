import { i18nBundles } from './index';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('translations (spec sections 1 and 9: en, th, zh-CN, ar)', () => {
  const english = keysOf(i18nBundles.en).sort();

  it.each(['th', 'zh', 'ar'] as const)('When the language is %s, then every English string has a translation', (locale) => {
    expect(keysOf(i18nBundles[locale]).sort()).toEqual(english);
  });

  it.each(['th', 'zh', 'ar'] as const)('keeps the interpolation placeholders in %s', (locale) => {
    const lookup = (bundle: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], bundle) as string;
    for (const key of english) {
      const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort();
      expect([key, placeholders(lookup(i18nBundles[locale], key))]).toEqual([key, placeholders(lookup(i18nBundles.en, key))]);
    }
  });
});
