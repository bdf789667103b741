import { DEFAULT_THEME_CONFIG } from '@hub/contracts';
import { checkThemeConfig, logoFilesOf, logoRefusal } from './theme';

const LOGO = `logo-${'a'.repeat(24)}.svg`;
const ICON = `themeLogo-${'b'.repeat(24)}.png`;

describe('theme config rules (issue 15 item 4)', () => {
  it('When the accent is written in capitals or short form, then it is stored as #rrggbb', () => {
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, accent: '#E91E63' })).toEqual({ ok: true, config: { ...DEFAULT_THEME_CONFIG, accent: '#e91e63' } });
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, accent: 'f50' })).toMatchObject({ ok: true, config: { accent: '#ff5500' } });
  });

  it('When the accent is not a colour, then THC101; with too little contrast, THC102 with both ratios and the minimum', () => {
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, accent: 'teal' })).toEqual({ ok: false, refusal: { code: 'THC101', status: 400, details: [{ path: 'accent' }] } });
    const pale = checkThemeConfig({ ...DEFAULT_THEME_CONFIG, accent: '#ffffff' });
    expect(pale).toEqual({ ok: false, refusal: { code: 'THC102', status: 400, details: [{ path: 'accent', light: 1, dark: 14.55, min: 3 }] } });
  });

  it('When each logo is in its own slot, then it passes; the other slot is THC103', () => {
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, logo: LOGO, themeLogo: ICON }).ok).toBe(true);
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, logo: ICON })).toMatchObject({ ok: false, refusal: { code: 'THC103', details: [{ path: 'logo' }] } });
    expect(checkThemeConfig({ ...DEFAULT_THEME_CONFIG, themeLogo: LOGO })).toMatchObject({ ok: false, refusal: { code: 'THC103', details: [{ path: 'themeLogo' }] } });
  });

  it('When a logo file is refused, then its problem has its code and status', () => {
    expect(logoRefusal('type')).toEqual({ code: 'THC103', status: 415 });
    expect(logoRefusal('size')).toEqual({ code: 'THC104', status: 413 });
    expect(logoRefusal('content')).toEqual({ code: 'THC105', status: 415 });
    expect(logoRefusal('active-content')).toEqual({ code: 'THC106', status: 415 });
  });

  it('When the files of a theme are listed, then only the logos it names are', () => {
    expect(logoFilesOf({ logo: LOGO, themeLogo: null })).toEqual([LOGO]);
    expect(logoFilesOf({ logo: null, themeLogo: null })).toEqual([]);
  });
});
