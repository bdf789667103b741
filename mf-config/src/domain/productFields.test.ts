import { fieldLabel, fieldOptions, remainingOptions } from './productFields';

describe('product fields a configuration may pick (spec section 3)', () => {
  const options = fieldOptions([
    { name: 'productCode', displayName: 'Product code', type: 'text' },
    { name: 'netWeight', displayName: 'Net weight', type: 'number' },
  ]);

  it('offers the mapped fields in order, then the fixed columns the mapping lacks', () => {
    expect(options.slice(0, 3).map((o) => o.name)).toEqual(['productCode', 'netWeight', 'rfidTag']);
    expect(options.filter((o) => o.name === 'productCode')).toHaveLength(1);
  });

  it('names a field by its display name, or by itself when unknown', () => {
    expect(fieldLabel(options, 'NETWEIGHT')).toBe('Net weight');
    expect(fieldLabel(options, 'gone')).toBe('gone');
  });

  it('leaves out fields already taken, whatever their case', () => {
    expect(remainingOptions(options, ['ProductCode']).some((o) => o.name === 'productCode')).toBe(false);
  });
});
