import { glossaryIssues } from '@hub/contracts';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

describe('words (issue 9): the common catalogue uses one term per concept', () => {
  it('names each concept with its term of the glossary in every language', () => {
    expect(glossaryIssues({ en, th, zh, ar })).toEqual([]);
  });
});
