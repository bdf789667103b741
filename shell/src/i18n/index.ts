import { addI18nBundles } from '@hub/ui';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

export const SHELL_NS = 'shell';

export function registerShellStrings(): void {
  addI18nBundles(SHELL_NS, { en, th, zh, ar });
}
