import { createRemoteLifecycles } from '@hub/ui';
import { AdminApp } from './AdminApp';
import en from './i18n/en.json';

/** single-spa lifecycles of mf-admin, exposed as `./app`. */
export const { bootstrap, mount, unmount, ready } = createRemoteLifecycles({
  name: 'mf-admin',
  rootComponent: AdminApp,
  // English in this chunk, each other language a chunk of its own (issue 30 item 3).
  strings: { en, load: (locale) => import(/* webpackChunkName: "mf-admin-strings-[request]" */ `./i18n/${locale}.json`) },
});
