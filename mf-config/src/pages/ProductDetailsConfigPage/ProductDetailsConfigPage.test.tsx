import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataMappingApi, productDetailsConfigApi, type ProductDetailsAnswer, type ProductDetailsBody } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { ProductDetailsConfigPage } from './ProductDetailsConfigPage';

const READ = 'PRODUCT_DETAILS_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'PRODUCT_DETAILS_CONFIGURATION_MODIFY';
const CONFIG: ProductDetailsAnswer = {
  sections: [{ sectionName: 'Metal', multiple: false, sectionFields: ['karat'] }],
  summary: { headers: [{ fieldName: 'productCode' }], content: [] },
  breakdown: { lines: [], totalField: null },
  revision: 1,
  configured: true,
};

function serve() {
  return fakeApi()
    .on(productDetailsConfigApi.get, succeeds(CONFIG))
    .on(productDetailsConfigApi.breakdown, succeeds(CONFIG.breakdown))
    .on(dataMappingApi.get, succeeds(MAPPING));
}

const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('ProductDetailsConfigPage (spec sections 2, 3 and 5; CPD codes)', () => {
  beforeEach(prepareHub);

  it('When the section name is emptied, then CPD100 shows beside it and Save waits', async () => {
    signInWith([READ, MODIFY]);
    serve();
    renderInHub(<ProductDetailsConfigPage />);
    const name = await screen.findByRole('textbox', { name: 'Section name' });
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('No changes')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' ' } });
    expect(await screen.findByText('CPD100 · Section name cannot be empty')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('When a section is added with a field and saved, then only the sections are posted and CPD000 is worded', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<ProductDetailsConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add section' }));
    const names = screen.getAllByRole('textbox', { name: 'Section name' });
    fireEvent.change(names[1]!, { target: { value: 'Stones' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a field to Fields of Stones' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Net weight (netWeight)' }));
    expect(within(screen.getByRole('list', { name: 'Fields of Stones' })).getByText('Net weight')).toBeTruthy();

    api.on(productDetailsConfigApi.save, ({ body }) => succeeds({ ...CONFIG, ...(body as ProductDetailsBody), revision: 2 }));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      sections: [
        { sectionName: 'Metal', multiple: false, sectionFields: ['karat'] },
        { sectionName: 'Stones', multiple: false, sectionFields: ['netWeight'] },
      ],
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success', message: 'Product details config saved successfully' }));
    expect(saveButton().disabled).toBe(true);
  });

  it('When only the summary changes, then the summary alone is posted and CPD002 is worded', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<ProductDetailsConfigPage />);
    fireEvent.click(await screen.findByRole('combobox', { name: 'Add a field to Content' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Karat (karat)' }));
    api.on(productDetailsConfigApi.save, ({ body }) => succeeds({ ...CONFIG, ...(body as ProductDetailsBody) }, 'CPD002'));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ summary: { headers: [{ fieldName: 'productCode' }], content: ['karat'] } });
    await waitFor(() => expect(hubStore.getState().snackbar.message).toBe('Product summary config saved successfully'));
  });

  it('When the server refuses with its rules, then the codes show beside the inputs', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<ProductDetailsConfigPage />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Section name' }), { target: { value: 'Metals' } });
    api.on(productDetailsConfigApi.save, fails(400, 'CPD103', [{ field: 'sections.0.sectionFields.0', rule: 'CPD103' }]));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText('CPD103 · Field is not a product field')).toBeTruthy();
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Field is not a product field'))).toBe(true);
  });

  it('When the user lacks the modify permission, then the form is read-only', async () => {
    signInWith([READ]);
    serve();
    renderInHub(<ProductDetailsConfigPage />);
    expect(await screen.findByText("You can view this configuration, but you don't have permission to change it.")).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Section name' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add section' })).toBeNull();
  });

  it('When loading fails, then the error shows with Retry', async () => {
    signInWith([READ]);
    fakeApi().on(dataMappingApi.get, fails(500, 'SE100'));
    renderInHub(<ProductDetailsConfigPage />);
    expect(await screen.findByText('The product details configuration could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('When the user cannot read the config, then Access Denied shows and nothing is fetched', () => {
    signInWith([]);
    const api = serve();
    renderInHub(<ProductDetailsConfigPage />);
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
