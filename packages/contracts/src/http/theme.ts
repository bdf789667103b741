import { themeConfigBodySchema, themeLogoParamsSchema, themeMediaParamsSchema, type MerchantTheme, type ThemeLogo } from '../theme';
import type { LogoKind } from '../theme-logo';
import { answer, endpoint } from './endpoint';

/** A logo just stored, not yet part of the saved theme until a save names it. */
export interface UploadedThemeLogo extends ThemeLogo {
  kind: LogoKind;
  size: number;
}

/** Issue 15 item 4, `/config/theme` (svc-catalog): accent, light/dark default, logos. */
export const themeConfigApi = {
  /** The merchant's theme, the defaults until one is saved: every signed-in user of the merchant reads it (the shell paints with it). */
  get: endpoint({
    method: 'GET',
    path: '/merchant/config/theme',
    codes: ['THC001'],
    data: answer<MerchantTheme>(),
  }),
  /** THC000; THC101/THC102 an accent refused, THC103 a logo of the wrong kind, THC107 a logo not uploaded, THC100 otherwise. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/theme',
    codes: ['THC000'],
    body: themeConfigBodySchema,
    data: answer<MerchantTheme>(),
  }),
  /** Multipart `file` (LOGO_UPLOAD_FIELD): stored under its content hash, shown in previews; a save makes it the theme's (THC002; THC103–THC106, THC108). */
  uploadLogo: endpoint({
    method: 'POST',
    path: '/merchant/config/theme/logo/:kind',
    codes: ['THC002'],
    status: 201,
    params: themeLogoParamsSchema,
    data: answer<UploadedThemeLogo>(),
  }),
  /** The saved theme without that logo, at once (THC003): the product's own logo shows again. */
  deleteLogo: endpoint({
    method: 'DELETE',
    path: '/merchant/config/theme/logo/:kind',
    codes: ['THC003'],
    params: themeLogoParamsSchema,
    data: answer<MerchantTheme>(),
  }),
};

/** The logo files themselves, public like product images (ADR 0028, ADR 0029): the sign-in page shows them before any token. */
export const themeMediaApi = {
  file: endpoint({
    method: 'GET',
    path: '/media/theme/:merchantId/:file',
    codes: ['THC001'],
    params: themeMediaParamsSchema,
    data: answer<never>(),
    errors: { THC109: 404 },
  }),
};
