// Issue 15 items 5 and 6: a provider (SADMIN) issues a serial key on the licences page; a new merchant registers with it on
// /auth/register (linked from sign-in) — a wrong key first shows UR104 — and its admin lands on /setup,
// walks the wizard (a step's page opens and leads back), finishes and lands on the dashboard, where the
// banner says the key's licence ends within 14 days. Again in /ar, dark, on a phone. Checked by axe.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { DEMO_PASSWORD, screenshot, setTheme, signInAt } from '../support/hub';

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

const run = Date.now().toString(36).toUpperCase();
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/** SADMIN issues a key through the provider API: a licence for 3 tablets ending in 10 days. */
async function issueKey(request: APIRequestContext): Promise<string> {
  const signin = await request.post('/merchant/user/signin', { data: { email: 'sadmin@demo.hub', password: DEMO_PASSWORD } });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  const res = await request.post('/merchant/serial-keys', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { type: 'SUBSCRIPTION', hardwareType: 'TABLET', quantity: 3, startDate: day(-1), endDate: day(10) },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { key: string } }).data.key;
}

async function fillRegistration(page: Page, fields: { key: string; business: string; name: string; email: string; password: string }) {
  await page.locator('input[name="serialKey"]').fill(fields.key);
  await page.locator('input[name="merchantName"]').fill(fields.business);
  await page.locator('input[name="userName"]').fill(fields.name);
  await page.locator('input[name="email"]').fill(fields.email);
  await page.locator('input[name="password"]').fill(fields.password);
  await page.getByTestId('register-submit').click();
}

let uiKey = '';

test('When SADMIN issues a serial key on the licences page, then the new key is shown and listed as available', async ({ page }) => {
  await signInAt(page, '/management/licences', 'sadmin@demo.hub');
  await page.getByTestId('licences-tab-keys').click();
  await page.getByTestId('licence-start').fill(day(-1));
  await page.getByTestId('licence-end').fill(day(10));
  await page.getByRole('button', { name: 'Issue key' }).click();
  uiKey = (await page.getByTestId('serial-key-issued-key').textContent()) ?? '';
  expect(uiKey).toMatch(/^HUB(-[0-9A-Z]{5}){4}$/);
  const row = page.getByTestId('serial-key-row').filter({ hasText: uiKey });
  await expect(row.getByTestId('serial-key-state')).toHaveText('Available');
  await screenshot(page, 'registration-setup/provider-serial-keys');
  await expectAccessible(page, 'serial keys');
  await page.context().clearCookies();
});

test('When a new merchant registers with the key (a wrong key first: UR104), then its admin walks the setup wizard, finishes and lands on the dashboard, with the licence banner', async ({ page }) => {
  const key = uiKey;
  expect(key).not.toBe('');
  await page.goto('/auth/signin');
  await page.getByTestId('signin-register').click();
  await expect(page).toHaveURL(/\/auth\/register$/);
  await expect(page.getByRole('heading', { name: 'Register your business' })).toBeVisible();

  const fields = { key: 'HUB-00000-00000-00000-00000', business: `Lanna Gold ${run}`, name: 'Malee', email: `malee.${run.toLowerCase()}@lanna.example`, password: 'Lanna@2026' };
  await fillRegistration(page, fields);
  await expect(page.getByTestId('register-error')).toHaveText('Invalid serial key');
  await expect(page.getByTestId('register-error')).toHaveAttribute('data-code', 'UR104');
  await screenshot(page, 'registration-setup/register-wrong-key');
  await expectAccessible(page, 'registration with a wrong key');

  await page.locator('input[name="serialKey"]').fill(key);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByTestId('setup-page')).toBeVisible();
  await expect(page.locator('[data-layout="setup"]')).toBeVisible();
  await expect(page.getByTestId('setup-progress')).toHaveText('0 of 7 steps done (0%)');
  await expect(page.getByTestId('setup-current-step')).toHaveAttribute('data-step', 'stores');
  await screenshot(page, 'registration-setup/wizard-stores');
  await expectAccessible(page, 'setup wizard');

  // The first step's page opens during setup, and the banner leads back to the wizard.
  await page.getByTestId('setup-step-link').click();
  await expect(page).toHaveURL(/\/management\/location$/);
  await expect(page.getByTestId('banner')).toHaveAttribute('data-kind', 'SETUP');
  await page.getByTestId('banner-action').click();
  await expect(page).toHaveURL(/\/setup$/);
  // Any other page still goes to /setup.
  await page.goto('/products');
  await expect(page).toHaveURL(/\/setup$/);

  await page.getByTestId('setup-next').click();
  await expect(page.getByTestId('setup-current-step')).toHaveAttribute('data-step', 'dataMapping');
  await expect(page.getByTestId('setup-step-link')).toHaveAttribute('href', '/data-import');
  for (const step of ['import', 'rfid', 'stockTake', 'notifications', 'theme']) {
    await page.getByTestId('setup-skip').or(page.getByTestId('setup-next')).first().click();
    await expect(page.getByTestId('setup-current-step')).toHaveAttribute('data-step', step);
  }
  await screenshot(page, 'registration-setup/wizard-last-step');
  await page.getByTestId('setup-finish').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('main-nav')).toBeVisible();
  const banner = page.getByTestId('banner');
  await expect(banner).toHaveAttribute('data-kind', 'LICENCE_ENDING');
  await expect(banner).toContainText('in 10 days');
  await screenshot(page, 'registration-setup/dashboard-licence-banner');
  await expect(banner).toContainText('(and 1 more message)');
  // Dismissed, the next message shows (no data imported yet), and the licence stays dismissed after a reload.
  // The banner hides at once and remembers on the server's answer: the reload waits for that answer.
  const remembered = page.waitForResponse((r) => r.url().endsWith('/merchant/banner/dismiss') && r.ok());
  await page.getByTestId('banner-dismiss').click();
  await expect(banner).toHaveAttribute('data-kind', 'DATA_NOT_IMPORTED');
  await remembered;
  await page.reload();
  await expect(page.getByTestId('banner')).toHaveAttribute('data-kind', 'DATA_NOT_IMPORTED');
  await page.getByTestId('banner-action').click();
  await expect(page).toHaveURL(/\/data-import$/);
});

test('When the registration is in Arabic, dark, on a phone, then it reads right to left, a wrong key says UR104 in Arabic, and the wizard follows', async ({ browser, request }) => {
  const key = await issueKey(request);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await setTheme(page, 'dark');
  await page.goto('/ar/auth/register');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const fields = { key: 'HUB-ZZZZZ-ZZZZZ-ZZZZZ-ZZZZZ', business: `ذهب الخليج ${run}`, name: 'سارة', email: `sara.${run.toLowerCase()}@gulf.example`, password: 'Gulf@2026' };
  await fillRegistration(page, fields);
  await expect(page.getByTestId('register-error')).toHaveText('المفتاح التسلسلي غير صالح');
  await screenshot(page, 'registration-setup/ar-dark-phone-register');
  await expectAccessible(page, 'registration in Arabic');

  await page.locator('input[name="serialKey"]').fill(key);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/ar\/setup$/);
  await expect(page.getByTestId('setup-progress')).toHaveText('اكتملت 0 من 7 خطوات (0%)');
  await screenshot(page, 'registration-setup/ar-dark-phone-wizard');
  await expectAccessible(page, 'setup wizard in Arabic');
  await page.getByTestId('setup-step-theme').click();
  await page.getByTestId('setup-finish').click();
  await expect(page).toHaveURL(/\/ar\/?$/);
  await expect(page.getByTestId('banner')).toHaveAttribute('data-kind', 'LICENCE_ENDING');
  await screenshot(page, 'registration-setup/ar-dark-phone-dashboard');
  await context.close();
});
