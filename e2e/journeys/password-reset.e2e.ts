// Issue 4 item 6: a user who forgot the password asks for a link, reads it in the mail a real SMTP
// server received, sets a new password (spec section 5 rules beside the fields) and signs in with it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { MESSAGES_AR, MESSAGES_EN } from '@hub/contracts';
import { waitForMail } from '../support/mail-capture';
import { DEMO_PASSWORD, screenshot, setTheme } from '../support/hub';

const en = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'en.json'), 'utf8'));
const ar = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'ar.json'), 'utf8'));

const FIRST_PASSWORD = 'Start#2026';
const NEW_PASSWORD = 'Reset#2026';

/** A user of its own (other journeys' sign-ins stay as they are), created by DEMO's admin through the API. */
async function createUser(request: APIRequestContext, email: string, userName: string): Promise<void> {
  const signin = await request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  expect(signin.status()).toBe(200);
  const { accessToken } = (await signin.json()).data as { accessToken: string };
  const created = await request.post('/merchant/users', {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { userName, email, roleName: 'USER', password: FIRST_PASSWORD, stores: ['BKK-SIAM'], active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
}

/** The reset link of the newest mail to `email`, after checking its recipient, subject and link. */
async function linkFromMail(email: string, subject: string, linkStart: string): Promise<string> {
  const mail = await waitForMail(email, 20_000, subject);
  expect(mail.rcptTo).toEqual([email]);
  expect(mail.subject).toBe(subject);
  const link = new RegExp(`${linkStart.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/auth/reset/[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  expect(mail.html).toContain(`href="${link}"`);
  return link!;
}

async function signInWith(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).first().fill(password);
  await page.getByRole('button', { name: en.signin.submit }).click();
}

test('When a user forgets the password, then the mailed link sets a new one: the old fails, the new signs in, the link works once', async ({ page, request, baseURL }) => {
  const email = `reset-${Date.now()}@demo.hub`;
  await createUser(request, email, 'Rita Reset');

  await page.goto('/auth/signin');
  await page.getByRole('link', { name: en.signin.forgot }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
  await expect(page.getByRole('heading', { name: en.passwordReset.requestTitle })).toBeVisible();
  await screenshot(page, 'password-reset-request-en-light-desktop');

  // An unregistered address gets the same neutral answer.
  await page.getByLabel(/^E-mail/).fill(`nobody-${Date.now()}@demo.hub`);
  await page.getByRole('button', { name: en.passwordReset.send }).click();
  await expect(page.getByTestId('reset-sent-message')).toHaveText(MESSAGES_EN.URR000);
  await page.getByRole('button', { name: en.passwordReset.again }).click();

  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByRole('button', { name: en.passwordReset.send }).click();
  await expect(page.getByTestId('reset-sent-message')).toHaveText(MESSAGES_EN.URR000);
  await screenshot(page, 'password-reset-sent-en-light-desktop');

  const link = await linkFromMail(email, 'Reset your Hub password', baseURL!);
  await page.goto(link);
  const form = page.getByTestId('reset-password-form');
  await expect(form).toBeVisible();
  // The rules sit beside the field and tick as the password is typed.
  await form.getByTestId('input-password').fill('abc1');
  const rules = form.getByTestId('password-rules');
  await expect(rules.locator('[data-rule="lowercase"]')).toHaveAttribute('data-met', 'true');
  await expect(rules.locator('[data-rule="uppercase"]')).toHaveAttribute('data-met', 'false');
  await form.getByTestId('input-confirmPassword').fill('abc2');
  await form.getByRole('button', { name: en.passwordReset.submit }).click();
  await expect(form.getByTestId('errors-password')).toContainText(en.password.rules.minLength);
  await expect(form.getByTestId('errors-confirmPassword')).toHaveText(en.password.rules.matches);
  await screenshot(page, 'password-reset-form-en-light-desktop');
  // The server judges "differs from the previous one".
  await form.getByTestId('input-password').fill(FIRST_PASSWORD);
  await form.getByTestId('input-confirmPassword').fill(FIRST_PASSWORD);
  await form.getByRole('button', { name: en.passwordReset.submit }).click();
  await expect(form.getByTestId('errors-password')).toHaveText(en.password.rules.differs);

  await form.getByTestId('input-password').fill(NEW_PASSWORD);
  await form.getByTestId('input-confirmPassword').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: en.passwordReset.submit }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?reset=done$/);
  await expect(page.getByTestId('signin-reset-done')).toHaveText(MESSAGES_EN.URR001);
  await screenshot(page, 'password-reset-done-en-light-desktop');

  await signInWith(page, email, FIRST_PASSWORD);
  await expect(page.getByTestId('signin-error')).toHaveText(MESSAGES_EN.UAC110);
  await signInWith(page, email, NEW_PASSWORD);
  await expect(page.getByTestId('main-nav')).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByTestId('reset-code-error')).toHaveText(MESSAGES_EN.URR100);
  await page.getByRole('link', { name: en.passwordReset.requestNew }).click();
  await expect(page).toHaveURL(/\/auth\/reset$/);
});

test('When the request is made in Arabic on a phone in dark mode, then the mail and the pages are in Arabic, right to left', async ({ page, request, baseURL }) => {
  const email = `reset-ar-${Date.now()}@demo.hub`;
  await createUser(request, email, 'Rami Reset');
  await setTheme(page, 'dark');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/ar/auth/reset');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: ar.passwordReset.requestTitle })).toBeVisible();
  await screenshot(page, 'password-reset-request-ar-dark-phone');
  await page.getByRole('textbox').first().fill(email);
  await page.getByRole('button', { name: ar.passwordReset.send }).click();
  await expect(page.getByTestId('reset-sent-message')).toHaveText(MESSAGES_AR.URR000);
  await screenshot(page, 'password-reset-sent-ar-dark-phone');

  const link = await linkFromMail(email, 'إعادة تعيين كلمة مرور Hub الخاصة بك', `${baseURL!}/ar`);
  await page.goto(link);
  const form = page.getByTestId('reset-password-form');
  await expect(form).toBeVisible();
  await form.getByTestId('input-password').fill('Reset#');
  await screenshot(page, 'password-reset-form-ar-dark-phone');
  await form.getByTestId('input-password').fill(NEW_PASSWORD);
  await form.getByTestId('input-confirmPassword').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: ar.passwordReset.submit }).click();
  await expect(page).toHaveURL(/\/ar\/auth\/signin\?reset=done$/);
  await expect(page.getByTestId('signin-reset-done')).toHaveText(MESSAGES_AR.URR001);
  await screenshot(page, 'password-reset-done-ar-dark-phone');

  // An unknown code: the URR102 wording and the way to ask again.
  await page.goto(`/ar/auth/reset/${'x'.repeat(43)}`);
  await expect(page.getByTestId('reset-code-error')).toHaveText(MESSAGES_AR.URR102);
  await expect(page.getByRole('link', { name: ar.passwordReset.requestNew })).toBeVisible();
  await screenshot(page, 'password-reset-invalid-ar-dark-phone');
});

test('When the code is typed on /auth/reset-password, then an unknown one is refused beside the field (desktop, dark)', async ({ page }) => {
  await setTheme(page, 'dark');
  await page.goto('/auth/reset-password');
  const form = page.getByTestId('reset-password-form');
  await form.getByTestId('input-code').fill('not-a-code');
  await form.getByTestId('input-password').fill(NEW_PASSWORD);
  await form.getByTestId('input-confirmPassword').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: en.passwordReset.submit }).click();
  await expect(form.getByTestId('errors-code')).toHaveText(MESSAGES_EN.URR102);
  await screenshot(page, 'password-reset-typed-code-en-dark-desktop');
});

for (const [locale, theme, device] of [
  ['ar', 'light', 'desktop'],
  ['en', 'dark', 'phone'],
] as const) {
  test(`When the reset pages are opened in ${locale}, ${theme}, on a ${device}, then they show their forms (screenshots)`, async ({ page }) => {
    const strings = locale === 'ar' ? ar : en;
    const prefix = locale === 'ar' ? '/ar' : '';
    await setTheme(page, theme);
    if (device === 'phone') await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/auth/reset`);
    await expect(page.getByRole('heading', { name: strings.passwordReset.requestTitle })).toBeVisible();
    await screenshot(page, `password-reset-request-${locale}-${theme}-${device}`);
    await page.goto(`${prefix}/auth/reset-password`);
    await page.getByTestId('input-password').fill('Reset#');
    await expect(page.getByTestId('password-rules').locator('[data-met="true"]')).toHaveCount(4);
    await screenshot(page, `password-reset-typed-code-${locale}-${theme}-${device}`);
  });
}
