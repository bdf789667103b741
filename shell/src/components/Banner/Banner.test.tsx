import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bannerApi, type BannerAnswer } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { Banner } from './Banner';

const LICENCE = { kind: 'LICENCE_ENDING' as const, key: '2026-12-10', action: '/management/licences', params: { endDate: '2026-12-10', daysLeft: 13 } };
const IMPORT = { kind: 'IMPORT_FAILED' as const, key: 'job-7', action: '/data-import', params: { sid: 'BKK-SIAM', status: 'FAILED', errorCode: 'DBC100' } };
const CHANNEL = { kind: 'NOTIFY_CHANNEL_FAILING' as const, key: 'TELEGRAM@x', action: '/config/notifications', params: { channel: 'TELEGRAM', error: 'NC110 AUTHENTICATION' } };

function signIn(locale: 'en' | 'th' | 'ar' = 'en', setupDone = true, roleName = 'ADMIN') {
  hubStore.setState({ locale });
  hubStore.getState().signIn({
    user: { userName: 'Adam', email: 'a@demo.hub', image: null, roleName, roles: ['**'], merchantID: 'DEMO', profile: 'default', sid: 'MASTER', merchants: ['DEMO'] },
    accessToken: 't',
    refreshToken: 'r',
  });
  hubStore.getState().setSetup({ setupDone, modules: [] });
}

const renderBanner = () =>
  render(
    <HubRoot>
      <Banner />
    </HubRoot>,
  );
const answer = (...conditions: BannerAnswer['conditions']): BannerAnswer => ({ show: conditions.length > 0, conditions });

describe('Banner (spec section 2; issue 15 item 6: conditions from GET /merchant/banner)', () => {
  beforeAll(() => registerShellStrings());
  afterEach(() => act(() => hubStore.getState().signOut()));

  it('When the licence ends in 13 days and an import failed, then the licence shows first with its date and days, one more is counted, and the action opens the licences page', async () => {
    signIn();
    fakeApi().on(bannerApi.get, succeeds(answer(LICENCE, IMPORT)));
    renderBanner();
    const banner = await screen.findByTestId('banner');
    expect(banner.dataset.kind).toBe('LICENCE_ENDING');
    expect(banner.textContent).toContain('Your licence ends on December 10, 2026, in 13 days.');
    expect(banner.textContent).toContain('(and 1 more message)');
    fireEvent.click(screen.getByTestId('banner-action'));
    expect(window.location.pathname).toBe('/management/licences');
  });

  it('When the user dismisses a message, then the server is told which occurrence, and the next one shows', async () => {
    signIn();
    const api = fakeApi().on(bannerApi.get, succeeds(answer(IMPORT, CHANNEL))).on(bannerApi.dismiss, succeeds(answer(CHANNEL)));
    renderBanner();
    expect((await screen.findByTestId('banner')).textContent).toContain('The scheduled import of store BKK-SIAM failed');
    fireEvent.click(screen.getByTestId('banner-dismiss'));
    await waitFor(() => expect(screen.getByTestId('banner').dataset.kind).toBe('NOTIFY_CHANNEL_FAILING'));
    expect(api.callsOf(bannerApi.dismiss).map((c) => c.body)).toEqual([{ kind: 'IMPORT_FAILED', key: 'job-7' }]);
    // A coded failure in words (issue 25): its category, never the provider's words.
    expect(screen.getByTestId('banner').textContent).toContain('Notifications by Telegram cannot be sent: sign-in refused');
    expect(screen.getByTestId('banner-action').textContent).toBe('Check notifications');
  });

  it('When nothing is to be shown, then no banner; in Thai and Arabic the messages are translated', async () => {
    signIn();
    // The answer handed over is the marker (not a pause): act() lets it reach the component (an answer
    // with a condition shows at this point), and this one shows nothing.
    let answered!: () => void;
    const handedOver = new Promise<void>((resolve) => (answered = resolve));
    fakeApi().on(bannerApi.get, () => {
      answered();
      return succeeds(answer());
    });
    const { unmount } = renderBanner();
    await act(async () => {
      await handedOver;
    });
    expect(screen.queryByTestId('banner')).toBeNull();
    unmount();
    act(() => hubStore.getState().signOut());

    signIn('ar');
    fakeApi().on(bannerApi.get, succeeds(answer(CHANNEL)));
    renderBanner();
    expect((await screen.findByTestId('banner')).textContent).toContain('تعذّر إرسال الإشعارات عبر Telegram: رُفض تسجيل الدخول');
  });

  it('When the hub has no mail server (NC113), then a merchant reads "ask the provider" in their language, a provider also the operator’s words (issue 28 item 5)', async () => {
    const noSmtp = { ...CHANNEL, key: 'EMAIL@x', params: { channel: 'EMAIL', error: 'NC113' } };
    signIn('th');
    fakeApi().on(bannerApi.get, succeeds(answer(noSmtp)));
    const { unmount } = renderBanner();
    const thai = (await screen.findByTestId('banner')).textContent;
    expect(thai).toContain('ฮับนี้ยังไม่ได้ตั้งค่าอีเมล โปรดติดต่อผู้ให้บริการ');
    expect(thai).not.toContain('SMTP_HOST');
    unmount();
    act(() => hubStore.getState().signOut());

    signIn('en', true, 'SADMIN');
    fakeApi().on(bannerApi.get, succeeds(answer(noSmtp)));
    renderBanner();
    expect((await screen.findByTestId('banner')).textContent).toContain('E-mail is not set up on this hub; ask the provider (e-mail is not configured: SMTP_HOST is not set)');
  });

  it('When setup is not finished (a wizard step page), then the banner leads back to the setup', async () => {
    signIn('en', false);
    fakeApi().on(bannerApi.get, succeeds(answer(LICENCE)));
    renderBanner();
    const banner = await screen.findByTestId('banner');
    expect(banner.dataset.kind).toBe('SETUP');
    fireEvent.click(screen.getByTestId('banner-action'));
    expect(window.location.pathname).toBe('/setup');
  });
});
