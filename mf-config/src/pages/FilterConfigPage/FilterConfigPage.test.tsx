import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { dataMappingApi, listConfigApi, type FilterConfig, type FilterConfigAnswer } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { FilterConfigPage } from './FilterConfigPage';

const READ = 'FILTER_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'FILTER_CONFIGURATION_MODIFY';
const CONFIG: FilterConfigAnswer = { filters: [{ fieldName: 'karat', displayName: 'Purity', visible: true, range: null }], revision: 1, configured: true };

function serve() {
  return fakeApi().on(listConfigApi.filter, succeeds(CONFIG)).on(dataMappingApi.get, succeeds(MAPPING));
}
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('FilterConfigPage (spec section 3 "Filter", CFL codes)', () => {
  beforeEach(prepareHub);

  it('lists every mapped field; only numeric fields offer a range', async () => {
    signInWith([READ, MODIFY]);
    serve();
    renderInHub(<FilterConfigPage />);
    expect(await screen.findAllByTestId('filter-row')).toHaveLength(4);
    expect((screen.getByRole('textbox', { name: 'Display name of Karat' }) as HTMLInputElement).value).toBe('Purity');
    expect(screen.queryByRole('switch', { name: 'Filter Karat by range' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Net weight' }));
    expect(screen.getByRole('switch', { name: 'Filter Net weight by range' })).toBeTruthy();
  });

  it('When a numeric filter gets a reversed range, then CFL103 shows; fixed, the filters are saved with CFL000 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<FilterConfigPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Net weight' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Net weight from' }), { target: { value: '9' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Net weight to' }), { target: { value: '2' } });
    expect(await screen.findByText('CFL103 · The range starts after it ends')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: 'Net weight to' }), { target: { value: '20' } });
    expect(saveButton().disabled).toBe(false);

    api.on(listConfigApi.saveFilter, ({ body }) => succeeds({ ...(body as FilterConfig), revision: 2, configured: true }));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      filters: [
        { fieldName: 'karat', displayName: 'Purity', visible: true, range: null },
        { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: 9, to: 20 } },
      ],
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Filters saved successfully' }));
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('When the display name is emptied, then CFL104 shows; turned back, nothing is left to update', async () => {
    signInWith([READ, MODIFY]);
    serve();
    renderInHub(<FilterConfigPage />);
    const name = await screen.findByRole('textbox', { name: 'Display name of Karat' });
    fireEvent.change(name, { target: { value: '' } });
    expect(await screen.findByText('CFL104 · Display name cannot be empty')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' Purity ' } });
    expect(screen.queryByText('CFL104 · Display name cannot be empty')).toBeNull();
    expect(saveButton().disabled).toBe(true);
    expect(screen.getByText('No changes')).toBeTruthy();
  });

  it('When the save is refused, then the code of the answer shows', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<FilterConfigPage />);
    fireEvent.click(await screen.findByRole('switch', { name: 'Karat visible on the products page' }));
    api.on(listConfigApi.saveFilter, fails(400, 'CFL100', [{ field: 'filters.0.fieldName', rule: 'CFL100' }]));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText('CFL100 · Filter field is not a product field')).toBeTruthy();
  });

  it('When the user lacks the modify permission, then every input is disabled and Save is gone', async () => {
    signInWith([READ]);
    serve();
    renderInHub(<FilterConfigPage />);
    expect(((await screen.findByRole('switch', { name: 'Net weight' })) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Display name of Karat' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the user cannot read filters, then Access Denied shows', () => {
    signInWith([]);
    const api = serve();
    renderInHub(<FilterConfigPage />);
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
