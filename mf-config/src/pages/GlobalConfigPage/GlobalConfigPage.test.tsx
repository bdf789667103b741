import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFAULT_GLOBAL_CONFIG } from '@hub/contracts';
import { CODES_NS, HubRoot, addI18nBundles, hubStore, i18n } from '@hub/ui';
import { i18nBundles } from '../../i18n';
import { GlobalConfigPage } from './GlobalConfigPage';

function answer(status: number, body: unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
}

function signInWith(roles: string[]) {
  hubStore.getState().signIn({
    user: { userName: 'Ann', email: 'a@demo.hub', image: null, roleName: 'ADMIN', roles, merchantID: 'M1', profile: 'default', sid: 'MASTER', merchants: ['M1'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('GlobalConfigPage (spec sections 2 and 3)', () => {
  const fetchMock = jest.fn();
  beforeAll(() => addI18nBundles('mf-config', i18nBundles));
  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
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
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', code: 'CGC000', data: DEFAULT_GLOBAL_CONFIG }));
    renderPage();
    const save = await screen.findByRole('button', { name: 'Save' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('switch', { name: 'Tag printing' }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'success', code: 'CGC001', data: { ...DEFAULT_GLOBAL_CONFIG, allowPrinting: false } }),
    );
    await act(async () => {
      fireEvent.click(save);
    });
    const [url, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect(url).toBe('/merchant/config/global');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ allowPrinting: false });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success' }));
    expect(hubStore.getState().flags.allowPrinting).toBe(false);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    // The snackbar words the code the server answered with.
    expect(hubStore.getState().snackbar.message).toBe('Global settings saved successfully');
  });

  it('When the save answers another success code, then the snackbar shows that code\'s wording', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW', 'GLOBAL_CONFIGURATION_MODIFY']);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', code: 'CGC000', data: DEFAULT_GLOBAL_CONFIG }));
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Tag printing' }));
    fetchMock.mockResolvedValueOnce(
      answer(200, { status: 'success', code: 'CGC000', data: { ...DEFAULT_GLOBAL_CONFIG, allowPrinting: false } }),
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ open: true, intent: 'success' }));
    expect(hubStore.getState().snackbar.message).toBe(i18n.t('CGC000', { ns: CODES_NS }));
    expect(hubStore.getState().snackbar.message).not.toBe(i18n.t('CGC001', { ns: CODES_NS }));
  });

  it('When saving fails, then the wording of the error code shows', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW', 'GLOBAL_CONFIGURATION_MODIFY']);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', code: 'CGC000', data: DEFAULT_GLOBAL_CONFIG }));
    renderPage();
    fireEvent.click(await screen.findByRole('switch', { name: 'Report caching' }));
    fetchMock.mockResolvedValueOnce(answer(400, { status: 'error', code: 'IP100', message: 'x' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    });
    expect((await screen.findByRole('alert')).textContent).toContain('All inputs are required!');
  });

  it('When the user lacks GLOBAL_CONFIGURATION_MODIFY, then the inputs are disabled', async () => {
    signInWith(['GLOBAL_CONFIGURATION_READ_PREVIEW']);
    fetchMock.mockResolvedValueOnce(answer(200, { status: 'success', code: 'CGC000', data: DEFAULT_GLOBAL_CONFIG }));
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
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
