import { goldValue } from './gold-rates';
import type { ProductDetailsSection } from './product-details-config';
import {
  allTabFields,
  detailsTabs,
  fieldLabel,
  fieldValue,
  isMoneyField,
  isNumericField,
  moneyFieldText,
  productCurrency,
  productGoldInputs,
  productGoldValue,
  productImageName,
  sectionTable,
  statusBadgeColor,
  summaryLines,
  tableColumnLabel,
} from './product-details-view';

const product = {
  _id: 'x1',
  productCode: 'DJ-RG-000001',
  rfidTag: '30340000000100AB',
  designNumber: 'RG1042',
  itemType: 'RING',
  itemStatus: 'IN_STOCK',
  active: true,
  imageName: ['RG1042'],
  verifiedImageName: [],
  sid: 'BKK01',
  isMapped: true,
  printingStatus: 'PRINTED',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-02T00:00:00Z',
  udf: { verifiedImageName: [] },
  __rowVersion: 3,
  stkHistory: [],
  imageVerified: false,
  karat: '22K',
  grossWeight: 6.456,
  netWeight: 6.3,
  stoneType: ['Diamond', 'Ruby'],
  stoneWeight: 0.42,
  price: 24950,
};

const sections: ProductDetailsSection[] = [
  { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
  { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
];

describe('product details tabs (spec section 2: a tab per configured section, plus All)', () => {
  it('When two sections are configured, then there are three tabs, All last', () => {
    const tabs = detailsTabs(sections);
    expect(tabs.map((t) => (t.kind === 'all' ? 'All' : t.label))).toEqual(['Metal', 'Stones', 'All']);
    expect(tabs[1]).toMatchObject({ kind: 'section', multiple: true, fields: ['stoneType', 'stoneWeight'] });
    expect(new Set(tabs.map((t) => t.key)).size).toBe(3);
  });
  it('When nothing is configured, then only All shows', () => {
    expect(detailsTabs([])).toEqual([{ kind: 'all', key: 'all' }]);
  });
  it('When a section has no name or no fields, then it gets no tab', () => {
    const tabs = detailsTabs([
      { sectionName: 'Empty', multiple: false, sectionFields: [] },
      { sectionName: ' ', multiple: false, sectionFields: ['karat'] },
      ...sections,
    ]);
    expect(tabs.map((t) => t.key)).toEqual(['section-2', 'section-3', 'all']);
  });
});

describe("the 'All' tab (spec section 3: hidden fields)", () => {
  it('lists every field but _id, createdAt, stkHistory, isMapped, verifiedImageName, imageVerified, updatedAt, imageName and __ names', () => {
    const fields = allTabFields(product);
    for (const hidden of ['_id', 'createdAt', 'stkHistory', 'isMapped', 'verifiedImageName', 'imageVerified', 'updatedAt', 'imageName', '__rowVersion', 'udf', 'udf.verifiedImageName'])
      expect(fields).not.toContain(hidden);
    expect(fields).toEqual([
      'productCode', 'rfidTag', 'designNumber', 'itemType', 'itemStatus', 'active', 'sid', 'printingStatus',
      'karat', 'grossWeight', 'netWeight', 'stoneType', 'stoneWeight', 'price',
    ]);
  });
  it('puts the fixed fields first in the answer’s order, whatever the product’s own order', () => {
    const record = { _id: 'x', karat: '22K', productCode: 'P1', itemType: 'RING', netWeight: 4.5, __secret: 1 };
    expect(allTabFields(record)).toEqual(['productCode', 'itemType', 'karat', 'netWeight']);
  });
  it('When a data mapping order is given, then the configured fields follow the fixed ones in that order (case-insensitively)', () => {
    const fields = allTabFields(product, ['price', 'KARAT', 'unknown']);
    expect(fields.slice(7, 11)).toEqual(['printingStatus', 'price', 'karat', 'grossWeight']);
  });
  it('flattens nested objects and hides by any part; an empty object lists nothing', () => {
    expect(allTabFields({ a: 1, udf: { verifiedImageName: ['x'], colour: 'red' } })).toEqual(['a', 'udf.colour']);
    expect(allTabFields({ a: 1, udf: {} })).toEqual(['a']);
  });
});

describe('field values', () => {
  it('reads exact, case-insensitive and nested names', () => {
    expect(fieldValue(product, 'karat')).toBe('22K');
    expect(fieldValue(product, 'NETWEIGHT')).toBe(6.3);
    expect(fieldValue({ udf: { colour: 'red' } }, 'udf.colour')).toBe('red');
    expect(fieldValue(product, 'missing')).toBeUndefined();
    expect(fieldValue({}, 'x')).toBeUndefined();
  });
});

describe('multiple-values sections as tables (spec section 2)', () => {
  it('When a field holds a list, then each item is a row; a single value fills the first row only', () => {
    expect(sectionTable(product, ['stoneType', 'stoneWeight'])).toEqual({
      columns: [{ field: 'stoneType' }, { field: 'stoneWeight' }],
      rows: [
        ['Diamond', 0.42],
        ['Ruby', undefined],
      ],
    });
  });
  it('When two fields hold lists, then row i holds the i-th value of each', () => {
    expect(sectionTable({ stoneType: ['Ruby', 'Emerald'], stoneWeight: [0.2] }, ['stoneType', 'stoneWeight']).rows).toEqual([
      ['Ruby', 0.2],
      ['Emerald', undefined],
    ]);
  });
  it('When a field holds a list of objects, then each key is a column', () => {
    const stones = { stones: [{ type: 'Diamond', ct: 0.305 }, { type: 'Ruby', colour: 'red' }] };
    const table = sectionTable(stones, ['stones']);
    expect(table).toEqual({
      columns: [
        { field: 'stones', itemKey: 'type' },
        { field: 'stones', itemKey: 'ct' },
        { field: 'stones', itemKey: 'colour' },
      ],
      rows: [
        ['Diamond', 0.305, undefined],
        ['Ruby', undefined, 'red'],
      ],
    });
    const label = (f: string) => f.toUpperCase();
    expect(table.columns.map((c) => tableColumnLabel(c, label))).toEqual(['STONES: type', 'STONES: ct', 'STONES: colour']);
    expect(tableColumnLabel({ field: 'stoneType' }, label)).toBe('STONETYPE');
  });
  it('When every field is empty, then there are no rows', () => {
    expect(sectionTable({ stoneType: [], x: null, y: ' ' }, ['stoneType', 'x', 'y', 'absent']).rows).toEqual([]);
  });
});

describe('field labels', () => {
  const mapping = [
    { name: 'grossWeight', displayName: 'Gross weight (g)' },
    { name: 'productCode', displayName: 'Item code' },
    { name: 'blank', displayName: ' ' },
    { name: 'karat', displayName: ' ' },
  ];
  const fixed = (name: string) => `fixed:${name}`;
  it('uses the data mapping display name, case-insensitively', () => {
    expect(fieldLabel('grossweight', mapping, fixed)).toBe('Gross weight (g)');
    expect(fieldLabel('productCode', mapping, fixed)).toBe('Item code');
  });
  it('falls back to the translated fixed-field label (by its canonical name), then to the name', () => {
    expect(fieldLabel('itemStatus', mapping, fixed)).toBe('fixed:itemStatus');
    expect(fieldLabel('ITEMTYPE', mapping, fixed)).toBe('fixed:itemType');
    expect(fieldLabel('verifiedImageName', mapping, fixed)).toBe('fixed:verifiedImageName');
    expect(fieldLabel('blank', mapping, fixed)).toBe('blank');
    expect(fieldLabel('stoneType', mapping, fixed)).toBe('stoneType');
    expect(fieldLabel('karat', mapping, fixed)).toBe('karat');
  });
  it('When the screen has no wording for a fixed field, then the name shows', () => {
    expect(fieldLabel('rfidTag', [], () => undefined)).toBe('rfidTag');
  });
  it('knows number fields from the data mapping', () => {
    const fields = [
      { name: 'netWeight', type: 'number' as const },
      { name: 'karat', type: 'text' as const },
    ];
    expect(isNumericField('netWeight', fields)).toBe(true);
    expect(isNumericField('NetWeight', fields)).toBe(true);
    expect(isNumericField('karat', fields)).toBe(false);
    expect(isNumericField('absent', fields)).toBe(false);
  });
});

describe('summary (spec section 3: headers and content)', () => {
  it('shows the header and content fields with the display rules', () => {
    expect(summaryLines(product, { headers: [{ fieldName: 'designNumber' }, { fieldName: 'price' }], content: ['grossWeight', 'stoneType', 'nothing'] })).toEqual({
      headers: [
        { field: 'designNumber', value: 'RG1042' },
        { field: 'price', value: '24950' },
      ],
      content: [
        { field: 'grossWeight', value: '6.46' },
        { field: 'stoneType', value: 'Diamond, Ruby' },
        { field: 'nothing', value: '-' },
      ],
    });
  });
});

describe('image name and badges', () => {
  it('prefers a verified image, then udf.verifiedImageName, then the image name', () => {
    expect(productImageName({ verifiedImageName: ['v.jpg'], imageName: ['i.jpg'] })).toBe('v.jpg');
    expect(productImageName({ verifiedImageName: [], udf: { verifiedImageName: ['u.jpg'] }, imageName: ['i.jpg'] })).toBe('u.jpg');
    expect(productImageName(product)).toBe('RG1042');
    expect(productImageName({ imageName: [' ', 'b'], verifiedImageName: [] })).toBe('b');
    expect(productImageName({ imageName: [' '] })).toBeUndefined();
    expect(productImageName({ imageName: [], verifiedImageName: [] })).toBeUndefined();
  });
  it('colours the status badge by status', () => {
    expect(statusBadgeColor('IN_STOCK')).toBe('success');
    expect(statusBadgeColor('in stock')).toBe('success');
    expect(statusBadgeColor('SOLD')).toBe('danger');
    expect(statusBadgeColor('ON_MEMO')).toBe('warning');
    expect(statusBadgeColor('NEW')).toBe('informative');
    expect(statusBadgeColor(null)).toBe('informative');
  });
});

describe('gold value at today’s rate (issue 5 item 8), in the item’s currency (issue 9)', () => {
  const rates = [
    { goldType: '22K' as const, grams: 15.244, displayRate: 41000, currency: 'THB' },
    { goldType: '18K' as const, grams: 1, displayRate: 2100, currency: 'THB' },
    { goldType: '22K' as const, grams: 1, displayRate: 250, currency: 'AED' },
  ];
  it('When a product carries karat and net weight, then it is valued at its gold type’s rate in its currency', () => {
    expect(productGoldValue(product, rates, 'THB')).toEqual({ goldType: '22K', weight: 6.3, value: 16944.37, currency: 'THB' });
    expect(productGoldValue(product, rates, 'AED')).toEqual({ goldType: '22K', weight: 6.3, value: 1575, currency: 'AED' });
  });
  it('falls back to other weight fields and karat spellings', () => {
    expect(productGoldValue({ KT: '18 kt', weight: '2.5' }, rates, 'THB')).toEqual({ goldType: '18K', weight: 2.5, value: 5250, currency: 'THB' });
  });
  it('When karat, weight or the rate is missing, then there is no value', () => {
    expect(productGoldValue({ netWeight: 5 }, rates, 'THB')).toBeNull();
    expect(productGoldValue({ karat: '22K', netWeight: 0 }, rates, 'THB')).toBeNull();
    expect(productGoldValue({ karat: '14K', netWeight: 5 }, rates, 'THB')).toBeNull();
    expect(productGoldValue({ karat: 'white', netWeight: 5 }, rates, 'THB')).toBeNull();
    expect(productGoldValue(product, [], 'THB')).toBeNull();
  });
  it('When the only rate of the gold type is in another currency, or the item has no currency, then there is no value', () => {
    expect(productGoldValue({ karat: '18K', netWeight: 5 }, rates, 'AED')).toBeNull();
    expect(productGoldValue(product, rates, 'CNY')).toBeNull();
    expect(productGoldValue(product, rates, undefined)).toBeNull();
  });
  it('reads the inputs: the karat that reads as a gold type, and the first positive weight', () => {
    const record = { karat: '22K', netWeight: 4.5, grossWeight: 5 };
    const inputs = productGoldInputs(record);
    expect(inputs).toEqual({ karat: '22K', goldType: '22K', weight: 4.5, weightField: 'netWeight' });
    expect(goldValue(inputs!.karat, inputs!.weight, [{ goldType: '22K', grams: 1, displayRate: 2000, currency: 'THB' }], 'THB')).toBe(9000);
    expect(productGoldInputs({ grossWeight: 3, purity: '18k' })).toEqual({ karat: '18k', goldType: '18K', weight: 3, weightField: 'grossWeight' });
    expect(productGoldInputs({ karat: 'white', purity: '18k', netWeight: 0, weight: '2' })).toEqual({ karat: '18k', goldType: '18K', weight: 2, weightField: 'weight' });
  });
  it('When the karat is not a known gold type, then the inputs still carry it (the screen says there is no rate)', () => {
    expect(productGoldInputs({ karat: 'white', netWeight: 2 })).toEqual({ karat: 'white', goldType: undefined, weight: 2, weightField: 'netWeight' });
  });
  it('When the product carries no karat or no weight, then there are no inputs', () => {
    expect(productGoldInputs({ karat: '22K' })).toBeUndefined();
    expect(productGoldInputs({ karat: ' ', netWeight: 3 })).toBeUndefined();
    expect(productGoldInputs({ netWeight: 3 })).toBeUndefined();
  });
});

describe('money in a product (issue 9)', () => {
  it('When the item carries a currency code, then it is priced in it; else in its store’s currency', () => {
    expect(productCurrency({ price: 30350, currency: 'THB' }, 'AED')).toBe('THB');
    expect(productCurrency({ price: 30350, Currency: ' aed ' })).toBe('AED');
    expect(productCurrency({ price: 30350, currencyCode: 'CNY' })).toBe('CNY');
    expect(productCurrency({ price: 30350, currency: 'Baht' }, 'THB')).toBe('THB');
    expect(productCurrency({ price: 30350 }, 'AED')).toBe('AED');
    expect(productCurrency({ price: 30350 }, null)).toBeUndefined();
    expect(productCurrency({ price: 30350 })).toBeUndefined();
  });

  it('A field holds money when its name says price, cost, amount or value', () => {
    for (const name of ['price', 'Price', 'PRICE', 'salePrice', 'tag_price', 'metalValue', 'cost', 'totalAmount']) expect([name, isMoneyField(name)]).toEqual([name, true]);
    for (const name of ['priceList', 'currency', 'netWeight', 'karat', 'valuer', 'stoneCount']) expect([name, isMoneyField(name)]).toEqual([name, false]);
  });

  it('When a money field holds an amount, then it reads in the item’s currency and the user’s language', () => {
    expect(moneyFieldText('price', 30350, 'THB', 'th')).toBe('฿30,350');
    expect(moneyFieldText('price', '1250.5', 'AED', 'en')?.replace(/\u00a0/g, ' ')).toBe('AED 1,250.50');
    expect(moneyFieldText('price', 30350, undefined, 'en')).toBe('30,350');
    expect(moneyFieldText('price', 'on request', 'THB', 'en')).toBeUndefined();
    expect(moneyFieldText('price', null, 'THB', 'en')).toBeUndefined();
    expect(moneyFieldText('netWeight', 6.3, 'THB', 'en')).toBeUndefined();
  });
});
