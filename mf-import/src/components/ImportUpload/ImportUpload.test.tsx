import { fireEvent, render, screen } from '@testing-library/react';
import type { NamedMappingSummary } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { fakeApi, signInForTest, storeEntry } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { ImportUpload } from './ImportUpload';

const mapping = (id: string, name: string, stores: string[]): NamedMappingSummary => ({ id, name, isDefault: id === 'default', configured: true, revision: 1, updatedAt: null, usedBySources: [], stores });

describe('the upload’s mapping (issue 28 item 2: several mappings, per store)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));
  beforeEach(() => {
    fakeApi();
    hubStore.setState({ locale: 'en' });
    signInForTest({ roles: ['DATA_IMPORT_MODIFY'], sid: 'MEL' });
  });

  it('When the merchant chose a mapping for the store, then its upload starts with it; another store starts with the default; the user may still choose (kept for that store)', () => {
    render(
      <HubRoot>
        <ImportUpload
          stores={[storeEntry({ code: 'MEL', name: 'Melbourne' }), storeEntry({ code: 'SYD', name: 'Sydney' })]}
          storeBound
          mappings={[mapping('default', 'Default', []), mapping('m-syd', 'Sydney supplier', ['SYD'])]}
          onUploaded={() => undefined}
        />
      </HubRoot>,
    );
    const chosen = () => screen.getByTestId('import-mapping').textContent;
    const pick = (testId: string, option: string) => {
      fireEvent.click(screen.getByTestId(testId));
      fireEvent.click(screen.getByRole('option', { name: option }));
      return chosen();
    };
    expect(chosen()).toBe('Default · rev. 1');
    expect(pick('import-store', 'Sydney (SYD)')).toBe('Sydney supplier · rev. 1');
    expect(pick('import-mapping', 'Default · rev. 1')).toBe('Default · rev. 1');
    // The choice was for Sydney: back on Sydney it stays.
    expect(pick('import-store', 'Melbourne (MEL)')).toBe('Default · rev. 1');
    expect(pick('import-store', 'Sydney (SYD)')).toBe('Default · rev. 1');
  });
});
