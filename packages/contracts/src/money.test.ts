import { CURRENCY_CODES, currencyCodeSchema, currencyName, currencyOfCountry, formatMoney, isCurrencyCode } from './money';

/** Intl puts no-break spaces between sign and number; compared as plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const RLM = '\u200f';

describe('money (issue 9)', () => {
  it('When an amount is shown in English, then it has thousands separators and the currency, no .00 for a whole amount', () => {
    expect(plain(formatMoney(30350, 'THB', 'en'))).toBe('THB 30,350');
    expect(plain(formatMoney(1234567.5, 'AED', 'en'))).toBe('AED 1,234,567.50');
    expect(plain(formatMoney(30350, 'USD', 'en'))).toBe('$30,350');
    expect(plain(formatMoney(1234.567, 'JPY', 'en'))).toBe('¥1,235');
  });

  it('When an amount is shown in Thai, then the baht takes its sign ฿ and other currencies their code or sign', () => {
    expect(plain(formatMoney(30350, 'THB', 'th'))).toBe('฿30,350');
    expect(plain(formatMoney(30350.5, 'THB', 'th'))).toBe('฿30,350.50');
    expect(plain(formatMoney(30350, 'AED', 'th'))).toBe('AED 30,350');
    expect(plain(formatMoney(2000, 'CNY', 'th'))).toBe('CN¥2,000');
  });

  it('When an amount is shown in Chinese (zh-CN), then the yuan is ¥ and the baht THB', () => {
    expect(plain(formatMoney(30350, 'CNY', 'zh'))).toBe('¥30,350');
    expect(plain(formatMoney(30350, 'CNY', 'zh-CN'))).toBe('¥30,350');
    expect(plain(formatMoney(1234567.5, 'THB', 'zh'))).toBe('THB 1,234,567.50');
  });

  it('When an amount is shown in Arabic, then it reads right to left with the currency after the number', () => {
    expect(plain(formatMoney(30350, 'AED', 'ar'))).toBe(`${RLM}30,350 د.إ.${RLM}`);
    expect(plain(formatMoney(30350.5, 'THB', 'ar'))).toBe(`${RLM}30,350.50 ฿`);
    // A Latin sign stays in its order inside right-to-left text (else CN¥ shows as ¥CN).
    expect(plain(formatMoney(639, 'CNY', 'ar'))).toBe(`${RLM}639 \u2066CN¥\u2069`);
    expect(formatMoney(639, 'CNY', 'en')).not.toContain('\u2066');
  });

  it('When the currency is missing or unknown, then the number shows alone with the language separators', () => {
    expect(formatMoney(30350.456, undefined, 'en')).toBe('30,350.46');
    expect(formatMoney(30350, null, 'th')).toBe('30,350');
    expect(formatMoney(30350, 'XYZ', 'ar')).toBe('30,350');
    expect(formatMoney(30350, 'thb', 'en')).toBe('30,350');
  });

  it('A currency is an ISO 4217 code in capitals', () => {
    expect(isCurrencyCode('THB')).toBe(true);
    expect(isCurrencyCode('AED')).toBe(true);
    expect(isCurrencyCode('thb')).toBe(false);
    expect(isCurrencyCode('XYZ')).toBe(false);
    expect(isCurrencyCode('BAHT')).toBe(false);
    expect(isCurrencyCode(764)).toBe(false);
    expect(CURRENCY_CODES).toEqual(expect.arrayContaining(['THB', 'AED', 'CNY', 'USD', 'EUR']));
    expect(currencyCodeSchema.safeParse('CNY').success).toBe(true);
    expect(currencyCodeSchema.safeParse('Baht').success).toBe(false);
    expect(currencyCodeSchema.safeParse('').success).toBe(false);
  });

  it('When a store gives its country by name or ISO code, then its usual currency is known', () => {
    expect(currencyOfCountry('Thailand')).toBe('THB');
    expect(currencyOfCountry('United Arab Emirates')).toBe('AED');
    expect(currencyOfCountry(' china ')).toBe('CNY');
    expect(currencyOfCountry('Hong Kong')).toBe('HKD');
    expect(currencyOfCountry('TH')).toBe('THB');
    expect(currencyOfCountry('ae')).toBe('AED');
    expect(currencyOfCountry('Germany')).toBe('EUR');
    expect(currencyOfCountry('Atlantis')).toBeUndefined();
    expect(currencyOfCountry('')).toBeUndefined();
    expect(currencyOfCountry(null)).toBeUndefined();
  });

  it('A currency is named in the user language', () => {
    expect(currencyName('THB', 'en')).toBe('Thai Baht');
    expect(currencyName('AED', 'ar')).not.toBe('AED');
    expect(currencyName('CNY', 'zh')).toBe('人民币');
  });
});
