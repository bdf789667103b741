import { accentPalette, normalizeHexColour, THEME_ACCENT } from '@hub/contracts';
import type { ThemeName } from '../store/types';

/**
 * The accent as CSS custom properties on the document, for what Fluent's tokens do not paint
 * (the shell's own marks, SVG fills, canvas colours read with getComputedStyle): `--hub-accent` and
 * its shades for the current mode, the text colour that reads on each.
 */
export const THEME_VARIABLES = [
  '--hub-accent',
  '--hub-on-accent',
  '--hub-accent-background',
  '--hub-accent-background-hover',
  '--hub-accent-background-pressed',
  '--hub-on-accent-background',
  '--hub-accent-text',
  '--hub-accent-text-hover',
  '--hub-accent-pale',
] as const;
export type ThemeVariable = (typeof THEME_VARIABLES)[number];

/** The custom properties of an accent in a mode (an accent that is not a colour falls back to #536dfe). */
export function themeVariables(accent: string, mode: ThemeName): Record<ThemeVariable, string> {
  const palette = accentPalette(normalizeHexColour(accent) ?? THEME_ACCENT);
  const shades = mode === 'dark' ? palette.dark : palette.light;
  return {
    '--hub-accent': palette.accent,
    '--hub-on-accent': palette.onAccent,
    '--hub-accent-background': shades.background,
    '--hub-accent-background-hover': shades.backgroundHover,
    '--hub-accent-background-pressed': shades.backgroundPressed,
    '--hub-on-accent-background': shades.onBackground,
    '--hub-accent-text': shades.text,
    '--hub-accent-text-hover': shades.textHover,
    '--hub-accent-pale': mode === 'dark' ? palette.ramp[30] : palette.ramp[150],
  };
}

/** Sets them on an element (the document's root: every remote's page sees them). */
export function applyThemeVariables(element: HTMLElement, accent: string, mode: ThemeName): void {
  for (const [name, value] of Object.entries(themeVariables(accent, mode))) element.style.setProperty(name, value);
  element.dataset.theme = mode;
}
