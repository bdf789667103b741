import { z } from 'zod';
import { merchantThemeSchema, themeConfigBodySchema, themeLogoParamsSchema, themeLogoSchema, themeMediaParamsSchema } from '../theme';
import { LOGO_CONTENT_TYPES, LOGO_KINDS } from '../theme-logo';
import { answerSchema, endpoint, fileAnswer } from './endpoint';
import { START_ROUTES } from './start-routes';

/** A logo just stored, not yet part of the saved theme until a save names it. */
export const uploadedThemeLogoSchema = themeLogoSchema.extend({ kind: z.enum(LOGO_KINDS), size: z.number().int() });
export type UploadedThemeLogo = z.infer<typeof uploadedThemeLogoSchema>;

/** Issue 15 item 4, `/config/theme` (svc-catalog): accent, light/dark default, logos. */
export const themeConfigApi = {
  /** The merchant's theme, the defaults until one is saved: every signed-in user of the merchant reads it (the shell paints with it). */
  get: endpoint({
    ...START_ROUTES.theme,
    data: answerSchema(merchantThemeSchema),
  }),
  /** THC000; THC101/THC102 an accent refused, THC103 a logo of the wrong kind, THC107 a logo not uploaded, THC100 otherwise. */
  save: endpoint({
    method: 'POST',
    path: '/merchant/config/theme',
    codes: ['THC000'],
    body: themeConfigBodySchema,
    data: answerSchema(merchantThemeSchema),
    errors: { THC101: 400, THC102: 400, THC103: 400, THC107: 409, THC100: 500 },
  }),
  /** Multipart `file` (LOGO_UPLOAD_FIELD): stored under its content hash, shown in previews; a save makes it the theme's (THC002; THC103–THC106, THC108). */
  uploadLogo: endpoint({
    method: 'POST',
    path: '/merchant/config/theme/logo/:kind',
    codes: ['THC002'],
    status: 201,
    params: themeLogoParamsSchema,
    data: answerSchema(uploadedThemeLogoSchema),
    errors: { THC108: 400, THC104: 413, THC103: 415, THC105: 415, THC106: 415 },
  }),
  /** The saved theme without that logo, at once (THC003): the product's own logo shows again. */
  deleteLogo: endpoint({
    method: 'DELETE',
    path: '/merchant/config/theme/logo/:kind',
    codes: ['THC003'],
    params: themeLogoParamsSchema,
    data: answerSchema(merchantThemeSchema),
    errors: { THC100: 500 },
  }),
};

/** The logo files themselves, public like product images (ADR 0028, ADR 0029): the sign-in page shows them before any token. */
export const themeMediaApi = {
  file: endpoint({
    method: 'GET',
    path: '/media/theme/:merchantId/:file',
    codes: ['THC001'],
    params: themeMediaParamsSchema,
    data: fileAnswer(LOGO_CONTENT_TYPES.png, LOGO_CONTENT_TYPES.svg),
    errors: { THC109: 404 },
  }),
};
