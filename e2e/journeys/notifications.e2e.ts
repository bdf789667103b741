// Issue 15: a discrepancy alert configured through /config/notifications for a demo store, by e-mail to
// the Management User role; a tablet submits a count with missing items through the API; the alert
// reaches the test SMTP server, its link opens the stock-take report, and /notification shows it as
// sent. The config is deleted at the end so the other journeys' counts send nothing. /ar once.
import { expect, test, type APIRequestContext } from '../support/test';
import { expectAccessible } from '../support/axe';
import { adminHeaders, screenshot, setTheme, signIn, signInAt } from '../support/hub';
import { waitForMail } from '../support/mail-capture';

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

const SID = 'CNX-NIMMAN';
const STORE = 'Chiang Mai Nimman';
const ADMIN = 'admin@demo.hub';
const run = Date.now().toString(36).toUpperCase();
const stocktakeId = `E2E-NTF-${run}`;
let reportLink = '';

interface Config {
  id: string;
  type: string;
  sid: string;
}

/** Deletes the discrepancy alert of the journey's store (left by an earlier run, or at the end). */
async function deleteStoreAlert(request: APIRequestContext): Promise<void> {
  const auth = await adminHeaders(request);
  const configs = ((await (await request.get('/merchant/notification/configs', { headers: auth })).json()) as { data: Config[] }).data;
  for (const c of configs.filter((x) => x.type === 'STOCKTAKE_DISCREPANCY' && x.sid === SID)) {
    expect((await request.delete(`/merchant/notification/configs/${c.id}`, { headers: auth })).status()).toBe(200);
  }
}

test.beforeAll(async ({ request }) => deleteStoreAlert(request));
test.afterAll(async ({ request }) => deleteStoreAlert(request));

test('When the administrator configures a discrepancy alert by e-mail for a store, then the last role cannot be removed and the e-mail channel sends a test', async ({ page }) => {
  await signInAt(page, '/config/notifications', ADMIN);
  const section = page.getByTestId('notification-type-STOCKTAKE_DISCREPANCY');
  await expect(section.getByRole('heading', { name: 'Stock-take discrepancy alert' })).toBeVisible();
  await section.getByRole('combobox', { name: 'Store for a new Stock-take discrepancy alert' }).click();
  await page.getByRole('option', { name: STORE }).click();
  await section.getByTestId('notification-add-STOCKTAKE_DISCREPANCY').click();
  const card = section.locator(`[data-testid="notification-config"][data-sid="${SID}"]`);
  await expect(card.getByRole('alert')).toHaveText('At least one role is required');
  await expect(card.getByRole('button', { name: 'Create' })).toBeDisabled();
  await card.getByRole('combobox', { name: `Add a role to Roles for ${STORE} (${SID})` }).click();
  await page.getByRole('option', { name: 'Management User (ADMIN)' }).click();
  await expect(card.getByRole('button', { name: 'Remove Management User (ADMIN)' })).toHaveAttribute('aria-disabled', 'true');
  await expect(card.getByTestId('last-role-rule')).toHaveText('The last role cannot be removed');
  await expect(card.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  await expect(card.getByRole('textbox', { name: `Threshold for ${STORE} (${SID})` })).toHaveValue('0');
  await card.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Notification config created successfully')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Delete' })).toBeVisible();
  await screenshot(page, 'config/notifications');
  await expectAccessible(page, 'notifications config');

  await page.getByRole('tab', { name: 'Channels' }).click();
  const email = page.getByTestId('channel-EMAIL');
  await expect(email.getByRole('radio', { name: "The hub's own server" })).toBeChecked();
  const save = email.getByRole('button', { name: 'Save E-mail' });
  if (await save.isEnabled()) {
    await save.click();
    await expect(page.getByText('Channel settings saved successfully')).toBeVisible();
  }
  await email.getByRole('button', { name: 'Send a test' }).click();
  await expect(email.getByTestId('channel-test-result')).toContainText(`Sent to ${ADMIN}.`);
  await expect(page.getByTestId('channel-TELEGRAM').getByRole('button', { name: 'Send a test' })).toBeDisabled();
  await screenshot(page, 'config/notification-channels');
});

test('When a tablet submits a count with missing items, then the alert is mailed with a link to the report, and /notification shows it sent', async ({ page, request }) => {
  const auth = await adminHeaders(request);
  // The administrator reads notifications in English (the shell makes them follow the app's language,
  // and other journeys open pages in Arabic as this administrator).
  const contact = ((await (await request.get('/merchant/notification/contact', { headers: auth })).json()) as { data: { telegramChatId: string | null; whatsappNumber: string | null } }).data;
  const english = await request.put('/merchant/notification/contact', { headers: auth, data: { locale: 'en', telegramChatId: contact.telegramChatId, whatsappNumber: contact.whatsappNumber } });
  expect(english.status()).toBe(200);
  const key = await request.post('/merchant/api-keys', { headers: auth, data: { name: `Notify ${run}`, allowedOperations: ['STOCK_TAKE_SUBMIT'] } });
  expect(key.status()).toBe(201);
  const tabletKey = ((await key.json()) as { data: { key: string } }).data.key;
  const listed = await request.post(`/merchant/products/allRfid?sid=${SID}&pageSize=500&active=true`, { headers: auth, data: { data: {} } });
  const tagged = ((await listed.json()) as { data: { products: { productCode: string; rfidTag: string | null }[] } }).data.products.filter((p) => p.rfidTag);
  expect(tagged.length).toBeGreaterThan(3);
  const saved = await request.post('/merchant/stocktake', {
    headers: { 'X-API-Key': tabletKey, 'Idempotency-Key': `e2e-ntf-${run}` },
    data: {
      data: {
        stocktakeId,
        sid: SID,
        deviceUdid: 'UDID-TAB-NTF',
        tabletId: 'TAB-NTF',
        startTime: new Date().toISOString(),
        filters: {},
        userName: 'Somchai',
        counts: { scanned: tagged.length - 2 },
        items: tagged.slice(0, -2).map((p) => p.rfidTag),
        status: 'Submitted',
      },
    },
  });
  expect(saved.status()).toBe(201);

  // The alert's mail: the newest one for the administrator that names this count (other journeys, running
  // beside this one, may mail the administrator after it).
  const mail = await waitForMail(ADMIN, 45_000, (m) => (m.text ?? '').includes(encodeURIComponent(stocktakeId)));
  const text = `${mail.subject ?? ''}\n${mail.text ?? ''}`;
  expect(text).toContain(STORE);
  reportLink = /https?:\/\/\S+\/management\/reports\/\S+/.exec(text)?.[0] ?? '';
  expect(reportLink).toContain(`/management/reports/${encodeURIComponent(stocktakeId)}`);

  await signIn(page, ADMIN);
  await page.goto(reportLink);
  await expect(page.getByText(stocktakeId).first()).toBeVisible();

  await page.goto('/notification');
  // Newest first: this count's alert (the demo's seeded history may have sent others for the store).
  const item = page.getByTestId('notification-item').filter({ has: page.locator(`a[href$="/management/reports/${encodeURIComponent(stocktakeId)}"]`) });
  await expect(item).toBeVisible();
  await expect(item.getByText('Stock-take discrepancy alert')).toBeVisible();
  await expect(item.getByText(`${STORE} (${SID})`, { exact: false })).toBeVisible();
  await expect(item.locator('[data-testid="delivery-badge"][data-kind="sent"]')).toBeVisible();
  await screenshot(page, 'notification/list');
  await expectAccessible(page, 'notifications');
  await item.getByRole('link', { name: 'Open the stock-take report' }).click();
  await expect(page).toHaveURL(new RegExp(`/management/reports/${encodeURIComponent(stocktakeId)}$`));
});

test('When the pages are read in Arabic, dark, on a phone, then they read right to left', async ({ page }) => {
  await setTheme(page, 'dark');
  await signIn(page, ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/notification');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الإشعارات', level: 1 })).toBeVisible();
  await expect(page.getByTestId('notification-item').first()).toBeVisible();
  await screenshot(page, 'notification/list-ar-dark-phone');
  await page.goto('/ar/config/notifications');
  await expect(page.getByText('تنبيه فروقات الجرد').first()).toBeVisible();
  await screenshot(page, 'config/notifications-ar-dark-phone');
});
