import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_ROLE_PERMISSIONS, MESSAGES_AR, registrationApi } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { RegisterPage } from './RegisterPage';

const user = { userName: 'Lek', email: 'lek@gems.example', image: null, roleName: 'ADMIN', roles: [...DEFAULT_ROLE_PERMISSIONS.ADMIN], merchantID: 'GEMS', profile: 'default', sid: 'MASTER', merchants: ['GEMS'] };

function fill(fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) fireEvent.change(document.querySelector(`input[name="${name}"]`)!, { target: { value } });
}
const renderPage = () =>
  render(
    <HubRoot>
      <RegisterPage />
    </HubRoot>,
  );

describe('RegisterPage (issue 15 item 5)', () => {
  beforeAll(() => registerShellStrings());
  afterEach(() => act(() => hubStore.getState().signOut()));

  it('When the key is wrong, then UR104 shows beside the key in the user language and nobody is signed in', async () => {
    hubStore.setState({ locale: 'ar' });
    const api = fakeApi().on(registrationApi.register, fails(404, 'UR104'));
    renderPage();
    fill({ serialKey: 'HUB-NOPE', merchantName: 'Gems', userName: 'Lek', email: 'lek@gems.example', password: 'Gems@2026' });
    fireEvent.click(screen.getByTestId('register-submit'));
    expect((await screen.findByTestId('register-error')).textContent).toBe(MESSAGES_AR.UR104);
    expect(api.callsOf(registrationApi.register)[0]!.body).toMatchObject({ serialKey: 'HUB-NOPE', merchantName: 'Gems', email: 'lek@gems.example' });
    expect(hubStore.getState().user).toBeNull();
  });

  it('When registration succeeds, then the new admin is signed in and goes to /setup', async () => {
    hubStore.setState({ locale: 'en' });
    const api = fakeApi().on(registrationApi.register, succeeds({ accessToken: 'a', refreshToken: 'r', accessTokenExpiresIn: 1, refreshTokenExpiresIn: 1, user, merchantId: 'GEMS' }));
    renderPage();
    fill({ serialKey: 'HUB-7K2Q9-AAAAA-BBBBB-CCCCC', merchantName: 'Gems', userName: 'Lek', email: ' lek@gems.example ', password: 'Gems@2026' });
    expect(screen.getByTestId('password-rules')).toBeTruthy();
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(hubStore.getState().user?.merchantID).toBe('GEMS'));
    expect(window.location.pathname).toBe('/setup');
    // The e-mail trimmed; the browser's time zone for the MASTER store.
    expect(api.callsOf(registrationApi.register)[0]!.body).toMatchObject({ email: 'lek@gems.example', tz: Intl.DateTimeFormat().resolvedOptions().timeZone });
  });
});
