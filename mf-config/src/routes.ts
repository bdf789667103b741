/** mf-config's pages (spec section 2); the path comes with its locale prefix stripped. */
export type ConfigPage = 'global' | 'notBuilt';

/** /config/global is built; every other /config/* page is not built yet. */
export function configPageFor(path: string): ConfigPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return bare === '/config/global' ? 'global' : 'notBuilt';
}
