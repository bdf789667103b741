import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { notifyApi, type NotificationContact, type NotificationItem, type NotificationPage } from '@hub/contracts';
import { HubRoot, hubStore } from '@hub/ui';
import { fails, fakeApi, succeeds } from '@hub/ui/testing';
import { registerShellStrings } from '../../i18n';
import { NotificationsPage } from './NotificationsPage';

const CONTACT: NotificationContact = { email: 'lek@gems.example', locale: 'en', telegramChatId: null, whatsappNumber: null, saved: false };

const ALERT: NotificationItem = {
  id: 'n2',
  type: 'STOCKTAKE_DISCREPANCY',
  sid: 'BKK01',
  storeName: 'Bangkok Siam',
  day: '2026-11-20',
  stocktakeId: 'stk-42',
  link: '/management/reports/stk-42',
  createdAt: '2026-11-20T10:15:00.000Z',
  discrepancy: { expected: 120, counted: 117, missing: 3, misplaced: 1, missingWeight: 12.5, missingValue: 95000, currency: 'THB' },
  daily: null,
  deliveries: [
    { channel: 'EMAIL', status: 'sent', attempts: 1, lastError: null, sentAt: '2026-11-20T10:15:03.000Z' },
    { channel: 'TELEGRAM', status: 'failed', attempts: 5, lastError: 'Bad Request: chat not found', sentAt: null },
    { channel: 'WHATSAPP', status: 'pending', attempts: 2, lastError: 'Service unavailable', sentAt: null },
  ],
};
const DAILY: NotificationItem = {
  id: 'n1',
  type: 'DAILY_STOCKTAKE_REPORT',
  sid: 'DXB01',
  storeName: 'Dubai Mall',
  day: '2026-11-19',
  stocktakeId: null,
  link: null,
  createdAt: '2026-11-19T16:00:00.000Z',
  discrepancy: null,
  daily: { sid: 'DXB01', name: 'Dubai Mall', status: 'not-yet-started', counts: 0, counted: 0, missing: 0, misplaced: 0, missingWeight: 0, missingValue: null, currency: 'AED', stocktakeId: null },
  deliveries: [{ channel: 'EMAIL', status: 'pending', attempts: 0, lastError: null, sentAt: null }],
};

const page = (items: NotificationItem[], total: number, start = 0, pageSize = 20): NotificationPage => ({ items, total, start, pageSize });
const renderPage = () =>
  render(
    <HubRoot>
      <NotificationsPage />
    </HubRoot>,
  );

function signIn(locale: 'en' | 'ar' = 'en') {
  hubStore.setState({ locale });
  hubStore.getState().signIn({
    user: { userName: 'Lek', email: 'lek@gems.example', image: null, roleName: 'USER', roles: ['PRODUCTS_READ_PREVIEW'], merchantID: 'GEMS', profile: 'default', sid: 'BKK01', merchants: ['GEMS'] },
    accessToken: 't',
    refreshToken: 'r',
  });
}

describe('/notification (issue 15 item 3)', () => {
  beforeAll(() => registerShellStrings());
  afterEach(() => act(() => hubStore.getState().signOut()));

  it('When the user has notifications, then each shows its type, store, day, figures, a badge per channel and the report link', async () => {
    signIn();
    fakeApi().on(notifyApi.contact, succeeds(CONTACT)).on(notifyApi.list, succeeds(page([ALERT, DAILY], 2)));
    renderPage();
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((i) => i.dataset.type)).toEqual(['STOCKTAKE_DISCREPANCY', 'DAILY_STOCKTAKE_REPORT']);
    const alert = items[0]!;
    expect(within(alert).getByText('Stock-take discrepancy alert')).toBeTruthy();
    expect(within(alert).getByTestId('notification-store').textContent).toBe('Bangkok Siam (BKK01)');
    expect(within(alert).getByTestId('notification-day').textContent).toBe('Nov 20, 2026');
    expect(within(alert).getByText('12.5 g')).toBeTruthy();
    expect(within(alert).getByText(/95,000/)).toBeTruthy();
    expect(within(alert).getAllByTestId('delivery-badge').map((b) => b.dataset.kind)).toEqual(['sent', 'failed', 'retrying']);
    expect(within(alert).getByText('After 5 attempts: Bad Request: chat not found')).toBeTruthy();
    expect(within(alert).getByText('2 attempts failed so far')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Open the stock-take report' }).getAttribute('href')).toBe('/management/reports/stk-42');
    const daily = items[1]!;
    expect(within(daily).getByText('Not yet started')).toBeTruthy();
    expect(within(daily).getAllByTestId('delivery-badge').map((b) => b.dataset.kind)).toEqual(['pending']);
    expect(within(daily).queryByRole('link')).toBeNull();
  });

  it('When there are more than a page, then the next page asks from 20 on', async () => {
    signIn();
    const api = fakeApi().on(notifyApi.contact, succeeds(CONTACT)).on(notifyApi.list, ({ query }) => succeeds(page([query.start === '20' ? DAILY : ALERT], 25, Number(query.start))));
    renderPage();
    await screen.findByText('Stock-take discrepancy alert');
    expect(screen.getByText(/1–1 of 25|1-1 of 25/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await screen.findByText('Daily stock-take report');
    expect(api.callsOf(notifyApi.list).map((c) => c.query)).toEqual([
      { start: '0', pageSize: '20' },
      { start: '20', pageSize: '20' },
    ]);
  });

  it('When there is nothing yet, then the empty state says what will appear', async () => {
    signIn();
    fakeApi().on(notifyApi.contact, succeeds(CONTACT)).on(notifyApi.list, succeeds(page([], 0)));
    renderPage();
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
  });

  it('When the list cannot be read, then the coded error shows with Retry', async () => {
    signIn();
    fakeApi().on(notifyApi.contact, succeeds(CONTACT)).on(notifyApi.list, fails(500, 'SE100'));
    renderPage();
    expect(await screen.findByText('Your notifications could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('When the user adds a Telegram chat and a WhatsApp number, then they are saved (NC009); a number of the wrong form is refused before sending', async () => {
    signIn();
    const api = fakeApi()
      .on(notifyApi.list, succeeds(page([], 0)))
      .on(notifyApi.contact, succeeds(CONTACT))
      .on(notifyApi.saveContact, ({ body }) => succeeds({ ...CONTACT, ...(body as object), saved: true } as NotificationContact));
    renderPage();
    const card = await screen.findByTestId('notification-contact');
    fireEvent.change(within(card).getByRole('textbox', { name: /WhatsApp number/ }), { target: { value: '0812345678' } });
    expect(within(card).getByText('A number in international form, e.g. +66812345678.')).toBeTruthy();
    expect((within(card).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(card).getByRole('textbox', { name: /WhatsApp number/ }), { target: { value: '+66812345678' } });
    fireEvent.change(within(card).getByRole('textbox', { name: /Telegram chat id/ }), { target: { value: '123456789' } });
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    });
    expect(api.callsOf(notifyApi.saveContact)[0]?.body).toEqual({ locale: 'en', telegramChatId: '123456789', whatsappNumber: '+66812345678' });
    await waitFor(() => expect(hubStore.getState().snackbar).toMatchObject({ intent: 'success', message: 'Notification contact saved successfully' }));
  });

  it('When the language is Arabic, then the page reads in Arabic', async () => {
    signIn('ar');
    fakeApi().on(notifyApi.contact, succeeds(CONTACT)).on(notifyApi.list, succeeds(page([ALERT], 1)));
    renderPage();
    expect(await screen.findByText('تنبيه فروقات الجرد')).toBeTruthy();
    expect(screen.getByText('فتح تقرير الجرد')).toBeTruthy();
    expect(screen.getByText('بعد 5 محاولات: Bad Request: chat not found')).toBeTruthy();
  });
});
