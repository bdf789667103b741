import type { NamedMappingSummary } from '@hub/contracts';
import { defaultMappingChoice, mappingLabel } from './useNamedMappings';

const mapping = (id: string, configured: boolean, isDefault = false): NamedMappingSummary => ({
  id,
  name: id,
  isDefault,
  configured,
  revision: 1,
  updatedAt: null,
  usedBySources: [],
});

describe('the mapping an upload starts on (issue 28 item 2)', () => {
  it('is the default when it can import, else the first that can, else the default by its id', () => {
    expect(defaultMappingChoice([mapping('default', true, true), mapping('a', true)])).toBe('default');
    expect(defaultMappingChoice([mapping('default', false, true), mapping('a', false), mapping('b', true)])).toBe('b');
    expect(defaultMappingChoice([])).toBe('default');
  });

  it('is named with its revision', () => {
    expect(mappingLabel({ name: 'Supplier B', revision: 2 }, 'rev.')).toBe('Supplier B · rev. 2');
  });
});
