import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_TAG_DESIGN, dataMappingApi, productsApi, rfidConfigApi, tagDesignApi, type Product, type TagDesign } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { TagDesignPage } from './TagDesignPage';

const READ = 'TAG_DESIGN_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'TAG_DESIGN_CONFIGURATION_MODIFY';
const ring: TagDesign = { ...DEFAULT_TAG_DESIGN, id: 'd1', name: 'Ring tag', createdAt: '', updatedAt: '' };
const product = { productCode: 'DJ-RG-000123', designNumber: 'RG1001', itemType: 'RING', sid: 'BKK-SIAM', rfidTag: 'E28011700000020A1B2C3D01', price: 45900, karat: '18K' } as unknown as Product;

function serve(designs: TagDesign[] = [ring]): FakeApi {
  return fakeApi()
    .on(tagDesignApi.list, succeeds(designs))
    .on(dataMappingApi.get, succeeds(MAPPING))
    .on(rfidConfigApi.get, succeeds({ multipleTags: false, encoding: 'HEX', length: 24, configured: true, updatedAt: null }))
    .on(productsApi.list, succeeds({ products: [product], start: 0, pageSize: 5, hasMore: false }));
}
const previewTexts = () => within(screen.getByTestId('tag-preview')).queryAllByTestId('preview-text').map((t) => t.textContent);
const save = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  });
};

describe('TagDesignPage (issue 14 item 3, /config/tag-design)', () => {
  beforeEach(prepareHub);

  it('When a design opens, then its live preview draws the layout for a real product found by search: its fields, its product code as Code 128 bars', async () => {
    signInWith([READ, MODIFY, 'PRODUCTS_READ_PREVIEW']);
    const api = serve();
    renderInHub(<TagDesignPage />);
    expect(((await screen.findByTestId('design-name')) as HTMLInputElement).value).toBe('Ring tag');
    // Before a product is chosen: typed sample values only (none yet), the EPC the RFID config's form gives.
    expect((screen.getByTestId('sample-epc') as HTMLInputElement).value).toBe('E28011700000020A1B2C3D4E');
    fireEvent.change(screen.getByTestId('sample-search'), { target: { value: 'RG-000123' } });
    fireEvent.click(await screen.findByTestId('sample-result'));
    await waitFor(() => expect(previewTexts()).toContain('DJ-RG-000123'));
    expect(previewTexts()).toEqual(['DJ-RG-000123', 'RG1001', expect.stringContaining('45,900')]);
    expect(within(screen.getByTestId('tag-preview')).getByTestId('preview-code128').getAttribute('data-value')).toBe('DJ-RG-000123');
    expect(api.callsOf(productsApi.list)[0]!.query).toMatchObject({ searchText: 'RG-000123' });
    // A typed value wins over the product's.
    fireEvent.change(screen.getByTestId('sample-designNumber'), { target: { value: 'RG9999' } });
    expect(previewTexts()[1]).toBe('RG9999');
    expect((screen.getByTestId('sample-epc') as HTMLInputElement).value).toBe('E28011700000020A1B2C3D01');
  });

  it('When elements are added and moved, then the preview follows at once and Save sends the design as the server takes it', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<TagDesignPage />);
    await screen.findByTestId('design-name');
    fireEvent.click(screen.getByTestId('add-text'));
    const elements = screen.getAllByTestId('design-element');
    expect(elements).toHaveLength(5);
    fireEvent.change(within(elements[4]!).getByTestId('element-text'), { target: { value: 'Gold 96.5%' } });
    expect(previewTexts()).toContain('Gold 96.5%');
    fireEvent.click(screen.getByTestId('add-epc'));
    expect(previewTexts()).toContain('E28011700000020A1B2C3D4E');
    fireEvent.click(screen.getByTestId('add-qr'));
    expect(within(screen.getByTestId('tag-preview')).getByTestId('preview-qr').getAttribute('data-value')).toBe('E28011700000020A1B2C3D4E');
    fireEvent.click(screen.getByRole('button', { name: 'Move Text 5 up' }));
    api.on(tagDesignApi.save, ({ body }) => succeeds({ ...(body as TagDesign), id: 'd1', createdAt: '', updatedAt: '' }));
    await save();
    const body = api.callsOf(tagDesignApi.save)[0]!.body as TagDesign;
    expect(body).toMatchObject({ id: 'd1', name: 'Ring tag', widthMm: 50, heightMm: 25, dpi: 203 });
    expect(body.elements.map((e) => (e.kind === 'text' ? e.text : e.kind === 'field' ? e.field : `${e.symbology}:${e.field}`))).toEqual([
      'productCode',
      'designNumber',
      'price',
      'Gold 96.5%',
      'CODE128:productCode',
      'epc',
      'QR:epc',
    ]);
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Tag design saved successfully' }));
  });

  it('When an element is placed off the label, then TGD102 shows on it and Save waits; a duplicate name (TGD100) shows on the name', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<TagDesignPage />);
    await screen.findByTestId('design-name');
    const first = screen.getAllByTestId('design-element')[0]!;
    fireEvent.change(within(first).getByLabelText('From the left (mm)'), { target: { value: '60' } });
    expect(within(first).getByRole('alert').textContent).toBe('An element of the design lies outside the label');
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(first).getByLabelText('From the left (mm)'), { target: { value: '3' } });
    fireEvent.change(screen.getByTestId('design-name'), { target: { value: 'Bangle tag' } });
    api.on(tagDesignApi.save, fails(409, 'TGD100'));
    await save();
    await waitFor(() => expect(screen.getByTestId('design-name').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Duplicate tag design name').length).toBeGreaterThan(0);
  });

  it('When the merchant has no design, then a new one starts from the standard tag and saves without an id', async () => {
    signInWith([READ, MODIFY]);
    const api = serve([]);
    renderInHub(<TagDesignPage />);
    expect(((await screen.findByTestId('design-name')) as HTMLInputElement).value).toBe('New tag');
    api.on(tagDesignApi.save, ({ body }) => succeeds({ ...(body as TagDesign), id: 'd9', createdAt: '', updatedAt: '' }));
    await save();
    const body = api.callsOf(tagDesignApi.save)[0]!.body as Record<string, unknown>;
    expect(body.id).toBeUndefined();
    expect(body.elements).toEqual(DEFAULT_TAG_DESIGN.elements);
  });

  it('When the user may only read, then the design shows with its preview but nothing can change; without the permission, access is denied', async () => {
    signInWith([READ]);
    serve();
    const view = renderInHub(<TagDesignPage />);
    expect(((await screen.findByTestId('design-name')) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('tag-preview')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByTestId('add-text')).toBeNull();
    view.unmount();
    signInWith(['PRODUCTS_READ_PREVIEW']);
    renderInHub(<TagDesignPage />);
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
