import type { BannerAnswer } from '../banner';
import type { GlobalConfig } from '../config';
import type { ImportProgress } from '../import-jobs';
import type { NotificationContact } from '../notify';
import type { MerchantTheme } from '../theme';
import { bannerApi } from './banner';
import { answer, endpoint, type Endpoint } from './endpoint';
import { globalConfigApi } from './global-config';
import { importApi } from './import';
import { notifyApi } from './notify';
import { setupApi, type SetupStatus } from './setup';
import { themeConfigApi } from './theme';

/**
 * One part of the session's start: its owner's answer, or the status (and code, when the owner gave
 * one) that kept it out: 403 when the caller may not read it, 502 when its owner could not be asked.
 */
export type BootstrapPart<T> = { ok: true; data: T } | { ok: false; status: number; code: string | null };

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
    method: 'GET',
    path: '/merchant/user/bootstrap',
    codes: ['UAC013'],
    data: answer<SessionBootstrap>(),
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
