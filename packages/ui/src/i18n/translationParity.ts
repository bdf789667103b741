import type { I18nBundles } from './i18n';

/** One way a language's strings differ from the English ones. */
export interface TranslationIssue {
  locale: string;
  key: string;
  problem: 'missing' | 'extra' | 'placeholders';
}

/** Every leaf key of a nested string bundle, dotted (`password.rules.digit`). */
export function translationKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => translationKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** The text at a dotted key, or undefined. */
export function translationAt(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined,
      bundle,
    );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** A string's {{placeholders}}; in plural forms `count` may be left out (e.g. Arabic's singular). */
function placeholders(text: unknown, plural: boolean): string {
  const names = (String(text).match(/{{\s*\w+\s*}}/g) ?? []).map((p) => p.replace(/[{}\s]/g, ''));
  return [...new Set(names.filter((n) => !(plural && n === 'count')))].sort().join();
}

/** A language's bundle as base keys (plural suffixes folded) with each key's texts. */
function byBaseKey(bundle: unknown): Map<string, { plural: boolean; forms: Map<string, unknown> }> {
  const result = new Map<string, { plural: boolean; forms: Map<string, unknown> }>();
  for (const key of translationKeys(bundle)) {
    const match = PLURAL.exec(key);
    const base = match ? key.slice(0, match.index) : key;
    const entry = result.get(base) ?? { plural: !!match, forms: new Map<string, unknown>() };
    entry.forms.set(match ? match[1]! : '', translationAt(bundle, key));
    result.set(base, entry);
  }
  return result;
}

/**
 * What keeps a remote's bundles from being complete in every language (spec sections 1 and 9):
 * keys English has and a language lacks, keys only the language has, and interpolation
 * placeholders ({{name}}) that differ. Plural keys (i18next `_one`, `_other`...) must carry
 * every plural form the language has (Intl.PluralRules: Thai and Chinese `other` only, Arabic
 * six); forms a language does not use are ignored, as i18next ignores them. An empty list means
 * the bundles are in step.
 */
export function translationIssues(bundles: I18nBundles): TranslationIssue[] {
  const english = byBaseKey(bundles.en ?? {});
  const issues: TranslationIssue[] = [];
  for (const [locale, bundle] of Object.entries(bundles)) {
    if (locale === 'en' || !bundle) continue;
    const categories = new Intl.PluralRules(locale === 'zh' ? 'zh-CN' : locale).resolvedOptions()
      .pluralCategories;
    const own = byBaseKey(bundle);
    for (const [base, en] of english) {
      const mine = own.get(base);
      const wanted = en.plural ? categories.map(String) : [''];
      for (const form of wanted) {
        const key = form ? `${base}_${form}` : base;
        const text = mine?.forms.get(form);
        if (text === undefined) issues.push({ locale, key, problem: 'missing' });
        else if (
          placeholders(text, en.plural) !== placeholders(en.forms.get('other') ?? en.forms.get(''), en.plural)
        )
          issues.push({ locale, key, problem: 'placeholders' });
      }
    }
    for (const [base, mine] of own)
      if (!english.has(base))
        for (const form of mine.forms.keys())
          issues.push({ locale, key: form ? `${base}_${form}` : base, problem: 'extra' });
  }
  return issues;
}
