/** Business constants and limits of spec section 9. */
export const ACCESS_TOKEN_MAX_AGE_SECONDS = 518400; // 6 days
export const REFRESH_TOKEN_MAX_AGE_SECONDS = 1296000; // 15 days
export const PASSWORD_MIN_LENGTH = 6;
export const PIN_LENGTH = 6;
export const MASTER_STORE = 'MASTER';
/** Spec section 9: stock report filters use "All" as the wildcard. */
export const ALL_FILTER = 'All';
export const DEFAULT_PROFILE = 'default';
export const DEFAULT_IMAGE = '/no-Image.png';
export const DEFAULT_IMAGE_EXTENSION = 'jpg';
export const LOADER_THROTTLE_MS = 200;
export const LOADER_DURATION_MS = 5000;
export const FETCH_MIN_DISPLAY_MS = 200;
export const LINK_PREFETCH_IDLE_MS = 2000;
export const CHUNK_RELOAD_GUARD_MS = 60000;
export const PRODUCT_CACHE_SIZE = 10;
export const GO_TO_TOP_SCROLL_PX = 100;
export const MODAL_CLOSE_DELAY_MS = 5000;
export const MODAL_RESET_DELAY_MS = 2500;
export const DROPDOWN_SEARCH_THRESHOLD = 10;
export const SIDEBAR_WIDTH_PX = 300;
export const DRAWER_WIDTH_PX = 350;
export const DIALOG_MAX_WIDTH_PX = 1100;
export const THEME_ACCENT = '#536dfe';
export const THEME_STORAGE_KEY = 'theme';
/**
 * The cookie that repeats the saved theme (light or dark) for the server, which answers a page with
 * it on `<html data-theme>` so the HTML-only frame paints in the user's choice before any script
 * (issue 30 item 2).
 */
export const THEME_COOKIE = 'hub-theme';
/**
 * Set while the browser holds a signed-in session (value 1; the session itself stays in localStorage):
 * a hint, no credential, so the server answers a signed-out visit of a signed-in page with the sign-in
 * frame, and writes no preloads for a remote page it will not show (issue 30).
 */
export const SIGNED_IN_COOKIE = 'hub-signed-in';
/** The browser's localStorage key of the signed-in session (the hub store's persisted part: user, tokens, device id). */
export const SESSION_STORAGE_KEY = 'hub-session';
export const BREAKPOINTS_PX = [640, 768, 1024, 1280, 1904] as const;
const [SM, MD, LG] = BREAKPOINTS_PX;
/**
 * The media queries every screen uses, from the agreed breakpoints (no other widths): a phone is up
 * to 640 px, a tablet from 768 px, a desktop from 1024 px; the "below" ones end one pixel short of
 * the next so two queries never both hold at a breakpoint.
 */
export const MEDIA = {
  phone: `@media (max-width: ${SM}px)`,
  belowTablet: `@media (max-width: ${MD - 1}px)`,
  tablet: `@media (min-width: ${MD}px)`,
  belowDesktop: `@media (max-width: ${LG - 1}px)`,
  desktop: `@media (min-width: ${LG}px)`,
} as const;
export const APP_NAME = 'Hub';
export const PAGE_TITLE_TEMPLATE = '%s - Hub';
export const PROVIDER_NAME = 'Hub Retail Systems';

export function pageTitle(title: string): string {
  return PAGE_TITLE_TEMPLATE.replace('%s', title);
}
