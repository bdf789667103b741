import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dataMappingApi, listConfigApi, type FilterConfigAnswer, type PreFilterConfig, type PreFilterConfigAnswer } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { MAPPING, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { PreFilterConfigPage } from './PreFilterConfigPage';

const READ = 'PRE_FILTER_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'PRE_FILTER_CONFIGURATION_MODIFY';
const FILTERS: FilterConfigAnswer = {
  filters: [
    { fieldName: 'karat', displayName: 'Karat', visible: true, range: null },
    { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: null, to: null } },
  ],
  revision: 1,
  configured: true,
};
const PRESETS: PreFilterConfigAnswer = { presets: [{ name: 'Heavy 22K', filters: { karat: '22K', netWeight: { from: 10, to: null } } }], revision: 1, configured: true };

function serve(presets: PreFilterConfigAnswer = PRESETS, filters: FilterConfigAnswer = FILTERS) {
  return fakeApi()
    .on(listConfigApi.preFilter, succeeds(presets))
    .on(listConfigApi.filter, succeeds(filters))
    .on(dataMappingApi.get, succeeds(MAPPING));
}
/** The save answers the sets sent, as saved. */
const savesSent = ({ body }: { body: unknown }) => succeeds<typeof listConfigApi.savePreFilter>({ ...(body as PreFilterConfig), revision: 2, configured: true });
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('PreFilterConfigPage (issue 5 item 3, CFL codes)', () => {
  beforeEach(prepareHub);

  it('shows each saved set with its values and ranges', async () => {
    signInWith([READ, MODIFY]);
    serve();
    renderInHub(<PreFilterConfigPage />);
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('Heavy 22K');
    expect((screen.getByRole('textbox', { name: 'Karat' }) as HTMLInputElement).value).toBe('22K');
    expect((within(screen.getByRole('group', { name: 'Net weight' })).getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Filters: 2')).toBeTruthy();
  });

  it('When a new set is created without a name, then CFL105 shows; named with a value, it is saved and CFL002 worded', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<PreFilterConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New filter set' }));
    expect(await screen.findByText('CFL105 · Filter set name cannot be empty')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Name' })[1]!, { target: { value: 'heavy 22k' } });
    expect(await screen.findByText('CFL106 · Duplicate filter set name')).toBeTruthy();
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Name' })[1]!, { target: { value: 'Gold rings' } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Add a filter to Gold rings' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Karat' }));
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Karat' })[1]!, { target: { value: '22K, 24K' } });

    api.on(listConfigApi.savePreFilter, savesSent);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      presets: [PRESETS.presets[0], { name: 'Gold rings', filters: { karat: ['22K', '24K'] } }],
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Filter sets saved successfully' }));
  });

  it('When a set is deleted, then the rest is saved', async () => {
    signInWith([READ, MODIFY]);
    const api = serve();
    renderInHub(<PreFilterConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Heavy 22K' }));
    expect(screen.getByText('No saved filter sets yet')).toBeTruthy();
    api.on(listConfigApi.savePreFilter, savesSent);
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ presets: [] });
  });

  it('When no filter config is saved yet, then the sets offer the filters in force: the data mapping\'s, as /config/filter and the list show them', async () => {
    signInWith([READ, MODIFY]);
    serve({ presets: [], revision: 0, configured: false }, { filters: [], revision: 0, configured: false });
    renderInHub(<PreFilterConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New filter set' }));
    expect(screen.queryByText('No filters are configured, so sets have nothing to filter on.')).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: /^Add a filter to/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Karat', 'Net weight']);
  });

  it('When no filter is in force (a saved, empty filter config), then the page says so and links to the filters', async () => {
    signInWith([READ, MODIFY]);
    serve({ presets: [], revision: 0, configured: false }, { filters: [], revision: 1, configured: true });
    renderInHub(<PreFilterConfigPage />);
    expect(await screen.findByText('No filters are configured, so sets have nothing to filter on.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configure filters' }).getAttribute('href')).toBe('/config/filter');
  });

  it('When the user lacks the modify permission, then the sets are read-only', async () => {
    signInWith([READ]);
    serve();
    renderInHub(<PreFilterConfigPage />);
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'New filter set' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
