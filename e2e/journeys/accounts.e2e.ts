// Issue 29 items 1-3: an administrator invites a user, the user verifies the e-mail from the mail a real
// SMTP server received, signs in, forgets the PIN and resets it with the mailed one-time password, is
// given a second merchant by a provider administrator and switches to it; then the same in /ar.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_AR, MESSAGES_EN, SESSION_STORAGE_KEY } from '@hub/contracts';
import type { ParsedMail } from 'mailparser';
import { expect, test, type Page } from '../support/test';
import { waitForMail } from '../support/mail-capture';
import { DEMO_PASSWORD, screenshot, setTheme, signInAt, signInWithForm } from '../support/hub';

const shellEn = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'en.json'), 'utf8'));
const shellAr = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'ar.json'), 'utf8'));
const adminEn = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-admin', 'src', 'i18n', 'en.json'), 'utf8'));

const PASSWORD = 'Invite#2026';
const userForm = (page: Page) => page.getByTestId('user-form');

/** The newest mail to `to` whose subject is `subject` (an earlier mail to the same address is skipped). */
async function mailWithSubject(to: string, subject: string): Promise<ParsedMail> {
  const end = Date.now() + 20_000;
  for (;;) {
    const mail = await waitForMail(to);
    if (mail.subject === subject) return mail;
    if (Date.now() > end) throw new Error(`no mail "${subject}" for ${to}; the newest is "${mail.subject}"`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function linkIn(mail: ParsedMail, start: string): string {
  const link = new RegExp(`${start.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}/auth/verify-email/[A-Za-z0-9_-]{43}`).exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeTruthy();
  return link!;
}

/**
 * Forgets the browser's session (the next person at this browser signs in anew), from a page of the
 * hub that runs no script (the health answer), so no running app writes the session back meanwhile.
 */
async function forgetSession(page: Page): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate((key) => window.localStorage.removeItem(key), SESSION_STORAGE_KEY);
}

const otpIn = (mail: ParsedMail) => /\b\d{6}\b/.exec(mail.text ?? '')![0];

/** /profile/pin, "Forgot your PIN?": asks for the OTP and returns the mailed one. */
async function askOtp(page: Page, email: string, subject: string): Promise<string> {
  const section = page.getByTestId('pin-reset');
  await section.getByTestId('pin-reset-send').click();
  await expect(section.getByTestId('pin-reset-sent')).toBeVisible();
  return otpIn(await mailWithSubject(email, subject));
}

async function typeReset(page: Page, otp: string, pin: string): Promise<void> {
  const form = page.getByTestId('pin-reset').getByTestId('pin-form');
  await form.getByTestId('input-otp').fill(otp);
  await form.getByTestId('input-pin').fill(pin);
  await form.getByTestId('input-confirmPin').fill(pin);
  await form.locator('button[type=submit]').click();
}

test('When an admin invites a user, then the user verifies the e-mail, signs in, resets the PIN by OTP, and switches to the merchant a provider gave', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const email = `invited.${Date.now()}@demo.hub`;

  // The admin invites: the address starts pending.
  await signInAt(page, '/management/user', 'admin@demo.hub');
  await page.getByRole('button', { name: adminEn.users.new }).click();
  await userForm(page).getByLabel(/^User name/).fill('Ivy Invited');
  await userForm(page).getByLabel(/^E-mail/).fill(email);
  await userForm(page).getByLabel(/^Password/).fill(PASSWORD);
  await userForm(page).getByLabel(/^PIN/).fill('246810');
  await userForm(page).getByLabel(/^Role/).selectOption('ADMIN');
  await userForm(page).getByRole('combobox', { name: /^Stores/ }).click();
  await page.getByRole('menuitemcheckbox', { name: /^BKK-SIAM / }).click();
  await userForm(page).getByRole('heading').first().click();
  await userForm(page).getByRole('button', { name: adminEn.users.form.create }).click();
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_EN.UR000);
  await page.getByRole('searchbox', { name: adminEn.users.search }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row.getByTestId('email-pending')).toHaveText(adminEn.users.verification.pending);

  // The user opens the mailed link (in a browser without the admin's session): verified once.
  await forgetSession(page);
  const link = linkIn(await mailWithSubject(email, 'Verify your Hub e-mail address'), baseURL!);
  await page.goto(link);
  await expect(page.getByTestId('verify-email-done')).toHaveText(MESSAGES_EN.UAC009);
  await screenshot(page, 'verify-email-en-light-desktop');

  // Signs in, forgets the PIN: a wrong OTP is refused beside its field, the mailed one sets the PIN.
  await page.getByRole('link', { name: shellEn.verifyEmail.signIn }).click();
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).first().fill(PASSWORD);
  await page.getByRole('button', { name: shellEn.signin.submit }).click();
  await expect(page.getByTestId('main-nav')).toBeVisible();
  await page.goto('/profile/pin');
  const otp = await askOtp(page, email, 'Your Hub PIN reset code');
  await typeReset(page, otp === '000000' ? '000001' : '000000', '135790');
  await expect(page.getByTestId('pin-reset').getByTestId('errors-otp')).toHaveText(MESSAGES_EN.URR104);
  await typeReset(page, otp, '135790');
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_EN.UAC011);
  await screenshot(page, 'pin-reset-en-light-desktop');

  // A provider administrator gives the user ACME (the user form's merchant list; its rules are unit-tested):
  // the user's sessions end, and the next sign-in's switch drawer offers ACME.
  const sadmin = await page.request.post('/merchant/user/signin', { data: { email: 'sadmin@demo.hub', password: DEMO_PASSWORD } });
  const given = await page.request.put(`/merchant/users/${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${(await sadmin.json()).accessToken}` },
    data: { merchants: ['ACME'] },
  });
  expect(given.status(), await given.text()).toBe(200);
  await forgetSession(page);
  await signInWithForm(page, email, PASSWORD);
  await page.getByTestId('account-switcher').click();
  const drawer = page.getByTestId('account-drawer');
  await drawer.getByTestId('account-merchant').click();
  await page.getByRole('option', { name: 'ACME' }).click();
  await drawer.getByTestId('account-switch').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('account-label')).toHaveText('ACME');
});

test('When the invited user reads Arabic, then the verification and the PIN reset speak Arabic, right to left, in dark mode', async ({ page, baseURL }) => {
  const email = `invited.ar.${Date.now()}@demo.hub`;
  const admin = await page.request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  const created = await page.request.post('/merchant/users', {
    headers: { Authorization: `Bearer ${(await admin.json()).accessToken}` },
    data: { userName: 'Amal', email, roleName: 'USER', password: PASSWORD, pin: '246810', stores: ['BKK-SIAM'], locale: 'ar' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await setTheme(page, 'dark');
  const link = linkIn(await mailWithSubject(email, 'تحقق من عنوان بريدك الإلكتروني في Hub'), `${baseURL}/ar`);
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('verify-email-done')).toHaveText(MESSAGES_AR.UAC009);
  await screenshot(page, 'verify-email-ar-dark-desktop');

  await signInAt(page, '/ar/profile/pin', email, PASSWORD);
  await expect(page.getByRole('heading', { name: shellAr.pinReset.title })).toBeVisible();
  const otp = await askOtp(page, email, 'رمز إعادة تعيين PIN الخاص بك في Hub');
  await typeReset(page, otp, '12');
  await expect(page.getByTestId('pin-reset').getByTestId('errors-pin')).toContainText(shellAr.pin.rules.pinDigits);
  await typeReset(page, otp, '975310');
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_AR.UAC011);
  await screenshot(page, 'pin-reset-ar-dark-desktop');
});
