import { act, renderHook, waitFor } from '@testing-library/react';
import { namedMappingsApi, type NamedMapping, type NamedMappingSummary } from '@hub/contracts';
import { addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, signInForTest, succeeds } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { mappingLabel, useNamedMappings } from './useNamedMappings';

describe('a named mapping in a list (issue 28 item 2)', () => {
  it('is named with its revision', () => {
    expect(mappingLabel({ name: 'Supplier B', revision: 2 }, 'rev.')).toBe('Supplier B · rev. 2');
  });
});

describe('what the mappings screen tells after a change (issue 28 item 2)', () => {
  const summary: NamedMappingSummary = { id: 'm-syd', name: 'Sydney supplier', isDefault: false, configured: true, revision: 1, updatedAt: null, usedBySources: [], stores: ['SYD'] };
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    hubStore.setState({ locale: 'en' });
    signInForTest({ roles: ['ERP_MODIFY'] });
    fakeApi()
      .on(namedMappingsApi.list, succeeds([summary]))
      // The server answers every change of a mapping with CDM000, "Data mapping saved successfully".
      .on(namedMappingsApi.patch, succeeds({ ...summary, stores: ['SYD', 'MEL'] } as unknown as NamedMapping, 'CDM000'));
  });

  it('When the stores that start with a mapping are saved, then the screen says the stores were saved, not the data mapping', async () => {
    const { result } = renderHook(() => useNamedMappings());
    await waitFor(() => expect(result.current.mappings).toHaveLength(1));
    await act(() => result.current.setStores('m-syd', ['SYD', 'MEL'], 'Stores saved'));
    expect(hubStore.getState().snackbar).toEqual({ open: true, message: 'Stores saved', intent: 'success' });
  });

  it('When a mapping is renamed, then the screen says it in the answer code’s words', async () => {
    const { result } = renderHook(() => useNamedMappings());
    await waitFor(() => expect(result.current.mappings).toHaveLength(1));
    await act(() => result.current.rename('m-syd', 'Sydney', 'Renamed'));
    expect(hubStore.getState().snackbar).toEqual({ open: true, message: 'Data mapping saved successfully', intent: 'success' });
  });
});
