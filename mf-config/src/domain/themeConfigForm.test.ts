import { accentProblem, defaultMerchantTheme, type MerchantTheme } from '@hub/contracts';
import { ACCENT_PRESETS, accentContrasts, previewAccent, themeConfigBody, themeDraftIssues, themePreviewOf, toThemeDraft, withLogo } from './themeConfigForm';

const LOGO = { file: `logo-${'a'.repeat(24)}.svg`, url: `/media/theme/DEMO/logo-${'a'.repeat(24)}.svg`, format: 'svg' as const };
const saved: MerchantTheme = { ...defaultMerchantTheme(), accent: '#e91e63', configured: true, revision: 2, updatedAt: '2026-11-20T08:00:00.000Z' };

describe('theme form (issue 15 item 4)', () => {
  it('When nothing is saved, then the defaults can be saved as they are; once saved, an unchanged draft is nothing to update', () => {
    const defaults = defaultMerchantTheme();
    expect(themeConfigBody(defaults, toThemeDraft(defaults))).toEqual({ accent: '#536dfe', defaultMode: 'system', logo: null, themeLogo: null });
    expect(themeConfigBody(saved, toThemeDraft(saved))).toBeNull();
    expect(themeConfigBody(saved, { ...toThemeDraft(saved), accent: '#E91E63' })).toBeNull();
  });

  it('When the accent, the mode or a logo changes, then the body carries it, the accent as #rrggbb', () => {
    const draft = withLogo({ ...toThemeDraft(saved), accent: 'F50', defaultMode: 'dark' }, 'logo', LOGO);
    expect(themeConfigBody(saved, draft)).toEqual({ accent: '#ff5500', defaultMode: 'dark', logo: LOGO.file, themeLogo: null });
    expect(themePreviewOf(draft)).toEqual({ accent: '#ff5500', defaultMode: 'dark', logoUrl: LOGO.url });
  });

  it('When the accent is not a colour or lacks contrast, then the field says which, and previews keep the default', () => {
    expect(themeDraftIssues({ ...toThemeDraft(saved), accent: '#12' })).toEqual({ accent: 'format' });
    expect(themeDraftIssues({ ...toThemeDraft(saved), accent: '#ffeb3b' })).toEqual({ accent: 'light-contrast' });
    expect(themeDraftIssues(toThemeDraft(saved))).toEqual({});
    expect(previewAccent({ accent: 'nope' })).toBe('#536dfe');
    expect(accentContrasts({ accent: 'nope' })).toBeNull();
    expect(accentContrasts({ accent: '#536dfe' })).toEqual({ light: 4.21, dark: 3.45 });
  });

  it('When a preset is offered, then it passes the contrast rule', () => {
    for (const preset of ACCENT_PRESETS) expect(accentProblem(preset)).toBeNull();
  });
});
