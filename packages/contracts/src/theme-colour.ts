/**
 * The merchant's accent colour (issue 15 item 4, spec section 9: default #536dfe): its WCAG 2.x
 * contrast against the hub's light and dark backgrounds, and the shades every screen derives from it.
 * Pure functions: the server refuses an accent with them, the shell paints with them.
 */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** The page backgrounds an accent must stand out on: white, and Fluent's dark neutral background. */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#292929';
/** WCAG 2.1 success criterion 1.4.11: user-interface parts and focus rings need 3:1 against what surrounds them. */
export const MIN_ACCENT_CONTRAST = 3;
/** WCAG 2.1 success criterion 1.4.3: normal text needs 4.5:1. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The dark text placed on light accents. */
export const DARK_TEXT = '#111111';

const HEX = /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** `#RRGGBB` in lower case for `#rgb`, `#rrggbb` (with or without `#`); null for anything else. */
export function normalizeHexColour(value: string): string | null {
  const found = HEX.exec(value.trim());
  if (!found) return null;
  const digits = found[1]!.length === 3 ? [...found[1]!].map((d) => d + d).join('') : found[1]!;
  return `#${digits.toLowerCase()}`;
}

export function hexToRgb(hex: string): Rgb {
  const normal = normalizeHexColour(hex);
  if (!normal) throw new Error(`not a hex colour: ${JSON.stringify(hex)}`);
  const n = parseInt(normal.slice(1), 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  const part = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** WCAG 2.x relative luminance (0 black to 1 white) of an sRGB colour. */
export function relativeLuminance(hex: string): number {
  const { r, g, b } = hexToRgb(hex);
  const linear = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export type AccentProblem = 'format' | 'light-contrast' | 'dark-contrast';

/**
 * Why an accent cannot be the merchant's (null when it can): not a hex colour, or under 3:1 against
 * the light background (too pale: white pages would hide its buttons and focus rings) or against the
 * dark one (too dark for dark mode).
 */
export function accentProblem(value: string): AccentProblem | null {
  const accent = normalizeHexColour(value);
  if (!accent) return 'format';
  if (contrastRatio(accent, LIGHT_BACKGROUND) < MIN_ACCENT_CONTRAST) return 'light-contrast';
  if (contrastRatio(accent, DARK_BACKGROUND) < MIN_ACCENT_CONTRAST) return 'dark-contrast';
  return null;
}

/** White or dark text, whichever reads better on `background`. */
export function readableTextOn(background: string): string {
  return contrastRatio('#ffffff', background) >= contrastRatio(DARK_TEXT, background) ? '#ffffff' : DARK_TEXT;
}

/** Fluent UI's brand ramp steps: 10 (darkest) to 160 (palest); the accent sits at 80. */
export const BRAND_STEPS = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export type BrandStep = (typeof BRAND_STEPS)[number];
export type BrandRamp = Record<BrandStep, string>;

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return { r: a.r + (b.r - a.r) * t, g: a.g + (b.g - a.g) * t, b: a.b + (b.b - a.b) * t };
}

/**
 * The sixteen shades of an accent: towards black below step 80, towards white above (step 160 is
 * 92% white). For #536dfe this gives the ramp the hub was designed with.
 */
export function brandRamp(accentHex: string): BrandRamp {
  const accent = hexToRgb(accentHex);
  const ramp = {} as BrandRamp;
  for (const step of BRAND_STEPS) {
    const shade = step <= 80 ? mix({ r: 0, g: 0, b: 0 }, accent, step / 80) : mix(accent, { r: 255, g: 255, b: 255 }, (step - 80) / 87);
    ramp[step] = rgbToHex(shade);
  }
  return ramp;
}

/** The step nearest the accent, going darker (`down`) or paler, whose colour has `min` contrast with `against`. */
function stepReaching(ramp: BrandRamp, against: string, min: number, direction: 'down' | 'up'): BrandStep {
  const steps = direction === 'down' ? BRAND_STEPS.filter((s) => s <= 80).reverse() : BRAND_STEPS.filter((s) => s >= 80);
  return steps.find((s) => contrastRatio(ramp[s], against) >= min) ?? steps[steps.length - 1]!;
}

/** The step nearest the accent, going darker, on which white or dark text reaches `min` (filled buttons). */
function filledStep(ramp: BrandRamp, min: number): BrandStep {
  const steps = BRAND_STEPS.filter((s) => s <= 80).reverse();
  return steps.find((s) => contrastRatio(readableTextOn(ramp[s]), ramp[s]) >= min) ?? steps[steps.length - 1]!;
}

function offset(step: BrandStep, by: number): BrandStep {
  const index = Math.max(0, Math.min(BRAND_STEPS.length - 1, BRAND_STEPS.indexOf(step) + by));
  return BRAND_STEPS[index]!;
}

/** What one mode paints with the accent. */
export interface ModeAccent {
  /** Filled buttons, selected tabs: white text on it reaches 4.5:1 (light); white or dark text does (dark). */
  background: string;
  backgroundHover: string;
  backgroundPressed: string;
  /** Text on `background`. */
  onBackground: string;
  /** Links and brand-coloured text on the mode's page background, at 4.5:1. */
  text: string;
  textHover: string;
  /** Strokes, focus rings, checked boxes: the accent itself (3:1 by accentProblem). */
  stroke: string;
}

export interface AccentPalette {
  accent: string;
  ramp: BrandRamp;
  /** Text on the accent itself (badges painted in the accent). */
  onAccent: string;
  light: ModeAccent;
  dark: ModeAccent;
}

/**
 * Everything the screens paint with an accent, for both modes (the shell sets it as CSS custom
 * properties and Fluent tokens). Light mode darkens buttons until white text on them reaches 4.5:1
 * and brand text until it reaches 4.5:1 on white; dark mode darkens buttons until their text reaches
 * 4.5:1 (for #536dfe: step 70, as Fluent's dark theme has it) and pales brand text until it reaches
 * 4.5:1 on the dark background.
 */
export function accentPalette(accentHex: string): AccentPalette {
  const accent = normalizeHexColour(accentHex);
  if (!accent) throw new Error(`not a hex colour: ${JSON.stringify(accentHex)}`);
  const ramp = brandRamp(accent);
  const lightButton = stepReaching(ramp, '#ffffff', MIN_TEXT_CONTRAST, 'down');
  const lightText = stepReaching(ramp, LIGHT_BACKGROUND, MIN_TEXT_CONTRAST, 'down');
  const darkText = stepReaching(ramp, DARK_BACKGROUND, MIN_TEXT_CONTRAST, 'up');
  const darkButton = filledStep(ramp, MIN_TEXT_CONTRAST);
  return {
    accent,
    ramp,
    onAccent: readableTextOn(accent),
    light: {
      background: ramp[lightButton],
      backgroundHover: ramp[offset(lightButton, -1)],
      backgroundPressed: ramp[offset(lightButton, -3)],
      onBackground: readableTextOn(ramp[lightButton]),
      text: ramp[lightText],
      textHover: ramp[offset(lightText, -1)],
      stroke: accent,
    },
    dark: {
      background: ramp[darkButton],
      backgroundHover: ramp[offset(darkButton, -1)],
      backgroundPressed: ramp[offset(darkButton, -3)],
      onBackground: readableTextOn(ramp[darkButton]),
      text: ramp[darkText],
      textHover: ramp[offset(darkText, 1)],
      stroke: accent,
    },
  };
}
