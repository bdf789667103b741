import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { hubStore } from '@hub/ui';
import { MAPPING, fakeApi, ok, prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { PreFilterConfigPage } from './PreFilterConfigPage';

const READ = 'PRE_FILTER_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'PRE_FILTER_CONFIGURATION_MODIFY';
const FILTERS = {
  filters: [
    { fieldName: 'karat', displayName: 'Karat', visible: true, range: null },
    { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: null, to: null } },
  ],
  revision: 1,
  configured: true,
};
const PRESETS = { presets: [{ name: 'Heavy 22K', filters: { karat: '22K', netWeight: { from: 10, to: null } } }], revision: 1, configured: true };

function api(presets: unknown = PRESETS) {
  return fakeApi({
    'GET /merchant/config/pre-filter': ok('CFL001', presets),
    'GET /merchant/config/filter': ok('CFL001', FILTERS),
    'GET /merchant/config/data-mapping': ok('CDM001', MAPPING),
  });
}
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;

describe('PreFilterConfigPage (issue 5 item 3, CFL codes)', () => {
  beforeEach(prepareHub);

  it('shows each saved set with its values and ranges', async () => {
    signInWith([READ, MODIFY]);
    api();
    renderInHub(<PreFilterConfigPage />);
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).value).toBe('Heavy 22K');
    expect((screen.getByRole('textbox', { name: 'Karat' }) as HTMLInputElement).value).toBe('22K');
    expect((within(screen.getByRole('group', { name: 'Net weight' })).getByRole('textbox', { name: 'From' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByText('Filters: 2')).toBeTruthy();
  });

  it('When a new set is created without a name, then CFL105 shows; named with a value, it is saved and CFL002 worded', async () => {
    signInWith([READ, MODIFY]);
    const { calls, routes } = api();
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

    routes['POST /merchant/config/pre-filter'] = (body) => ok('CFL002', { ...(body as object), revision: 2, configured: true });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      presets: [PRESETS.presets[0], { name: 'Gold rings', filters: { karat: ['22K', '24K'] } }],
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Filter sets saved successfully' }));
  });

  it('When a set is deleted, then the rest is saved', async () => {
    signInWith([READ, MODIFY]);
    const { calls, routes } = api();
    renderInHub(<PreFilterConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Heavy 22K' }));
    expect(screen.getByText('No saved filter sets yet')).toBeTruthy();
    routes['POST /merchant/config/pre-filter'] = (body) => ok('CFL002', { ...(body as object), revision: 2, configured: true });
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ presets: [] });
  });

  it('When no filter config is saved yet, then the sets offer the filters in force: the data mapping\'s, as /config/filter and the list show them', async () => {
    signInWith([READ, MODIFY]);
    fakeApi({
      'GET /merchant/config/pre-filter': ok('CFL001', { presets: [], revision: 0, configured: false }),
      'GET /merchant/config/filter': ok('CFL001', { filters: [], revision: 0, configured: false }),
      'GET /merchant/config/data-mapping': ok('CDM001', MAPPING),
    });
    renderInHub(<PreFilterConfigPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'New filter set' }));
    expect(screen.queryByText('No filters are configured, so sets have nothing to filter on.')).toBeNull();
    fireEvent.click(screen.getByRole('combobox', { name: /^Add a filter to/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Karat', 'Net weight']);
  });

  it('When no filter is in force (a saved, empty filter config), then the page says so and links to the filters', async () => {
    signInWith([READ, MODIFY]);
    fakeApi({
      'GET /merchant/config/pre-filter': ok('CFL001', { presets: [], revision: 0, configured: false }),
      'GET /merchant/config/filter': ok('CFL001', { filters: [], revision: 1, configured: true }),
      'GET /merchant/config/data-mapping': ok('CDM001', MAPPING),
    });
    renderInHub(<PreFilterConfigPage />);
    expect(await screen.findByText('No filters are configured, so sets have nothing to filter on.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Configure filters' }).getAttribute('href')).toBe('/config/filter');
  });

  it('When the user lacks the modify permission, then the sets are read-only', async () => {
    signInWith([READ]);
    api();
    renderInHub(<PreFilterConfigPage />);
    expect(((await screen.findByRole('textbox', { name: 'Name' })) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'New filter set' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
