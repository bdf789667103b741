import { mapTilesFromEnv } from './map-tiles';

describe('mapTilesFromEnv (spec section 7: a maps service used with a key; optional, the map works offline)', () => {
  it('When nothing is configured, then there are no tiles', () => {
    expect(mapTilesFromEnv({})).toBeNull();
  });

  it('When the template has {key}, then the key is put in, encoded, and the host is the credit', () => {
    expect(mapTilesFromEnv({ HUB_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}', HUB_MAP_KEY: 'a b&c' })).toEqual({
      url: 'https://tiles.example.com/{z}/{x}/{y}.png?key=a%20b%26c',
      attribution: 'tiles.example.com',
    });
  });

  it('When the template asks for a key that is not set, then there are no tiles rather than refused requests', () => {
    expect(mapTilesFromEnv({ HUB_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png?key={key}' })).toBeNull();
  });

  it('When the template lacks {z}, {x} or {y}, or is not http(s), then there are no tiles', () => {
    expect(mapTilesFromEnv({ HUB_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toBeNull();
    expect(mapTilesFromEnv({ HUB_MAP_TILE_URL: 'file:///{z}/{x}/{y}.png' })).toBeNull();
  });

  it('When a credit is configured, then it is used', () => {
    expect(mapTilesFromEnv({ HUB_MAP_TILE_URL: 'http://127.0.0.1:8080/{z}/{x}/{y}.png', HUB_MAP_ATTRIBUTION: '© Example maps' })).toEqual({
      url: 'http://127.0.0.1:8080/{z}/{x}/{y}.png',
      attribution: '© Example maps',
    });
  });
});
