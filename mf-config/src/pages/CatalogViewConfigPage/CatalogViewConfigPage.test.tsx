import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dataMappingApi, listConfigApi, type CatalogViewConfig } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { CatalogViewConfigPage } from './CatalogViewConfigPage';

const READ = 'CATLOG_VIEW_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'CATLOG_VIEW_CONFIGURATION_MODIFY';

function serve(columns: CatalogViewConfig['columns']) {
  return fakeApi()
    .on(listConfigApi.catalogView, succeeds({ columns, effectiveColumns: [], revision: 1, configured: columns.length > 0 }))
    .on(dataMappingApi.get, succeeds(MAPPING));
}
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const preview = () => Array.from(screen.getByTestId('catalog-view-preview').children).map((c) => c.lastChild?.textContent);

describe('CatalogViewConfigPage (issue 5 item 3)', () => {
  beforeEach(prepareHub);

  it('When no view is saved, then the preview shows the default columns and can become the view', async () => {
    signInWith([READ, MODIFY]);
    serve([]);
    renderInHub(<CatalogViewConfigPage />);
    await screen.findByTestId('catalog-view-preview');
    expect(preview()).toEqual(['Product code', 'RFID tag', 'designNumber', 'itemType', 'Karat', 'Net weight']);
    expect(saveButton().disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Start from the default columns' }));
    expect(screen.getAllByTestId('column-item')).toHaveLength(6);
    expect(saveButton().disabled).toBe(false);
  });

  it('When columns are reordered and hidden, then the preview follows and the view is saved with CCV000 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = serve([
      { fieldName: 'productCode', visible: true },
      { fieldName: 'karat', visible: true },
    ]);
    renderInHub(<CatalogViewConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Move Karat up' }));
    expect(preview()).toEqual(['Karat', 'Product code']);
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a column…' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Net weight (netWeight)' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Show Product code' }));
    expect(preview()).toEqual(['Karat', 'Net weight']);

    api.on(listConfigApi.saveCatalogView, ({ body }) =>
      succeeds({ ...(body as CatalogViewConfig), effectiveColumns: [], revision: 2, configured: true }),
    );
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      columns: [
        { fieldName: 'karat', visible: true },
        { fieldName: 'productCode', visible: false },
        { fieldName: 'netWeight', visible: true },
      ],
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Catalogue view saved successfully' }));
  });

  it('When a saved column is no longer mapped, then CFL100 shows on it', async () => {
    signInWith([READ, MODIFY]);
    serve([{ fieldName: 'gone', visible: true }]);
    renderInHub(<CatalogViewConfigPage />);
    expect(await screen.findByText('CFL100 · Filter field is not a product field')).toBeTruthy();
  });

  it('When the user lacks the modify permission, then the columns cannot be changed', async () => {
    signInWith([READ]);
    serve([{ fieldName: 'karat', visible: true }]);
    renderInHub(<CatalogViewConfigPage />);
    expect(((await screen.findByRole('switch', { name: 'Show Karat' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('combobox', { name: 'Add a column…' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
