import { LOCALES, type Locale } from './locale';
import {
  MESSAGES_AR,
  MESSAGES_EN,
  MESSAGES_TH,
  MESSAGES_ZH_CN,
  MESSAGE_CATALOGUES,
  isMessageCode,
  messageFor,
  type MessageCatalogue,
} from './messages';

const EN_KEYS = Object.keys(MESSAGES_EN).sort();

const TRANSLATIONS: ReadonlyArray<[string, MessageCatalogue, RegExp]> = [
  ['th', MESSAGES_TH, /[\u0E00-\u0E7F]/], // Thai script
  ['zh', MESSAGES_ZH_CN, /[\u4E00-\u9FFF]/], // CJK ideographs
  ['ar', MESSAGES_AR, /[\u0600-\u06FF]/], // Arabic script
];

/** Terms that stay as they are in every language. */
const KEPT_TERMS = ['RFID', 'SFTP', 'FTP', 'PIN', 'OTP', 'API', 'URL'];

describe('message catalogues', () => {
  it('has one catalogue per locale', () => {
    expect(Object.keys(MESSAGE_CATALOGUES).sort()).toEqual([...LOCALES].sort());
    expect(MESSAGE_CATALOGUES.en).toBe(MESSAGES_EN);
    expect(MESSAGE_CATALOGUES.th).toBe(MESSAGES_TH);
    expect(MESSAGE_CATALOGUES.zh).toBe(MESSAGES_ZH_CN);
    expect(MESSAGE_CATALOGUES.ar).toBe(MESSAGES_AR);
  });

  it.each(LOCALES.map((l) => [l]))('%s has exactly the keys of MESSAGES_EN', (locale) => {
    expect(Object.keys(MESSAGE_CATALOGUES[locale as Locale]).sort()).toEqual(EN_KEYS);
  });

  it.each(LOCALES.map((l) => [l]))('%s has no empty or padded strings', (locale) => {
    for (const [code, text] of Object.entries(MESSAGE_CATALOGUES[locale as Locale])) {
      expect([code, typeof text]).toEqual([code, 'string']);
      expect([code, text.trim().length > 0]).toEqual([code, true]);
      expect([code, text]).toEqual([code, text.trim()]);
    }
  });

  it.each(TRANSLATIONS)('%s differs from English for (nearly) every key', (_name, catalogue) => {
    const same = EN_KEYS.filter((k) => catalogue[k as keyof MessageCatalogue] === MESSAGES_EN[k as keyof MessageCatalogue]);
    expect(same).toEqual([]);
    expect(same.length).toBeLessThanOrEqual(EN_KEYS.length * 0.05);
  });

  it.each(TRANSLATIONS)('%s is written in its own script for every key', (_name, catalogue, script) => {
    const notTranslated = Object.entries(catalogue)
      .filter(([, text]) => !script.test(text))
      .map(([code]) => code);
    expect(notTranslated).toEqual([]);
  });

  it.each(TRANSLATIONS)('%s keeps technical terms (RFID, FTP, PIN, OTP, API…) as they are', (_name, catalogue) => {
    for (const [code, english] of Object.entries(MESSAGES_EN)) {
      const text = catalogue[code as keyof MessageCatalogue];
      for (const term of KEPT_TERMS) {
        if (new RegExp(`\\b${term}\\b`).test(english)) {
          expect([code, term, text.includes(term)]).toEqual([code, term, true]);
        }
      }
    }
  });

  it('keeps the English wording the spec gives', () => {
    expect(MESSAGES_EN.SE100).toBe('Server error!');
    expect(MESSAGES_EN.IP100).toBe('All inputs are required!');
    expect(MESSAGES_EN.undefined).toBe('Cannot connect to server!');
  });
});

describe('isMessageCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isMessageCode('PD100')).toBe(true);
    expect(isMessageCode('undefined')).toBe(true);
    expect(isMessageCode('PD999')).toBe(false);
    expect(isMessageCode('toString')).toBe(false);
    expect(isMessageCode('constructor')).toBe(false);
    expect(isMessageCode(undefined)).toBe(false);
    expect(isMessageCode(100)).toBe(false);
  });
});

describe('messageFor', () => {
  it('returns the wording of a code in each locale', () => {
    expect(messageFor('PD100')).toBe('Product not found');
    expect(messageFor('PD100', 'en')).toBe(MESSAGES_EN.PD100);
    expect(messageFor('PD100', 'th')).toBe(MESSAGES_TH.PD100);
    expect(messageFor('PD100', 'zh')).toBe(MESSAGES_ZH_CN.PD100);
    expect(messageFor('PD100', 'ar')).toBe(MESSAGES_AR.PD100);
    expect(messageFor('UAC111', 'th')).not.toBe(MESSAGES_EN.UAC111);
  });

  it('falls back to SE100 for unknown codes, in the requested locale', () => {
    expect(messageFor('NOPE123')).toBe('Server error!');
    expect(messageFor('NOPE123', 'th')).toBe(MESSAGES_TH.SE100);
    expect(messageFor('NOPE123', 'zh')).toBe(MESSAGES_ZH_CN.SE100);
    expect(messageFor('NOPE123', 'ar')).toBe(MESSAGES_AR.SE100);
    expect(messageFor('', 'ar')).toBe(MESSAGES_AR.SE100);
    expect(messageFor('toString', 'th')).toBe(MESSAGES_TH.SE100);
    expect(messageFor('pd100', 'en')).toBe(MESSAGES_EN.SE100);
  });

  it('falls back to English for an unknown locale', () => {
    expect(messageFor('PD100', 'fr' as Locale)).toBe(MESSAGES_EN.PD100);
    expect(messageFor('NOPE', 'fr' as Locale)).toBe(MESSAGES_EN.SE100);
  });

  it('knows the "undefined" code used when the server cannot be reached', () => {
    expect(messageFor('undefined', 'en')).toBe('Cannot connect to server!');
    expect(messageFor('undefined', 'zh')).toBe(MESSAGES_ZH_CN.undefined);
  });
});
