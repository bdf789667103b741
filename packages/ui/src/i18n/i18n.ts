import { createInstance, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { HUB_MAIL_NOT_SET_UP, HUB_MAIL_NOT_SET_UP_OPERATOR_WORDS, isProviderRole, LOCALES, MESSAGES_EN, type Locale } from '@hub/contracts';
import { hubStore } from '../store/hubStore';
import en from './en.json';

/** Namespace of @hub/ui's own strings; message codes of the error catalogue live under `codes`. */
export const COMMON_NS = 'common';
export const CODES_NS = 'codes';

export type I18nBundles = Partial<Record<Locale, Record<string, unknown>>>;
/** A namespace's strings in one language other than English, fetched as a chunk of their own. */
export type LocaleStringsLoader = (locale: Exclude<Locale, 'en'>) => Promise<Record<string, unknown>>;

/**
 * Issue 30 item 3: a page loads English (the fallback) and its own language only; the other languages
 * are chunks fetched on a switch. Each namespace with strings in the first load registers a loader.
 */
const loaders = new Map<string, LocaleStringsLoader>([
  [COMMON_NS, async (locale) => (await loadUiLocale(locale)).common],
  [CODES_NS, async (locale) => ({ ...(await loadUiLocale(locale)).codes })],
]);

function loadUiLocale(locale: Exclude<Locale, 'en'>) {
  if (locale === 'th') return import(/* webpackChunkName: "hub-strings-th" */ './locales/th').then((m) => m.default);
  if (locale === 'zh') return import(/* webpackChunkName: "hub-strings-zh" */ './locales/zh').then((m) => m.default);
  return import(/* webpackChunkName: "hub-strings-ar" */ './locales/ar').then((m) => m.default);
}

/** The one i18next instance of the hub; remotes add their namespace with addI18nBundles. */
export const i18n = createInstance();
const resources: Resource = { en: { [COMMON_NS]: en, [CODES_NS]: { ...MESSAGES_EN } } };
void i18n.use(initReactI18next).init({
  resources,
  lng: hubStore.getState().locale,
  fallbackLng: 'en',
  supportedLngs: [...LOCALES],
  ns: [COMMON_NS, CODES_NS],
  defaultNS: COMMON_NS,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

/** Languages asked for so far (their strings loaded or on the way), per namespace, and those loaded. */
const asked = new Map<string, Promise<void>>();
const loaded = new Set<string>();
const wanted = new Set<Locale>(['en']);

function loadNamespace(namespace: string, loader: LocaleStringsLoader, locale: Locale): Promise<void> {
  if (locale === 'en') return Promise.resolve();
  const key = `${namespace}:${locale}`;
  let loading = asked.get(key);
  if (!loading) {
    loading = loader(locale).then((bundle) => {
      i18n.addResourceBundle(locale, namespace, bundle, true, true);
      loaded.add(key);
    });
    loading.catch(() => asked.delete(key));
    asked.set(key, loading);
  }
  return loading;
}

/**
 * Every registered namespace's strings in a language, fetched once; then i18next speaks it if it is
 * still the page's language. The shell awaits the page's language before its first render.
 */
export async function loadLocaleStrings(locale: Locale): Promise<void> {
  wanted.add(locale);
  await Promise.all([...loaders].map(([namespace, loader]) => loadNamespace(namespace, loader, locale)));
  if (hubStore.getState().locale === locale) await i18n.changeLanguage(locale);
}

/**
 * A namespace whose English strings come with the first load and its other languages as chunks (the
 * shell's); resolves once the languages already in use are loaded for it too.
 */
export function addLocaleStrings(namespace: string, english: Record<string, unknown>, loader: LocaleStringsLoader): Promise<void> {
  i18n.addResourceBundle('en', namespace, english, true, true);
  loaders.set(namespace, loader);
  return Promise.all([...wanted].map((locale) => loadNamespace(namespace, loader, locale))).then(() => undefined);
}

// Jest has no chunks, and the tests switch languages synchronously: there every language is loaded at
// once. A production build drops this branch (webpack's NODE_ENV is 'production').
if (process.env.NODE_ENV === 'test') {
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const bundle = (require(`./locales/${locale}`) as { default: { common: Record<string, unknown>; codes: Record<string, string> } }).default;
    i18n.addResourceBundle(locale, COMMON_NS, bundle.common, true, true);
    i18n.addResourceBundle(locale, CODES_NS, { ...bundle.codes }, true, true);
    loaded.add(`${COMMON_NS}:${locale}`).add(`${CODES_NS}:${locale}`);
    wanted.add(locale);
  }
}

hubStore.subscribe((state, previous) => {
  if (state.locale === previous.locale) return;
  const { locale } = state;
  // Strings at hand: the switch happens now (tests rely on it); otherwise once they arrive, or in
  // English (the fallback) if they cannot be fetched.
  if (locale === 'en' || [...loaders.keys()].every((namespace) => loaded.has(`${namespace}:${locale}`))) void i18n.changeLanguage(locale);
  else void loadLocaleStrings(locale).catch(() => i18n.changeLanguage(locale));
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
