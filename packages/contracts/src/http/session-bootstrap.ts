import { bannerAnswerSchema, type BannerAnswer } from '../banner';
import { globalConfigSchema, type GlobalConfig } from '../config';
import { importProgressSchema, type ImportProgress } from '../import-jobs';
import { notificationContactSchema, type NotificationContact } from '../notify';
import { merchantThemeSchema, type MerchantTheme } from '../theme';
import { bannerApi } from './banner';
import { z } from 'zod';
import { TEXT_MAX } from '../limits';
import { answerSchemaOf, endpoint, type Endpoint } from './endpoint';
import { START_ROUTES } from './start-routes';
import { globalConfigApi } from './global-config';
import { importApi } from './import';
import { notifyApi } from './notify';
import { setupApi, setupStatusSchema, type SetupStatus } from './setup';
import { themeConfigApi } from './theme';

/**
 * One part of the session's start: its owner's answer, or the status (and code, when the owner gave
 * one) that kept it out: 403 when the caller may not read it, 502 when its owner could not be asked.
 */
export type BootstrapPart<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null };
const bootstrapPart = <S extends z.ZodTypeAny>(data: S) =>
  z.discriminatedUnion('ok', [
    z.object({ ok: z.literal(true), data }),
    z.object({ ok: z.literal(false), status: z.number().int(), code: z.string().max(TEXT_MAX).nullable() }),
  ]);

/**
 * Everything the shell reads before it can show a signed-in page, in one answer (issue 30 item 1),
 * each part exactly what its own endpoint answers the caller (its merchant, its permissions).
 */
export interface SessionBootstrap {
  /** GET /merchant/setup (svc-auth). */
  setup: BootstrapPart<SetupStatus>;
  /** GET /merchant/banner (svc-auth). */
  banner: BootstrapPart<BannerAnswer>;
  /** GET /merchant/config/global (svc-catalog). */
  globalConfig: BootstrapPart<GlobalConfig>;
  /** GET /merchant/config/theme (svc-catalog). */
  theme: BootstrapPart<MerchantTheme>;
  /** GET /merchant/notification/contact (svc-notify). */
  contact: BootstrapPart<NotificationContact>;
  /** GET /merchant/import/progress (svc-import): the running or unacknowledged import, null when none. */
  importProgress: BootstrapPart<ImportProgress | null>;
}

export type BootstrapPartName = keyof SessionBootstrap;

/** The session's start (svc-auth, which asks the owners of the parts it does not hold). */
export const sessionBootstrapApi = {
  get: endpoint({
    ...START_ROUTES.bootstrap,
    data: answerSchemaOf<SessionBootstrap>()(
      z.object({
        setup: bootstrapPart(setupStatusSchema),
        banner: bootstrapPart(bannerAnswerSchema),
        globalConfig: bootstrapPart(globalConfigSchema),
        theme: bootstrapPart(merchantThemeSchema),
        contact: bootstrapPart(notificationContactSchema),
        importProgress: bootstrapPart(importProgressSchema.nullable()),
      }),
    ),
  }),
};

/** The endpoint each part is: the part holds exactly what that endpoint answers the caller. */
export const SESSION_BOOTSTRAP_PARTS = {
  setup: setupApi.status,
  banner: bannerApi.get,
  globalConfig: globalConfigApi.get,
  theme: themeConfigApi.get,
  contact: notifyApi.contact,
  importProgress: importApi.current,
} as const satisfies Record<BootstrapPartName, Endpoint>;
