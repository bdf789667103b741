import { mappingLabel } from './useNamedMappings';

describe('a named mapping in a list (issue 28 item 2)', () => {
  it('is named with its revision', () => {
    expect(mappingLabel({ name: 'Supplier B', revision: 2 }, 'rev.')).toBe('Supplier B · rev. 2');
  });
});
