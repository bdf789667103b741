import { createRemoteLifecycles } from '@hub/ui';
import { App } from './App';
import { i18nBundles } from './i18n';

/** single-spa lifecycles of mf-reports, exposed as `./app`; strings in the 'mf-reports' namespace. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf-reports',
  rootComponent: App,
  i18nBundles,
});
