import { render, screen } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { SetupProgress } from './SetupProgress';

describe('SetupProgress', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));

  it('When setup is finished with 2 of the wizard’s 7 steps done, then it shows 2 of 7, 28% and the other 5 skipped (issue 28 item 5: not 100%)', () => {
    hubStore.setState({ locale: 'en' });
    render(
      <HubRoot>
        <SetupProgress
          modules={[
            { name: 'Setup', status: 'CREATED' },
            { name: 'Data Import', status: 'UPDATED' },
            { name: 'Theme', status: 'CREATED' },
            { name: 'Global', status: 'CREATED' },
          ]}
        />
      </HubRoot>,
    );
    expect(screen.getByText('2 of 7 steps done')).toBeTruthy();
    expect(screen.getByText('28%')).toBeTruthy();
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.dataset.state)).toEqual(['skipped', 'skipped', 'done', 'skipped', 'skipped', 'skipped', 'done']);
    expect(items[2]!.textContent).toBe('Data importDone');
    expect(items[0]!.textContent).toBe('StoresSkipped');
  });

  it('When setup is not finished, then the steps not done say so, in Thai too', () => {
    hubStore.setState({ locale: 'th' });
    render(
      <HubRoot>
        <SetupProgress modules={[]} />
      </HubRoot>,
    );
    expect(screen.getByText('ทำแล้ว 0 จาก 7 ขั้นตอน')).toBeTruthy();
    expect(screen.getAllByText('ยังไม่ได้ทำ')).toHaveLength(7);
  });
});
