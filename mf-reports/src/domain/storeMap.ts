import type { MapPin, MapStore } from '@hub/contracts';

/** The map view's rules (issue 12 item 5), kept apart from OpenLayers so they are tested alone. */

/**
 * A store has a place on the map when its latitude and longitude are real coordinates; (0, 0), a
 * point in the ocean, is what a store without a location holds, so it is listed as unplaced instead.
 */
export function hasMapLocation(store: Pick<MapStore, 'location'>): boolean {
  const { lat, lng } = store.location;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 && lng === 0) return false;
  return lat >= -85 && lat <= 85 && lng >= -180 && lng <= 180;
}

/** The stores to pin and the ones without a location, in the order they came. */
export function splitByLocation<T extends Pick<MapStore, 'location'>>(stores: readonly T[]): { placed: T[]; unplaced: T[] } {
  const placed: T[] = [];
  const unplaced: T[] = [];
  for (const s of stores) (hasMapLocation(s) ? placed : unplaced).push(s);
  return { placed, unplaced };
}

/** The longitude/latitude box around the stores, [west, south, east, north], or null with none. */
export function storesExtent(stores: readonly Pick<MapStore, 'location'>[]): [number, number, number, number] | null {
  if (stores.length === 0) return null;
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { location } of stores) {
    west = Math.min(west, location.lng);
    east = Math.max(east, location.lng);
    south = Math.min(south, location.lat);
    north = Math.max(north, location.lat);
  }
  return [west, south, east, north];
}

/**
 * Pins are drawn in this order so the ones that need attention are on top where they overlap:
 * ongoing counts over submitted ones over stores not counted yet.
 */
const PIN_LAYER: Record<MapPin, number> = { N: 0, S: 1, O: 2 };
export function pinDrawOrder<T extends Pick<MapStore, 'pin' | 'code'>>(stores: readonly T[]): T[] {
  return [...stores].sort((a, b) => PIN_LAYER[a.pin] - PIN_LAYER[b.pin] || a.code.localeCompare(b.code));
}

export interface MapPalette {
  sea: string;
  land: string;
  border: string;
}

/** The base layer's colours (canvas styles need plain colours, not the theme's CSS variables). */
export function mapPalette(theme: 'light' | 'dark'): MapPalette {
  return theme === 'dark' ? { sea: '#0f1a26', land: '#2b2f35', border: '#59606a' } : { sea: '#d6e6f5', land: '#f7f5f0', border: '#a8a397' };
}
