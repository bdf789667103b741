import { render, screen, within } from '@testing-library/react';
import type { MasterImportProgress } from '@hub/contracts';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { MasterProgress } from './MasterProgress';

const master: MasterImportProgress = {
  totalCount: 300,
  status: 'IDLE',
  importProgress: 50,
  stores: [
    { sid: 'BKK', totalCount: 100, processed: 100, importProgress: 100, status: 'FINISHED', nInserted: 90, nModified: 10, skipped: 0 },
    { sid: 'CNX', totalCount: 100, processed: 50, importProgress: 50, status: 'IMPORTING', nInserted: 50, nModified: 0, skipped: 0 },
    { sid: 'DXB', totalCount: 100, processed: 0, importProgress: 0, status: 'WAITING', nInserted: 0, nModified: 0, skipped: 0 },
  ],
  skippedItems: [{ sid: 'CNX', productCode: 'P-77', row: 78, code: 'PDFV107' }],
};
const names: Record<string, string> = { BKK: 'Bangkok Siam', CNX: 'Chiang Mai', DXB: 'Dubai Gold Souk' };

describe('MasterProgress (spec section 3, master import progress; section 4, import status per store)', () => {
  beforeAll(() => addI18nBundles('mf-import', i18nBundles));

  const renderIn = (locale: 'en' | 'ar', value = master) => {
    hubStore.setState({ locale });
    return render(
      <HubRoot>
        <MasterProgress master={value} storeName={(sid) => names[sid] ?? sid} />
      </HubRoot>,
    );
  };

  it('When a master import runs, then each store shows its own status, share done and counts, and the skipped products their reason', async () => {
    renderIn('en');
    const rows = await screen.findAllByTestId('master-store-row');
    expect(rows.map((r) => within(r).getByTestId('master-store-status').textContent)).toEqual(['Finished', 'Importing', 'Waiting']);
    expect(rows[1]!.textContent).toContain('Chiang Mai');
    expect(rows[1]!.textContent).toContain('50%');
    expect(rows[1]!.textContent).toContain('50 of 100 · 50 inserted · 0 updated');
    const skipped = screen.getByTestId('master-skipped-items');
    expect(skipped.textContent).toContain('P-77');
    expect(skipped.textContent).toContain('Row 78');
  });

  it('When every store was skipped, then the list says so instead of an empty table', () => {
    renderIn('en', { ...master, stores: [], skippedItems: [] });
    expect(screen.queryAllByTestId('master-store-row')).toHaveLength(0);
    expect(screen.getByText('No store has products to write: every store is skipped.')).toBeTruthy();
  });

  it('When the user reads Arabic, then the statuses are worded in Arabic', async () => {
    renderIn('ar');
    const statuses = (await screen.findAllByTestId('master-store-status')).map((s) => s.textContent);
    expect(statuses.every((s) => s && !/[A-Za-z]/.test(s))).toBe(true);
  });
});
