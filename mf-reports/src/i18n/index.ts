import type { I18nBundles } from '@hub/ui';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

/** mf-reports's strings in every language (zh is Chinese simplified, zh-CN). */
export const i18nBundles: I18nBundles = { en, th, zh, ar };
