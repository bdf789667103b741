import { createRemoteLifecycles } from '@hub/ui';
import { App } from './App';
import { i18nBundles } from './i18n';

/** single-spa lifecycles of mf-import, exposed as `./app`; strings in the 'mf-import' namespace. */
export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  name: 'mf-import',
  rootComponent: App,
  i18nBundles,
});
