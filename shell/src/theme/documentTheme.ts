import { THEME_ACCENT, type MerchantTheme } from '@hub/contracts';
import { applyThemeVariables, type ThemeName } from '@hub/ui/core';

const ICON_ID = 'hub-theme-icon';

/**
 * Paints the document with the merchant's theme: the accent's CSS custom properties on the root
 * element (every remote's page inherits them), the color-scheme for the browser's own controls, and
 * the theme logo (PNG) as the tab's icon.
 */
export function applyDocumentTheme(theme: Pick<MerchantTheme, 'accent' | 'themeLogo'> | null, mode: ThemeName, doc: Document = document): void {
  const root = doc.documentElement;
  applyThemeVariables(root, theme?.accent ?? THEME_ACCENT, mode);
  root.style.colorScheme = mode;
  let icon = doc.getElementById(ICON_ID) as HTMLLinkElement | null;
  if (!theme?.themeLogo) {
    icon?.remove();
    return;
  }
  if (!icon) {
    icon = doc.createElement('link');
    icon.id = ICON_ID;
    icon.rel = 'icon';
    icon.type = 'image/png';
    doc.head.appendChild(icon);
  }
  if (icon.getAttribute('href') !== theme.themeLogo.url) icon.setAttribute('href', theme.themeLogo.url);
}
