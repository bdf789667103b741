import { DEFAULT_MAPPING_ID, startingMapping } from './named-mappings';

describe('the mapping a store’s import starts with (issue 28 item 2: several mappings, per store)', () => {
  const mapping = (id: string, stores: string[], configured = true) => ({ id, isDefault: id === DEFAULT_MAPPING_ID, configured, stores });

  it('When the merchant chose a mapping for the store, then its import starts with it; another store starts with the default', () => {
    const mappings = [mapping('default', []), mapping('sydney', ['SYD']), mapping('supplier', [])];
    expect(startingMapping(mappings, 'SYD')).toBe('sydney');
    expect(startingMapping(mappings, 'MEL')).toBe('default');
  });

  it('When the store’s mapping cannot import (not configured), then the default does; with no configured default, the first that can', () => {
    expect(startingMapping([mapping('default', []), mapping('sydney', ['SYD'], false)], 'SYD')).toBe('default');
    expect(startingMapping([mapping('default', [], false), mapping('supplier', [])], 'SYD')).toBe('supplier');
    expect(startingMapping([mapping('default', [], false)], 'SYD')).toBe(DEFAULT_MAPPING_ID);
  });
});
