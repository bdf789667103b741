import { contrastRatio, defaultMerchantTheme, type MerchantTheme } from '@hub/contracts';
import { createHubStore } from '../store/hubStore';
import { HUB_BRAND, hubTheme } from './hubTheme';
import { applyThemeVariables, themeVariables } from './themeVariables';

const pink: MerchantTheme = { ...defaultMerchantTheme(), accent: '#e91e63', defaultMode: 'dark', configured: true, revision: 1 };

describe('the theme every root paints with (issue 15 item 4)', () => {
  it('When no merchant accent is known, then the hub accent #536dfe keeps its designed light-mode shades', () => {
    const light = hubTheme('light');
    expect(HUB_BRAND[80]).toBe('#536dfe');
    expect(light.colorCompoundBrandStroke).toBe('#536dfe');
    // White on the button reaches 4.5:1 (step 70, as the hub was designed); brand text on white too.
    expect(light.colorBrandBackground).toBe(HUB_BRAND[70]);
    expect(contrastRatio(light.colorNeutralForegroundOnBrand, light.colorBrandBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(light.colorBrandForeground1, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it("When the merchant's accent is set, then both modes are built from it, and the same pair gives the same object", () => {
    const light = hubTheme('light', '#e91e63');
    const dark = hubTheme('dark', '#E91E63');
    expect(light.colorCompoundBrandStroke).toBe('#e91e63');
    expect(light.colorBrandBackground).not.toBe(hubTheme('light').colorBrandBackground);
    expect(contrastRatio(dark.colorBrandForeground1, dark.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5);
    expect(hubTheme('dark', '#e91e63')).toBe(dark);
    expect(hubTheme('light', 'not a colour')).toBe(hubTheme('light'));
  });

  it('When the variables are set on the document, then the accent, its shades and the text reading on them are there for the mode', () => {
    applyThemeVariables(document.documentElement, '#e91e63', 'dark');
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--hub-accent')).toBe('#e91e63');
    expect(style.getPropertyValue('--hub-accent-text')).toBe(themeVariables('#e91e63', 'dark')['--hub-accent-text']);
    expect(document.documentElement.dataset.theme).toBe('dark');
    const light = themeVariables('#e91e63', 'light');
    expect(contrastRatio(light['--hub-on-accent-background'], light['--hub-accent-background'])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('light or dark with the merchant default (spec section 4)', () => {
  beforeEach(() => localStorage.clear());

  it("When the user has saved nothing, then the merchant's dark default applies; with 'system', the browser's preference stays", () => {
    const store = createHubStore();
    store.getState().setTheme('light');
    localStorage.clear();
    const fresh = createHubStore();
    expect(fresh.getState().themeSaved).toBe(false);
    fresh.getState().setMerchantTheme(pink);
    expect(fresh.getState().theme).toBe('dark');
    expect(fresh.getState().merchantTheme).toEqual(pink);
    fresh.getState().setMerchantTheme({ ...pink, defaultMode: 'system' });
    // jsdom has no dark preference.
    expect(fresh.getState().theme).toBe('light');
    expect(localStorage.getItem('theme')).toBeNull();
  });

  it("When the user saved light, then the merchant's dark default does not change it", () => {
    localStorage.setItem('theme', 'light');
    const store = createHubStore();
    expect(store.getState().themeSaved).toBe(true);
    store.getState().setMerchantTheme(pink);
    expect(store.getState().theme).toBe('light');
  });

  it("When the user toggles, then the choice is saved and the merchant's default no longer applies", () => {
    const store = createHubStore();
    store.getState().setMerchantTheme({ ...pink, defaultMode: 'light' });
    store.getState().toggleTheme();
    expect(store.getState().theme).toBe('dark');
    store.getState().setMerchantTheme({ ...pink, defaultMode: 'light', revision: 2 });
    expect(store.getState().theme).toBe('dark');
  });

  it("When the user signs out, then the merchant's theme is forgotten", () => {
    const store = createHubStore();
    store.getState().setMerchantTheme(pink);
    store.getState().signOut();
    expect(store.getState().merchantTheme).toBeNull();
  });
});
