import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import { accentPalette, normalizeHexColour, THEME_ACCENT, type AccentPalette } from '@hub/contracts';
import type { ThemeName } from '../store/types';

/** The Fluent brand ramp of an accent (accentPalette: the accent at step 80). */
export function brandVariants(palette: AccentPalette): BrandVariants {
  return palette.ramp;
}

/** Brand ramp built around the default accent #536dfe (spec section 9) at step 80. */
export const HUB_BRAND: BrandVariants = brandVariants(accentPalette(THEME_ACCENT));

/**
 * The Fluent theme of a mode and an accent. In light mode the accent keeps the strokes, focus rings
 * and checked boxes; buttons and brand-coloured text take the darker shades that reach WCAG AA's
 * 4.5:1 on white (for #536dfe: steps 70 and 60). In dark mode brand text takes the paler shade that
 * reaches 4.5:1 on the dark background. Every React root (shell and remotes) takes its theme from
 * here with the merchant's accent, so one change repaints them all (microsoft/fluentui#21290).
 */
function buildTheme(name: ThemeName, palette: AccentPalette): Theme {
  const brand = brandVariants(palette);
  if (name === 'dark') {
    const mode = palette.dark;
    return {
      ...createDarkTheme(brand),
      colorBrandBackground: mode.background,
      colorBrandBackgroundHover: mode.backgroundHover,
      colorBrandBackgroundPressed: mode.backgroundPressed,
      colorNeutralForegroundOnBrand: mode.onBackground,
      colorBrandForeground1: mode.text,
      colorBrandForeground2: mode.textHover,
      colorBrandForegroundLink: mode.text,
      colorBrandForegroundLinkHover: mode.textHover,
      colorCompoundBrandForeground1: mode.text,
      colorCompoundBrandStroke: mode.stroke,
    };
  }
  const mode = palette.light;
  return {
    ...createLightTheme(brand),
    colorBrandBackground: mode.background,
    colorBrandBackgroundHover: mode.backgroundHover,
    colorBrandBackgroundPressed: mode.backgroundPressed,
    colorBrandBackgroundSelected: mode.backgroundHover,
    colorNeutralForegroundOnBrand: mode.onBackground,
    colorCompoundBrandForeground1: mode.text,
    colorCompoundBrandForeground1Hover: mode.textHover,
    colorCompoundBrandForeground1Pressed: mode.textHover,
    colorCompoundBrandStroke: mode.stroke,
    colorBrandForeground1: mode.text,
    colorBrandForeground2: mode.text,
    colorBrandForeground2Hover: mode.textHover,
    colorBrandForegroundLink: mode.text,
    colorBrandForegroundLinkHover: mode.textHover,
    colorBrandForegroundLinkSelected: mode.text,
    colorBrandForegroundOnLight: mode.text,
    colorBrandForegroundOnLightHover: mode.textHover,
    colorNeutralForeground2BrandHover: mode.text,
    colorNeutralForeground2BrandPressed: mode.textHover,
    colorNeutralForeground2BrandSelected: mode.text,
    colorNeutralForeground3BrandHover: mode.text,
    colorNeutralForeground3BrandPressed: mode.textHover,
    colorNeutralForeground3BrandSelected: mode.text,
  };
}

const themes = new Map<string, Theme>();

/**
 * The one theme object of a mode and accent, shared by every root (the same object for the same
 * pair, so providers do not re-render for nothing). An accent that is not a colour falls back to #536dfe.
 */
export function hubTheme(name: ThemeName, accent: string = THEME_ACCENT): Theme {
  const colour = normalizeHexColour(accent) ?? THEME_ACCENT;
  const key = `${name}${colour}`;
  let theme = themes.get(key);
  if (!theme) {
    theme = buildTheme(name, accentPalette(colour));
    themes.set(key, theme);
  }
  return theme;
}

export const hubLightTheme: Theme = hubTheme('light');
export const hubDarkTheme: Theme = hubTheme('dark');
