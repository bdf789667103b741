import { createDarkTheme, createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components';
import type { ThemeName } from '../store/types';

/** Brand ramp built around the accent #536dfe (spec section 9) at step 80. */
export const HUB_BRAND: BrandVariants = {
  10: '#090b25',
  20: '#131944',
  30: '#1e2763',
  40: '#293582',
  50: '#3343a1',
  60: '#3e51c0',
  70: '#485fdf',
  80: '#536dfe',
  90: '#677efe',
  100: '#7b8ffe',
  110: '#8e9ffe',
  120: '#a2b0fe',
  130: '#b6c1ff',
  140: '#cad2ff',
  150: '#dde3ff',
  160: '#f1f3ff',
};

/**
 * One theme object per mode, shared by every React root (microsoft/fluentui#21290). In light mode
 * the accent (step 80) keeps the strokes, focus rings and checked boxes; text in the brand colour
 * and white text on a brand background use steps 60 and 70, which reach WCAG AA's 4.5:1 on white
 * and on the pale brand background (step 80 gives 4.21:1 and 3.81:1).
 */
export const hubLightTheme: Theme = {
  ...createLightTheme(HUB_BRAND),
  colorBrandBackground: HUB_BRAND[70],
  colorBrandBackgroundHover: HUB_BRAND[60],
  colorBrandBackgroundPressed: HUB_BRAND[40],
  colorBrandBackgroundSelected: HUB_BRAND[50],
  colorCompoundBrandForeground1: HUB_BRAND[60],
  colorCompoundBrandForeground1Hover: HUB_BRAND[50],
  colorCompoundBrandForeground1Pressed: HUB_BRAND[40],
  colorBrandForeground1: HUB_BRAND[60],
  colorBrandForeground2: HUB_BRAND[60],
  colorBrandForeground2Hover: HUB_BRAND[50],
  colorBrandForegroundLink: HUB_BRAND[60],
  colorBrandForegroundLinkHover: HUB_BRAND[50],
  colorBrandForegroundLinkSelected: HUB_BRAND[60],
  colorBrandForegroundOnLight: HUB_BRAND[60],
  colorBrandForegroundOnLightHover: HUB_BRAND[50],
  colorNeutralForeground2BrandHover: HUB_BRAND[60],
  colorNeutralForeground2BrandPressed: HUB_BRAND[50],
  colorNeutralForeground2BrandSelected: HUB_BRAND[60],
  colorNeutralForeground3BrandHover: HUB_BRAND[60],
  colorNeutralForeground3BrandPressed: HUB_BRAND[50],
  colorNeutralForeground3BrandSelected: HUB_BRAND[60],
};
export const hubDarkTheme: Theme = {
  ...createDarkTheme(HUB_BRAND),
  colorBrandForeground1: HUB_BRAND[110],
  colorBrandForeground2: HUB_BRAND[120],
  colorBrandForegroundLink: HUB_BRAND[120],
};

export function hubTheme(name: ThemeName): Theme {
  return name === 'dark' ? hubDarkTheme : hubLightTheme;
}
