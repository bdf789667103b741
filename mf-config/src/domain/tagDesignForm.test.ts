import { DEFAULT_TAG_DESIGN, layoutTag, tagDesignInputSchema, type Product } from '@hub/contracts';
import { designBody, designFields, designIssues, newDesignDraft, newElement, sampleProduct, tagFieldOptions } from './tagDesignForm';

const product = { productCode: 'DJ-RG-000123', designNumber: 'RG1001', price: 45900, currency: 'THB' } as unknown as Product;

describe('the tag design editor (issue 14 item 3, /config/tag-design)', () => {
  it('When a design starts, then it is the standard tag, which the server takes as it is', () => {
    const draft = newDesignDraft('Ring tag');
    expect(draft.elements).toEqual(DEFAULT_TAG_DESIGN.elements);
    expect(designIssues(draft)).toEqual({});
    expect(tagDesignInputSchema.safeParse(designBody({ ...draft, name: ' Ring tag ' })).data?.name).toBe('Ring tag');
  });

  it('When each kind of element is added, then it lies below the others, whole on the label, and the EPC or a QR code of it print the EPC', () => {
    const draft = { ...newDesignDraft('x'), elements: [] as ReturnType<typeof newElement>[] };
    expect(newElement('text', draft, 'Gold 96.5%')).toMatchObject({ kind: 'text', text: 'Gold 96.5%', x: 2, y: 0 });
    const withOne = { ...draft, elements: [newElement('field', draft, '')] };
    expect(newElement('epc', withOne, '')).toMatchObject({ kind: 'field', field: 'epc', y: 4 });
    expect(newElement('qr', withOne, '')).toMatchObject({ kind: 'barcode', symbology: 'QR', field: 'epc' });
    // Below the lowest element, but whole on the label: a 6 mm barcode on a 10 mm label starts at 4 mm.
    expect(newElement('barcode', { heightMm: 10, elements: [{ ...withOne.elements[0]!, y: 9 }] }, '')).toMatchObject({ symbology: 'CODE128', y: 4 });
    expect(newElement('text', { heightMm: 25, elements: [{ ...withOne.elements[0]!, y: 19 }] }, '')).toMatchObject({ y: 21 });
    const layout = layoutTag({ ...draft, dpi: 203, elements: [newElement('epc', draft, '')] }, {}, 'E280AB');
    expect(layout.items).toEqual([expect.objectContaining({ kind: 'text', text: 'E280AB' })]);
  });

  it('When the name is blank, the label too small or an element off the label, then each is a problem by its path (TGD102 as the server says)', () => {
    const draft = newDesignDraft(' ');
    draft.widthMm = 2;
    expect(designIssues(draft)).toMatchObject({ name: 'required', widthMm: 'range' });
    const off = newDesignDraft('Tag');
    off.elements[1] = { ...off.elements[1]!, x: 60 };
    expect(designIssues(off)).toEqual({ 'elements.1': 'TGD102' });
    off.elements[0] = { ...off.elements[0]!, fontSize: 200 } as never;
    expect(designIssues(off)).toEqual({ 'elements.0': 'range', 'elements.1': 'TGD102' });
  });

  it('When the preview needs a sample, then the fields the design prints are asked for, and typed values win over the chosen product', () => {
    expect(designFields(DEFAULT_TAG_DESIGN.elements)).toEqual(['productCode', 'designNumber', 'price']);
    expect(sampleProduct(product, { designNumber: 'RG9', price: '' })).toMatchObject({ productCode: 'DJ-RG-000123', designNumber: 'RG9', price: 45900 });
    expect(sampleProduct(null, { price: '100' })).toEqual({ price: '100' });
    // Nothing chosen or typed for a field: its name in brackets shows where it goes.
    expect(sampleProduct(null, { price: '100' }, [{ name: 'price', label: 'Price' }, { name: 'karat', label: 'Karat' }])).toEqual({ price: '100', karat: '[Karat]' });
  });

  it('offers the EPC first, the data mapping\'s fields, then the fixed fields it lacks', () => {
    const names = tagFieldOptions([{ name: 'karat', displayName: 'Karat', type: 'text' }]).map((o) => o.name);
    expect(names[0]).toBe('epc');
    expect(names).toContain('karat');
    expect(names).toContain('productCode');
    expect(names.filter((n) => n === 'productCode')).toHaveLength(1);
  });
});
