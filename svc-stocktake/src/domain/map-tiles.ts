import type { MapTiles } from '@hub/contracts';

/**
 * The map's raster tiles from the deployment's configuration (spec section 7: a maps service used
 * with a key): HUB_MAP_TILE_URL, an XYZ template such as `https://tiles.example.com/{z}/{x}/{y}.png?key={key}`,
 * HUB_MAP_KEY put in place of {key}, and HUB_MAP_ATTRIBUTION, the provider's credit. No tiles (null)
 * when the template is missing, is not http(s), lacks {z}, {x} or {y}, or asks for a key that is not
 * set: the map then shows the country outlines that ship with the app.
 */
export function mapTilesFromEnv(env: Record<string, string | undefined>): MapTiles | null {
  const template = env.HUB_MAP_TILE_URL?.trim();
  if (!template || !/^https?:\/\//i.test(template)) return null;
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return null;
  const key = env.HUB_MAP_KEY?.trim();
  if (template.includes('{key}') && !key) return null;
  return {
    url: key ? template.split('{key}').join(encodeURIComponent(key)) : template,
    attribution: env.HUB_MAP_ATTRIBUTION?.trim() || new URL(template.replace(/\{[a-z]+\}/gi, '0')).host,
  };
}
