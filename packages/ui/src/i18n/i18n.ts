import { createInstance, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HUB_MAIL_NOT_SET_UP, HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS, isProviderRole, LOCALES, MESSAGE_CATALOGUES, type Locale } from '@hub/contracts';
import { hubStore } from '../store/hubStore';
import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

const COMMON: Record<Locale, ResourceLanguage[string]> = { en, th, zh, ar };

/** Namespace of @hub/ui's own strings; message codes of the error catalogue live under `codes`. */
export const COMMON_NS = 'common';
export const CODES_NS = 'codes';

export type I18nBundles = Partial<Record<Locale, Record<string, unknown>>>;

function resources(): Resource {
  const result: Resource = {};
  for (const locale of LOCALES) {
    result[locale] = { [COMMON_NS]: COMMON[locale], [CODES_NS]: { ...MESSAGE_CATALOGUES[locale] } };
  }
  return result;
}

/** The one i18next instance of the hub; remotes add their namespace with addI18nBundles. */
export const i18n = createInstance();
void i18n.use(initReactI18next).init({
  resources: resources(),
  lng: hubStore.getState().locale,
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: [COMMON_NS, CODES_NS],
  defaultNS: COMMON_NS,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

hubStore.subscribe((state, previous) => {
  if (state.locale !== previous.locale) void i18n.changeLanguage(state.locale);
});

/** Adds a namespace in every language (a remote's or the shell's own strings). */
export function addI18nBundles(namespace: string, bundles: I18nBundles): void {
  for (const [locale, bundle] of Object.entries(bundles)) {
    if (bundle) i18n.addResourceBundle(locale, namespace, bundle, true, true);
  }
}

/** The wording of a message code in the current language; unknown codes keep the server's text. */
export function codeWording(code: string, fallback?: string): string {
  if (i18n.exists(code, { ns: CODES_NS })) return i18n.t(code, { ns: CODES_NS });
  return fallback && fallback.length > 0 ? fallback : i18n.t('SE100', { ns: CODES_NS });
}

/**
 * The hub's missing mail server in the current language (issue 28 item 5): NC113's message ("ask the
 * provider") for everyone, and the operator's words after it only for provider roles, who fix it.
 */
export function hubMailNotSetUpWording(roleName: string | null | undefined): string {
  const words = codeWording(HUB_MAIL_NOT_SET_UP);
  return isProviderRole(roleName) ? `${words} (${HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS})` : words;
}

/** Why an image of an image import was skipped or failed, in the current language (common strings). */
export function imageProblemWording(reason: string): string {
  return i18n.t(`imageProblems.${reason}`, { ns: COMMON_NS, defaultValue: reason });
}
