import { createRemoteLifecycles } from '@hub/ui';
import { App } from './App';
import en from './i18n/en.json';

/** single-spa lifecycles of mf-import, exposed as `./app`; strings in the 'mf-import' namespace. */
export const { bootstrap, mount, unmount, ready } = createRemoteLifecycles({
  name: 'mf-import',
  rootComponent: App,
  // English in this chunk, each other language a chunk of its own (issue 30 item 3).
  strings: { en, load: (locale) => import(/* webpackChunkName: "mf-import-strings-[request]" */ `./i18n/${locale}.json`) },
});
