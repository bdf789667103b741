import { glossaryIssues } from '@hub/contracts';
import { translationAt, translationIssues, translationKeys } from '@hub/ui';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

describe('shell strings', () => {
  it('th, zh and ar have every key of en, with the same placeholders', () => {
    expect(translationIssues({ en, th, zh, ar })).toEqual([]);
  });

  it.each([
    ['th', th, /[\u0E00-\u0E7F]/],
    ['zh', zh, /[\u4E00-\u9FFF]/],
    ['ar', ar, /[\u0600-\u06FF]/],
  ])('%s translates the account, profile, password and PIN strings', (_locale, bundle, script) => {
    const own = translationKeys(en).filter(
      (k) => /^(account|profilePage|password|pin|roles)\./.test(k) || k === 'user.switchAccount',
    );
    for (const key of own) {
      const text = String(translationAt(bundle, key));
      expect([key, script.test(text) || /^PIN$/.test(text)]).toEqual([key, true]);
    }
  });
});

describe('words (issue 9): one term per concept, as the glossary of @hub/contracts has it', () => {
  it('names each concept with its term in every language', () => {
    expect(glossaryIssues({ en, th, zh, ar })).toEqual([]);
  });
});
