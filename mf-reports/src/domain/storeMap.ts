import type { MapPin, MapStore } from '@hub/contracts';

/** The map view's rules (issue 12 item 5), kept apart from OpenLayers so they are tested alone. */

/** A store's coordinates, when it has them. */
export type MapLocation = NonNullable<MapStore['location']>;

/**
 * A store has a place on the map when its latitude and longitude are real coordinates. A store without
 * coordinates has none (null; issue 28 item 5) and is listed as unplaced instead; so is (0, 0), a point
 * in the ocean, which stores saved before migration 014 held for "none" (an older producer may still send it).
 */
export function hasMapLocation<T extends Pick<MapStore, 'location'>>(store: T): store is T & { location: MapLocation } {
  if (store.location === null) return false;
  const { lat, lng } = store.location;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return false;
  if (lat === 0 && lng === 0) return false;
  return lat >= -85 && lat <= 85 && lng >= -180 && lng <= 180;
}

/** The stores to pin and the ones without a location, in the order they came. */
export function splitByLocation<T extends Pick<MapStore, 'location'>>(stores: readonly T[]): { placed: (T & { location: MapLocation })[]; unplaced: T[] } {
  const placed: (T & { location: MapLocation })[] = [];
  const unplaced: T[] = [];
  for (const s of stores) {
    if (hasMapLocation(s)) placed.push(s);
    else unplaced.push(s);
  }
  return { placed, unplaced };
}

/** The longitude/latitude box around the stores, [west, south, east, north], or null with none. */
export function storesExtent(stores: readonly { location: MapLocation }[]): [number, number, number, number] | null {
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
