import type { I18nBundles } from '@hub/ui';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

/** mf-admin's i18n namespace. */
export const ADMIN_NS = 'mf-admin';
export const adminBundles: I18nBundles = { en, th, zh, ar };
