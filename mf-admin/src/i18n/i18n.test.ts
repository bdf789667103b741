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
