import { createRemoteLifecycles } from '@hub/ui';
import { App } from './App';
import { i18nBundles } from './i18n';

/** single-spa lifecycles of mf-catalog, exposed as `./app`; strings in the 'mf-catalog' namespace. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf-catalog',
  rootComponent: App,
  i18nBundles,
});
