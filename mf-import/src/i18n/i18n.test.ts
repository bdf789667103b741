import { glossaryIssues } from '@hub/contracts';
import { translationIssues } from '@hub/ui';
import { i18nBundles } from './index';

describe('translations (spec sections 1 and 9: en, th, zh-CN, ar)', () => {
  it('When the language is th, zh or ar, then every English string has a translation with the same placeholders', () => {
    expect(translationIssues(i18nBundles)).toEqual([]);
  });
});

describe('words (issue 9): one term per concept, as the glossary of @hub/contracts has it', () => {
  it('names each concept with its term in every language', () => {
    expect(glossaryIssues(i18nBundles)).toEqual([]);
  });
});

describe('counts (issue 28): a number next to a counted noun is worded with i18next plurals', () => {
  /** English strings, not plural forms, where a placeholder stands before a plural noun ("{{rows}} rows"). */
  function countsWithoutPlural(value: unknown, key = ''): string[] {
    if (typeof value === 'string')
      return /_(zero|one|two|few|many|other)$/.test(key) || !/\{\{[^}]+\}\}\s+(?:[a-z]+\s+)?[a-z]+s\b/.test(value) ? [] : [key];
    if (typeof value !== 'object' || value === null) return [];
    return Object.entries(value).flatMap(([k, v]) => countsWithoutPlural(v, key ? `${key}.${k}` : k));
  }

  it('When English puts a count before a plural noun, then the key has plural forms (so one row reads "first row", not "first 1 rows")', () => {
    expect(countsWithoutPlural(i18nBundles.en)).toEqual([]);
  });

  it('finds such a count', () => {
    expect(countsWithoutPlural({ a: { summary: '{{columns}} columns, first {{rows}} rows', ok_other: '{{count}} rows', fine: 'Row {{row}}, {{column}}' } })).toEqual(['a.summary']);
  });
});
