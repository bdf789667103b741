import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { defaultMerchantTheme, themeConfigApi, THEME_PREVIEW_STORAGE_KEY, type MerchantTheme, type ThemeConfig } from '@hub/contracts';
import { hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { prepareHub, renderInHub, signInWith } from '../../test/apiHarness';
import { ThemeConfigPage } from './ThemeConfigPage';

const READ = 'THEME_CONFIGURATION_READ_PREVIEW';
const MODIFY = 'THEME_CONFIGURATION_MODIFY';
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const LOGO_FILE = `logo-${'c'.repeat(24)}.png`;
const savedOf = (config: ThemeConfig, revision = 1): MerchantTheme => ({
  accent: config.accent,
  defaultMode: config.defaultMode,
  logo: config.logo ? { file: config.logo, url: `/media/theme/M1/${config.logo}`, format: 'png' } : null,
  themeLogo: null,
  configured: true,
  revision,
  updatedAt: '2026-11-20T08:00:00.000Z',
});
const saveButton = () => screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
const hex = () => screen.getByTestId('accent-hex').querySelector('input') ?? (screen.getByTestId('accent-hex') as HTMLInputElement);

describe('ThemeConfigPage (issue 15 item 4, /config/theme)', () => {
  beforeEach(() => {
    prepareHub();
    hubStore.getState().setMerchantTheme(null);
  });

  it('When nothing is saved, then the defaults show and a new accent, a dark default and an uploaded logo are saved together; the whole hub repaints at once', async () => {
    signInWith([READ, MODIFY]);
    const api = fakeApi().on(themeConfigApi.get, succeeds(defaultMerchantTheme()));
    renderInHub(<ThemeConfigPage />);
    expect(await screen.findByTestId('config-not-saved')).toBeTruthy();
    expect(hex().value).toBe('#536dfe');
    expect(screen.getByText('Contrast 4.21:1 on light pages, 3.45:1 on dark pages (at least 3:1 needed).')).toBeTruthy();

    fireEvent.change(hex(), { target: { value: '#E91E63' } });
    expect((screen.getByTestId('accent-picker') as HTMLInputElement).value).toBe('#e91e63');
    fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));

    api.on(themeConfigApi.uploadLogo, () => succeeds({ kind: 'logo', file: LOGO_FILE, url: `/media/theme/M1/${LOGO_FILE}`, format: 'png', size: PNG.length }));
    const input = screen.getByTestId('logo-input-logo') as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([PNG], 'brand.png', { type: 'image/png' })] } });
    });
    expect(((await screen.findByTestId('logo-preview-logo')) as HTMLImageElement).getAttribute('src')).toBe(`/media/theme/M1/${LOGO_FILE}`);
    expect(api.callsOf(themeConfigApi.uploadLogo)[0]?.params).toEqual({ kind: 'logo' });

    api.on(themeConfigApi.save, ({ body }) => succeeds(savedOf(body as ThemeConfig)));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(api.callsOf(themeConfigApi.save)[0]?.body).toEqual({ accent: '#e91e63', defaultMode: 'dark', logo: LOGO_FILE, themeLogo: null });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Theme config saved successfully' }));
    expect(hubStore.getState().merchantTheme).toMatchObject({ accent: '#e91e63', logo: { file: LOGO_FILE } });
    expect(saveButton().disabled).toBe(true);
  });

  it('When the accent is too pale or not a colour, then the field says why and Save waits', async () => {
    signInWith([READ, MODIFY]);
    fakeApi().on(themeConfigApi.get, succeeds(savedOf({ accent: '#536dfe', defaultMode: 'system', logo: null, themeLogo: null })));
    renderInHub(<ThemeConfigPage />);
    await screen.findByTestId('accent-hex');
    fireEvent.change(hex(), { target: { value: '#ffeb3b' } });
    expect(screen.getByText('Too pale: buttons and focus rings would not show on white pages (at least 3:1 needed).')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
    fireEvent.change(hex(), { target: { value: 'gold' } });
    expect(screen.getByText('Type a hex colour such as #536dfe.')).toBeTruthy();
    expect(saveButton().disabled).toBe(true);
  });

  it('When a file is not what its name says, then the page refuses it in the user language before uploading; a refusal of the server is worded too', async () => {
    signInWith([READ, MODIFY]);
    hubStore.setState({ locale: 'th' });
    const api = fakeApi().on(themeConfigApi.get, succeeds(defaultMerchantTheme()));
    renderInHub(<ThemeConfigPage />);
    const input = (await screen.findByTestId('logo-input-themeLogo')) as HTMLInputElement;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'icon.png', { type: 'image/png' })] } });
    });
    expect((await screen.findByRole('alert')).textContent).toBe('ไฟล์นี้ไม่ใช่รูปภาพ PNG หรือ SVG ที่ถูกต้อง');
    expect(api.callsOf(themeConfigApi.uploadLogo)).toHaveLength(0);

    api.on(themeConfigApi.uploadLogo, fails(415, 'THC106'));
    await act(async () => {
      fireEvent.change(screen.getByTestId('logo-input-logo'), { target: { files: [new File([PNG], 'brand.png', { type: 'image/png' })] } });
    });
    await waitFor(() => expect(screen.getByTestId('logo-field-logo').textContent).toContain('ไฟล์ SVG มีสคริปต์'));
  });

  it('When the full preview is opened, then the draft goes to /theme-temp in this tab before it is saved', async () => {
    signInWith([READ, MODIFY]);
    fakeApi().on(themeConfigApi.get, succeeds(defaultMerchantTheme()));
    renderInHub(<ThemeConfigPage />);
    await screen.findByTestId('accent-hex');
    fireEvent.change(hex(), { target: { value: '#00897b' } });
    expect(screen.getByTestId('theme-live-preview-light')).toBeTruthy();
    fireEvent.click(screen.getByTestId('open-theme-preview'));
    expect(JSON.parse(sessionStorage.getItem(THEME_PREVIEW_STORAGE_KEY)!)).toEqual({ accent: '#00897b', defaultMode: 'system', logoUrl: null });
    expect(window.location.pathname).toBe('/theme-temp');
    expect(window.location.search).toBe('?preview=1');
  });

  it('When the user may only read, then nothing can be changed', async () => {
    signInWith([READ]);
    fakeApi().on(themeConfigApi.get, succeeds(defaultMerchantTheme()));
    renderInHub(<ThemeConfigPage />);
    expect(((await screen.findByTestId('accent-picker')) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Dark' }) as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('When the user lacks the read permission, then access is denied', () => {
    signInWith([]);
    renderInHub(<ThemeConfigPage />);
    expect(screen.queryByTestId('theme-config-page')).toBeNull();
    expect(screen.getByTestId('access-denied-page')).toBeTruthy();
  });
});
