import { API_KEY_OPERATION_NAMES, AUDIT_ACTIONS, AUDIT_ENTITIES, glossaryIssues } from '@hub/contracts';
import { translationIssues } from '@hub/ui';
import { adminBundles } from './index';

describe('translations (spec sections 1 and 9: en, th, zh-CN, ar)', () => {
  it('When the language is th, zh or ar, then every English string has a translation with the same placeholders', () => {
    expect(translationIssues(adminBundles)).toEqual([]);
  });
});

describe('the audit trail words every entity, action and operation (issue 9)', () => {
  const lookup = (bundle: unknown, path: string[]): unknown =>
    path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), bundle);

  it.each(Object.keys(adminBundles))('%s: every entity and action of AUDIT_ACTIONS has its words', (language) => {
    const bundle = adminBundles[language as keyof typeof adminBundles];
    for (const entity of AUDIT_ENTITIES) {
      expect([entity, typeof lookup(bundle, ['audit', 'entities', entity])]).toEqual([entity, 'string']);
      for (const action of AUDIT_ACTIONS[entity]) {
        expect([action, typeof lookup(bundle, ['audit', 'actions', ...action.split('.')])]).toEqual([action, 'string']);
      }
    }
    for (const operation of API_KEY_OPERATION_NAMES) {
      expect([operation, typeof lookup(bundle, ['audit', 'operations', operation])]).toEqual([operation, 'string']);
    }
  });
});

describe('words (issue 9): one term per concept, as the glossary of @hub/contracts has it', () => {
  it('names each concept with its term in every language', () => {
    expect(glossaryIssues(adminBundles)).toEqual([]);
  });
});
