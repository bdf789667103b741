import { render, screen } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { SetupProgress } from './SetupProgress';

describe('SetupProgress', () => {
  beforeAll(() => addI18nBundles('mf-catalog', i18nBundles));

  it('When 2 of 3 modules are done, then it shows 2 of 3, 66% and each module status', () => {
    hubStore.setState({ locale: 'en' });
    render(
      <HubRoot>
        <SetupProgress
          modules={[
            { name: 'Setup', status: 'CREATED' },
            { name: 'Data Import', status: 'UPDATED' },
            { name: 'Theme', status: 'BEFORE_CREATED' },
          ]}
        />
      </HubRoot>,
    );
    expect(screen.getByText('2 of 3 modules done')).toBeTruthy();
    expect(screen.getByText('66%')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Setup modules' });
    expect(list.textContent).toContain('Data import');
    expect(list.textContent).toContain('Not set up yet');
  });
});
