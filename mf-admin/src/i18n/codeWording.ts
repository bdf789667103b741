import { CODES_NS, i18n } from '@hub/ui';

/** The wording of a message code in the current language; unknown codes keep the server's text. */
export function codeWording(code: string, fallback?: string): string {
  if (i18n.exists(code, { ns: CODES_NS })) return i18n.t(code, { ns: CODES_NS });
  return fallback && fallback.length > 0 ? fallback : i18n.t('SE100', { ns: CODES_NS });
}
