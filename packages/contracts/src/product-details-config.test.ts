import {
  productDetailsBodySchema,
  productDetailsConfigSchema,
  productDetailsIssues,
  productDetailsSavedCode,
  type ProductDetailsConfig,
} from './product-details-config';

const FIELDS = [
  'karat',
  'grossWeight',
  'netWeight',
  'stoneType',
  'stoneWeight',
  'metalValue',
  'stoneValue',
  'makingCharge',
  'price',
];
const valid: ProductDetailsConfig = productDetailsConfigSchema.parse({
  sections: [
    { sectionName: 'Metal', sectionFields: ['karat', 'grossWeight', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType', 'stoneWeight'] },
  ],
  summary: {
    headers: [{ fieldName: 'productCode' }, { fieldName: 'designNumber' }],
    content: ['karat', 'price'],
  },
  breakdown: {
    lines: [
      { label: 'Metal', fieldName: 'metalValue' },
      { label: 'Stones', fieldName: 'stoneValue' },
      { label: 'Making', fieldName: 'makingCharge' },
    ],
    totalField: 'price',
  },
});

describe('product details rules', () => {
  it('when sections, summary and breakdown use known fields once, then there is no issue', () => {
    expect(productDetailsIssues(valid, FIELDS)).toEqual([]);
  });

  it('when a section name is empty or repeated (any case), then CPD100 or CPD101', () => {
    const config = {
      ...valid,
      sections: [
        ...valid.sections,
        { sectionName: '', multiple: false, sectionFields: [] },
        { sectionName: 'metal', multiple: false, sectionFields: [] },
      ],
    };
    expect(productDetailsIssues(config, FIELDS)).toEqual([
      { field: 'sections.2.sectionName', rule: 'CPD100' },
      { field: 'sections.3.sectionName', rule: 'CPD101' },
    ]);
  });

  it('when a field appears twice in a section or is unknown, then CPD102 or CPD103', () => {
    const config = {
      ...valid,
      sections: [{ sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'Karat', 'colour'] }],
    };
    expect(productDetailsIssues(config, FIELDS)).toEqual([
      { field: 'sections.0.sectionFields.2', rule: 'CPD103' },
      { field: 'sections.0.sectionFields.1', rule: 'CPD102' },
    ]);
  });

  it('when a summary header repeats, then CPD104; a breakdown line without a label or with an unknown total, CPD105 and CPD103', () => {
    const config = {
      ...valid,
      summary: { headers: [{ fieldName: 'productCode' }, { fieldName: 'productCode' }], content: [] },
      breakdown: { lines: [{ label: '', fieldName: 'metalValue' }], totalField: 'total' },
    };
    expect(productDetailsIssues(config, FIELDS)).toEqual([
      { field: 'summary.headers.1.fieldName', rule: 'CPD104' },
      { field: 'breakdown.lines.0.label', rule: 'CPD105' },
      { field: 'breakdown.totalField', rule: 'CPD103' },
    ]);
  });

  it('a save of the summary alone reports CPD002, other saves CPD000; an empty body or unknown part is refused', () => {
    expect(productDetailsSavedCode({ summary: valid.summary })).toBe('CPD002');
    expect(productDetailsSavedCode({ sections: valid.sections })).toBe('CPD000');
    expect(productDetailsSavedCode({ summary: valid.summary, breakdown: valid.breakdown })).toBe('CPD000');
    expect(productDetailsBodySchema.safeParse({}).success).toBe(false);
    expect(productDetailsBodySchema.safeParse({ sections: [], colour: 'red' }).success).toBe(false);
  });
});
