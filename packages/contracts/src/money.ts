// country-to-currency 2 ships CommonJS (its `require` export, index.cjs) but marks its package as an ES
// module, so TypeScript's Node16 rules (services) refuse the import the CommonJS build performs (TS1479),
// while the bundler rules (front ends) accept it: the comment below silences only the former.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-ignore TS1479 under Node16 module rules only
import countryToCurrency from 'country-to-currency';
import { z } from 'zod';
import { LOCALE_OPTIONS } from './locale';

/**
 * Money (issue 9): amounts carry an ISO 4217 currency and read with the language's separators and
 * currency sign, through Intl.NumberFormat. The spec names no currency field; ISO codes are used.
 */

/** The ISO 4217 codes the runtime's Intl knows (THB, AED, CNY, USD...), sorted. */
export const CURRENCY_CODES: readonly string[] = Intl.supportedValuesOf('currency');

const KNOWN = new Set(CURRENCY_CODES);

/** An ISO 4217 code the runtime knows: three capital letters. */
export function isCurrencyCode(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Z]{3}$/.test(value) && KNOWN.has(value);
}

/** A currency in a request body: an ISO 4217 code (upper case). */
export const currencyCodeSchema = z.string().max(3).refine(isCurrencyCode, 'INVALID_CURRENCY');

/** Our locale codes (zh) as the language tags Intl reads (zh-CN); other tags pass as they are. */
function intlLocale(locale: string): string {
  return LOCALE_OPTIONS.find((o) => o.code === locale)?.iso ?? locale;
}

/** Languages written right to left (Arabic among ours). */
const RTL_LOCALE = /^(ar|he|fa|ur)\b/i;

const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, currency: string | null): Intl.NumberFormat {
  const key = `${locale}|${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = currency
      ? new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency, trailingZeroDisplay: 'stripIfInteger' })
      : new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 });
    formats.set(key, format);
  }
  return format;
}

/**
 * An amount as the language writes it: its separators, the currency's sign where the language puts
 * it and the currency's fraction digits (none for a whole amount): en `THB 30,350`, th `฿30,350`,
 * zh-CN `¥30,350.50` (CNY), ar `‏30,350 د.إ.‏` (AED); in Arabic a Latin sign (CN¥) is kept left to
 * right. Without a known currency, the number alone with the language's separators and up to 2
 * fraction digits.
 */
export function formatMoney(value: number, currency: string | null | undefined, locale: string): string {
  const format = numberFormat(locale, isCurrencyCode(currency) ? currency : null);
  if (!RTL_LOCALE.test(intlLocale(locale))) return format.format(value);
  // Right to left, a Latin sign such as CN¥ or US$ would show as ¥CN: it is isolated left to right.
  return format
    .formatToParts(value)
    .map((part) => (part.type === 'currency' && /[A-Za-z]/.test(part.value) ? `\u2066${part.value}\u2069` : part.value))
    .join('');
}

const CURRENCY_BY_COUNTRY: Readonly<Record<string, string>> = countryToCurrency;

let countryCodesByName: Map<string, string> | undefined;
/** English country names (long and short forms, e.g. "Hong Kong SAR China" and "Hong Kong") → ISO 3166 alpha-2. */
function countryCodeByName(name: string): string | undefined {
  if (!countryCodesByName) {
    countryCodesByName = new Map();
    const long = new Intl.DisplayNames('en', { type: 'region' });
    const short = new Intl.DisplayNames('en', { type: 'region', style: 'short' });
    for (const code of Object.keys(CURRENCY_BY_COUNTRY)) {
      for (const names of [long, short]) {
        const label = names.of(code);
        if (label && label !== code) countryCodesByName.set(label.toLowerCase(), code);
      }
    }
  }
  return countryCodesByName.get(name);
}

/**
 * The usual currency of a country given as a store address holds it: an ISO 3166 alpha-2 code
 * ("TH") or its English name ("Thailand", "United Arab Emirates"), any case; undefined when the
 * country is not known.
 */
export function currencyOfCountry(country: string | null | undefined): string | undefined {
  const text = (country ?? '').trim();
  if (text === '') return undefined;
  const code = /^[A-Za-z]{2}$/.test(text) ? text.toUpperCase() : countryCodeByName(text.toLowerCase());
  const currency = code ? CURRENCY_BY_COUNTRY[code] : undefined;
  return isCurrencyCode(currency) ? currency : undefined;
}

/** The currency names shown in pickers, in the user's language ("Thai Baht", "บาท"). */
export function currencyName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames(intlLocale(locale), { type: 'currency' }).of(code) ?? code;
  } catch {
    return code;
  }
}
