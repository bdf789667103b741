import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { accountVerificationApi, MESSAGES_EN } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { PinResetSection } from './PinResetSection';

function type(name: string, value: string) {
  fireEvent.change(document.querySelector(`[data-testid="pin-reset"] input[name="${name}"]`)!, { target: { value } });
}

describe('PinResetSection (issue 29 item 1)', () => {
  beforeAll(() => registerShellStrings());

  it('When the OTP is asked, then the form takes it with the new PIN: a wrong OTP shows beside it, the right one resets the PIN', async () => {
    hubStore.setState({ locale: 'en' });
    const onDone = jest.fn();
    const api = fakeApi().on(accountVerificationApi.requestPinReset, succeeds({ expiresAt: '2026-12-06T10:10:00Z' }, 'UAC010'));
    render(
      <HubRoot>
        <PinResetSection onDone={onDone} />
      </HubRoot>,
    );
    expect(document.querySelector('input[name="otp"]')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByTestId('pin-reset-send'));
    });
    expect((await screen.findByTestId('pin-reset-sent')).textContent).toContain(MESSAGES_EN.UAC010);
    expect(api.callsOf(accountVerificationApi.requestPinReset)[0]!.body).toEqual({ locale: 'en' });

    // The rules are judged before anything is sent.
    type('otp', '12a');
    type('pin', '975310');
    type('confirmPin', '975310');
    fireEvent.submit(document.querySelector('[data-testid="pin-reset"] form')!);
    expect((await screen.findByTestId('errors-otp')).textContent).toBe('The one-time password is 6 digits.');
    expect(api.callsOf(accountVerificationApi.confirmPinReset)).toHaveLength(0);

    api.once(accountVerificationApi.confirmPinReset, fails(400, 'URR104'));
    type('otp', '123456');
    await act(async () => {
      fireEvent.submit(document.querySelector('[data-testid="pin-reset"] form')!);
    });
    // Beside the OTP: the server's message (the fake answers with the code as its message).
    expect((await screen.findByTestId('errors-otp')).textContent).toBe('URR104');

    api.once(accountVerificationApi.confirmPinReset, succeeds(null, 'UAC011'));
    await act(async () => {
      fireEvent.submit(document.querySelector('[data-testid="pin-reset"] form')!);
    });
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.callsOf(accountVerificationApi.confirmPinReset).at(-1)!.body).toEqual({ otp: '123456', pin: '975310', confirmPin: '975310' });
    expect(hubStore.getState().snackbar.message).toBe(MESSAGES_EN.UAC011);
  });
});
