import { fieldLabel, fieldValue, isNumericField, primaryImageName } from './productFields';

const fields = [
  { name: 'netWeight', displayName: 'Net weight (g)', type: 'number' as const },
  { name: 'karat', displayName: ' ', type: 'text' as const },
];

describe('product fields on the catalogue screens', () => {
  it('labels a field by its display name, else the screen wording of a fixed column, else its name', () => {
    const fixed = (n: string) => (n === 'productCode' ? 'Product code' : undefined);
    expect(fieldLabel('netweight', fields, fixed)).toBe('Net weight (g)');
    expect(fieldLabel('productCode', fields, fixed)).toBe('Product code');
    expect(fieldLabel('karat', fields, fixed)).toBe('karat');
  });

  it('reads a field whatever the letter case of the column', () => {
    expect(fieldValue({ netWeight: 2 }, 'netWeight')).toBe(2);
    expect(fieldValue({ netWeight: 2 }, 'NETWEIGHT')).toBe(2);
    expect(fieldValue({}, 'x')).toBeUndefined();
  });

  it('knows number fields and the first image (verified first)', () => {
    expect(isNumericField('netWeight', fields)).toBe(true);
    expect(isNumericField('karat', fields)).toBe(false);
    expect(primaryImageName({ imageName: ['a'], verifiedImageName: ['v'] })).toBe('v');
    expect(primaryImageName({ imageName: [' ', 'b'], verifiedImageName: [] })).toBe('b');
    expect(primaryImageName({ imageName: [], verifiedImageName: [] })).toBeUndefined();
  });
});
