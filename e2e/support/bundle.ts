// A remote's translation bundle as the journeys read it, to find a page's words in any language.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Bundle = Record<string, unknown>;

/** The `lang` bundle of a remote (its folder, e.g. mf-import). */
export const bundleOf = (remote: string, lang: 'en' | 'ar'): Bundle =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', remote, 'src', 'i18n', `${lang}.json`), 'utf8')) as Bundle;

/** A string of a bundle, its {{placeholders}} filled. */
export const tr = (b: Bundle, key: string, vars: Record<string, string | number> = {}): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Bundle)[part], b) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));
};

/**
 * A plural string of a bundle (i18next's `key_one`, `key_other`...: the form `lang` uses for `count`),
 * its {{count}} or {{count, number}} the count (the pages write Western digits in every language).
 */
export const trCount = (b: Bundle, lang: 'en' | 'ar', key: string, count: number, vars: Record<string, string | number> = {}): string =>
  tr(b, `${key}_${new Intl.PluralRules(lang).select(count)}`, { ...vars, count }).replace(/\{\{count(?:, number)?\}\}/g, String(count));
