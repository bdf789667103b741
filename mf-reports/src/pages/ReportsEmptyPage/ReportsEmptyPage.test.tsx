import { render, screen, within } from '@testing-library/react';
import { HubRoot, addI18nBundles, hubStore } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { signInReportReader } from '../testSession';
import { ReportsEmptyPage } from './ReportsEmptyPage';

describe('ReportsEmptyPage (spec section 2, /management/reports/empty)', () => {
  beforeAll(() => addI18nBundles('mf-reports', i18nBundles));

  it('When a report reader opens it, then the steps to a first report show, none linked (an administrator does them)', () => {
    signInReportReader();
    render(<HubRoot><ReportsEmptyPage /></HubRoot>);
    expect(screen.getByRole('heading', { level: 1, name: 'Stock-take reports' })).toBeTruthy();
    expect(screen.getByText('No stock-take reports yet')).toBeTruthy();
    const devices = screen.getByTestId('start-step-devices');
    expect(within(devices).queryByRole('link')).toBeNull();
    expect(devices.textContent).toContain('Ask an administrator to do this.');
    expect(screen.getByRole('link', { name: 'Back to the stock-take reports' }).getAttribute('href')).toBe('/management/reports');
  });

  it('When the user may manage devices and keys, then those steps link to their pages', () => {
    signInReportReader();
    const user = hubStore.getState().user!;
    hubStore.setState({ user: { ...user, roles: [...user.roles, 'DEVICES_MANAGEMENT_READ_PREVIEW', 'API_KEY_READ_PREVIEW'] } });
    render(<HubRoot><ReportsEmptyPage /></HubRoot>);
    expect(screen.getByRole('link', { name: 'Register the tablets that count' }).getAttribute('href')).toBe('/management/devices');
    expect(screen.getByRole('link', { name: 'Give the tablets an API key' }).getAttribute('href')).toBe('/config/integrations');
    expect(within(screen.getByTestId('start-step-reportConfig')).queryByRole('link')).toBeNull();
  });

  it('When the user may not read reports, then Access Denied shows', () => {
    signInReportReader();
    const user = hubStore.getState().user!;
    hubStore.setState({ user: { ...user, roles: [] } });
    render(<HubRoot><ReportsEmptyPage /></HubRoot>);
    expect(screen.queryByTestId('reports-empty-page')).toBeNull();
  });
});
