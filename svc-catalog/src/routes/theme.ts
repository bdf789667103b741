import {
  EVENT_TYPES,
  LOGO_CONTENT_TYPES,
  PERMISSIONS,
  THEME_CODES,
  logoFileName,
  logoFormatOfName,
  logoProblem,
  parseLogoFileName,
  themeConfigApi,
  themeConfigOf,
  themeLogoUrl,
  themeMediaApi,
  type MerchantTheme,
  type ThemeConfig,
} from '@hub/contracts';
import {
  AppError,
  createEvent,
  moduleSavedEvent,
  route,
  storageKey,
  StorageMissingError,
  type Db,
  type FileStorage,
  type Logger,
  type RouteDefinition,
  type ServiceEventing,
} from '@hub/service-kit';
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { readTheme, saveTheme } from '../db/theme';
import { checkThemeConfig, logoFilesOf, logoRefusal, themeFolderKey } from '../domain/theme';
import { logoUploadMiddleware, type ReceivedLogo } from './theme-logo-upload';

export interface ThemeRouteDeps {
  db: Db;
  storage: FileStorage;
  eventing: ServiceEventing;
  logger?: Logger;
}

const MODIFY = { all: [PERMISSIONS.THEME_CONFIGURATION_READ_PREVIEW, PERMISSIONS.THEME_CONFIGURATION_MODIFY] };
/** A logo's address holds its content hash: browsers may keep it for a year. */
const LOGO_CACHE = 'public, max-age=31536000, immutable';
/** An SVG logo opened on its own runs nothing and loads nothing (it is only ever shown through <img>, which runs nothing either). */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

const logoKey = (merchantId: string, file: string) => storageKey(...themeFolderKey(merchantId), file);

/**
 * `/config/theme` (issue 15 item 4): the merchant's accent, light/dark default and logos. Every
 * signed-in user of the merchant reads it (the shell paints every page with it, whatever the role);
 * changing it needs THEME_CONFIGURATION_MODIFY. The logo files are public by the merchant's id, like
 * product images (ADR 0029): the sign-in page shows the last merchant's logo before any token exists.
 */
export function themeRoutes({ db, storage, eventing, logger }: ThemeRouteDeps): RouteDefinition[] {
  /** Removes the merchant's logo files the saved theme no longer names (replaced logos, uploads never saved). */
  const removeUnused = async (merchantId: string, theme: MerchantTheme) => {
    const keep = new Set(logoFilesOf(themeConfigOf(theme)));
    await storage
      .list(storageKey(...themeFolderKey(merchantId)))
      .then((keys) => Promise.all(keys.filter((key) => !keep.has(key.split('/').pop()!)).map((key) => storage.remove(key))))
      .catch((err: unknown) => logger?.warn({ err, merchantId }, 'unused theme logos not removed'));
  };

  /** Stores the theme with its audit entry, the quick-settings status (module Theme) and the browsers' notice. */
  const store = async (merchantId: string, userId: string, ip: string | null, next: ThemeConfig) => {
    try {
      const saved = await eventing.transaction(async (tx, emit) => {
        const before = themeConfigOf(await readTheme(tx, merchantId, true));
        const revision = await saveTheme(tx, merchantId, next, userId);
        await emit([
          eventing.auditEvent(merchantId, { userId, action: 'theme-config.changed', details: { before, after: next }, ip }),
          moduleSavedEvent(merchantId, '/config/theme'),
          createEvent(EVENT_TYPES.THEME_CHANGED, merchantId, { revision }),
        ]);
        return readTheme(tx, merchantId);
      });
      await removeUnused(merchantId, saved);
      return saved;
    } catch (error) {
      if (error instanceof AppError) throw error;
      logger?.error({ err: error, merchantId }, 'theme not saved');
      throw new AppError(THEME_CODES.SAVE_FAILED, 500);
    }
  };

  return [
    route(themeConfigApi.get, {
      // Not a config permission: every user's shell paints with the theme, a store user's as well.
      permission: 'authenticated',
      summary: "The merchant's theme (accent, light/dark default, logos), the defaults until one is saved; any signed-in user of the merchant.",
      handler: async ({ scope }) => ({ code: 'THC001', data: await readTheme(db, scope.merchantId) }),
    }),
    route(themeConfigApi.save, {
      permission: MODIFY,
      summary: 'Save the theme: THC101 not a hex colour, THC102 under 3:1 on the light or dark background, THC103 a logo of the other kind, THC107 a logo not uploaded, THC100 when the save fails.',
      handler: async ({ scope, auth, body, req }) => {
        const checked = checkThemeConfig(body);
        if (!checked.ok) throw new AppError(checked.refusal.code, checked.refusal.status, checked.refusal.details);
        for (const file of logoFilesOf(checked.config)) {
          if ((await storage.size(logoKey(scope.merchantId, file))) === null) {
            throw new AppError(THEME_CODES.LOGO_NOT_UPLOADED, 409, [{ path: parseLogoFileName(file)!.kind, file }]);
          }
        }
        return { code: 'THC000', data: await store(scope.merchantId, auth.sub, req.ip ?? null, checked.config) };
      },
    }),
    route(themeConfigApi.uploadLogo, {
      permission: MODIFY,
      summary: 'Upload a logo (multipart `file`, at most 512 KB): a real PNG, or an SVG that only draws (THC103–THC106, THC108). It is stored under its content hash; a save makes it the theme\'s.',
      before: logoUploadMiddleware(),
      handler: async ({ scope, res }) => {
        const logo = res.locals.logo as ReceivedLogo;
        const refused = logoProblem(logo.kind, logo.name, logo.bytes);
        if (refused) {
          const refusal = logoRefusal(refused.problem);
          throw new AppError(refusal.code, refusal.status, refused.svg ? [{ path: logo.kind, ...refused.svg }] : [{ path: logo.kind }]);
        }
        const format = logoFormatOfName(logo.name)!;
        const file = logoFileName(logo.kind, createHash('sha256').update(logo.bytes).digest('hex'), format);
        await storage.put(logoKey(scope.merchantId, file), [logo.bytes]);
        return { code: 'THC002', data: { kind: logo.kind, file, url: themeLogoUrl(scope.merchantId, file), format, size: logo.bytes.length } };
      },
    }),
    route(themeConfigApi.deleteLogo, {
      permission: MODIFY,
      summary: "Remove a logo from the saved theme at once (THC003; nothing to remove answers the theme as it is): the product's own logo shows again.",
      handler: async ({ scope, auth, params, req }) => {
        const current = await readTheme(db, scope.merchantId);
        if (!current.configured || current[params.kind] === null) return { code: 'THC003', data: current };
        const next = { ...themeConfigOf(current), [params.kind]: null };
        return { code: 'THC003', data: await store(scope.merchantId, auth.sub, req.ip ?? null, next) };
      },
    }),
    route(themeMediaApi.file, {
      permission: 'public',
      summary: "A merchant's logo file for <img> tags (no token: the sign-in page shows it), public by the merchant's id like product images; 404 THC109 when there is none.",
      handler: async ({ params, res }) => {
        const parsed = parseLogoFileName(params.file);
        let key: string;
        try {
          key = logoKey(params.merchantId, params.file);
        } catch {
          throw new AppError(THEME_CODES.LOGO_NOT_FOUND, 404);
        }
        const size = await storage.size(key);
        if (size === null || !parsed) throw new AppError(THEME_CODES.LOGO_NOT_FOUND, 404);
        const stream = await storage.read(key).catch((error: unknown) => {
          throw error instanceof StorageMissingError ? new AppError(THEME_CODES.LOGO_NOT_FOUND, 404) : error;
        });
        res.status(200);
        res.setHeader('Content-Type', LOGO_CONTENT_TYPES[parsed.format]);
        res.setHeader('Content-Length', String(size));
        res.setHeader('Cache-Control', LOGO_CACHE);
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', LOGO_CSP);
        await pipeline(stream, res);
        return undefined;
      },
    }),
  ];
}
