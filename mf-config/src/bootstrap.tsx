import { createRemoteLifecycles } from '@hub/ui';
import { App } from './App';
import { i18nBundles } from './i18n';

/** single-spa lifecycles of mf-config, exposed as `./app`; strings in the 'mf-config' namespace. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf-config',
  rootComponent: App,
  i18nBundles,
});
