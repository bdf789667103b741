import type { MapStore } from '@hub/contracts';
import { hasMapLocation, mapPalette, pinDrawOrder, splitByLocation, storesExtent, type MapLocation } from './storeMap';

const store = (code: string, lat: number, lng: number, pin: MapStore['pin'] = 'N'): MapStore & { location: MapLocation } => ({ code, name: code, location: { lat, lng }, tz: null, pin, last: null });

describe('the map view (issue 12 item 5)', () => {
  it('When a store holds (0, 0) or impossible coordinates, then it has no place on the map', () => {
    expect(hasMapLocation(store('A', 13.7367, 100.5608))).toBe(true);
    expect(hasMapLocation(store('B', 0, 0))).toBe(false);
    expect(hasMapLocation(store('C', 95, 10))).toBe(false);
    expect(hasMapLocation(store('D', 10, -190))).toBe(false);
    expect(hasMapLocation(store('E', Number.NaN, 10))).toBe(false);
    expect(hasMapLocation(store('F', 0, 100))).toBe(true);
  });

  it('When a store has no coordinates (null), then it is listed as unplaced, not drawn (issue 28 item 5)', () => {
    const none: MapStore = { code: 'NEW', name: 'New store', location: null, tz: null, pin: 'N', last: null };
    expect(hasMapLocation(none)).toBe(false);
    const { placed, unplaced } = splitByLocation([store('A', 13.7367, 100.5608), none]);
    expect(placed.map((s) => s.code)).toEqual(['A']);
    expect(unplaced).toEqual([none]);
  });

  it('When stores are split by location, then both lists keep their order', () => {
    const { placed, unplaced } = splitByLocation([store('A', 1, 1), store('B', 0, 0), store('C', 2, 2)]);
    expect(placed.map((s) => s.code)).toEqual(['A', 'C']);
    expect(unplaced.map((s) => s.code)).toEqual(['B']);
  });

  it('When the extent is asked, then it is the box around every store, or null with none', () => {
    expect(storesExtent([store('BKK', 13.7367, 100.5608), store('CNX', 18.8023, 98.9967), store('DXB', 25.2709, 55.3)])).toEqual([55.3, 13.7367, 100.5608, 25.2709]);
    expect(storesExtent([])).toBeNull();
  });

  it('When pins overlap, then ongoing is drawn over submitted over none', () => {
    expect(pinDrawOrder([store('A', 1, 1, 'O'), store('B', 1, 1, 'N'), store('C', 1, 1, 'S'), store('D', 1, 1, 'N')]).map((s) => s.code)).toEqual(['B', 'D', 'C', 'A']);
  });

  it('When the theme is dark, then the sea and land are dark too', () => {
    expect(mapPalette('dark').sea).not.toBe(mapPalette('light').sea);
    expect(mapPalette('dark').land).toBe('#2b2f35');
  });
});
