import { themeLogoUrl, type MerchantTheme } from '@hub/contracts';

/**
 * The sign-in pages show the last merchant's logo when it is available without a session (issue 15
 * item 4): its public address is kept in this browser after each load of the theme; without one (a
 * first visit, or a merchant with no logo) the product's own logo shows.
 */
export const LAST_LOGO_STORAGE_KEY = 'hub-last-logo';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function local(): Store | undefined {
  try {
    return typeof window !== 'undefined' ? window.localStorage : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps (or forgets, with no logo) the merchant's logo address for the sign-in pages. */
export function rememberLastLogo(merchantId: string, theme: Pick<MerchantTheme, 'logo'>, storage: Store | undefined = local()): void {
  if (theme.logo) storage?.setItem(LAST_LOGO_STORAGE_KEY, themeLogoUrl(merchantId, theme.logo.file));
  else storage?.removeItem(LAST_LOGO_STORAGE_KEY);
}

/** The last merchant's logo address, when it is one of the hub's own theme logo addresses. */
export function lastLogoUrl(storage: Store | undefined = local()): string | null {
  const url = storage?.getItem(LAST_LOGO_STORAGE_KEY) ?? null;
  return url && /^\/media\/theme\/[^/]+\/(logo)-[0-9a-f]{24}\.(png|svg)$/.test(url) ? url : null;
}
