import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { storesApi, type NamedMappingSummary } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, signInForTest, storeEntry, succeeds } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { MappingPicker } from './MappingPicker';
import type { NamedMappingsState } from './useNamedMappings';

const mapping = (id: string, name: string, stores: string[]): NamedMappingSummary => ({ id, name, isDefault: id === 'default', configured: true, revision: 1, updatedAt: null, usedBySources: [], stores });

describe('the stores a mapping starts (issue 28 item 2: several mappings, per store)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    fakeApi().on(storesApi.list, succeeds([storeEntry({ code: 'MEL', name: 'Melbourne' }), storeEntry({ code: 'SYD', name: 'Sydney' })]));
    hubStore.setState({ locale: 'en' });
    signInForTest({ roles: ['ERP_MODIFY'] });
  });

  const renderPicker = (canModify: boolean) => {
    const setStores = jest.fn(async () => null);
    const named = { mappings: [mapping('default', 'Default', []), mapping('m-syd', 'Sydney supplier', ['SYD'])], setStores } as unknown as NamedMappingsState;
    render(
      <HubRoot>
        <MappingPicker named={named} selected="m-syd" onSelect={() => undefined} canModify={canModify} />
      </HubRoot>,
    );
    return setStores;
  };

  it('When a store is added on the mappings screen, then the mapping is saved as the one exactly those stores start with', async () => {
    const setStores = renderPicker(true);
    const chooser = screen.getByTestId('mapping-stores');
    await waitFor(() => expect(chooser.textContent).toBe('Sydney (SYD)'));
    fireEvent.click(chooser);
    // A multiselect's options are check boxes (menuitemcheckbox).
    fireEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Melbourne (MEL)' }));
    expect(setStores).toHaveBeenCalledWith('m-syd', ['SYD', 'MEL'], 'Stores saved');
  });

  it('When the user may not change mappings, then the stores are shown and cannot be changed', async () => {
    renderPicker(false);
    await screen.findByRole('combobox', { name: 'Stores that start with it' });
    expect((screen.getByTestId('mapping-stores') as HTMLButtonElement).disabled).toBe(true);
  });
});
