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

/** One theme object per mode, shared by every React root (microsoft/fluentui#21290). */
export const hubLightTheme: Theme = createLightTheme(HUB_BRAND);
export const hubDarkTheme: Theme = {
  ...createDarkTheme(HUB_BRAND),
  colorBrandForeground1: HUB_BRAND[110],
  colorBrandForeground2: HUB_BRAND[120],
  colorBrandForegroundLink: HUB_BRAND[120],
};

export function hubTheme(name: ThemeName): Theme {
  return name === 'dark' ? hubDarkTheme : hubLightTheme;
}
