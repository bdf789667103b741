import ar from './ar.json';
import en from './en.json';
import th from './th.json';
import zh from './zh.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
    keys(v, prefix ? `${prefix}.${k}` : k),
  );
}

const leaf = (bundle: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], bundle);

describe('shell strings', () => {
  it.each([
    ['th', th, /[\u0E00-\u0E7F]/],
    ['zh', zh, /[\u4E00-\u9FFF]/],
    ['ar', ar, /[\u0600-\u06FF]/],
  ])('%s has every key of en', (_locale, bundle) => {
    expect(keys(bundle).sort()).toEqual(keys(en).sort());
  });

  it.each([
    ['th', th, /[\u0E00-\u0E7F]/],
    ['zh', zh, /[\u4E00-\u9FFF]/],
    ['ar', ar, /[\u0600-\u06FF]/],
  ])('%s translates the account, profile, password and PIN strings', (_locale, bundle, script) => {
    const own = keys(en).filter(
      (k) => /^(account|profilePage|password|pin|roles)\./.test(k) || k === 'user.switchAccount',
    );
    for (const key of own) {
      const text = String(leaf(bundle, key));
      expect([key, script.test(text) || /^PIN$/.test(text)]).toEqual([key, true]);
    }
  });
});
