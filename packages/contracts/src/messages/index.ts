import type { Locale } from '../locale';
import { MESSAGES_AR } from './ar';
import { MESSAGES_EN, type MessageCatalogue, type MessageCode } from './en';
import { MESSAGES_TH } from './th';
import { MESSAGES_ZH_CN } from './zh-CN';

export { MESSAGES_EN, MESSAGES_TH, MESSAGES_ZH_CN, MESSAGES_AR };
export type { MessageCatalogue, MessageCode };

export const MESSAGE_CATALOGUES: Readonly<Record<Locale, MessageCatalogue>> = {
  en: MESSAGES_EN,
  th: MESSAGES_TH,
  zh: MESSAGES_ZH_CN,
  ar: MESSAGES_AR,
};

export function isMessageCode(code: unknown): code is MessageCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(MESSAGES_EN, code);
}

/** The wording of a message code in a locale; unknown codes fall back to SE100. */
export function messageFor(code: string, locale: Locale = 'en'): string {
  const catalogue = MESSAGE_CATALOGUES[locale] ?? MESSAGES_EN;
  return isMessageCode(code) ? catalogue[code] : catalogue.SE100;
}
