import { addLocaleStrings, type LocaleStringsLoader } from '@hub/ui/core';
import en from './en.json';

export const SHELL_NS = 'shell';

/** The shell's strings in a language other than English: a chunk of their own (issue 30 item 3). */
const loadShellStrings: LocaleStringsLoader = (locale) => {
  if (locale === 'th') return import(/* webpackChunkName: "shell-strings-th" */ './th.json').then((m) => m.default);
  if (locale === 'zh') return import(/* webpackChunkName: "shell-strings-zh" */ './zh.json').then((m) => m.default);
  return import(/* webpackChunkName: "shell-strings-ar" */ './ar.json').then((m) => m.default);
};

/**
 * English at once, the page's language with the hub's (loadLocaleStrings), the others on a switch.
 * Resolves when the languages already in use are there (at once in tests, where all are).
 */
export function registerShellStrings(): Promise<void> {
  return addLocaleStrings(SHELL_NS, en, loadShellStrings);
}
