import { IMAGE_ERROR_REASONS, IMAGE_SKIP_REASONS, glossaryIssues } from '@hub/contracts';
import { imageProblemWording } from './i18n';
import { translationIssues } from './translationParity';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

describe('words (issue 9): the common catalogue uses one term per concept', () => {
  it('names each concept with its term of the glossary in every language', () => {
    expect(glossaryIssues({ en, th, zh, ar })).toEqual([]);
  });
});

describe('the common strings in every language', () => {
  it('th, zh and ar have every key of en, with the same placeholders', () => {
    expect(translationIssues({ en, th, zh, ar })).toEqual([]);
  });

  it('every reason an image is skipped or fails has its wording', () => {
    for (const reason of [...IMAGE_SKIP_REASONS, ...IMAGE_ERROR_REASONS]) expect([reason, imageProblemWording(reason)]).not.toEqual([reason, reason]);
  });
});
