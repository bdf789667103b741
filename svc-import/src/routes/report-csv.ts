import { LOCALES, type Locale } from '@hub/contracts';
import type { Request } from 'express';

/** The caller's language for worded answers: ?lang, else Accept-Language, else English. */
export function localeOfRequest(req: Request): Locale {
  const asked = typeof req.query.lang === 'string' ? req.query.lang : req.acceptsLanguages([...LOCALES]) || 'en';
  return (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : 'en';
}
