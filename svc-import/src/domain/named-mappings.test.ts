import { DEFAULT_MAPPING_ID, dataMappingConfigSchema } from '@hub/contracts';
import { deletionRefusal, mappingSummary, nameTaken, orderMappings } from './named-mappings';

const config = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Code', erpField: 'SKU' },
    { name: 'rfidTag', displayName: 'Tag', erpField: 'EPC' },
  ],
});

describe('named mappings (issue 28 item 2)', () => {
  it('a name is taken by another mapping whatever its case and spaces, not by the mapping itself', () => {
    const mappings = [
      { id: DEFAULT_MAPPING_ID, name: 'Default' },
      { id: 'a', name: 'Supplier A' },
    ];
    expect(nameTaken(mappings, '  supplier a ')).toBe(true);
    expect(nameTaken(mappings, 'Supplier A', 'a')).toBe(false);
    expect(nameTaken(mappings, 'Supplier B')).toBe(false);
  });

  it('deletion: the default is kept (CDM115), then a source using it refuses (CDM116), then a running import (CDM117)', () => {
    expect(deletionRefusal({ id: DEFAULT_MAPPING_ID, sourcesUsing: 0, runningImportsUsing: 0 })).toBe('CDM115');
    expect(deletionRefusal({ id: 'a', sourcesUsing: 2, runningImportsUsing: 1 })).toBe('CDM116');
    expect(deletionRefusal({ id: 'a', sourcesUsing: 0, runningImportsUsing: 1 })).toBe('CDM117');
    expect(deletionRefusal({ id: 'a', sourcesUsing: 0, runningImportsUsing: 0 })).toBeNull();
  });

  it('a summary tells the default, whether product code and RFID tag are mapped, the sources using it by name and the stores starting with it', () => {
    const at = new Date('2026-12-06T08:00:00Z');
    expect(mappingSummary({ id: DEFAULT_MAPPING_ID, name: 'Default', config, revision: 4, updatedAt: at }, ['Zeta', 'Alpha'], ['SYD', 'MEL'])).toEqual({
      id: DEFAULT_MAPPING_ID,
      name: 'Default',
      isDefault: true,
      revision: 4,
      configured: true,
      updatedAt: at.toISOString(),
      usedBySources: ['Alpha', 'Zeta'],
      stores: ['MEL', 'SYD'],
    });
    expect(mappingSummary({ id: 'a', name: 'A', config: null, revision: 0, updatedAt: null }, [])).toMatchObject({ isDefault: false, configured: false, stores: [] });
  });

  it('lists the default first, then by name', () => {
    const ordered = orderMappings([
      { id: 'b', name: 'Web shop' },
      { id: 'a', name: 'Supplier A' },
      { id: DEFAULT_MAPPING_ID, name: 'Zz default' },
    ]);
    expect(ordered.map((m) => m.id)).toEqual([DEFAULT_MAPPING_ID, 'a', 'b']);
  });
});
