import { createRemoteLifecycles } from '@hub/ui';
import { AdminApp } from './AdminApp';
import { ADMIN_NS, adminBundles } from './i18n';

/** single-spa lifecycles of mf-admin, exposed as `./app`. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: ADMIN_NS,
  rootComponent: AdminApp,
  i18nBundles: adminBundles,
});
