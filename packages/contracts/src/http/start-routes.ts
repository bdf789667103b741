import type { globalConfigApi } from './global-config';
import type { importApi } from './import';
import type { notifyApi } from './notify';
import { clientEndpoint, type Route } from './route';
import type { BootstrapPartName, sessionBootstrapApi } from './session-bootstrap';
import type { setupApi } from './setup';
import type { themeConfigApi } from './theme';
import type { bannerApi } from './banner';

/**
 * The routes the shell's start calls once a session is known (the session bootstrap and its parts, the
 * notification language): declared here without zod, spread by their endpoints' modules, so a
 * signed-out start loads no schema (issue 30 item 3; route.ts).
 */
export const START_ROUTES = {
  bootstrap: { method: 'GET', path: '/merchant/user/bootstrap', codes: ['UAC013'] },
  setupStatus: { method: 'GET', path: '/merchant/setup', codes: ['SETUP000'] },
  banner: { method: 'GET', path: '/merchant/banner', codes: ['BNR000'] },
  globalConfig: { method: 'GET', path: '/merchant/config/global', codes: ['CGC000'] },
  theme: { method: 'GET', path: '/merchant/config/theme', codes: ['THC001'] },
  contact: { method: 'GET', path: '/merchant/notification/contact', codes: ['NC008'] },
  saveContact: { method: 'PUT', path: '/merchant/notification/contact', codes: ['NC009'] },
  importProgress: { method: 'GET', path: '/merchant/import/progress', codes: ['CDI005'] },
} as const satisfies Record<string, Route>;

export const sessionBootstrapClient = { get: clientEndpoint<typeof sessionBootstrapApi.get>(START_ROUTES.bootstrap) };
export const setupClient = { status: clientEndpoint<typeof setupApi.status>(START_ROUTES.setupStatus) };
export const bannerClient = { get: clientEndpoint<typeof bannerApi.get>(START_ROUTES.banner) };
export const globalConfigClient = { get: clientEndpoint<typeof globalConfigApi.get>(START_ROUTES.globalConfig) };
export const themeConfigClient = { get: clientEndpoint<typeof themeConfigApi.get>(START_ROUTES.theme) };
export const notifyClient = {
  contact: clientEndpoint<typeof notifyApi.contact>(START_ROUTES.contact),
  saveContact: clientEndpoint<typeof notifyApi.saveContact>(START_ROUTES.saveContact),
};
export const importClient = { current: clientEndpoint<typeof importApi.current>(START_ROUTES.importProgress) };

/** The route each part of the session bootstrap is (SESSION_BOOTSTRAP_PARTS, without their schemas). */
export const SESSION_BOOTSTRAP_PART_ROUTES = {
  setup: setupClient.status,
  banner: bannerClient.get,
  globalConfig: globalConfigClient.get,
  theme: themeConfigClient.get,
  contact: notifyClient.contact,
  importProgress: importClient.current,
} as const satisfies Record<BootstrapPartName, Route>;
