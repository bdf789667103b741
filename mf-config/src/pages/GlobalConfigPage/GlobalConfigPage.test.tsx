import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_GLOBAL_CONFIG, globalConfigApi, type EndpointCode } from '@hub/contracts';
import { CODES_NS, HubRoot, addI18nBundles, hubStore, i18n } from '@hub/ui';
import { fails, fakeApi, succeeds, type FakeApi } from '@hub/ui/testing';
import { i18nBundles } from '../../i18n';
import { GlobalConfigPage } from './GlobalConfigPage';

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('GlobalConfigPage (spec sections 2 and 3)', () => {
  let api: FakeApi;
  beforeAll(() => addI18nBundles('mf-config', i18nBundles));
  beforeEach(() => {
    api = fakeApi();
    hubStore.setState({ locale: 'en' });
    hubStore.getState().closeSnackbar();
  });

  const renderPage = () =>
    render(
      <HubRoot>
        <GlobalConfigPage />
      </HubRoot>,
    );

  it('When a switch changes and Save is pressed, then only that field is posted and the snackbar shows', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW', 'GLOBAL_CONFIGURATION_MODIFY']);
    api.once(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG));
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Tag printing' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    api.once(globalConfigApi.save, succeeds({ ...DEFAULT_GLOBAL_CONFIG, allowPrinting: false }));
    await act(async () => {
      fireEvent.click(save);
    });
    expect(api.calls[1]).toMatchObject({ method: 'POST', path: globalConfigApi.save.path });
    expect(api.calls[1]?.body).toEqual({ allowPrinting: false });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success' }));
    expect(hubStore.getState().flags.allowPrinting).toBe(false);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // The snackbar words the code the server answered with.
    expect(hubStore.getState().snackbar.message).toBe('Global settings saved successfully');
  });

  it('When the save answers another success code, then the snackbar shows that code\'s wording', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW', 'GLOBAL_CONFIGURATION_MODIFY']);
    api.once(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG));
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Tag printing' }));
    // A code the save does not declare: whatever success code arrives is the one worded.
    const otherCode = 'CGC000' as string as EndpointCode<typeof globalConfigApi.save>;
    api.once(globalConfigApi.save, succeeds({ ...DEFAULT_GLOBAL_CONFIG, allowPrinting: false }, otherCode));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success' }));
    expect(hubStore.getState().snackbar.message).toBe(i18n.t('CGC000', { ns: CODES_NS }));
    expect(hubStore.getState().snackbar.message).not.toBe(i18n.t('CGC001', { ns: CODES_NS }));
  });

  it('When saving fails, then the wording of the error code shows', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW', 'GLOBAL_CONFIGURATION_MODIFY']);
    api.once(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG));
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Report caching' }));
    api.once(globalConfigApi.save, fails(400, 'IP100'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('All inputs are required!');
  });

  it('When the user lacks GLOBAL_CONFIGURATION_MODIFY, then the inputs are disabled', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW']);
    api.once(globalConfigApi.get, succeeds(DEFAULT_GLOBAL_CONFIG));
    renderPage();
    const concurrency = await screen.findByRole('spinbutton', { name: /Image verification concurrency/ });
    expect((concurrency as HTMLInputElement).matches(':disabled')).toBe(true);
    expect((screen.getByRole('switch', { name: 'Tag printing' }) as HTMLInputElement).matches(':disabled')).toBe(true);
    expect(screen.getByText('recommended 10', { exact: false })).toBeTruthy();
  });

  it('When the user cannot read the global config, then Access Denied shows', () => {
    signInWith([]);
    renderPage();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });
});
