import { translationIssues } from '@hub/ui';
import { i18nBundles } from './index';

describe('translations (spec sections 1 and 9: en, th, zh-CN, ar)', () => {
  it('When the language is th, zh or ar, then every English string has a translation with the same placeholders', () => {
    expect(translationIssues(i18nBundles)).toEqual([]);
  });
});
