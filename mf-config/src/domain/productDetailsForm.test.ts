import { EMPTY_PRODUCT_DETAILS_CONFIG, type ProductDetailsConfig } from '@hub/contracts';
import {
  addSection,
  addSectionField,
  moveSection,
  productDetailsBody,
  productDetailsDraftIssues,
  removeSection,
  toProductDetailsDraft,
  updateSection,
} from './productDetailsForm';

const stored: ProductDetailsConfig = {
  sections: [
    { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
    { sectionName: 'Stones', multiple: true, sectionFields: ['stoneType'] },
  ],
  summary: { headers: [{ fieldName: 'designNumber' }], content: ['karat'] },
  breakdown: { lines: [{ label: 'Gold', fieldName: 'price' }], totalField: null },
};
const fields = ['karat', 'netWeight', 'stoneType', 'price'];

describe('product details form (spec sections 3 and 5, CPD codes)', () => {
  it('When nothing changed, then there is nothing to update', () => {
    expect(productDetailsBody(stored, toProductDetailsDraft(stored))).toBeNull();
    const spaced = updateSection(toProductDetailsDraft(stored), 0, { sectionName: ' Metal ' });
    expect(productDetailsBody(stored, spaced)).toBeNull();
  });

  it('When only the summary changed, then only the summary is sent (the server answers CPD002)', () => {
    const draft = { ...toProductDetailsDraft(stored), summary: { headers: [{ fieldName: 'designNumber' }], content: ['karat', 'price'] } };
    expect(productDetailsBody(stored, draft)).toEqual({ summary: { headers: [{ fieldName: 'designNumber' }], content: ['karat', 'price'] } });
  });

  it('When sections are added, reordered and removed, then the sections are sent trimmed', () => {
    let draft = addSection(toProductDetailsDraft(stored));
    draft = updateSection(draft, 2, { sectionName: '  Certificates ', multiple: true });
    draft = addSectionField(draft, 2, 'certificateNo');
    draft = moveSection(draft, 2, 0);
    draft = removeSection(draft, 2);
    expect(productDetailsBody(stored, draft)).toEqual({
      sections: [
        { sectionName: 'Certificates', multiple: true, sectionFields: ['certificateNo'] },
        { sectionName: 'Metal', multiple: false, sectionFields: ['karat', 'netWeight'] },
      ],
    });
  });

  it('When a field is already in the section, then it is not added twice', () => {
    const draft = addSectionField(toProductDetailsDraft(stored), 0, 'Karat');
    expect(draft.sections[0]?.sectionFields).toEqual(['karat', 'netWeight']);
  });

  it('When rules are broken, then the contract codes CPD100–CPD105 are reported where they apply', () => {
    const draft = toProductDetailsDraft({
      sections: [
        { sectionName: ' ', multiple: false, sectionFields: ['karat', 'karat'] },
        { sectionName: 'Metal', multiple: false, sectionFields: ['unknown'] },
        { sectionName: 'metal', multiple: false, sectionFields: [] },
      ],
      summary: { headers: [{ fieldName: 'karat' }, { fieldName: 'KARAT' }], content: [] },
      breakdown: { lines: [{ label: '', fieldName: 'price' }], totalField: null },
    });
    expect(productDetailsDraftIssues(draft, fields)).toEqual(
      expect.arrayContaining([
        { field: 'sections.0.sectionName', rule: 'CPD100' },
        { field: 'sections.0.sectionFields.1', rule: 'CPD102' },
        { field: 'sections.1.sectionFields.0', rule: 'CPD103' },
        { field: 'sections.2.sectionName', rule: 'CPD101' },
        { field: 'summary.headers.1.fieldName', rule: 'CPD104' },
        { field: 'breakdown.lines.0.label', rule: 'CPD105' },
      ]),
    );
    expect(productDetailsDraftIssues(toProductDetailsDraft(stored), fields)).toEqual([]);
  });

  it('When nothing is configured, then an empty draft has nothing to send', () => {
    expect(productDetailsBody(EMPTY_PRODUCT_DETAILS_CONFIG, toProductDetailsDraft(EMPTY_PRODUCT_DETAILS_CONFIG))).toBeNull();
  });
});
