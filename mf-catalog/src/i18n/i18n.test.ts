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
