import { goldValue } from '@hub/contracts';
import { allTabFields, goldInputs, recordTabs, sectionRows } from './productRecord';

const product = {
  _id: 'x',
  karat: '22K',
  productCode: 'P1',
  itemType: 'RING',
  netWeight: 4.5,
  grossWeight: 5,
  stoneType: ['Ruby', 'Emerald'],
  stoneWeight: [0.2],
  imageName: ['a'],
  verifiedImageName: [],
  udf: { verifiedImageName: [] },
  createdAt: 'd',
  updatedAt: 'd',
  isMapped: true,
  __secret: 1,
};

describe('product record layout (spec section 3: sections, All tab hiding rules)', () => {
  it('lists every field in All but the hidden ones and names starting with __, fixed fields first', () => {
    expect(allTabFields(product)).toEqual(['productCode', 'itemType', 'karat', 'netWeight', 'grossWeight', 'stoneType', 'stoneWeight']);
  });

  it('makes a tab per named section with fields, then All', () => {
    const tabs = recordTabs(
      [
        { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
        { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
        { sectionName: 'Empty', multiple: false, sectionFields: [] },
      ],
      product,
    );
    expect(tabs.map((t) => [t.name, t.all, t.multiple])).toEqual([
      ['Metal', false, false],
      ['Stones', false, true],
      ['All', true, false],
    ]);
  });

  it('lays a multiple-values section out as rows of the i-th values', () => {
    expect(sectionRows(['stoneType', 'stoneWeight'], product)).toEqual([
      ['Ruby', 0.2],
      ['Emerald', undefined],
    ]);
    expect(sectionRows(['missing'], product)).toEqual([]);
  });

  it('When the product has a karat and a weight, then its value at today\'s rate is known', () => {
    const inputs = goldInputs(product);
    expect(inputs).toEqual({ karat: '22K', weight: 4.5, weightField: 'netWeight' });
    expect(goldValue(inputs!.karat, inputs!.weight, [{ goldType: '22K', grams: 1, displayRate: 2000 }])).toBe(9000);
    expect(goldInputs({ karat: '22K' })).toBeUndefined();
    expect(goldInputs({ grossWeight: 3, purity: '18k' })).toEqual({ karat: '18k', weight: 3, weightField: 'grossWeight' });
  });
});
