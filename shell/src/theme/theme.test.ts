import { defaultMerchantTheme, THEME_PREVIEW_STORAGE_KEY, type MerchantTheme } from '@hub/contracts';
import { applyDocumentTheme } from './documentTheme';
import { lastLogoUrl, LAST_LOGO_STORAGE_KEY, rememberLastLogo } from './lastLogo';
import { themeToShow } from './previewTheme';

const LOGO = `logo-${'a'.repeat(24)}.svg`;
const ICON = `themeLogo-${'b'.repeat(24)}.png`;
const saved: MerchantTheme = {
  ...defaultMerchantTheme(),
  accent: '#e91e63',
  logo: { file: LOGO, url: `/media/theme/DEMO/${LOGO}`, format: 'svg' },
  themeLogo: { file: ICON, url: `/media/theme/DEMO/${ICON}`, format: 'png' },
  configured: true,
  revision: 3,
};
const memory = () => {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) };
};

describe('the document painted with the merchant theme (issue 15 item 4)', () => {
  it("When the theme applies, then the root carries the accent's variables and color-scheme, and the theme logo is the tab icon", () => {
    applyDocumentTheme(saved, 'light');
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--hub-accent')).toBe('#e91e63');
    expect(root.style.colorScheme).toBe('light');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(`/media/theme/DEMO/${ICON}`);
    applyDocumentTheme({ ...saved, accent: '#00897b', themeLogo: null }, 'dark');
    expect(root.style.getPropertyValue('--hub-accent')).toBe('#00897b');
    expect(root.dataset.theme).toBe('dark');
    expect(document.querySelector('link[rel="icon"]')).toBeNull();
    applyDocumentTheme(null, 'light');
    expect(root.style.getPropertyValue('--hub-accent')).toBe('#536dfe');
  });

  it("When a merchant's theme with a logo is loaded, then the sign-in pages may show that logo later; without one, the product logo", () => {
    const storage = memory();
    rememberLastLogo('DEMO', saved, storage);
    expect(lastLogoUrl(storage)).toBe(`/media/theme/DEMO/${LOGO}`);
    rememberLastLogo('DEMO', { logo: null }, storage);
    expect(lastLogoUrl(storage)).toBeNull();
    // Only the hub's own logo addresses are shown.
    storage.setItem(LAST_LOGO_STORAGE_KEY, 'https://evil.example/logo.svg');
    expect(lastLogoUrl(storage)).toBeNull();
  });

  it('When /theme-temp opens with ?preview=1 and a draft in this tab, then the draft shows; else the saved theme', () => {
    const storage = memory();
    storage.setItem(THEME_PREVIEW_STORAGE_KEY, JSON.stringify({ accent: '#ff5722', defaultMode: 'dark', logoUrl: null }));
    expect(themeToShow('?preview=1', saved, storage)).toEqual({ preview: true, theme: { accent: '#ff5722', defaultMode: 'dark', logoUrl: null } });
    expect(themeToShow('', saved, storage)).toEqual({ preview: false, theme: { accent: '#e91e63', defaultMode: 'system', logoUrl: saved.logo!.url } });
    storage.setItem(THEME_PREVIEW_STORAGE_KEY, '{not json');
    expect(themeToShow('?preview=1', saved, storage)?.preview).toBe(false);
    expect(themeToShow('?preview=1', null, memory())).toBeNull();
  });
});
