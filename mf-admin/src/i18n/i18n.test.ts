import { API_KEY_OPERATION_NAMES, AUDIT_ACTIONS, AUDIT_ENTITIES, glossaryIssues } from '@hub/contracts';
import { translationIssues } from '@hub/ui';
import { adminBundles } from './index';

type Tree = { [key: string]: string | Tree };

const at = (bundle: unknown, path: string): string =>
  path.split('.').reduce<unknown>((node, key) => (node as Tree)[key], bundle) as string;

/** A row action's visible label (cards) and the accessible name of its button (RowAction). */
const ROW_ACTIONS: readonly [label: string, name: string][] = [
  ['users.actions.edit', 'users.actions.editUser'],
  ['users.actions.view', 'users.actions.viewUser'],
  ['users.actions.deactivate', 'users.actions.deactivateUser'],
  ['stores.actions.edit', 'stores.actions.editStore'],
  ['stores.actions.view', 'stores.actions.viewStore'],
  ['stores.actions.delete', 'stores.actions.deleteStore'],
  ['roles.actions.preview', 'roles.actions.previewRole'],
  ['roles.actions.edit', 'roles.actions.editRole'],
  ['roles.actions.view', 'roles.actions.viewRole'],
  ['roles.actions.clone', 'roles.actions.cloneRole'],
  ['roles.actions.delete', 'roles.actions.deleteRole'],
  ['roles.actions.reset', 'roles.actions.resetRole'],
];

describe('translations (spec sections 1 and 9: en, th, zh-CN, ar)', () => {
  it('When the language is th, zh or ar, then every English string has a translation with the same placeholders', () => {
    expect(translationIssues(adminBundles)).toEqual([]);
  });

  it('When a row action shows its label, then its accessible name holds that label, in every language (WCAG 2.5.3)', () => {
    const missing = Object.entries(adminBundles).flatMap(([language, bundle]) =>
      ROW_ACTIONS.filter(([label, name]) => !at(bundle, name).includes(at(bundle, label))).map(([, name]) => `${language} ${name}`),
    );
    expect(missing).toEqual([]);
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
