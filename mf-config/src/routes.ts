/** mf-config's pages (spec section 2); the path comes with its locale prefix stripped. */
export type ConfigPage = 'global' | 'integrations' | 'notBuilt';

const BUILT: Readonly<Record<string, ConfigPage>> = {
  '/config/global': 'global',
  '/config/integrations': 'integrations',
};

/** /config/global and /config/integrations are built; every other /config/* page is not built yet. */
export function configPageFor(path: string): ConfigPage {
  const bare = path.replace(/\/+$/, '') || '/';
  return BUILT[bare] ?? 'notBuilt';
}
