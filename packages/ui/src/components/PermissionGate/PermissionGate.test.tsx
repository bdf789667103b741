import { fireEvent, render, screen } from '@testing-library/react';
import { HubRoot } from '../HubRoot/HubRoot';
import { hubStore } from '../../store/hubStore';
import { PermissionGate } from './PermissionGate';

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: {
      userName: 'Ann',
      email: 'a@demo.hub',
      image: null,
      roleName: 'ADMIN',
      roles,
      merchantID: 'M1',
      profile: 'default',
      sid: 'MASTER',
      merchants: ['M1'],
    },
    accessToken: 't',
    refreshToken: 'r',
  });
}

const gated = (mode: 'remove' | 'overlay' | 'disable', showHome = false) =>
  render(
    <HubRoot>
      <PermissionGate permission="USERS_MANAGEMENT_READ_PREVIEW" mode={mode} showHome={showHome}>
        <input aria-label="User name" />
      </PermissionGate>
    </HubRoot>,
  );

describe('PermissionGate (spec section 6)', () => {
  beforeEach(() => hubStore.setState({ locale: 'en' }));

  it('shows the content when the permission is held', () => {
    signInWith(['USERS_MANAGEMENT_READ_PREVIEW']);
    gated('overlay');
    expect((screen.getByRole('textbox', { name: 'User name' }) as HTMLInputElement).matches(':disabled')).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('remove mode: the content is gone', () => {
    signInWith([]);
    gated('remove');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('overlay mode: blurred content under the Access Denied text, with a Home button', () => {
    signInWith([]);
    window.history.replaceState(null, '', '/management/user');
    gated('overlay', true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain("You don't have permissions to access this");
    expect(alert.textContent).toContain('Contact an administrator to get permission.');
    fireEvent.click(screen.getByRole('button', { name: 'Home' }));
    expect(window.location.pathname).toBe('/');
  });

  it('disable mode: inputs are disabled', () => {
    signInWith(['OTHER']);
    gated('disable');
    expect((screen.getByRole('textbox', { name: 'User name' }) as HTMLInputElement).matches(':disabled')).toBe(true);
  });

  it('wildcard roles ending in ** match by prefix', () => {
    signInWith(['USERS_MANAGEMENT_**']);
    gated('remove');
    expect(screen.getByRole('textbox', { name: 'User name' })).toBeTruthy();
  });
});
