import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountApi, MESSAGES_EN, sessionApi, type SessionUser, type TokenAnswer } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { ChooseNewPasswordPage } from './ChooseNewPasswordPage';

const USER: SessionUser = {
  userName: 'Ursula User',
  email: 'user@demo.hub',
  image: null,
  roleName: 'USER',
  roles: ['PRODUCTS_READ_PREVIEW'],
  merchantID: 'DEMO',
  profile: 'default',
  sid: 'MASTER',
  merchants: ['DEMO'],
};

function type(name: string, value: string) {
  fireEvent.change(document.querySelector(`[data-testid="choose-password"] input[name="${name}"]`)!, { target: { value } });
}

describe('ChooseNewPasswordPage (issue 29 item 3)', () => {
  beforeAll(() => registerShellStrings());

  it('When the user signed in with a temporary password, then a wrong one shows beside its field, and a new password lifts the hold with refreshed tokens', async () => {
    hubStore.setState({ locale: 'en' });
    hubStore.getState().signIn({ user: { ...USER, passwordChangeRequired: true }, accessToken: 'held', refreshToken: 'r1' });
    const full: TokenAnswer = { accessToken: 'full', refreshToken: 'r2', accessTokenExpiresIn: 1, refreshTokenExpiresIn: 1, user: USER };
    const api = fakeApi().once(accountApi.changePassword, fails(401, 'UAC110'));
    render(
      <HubRoot>
        <ChooseNewPasswordPage />
      </HubRoot>,
    );
    expect(screen.getByText('Temporary password')).toBeTruthy();
    type('currentPassword', 'Wrong@123');
    type('password', 'Chosen@123');
    type('confirmPassword', 'Chosen@123');
    await act(async () => {
      fireEvent.submit(document.querySelector('[data-testid="choose-password"] form')!);
    });
    expect((await screen.findByTestId('errors-currentPassword')).textContent).toBe('UAC110');
    expect(hubStore.getState().user?.passwordChangeRequired).toBe(true);

    api.once(accountApi.changePassword, succeeds(null, 'UAC006')).once(sessionApi.refresh, succeeds(full, 'UAC001'));
    type('currentPassword', 'Kp7#xQ2m@Wz9aB');
    type('password', 'Chosen@123');
    type('confirmPassword', 'Chosen@123');
    await act(async () => {
      fireEvent.submit(document.querySelector('[data-testid="choose-password"] form')!);
    });
    await waitFor(() => expect(hubStore.getState().accessToken).toBe('full'));
    expect(api.callsOf(accountApi.changePassword).at(-1)!.body).toEqual({ currentPassword: 'Kp7#xQ2m@Wz9aB', password: 'Chosen@123', confirmPassword: 'Chosen@123' });
    expect(api.callsOf(sessionApi.refresh)[0]!.body).toEqual({ refreshToken: 'r1' });
    expect(hubStore.getState().user?.passwordChangeRequired).toBeUndefined();
    expect(hubStore.getState().snackbar.message).toBe(MESSAGES_EN.UAC006);
  });
});
