// Issue 4: the account switch drawer, the password and PIN forms' rules, and screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, DEMO_PASSWORD, screenshot, setTheme, signIn, signInAt, signInWithForm } from '../support/hub';

const en = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'en.json'), 'utf8'));
const ar = JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', 'ar.json'), 'utf8'));

async function openDrawer(page: Page, narrow: boolean): Promise<void> {
  if (narrow) {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByTestId('mobile-switch').click();
  } else {
    await page.getByTestId('account-switcher').click();
  }
  await expect(page.getByTestId('account-drawer')).toBeVisible();
}

test('When sadmin switches to ACME in the drawer, then the account label shows ACME', async ({ page }) => {
  await signIn(page, 'sadmin@demo.hub');
  await expect(page.getByTestId('account-label')).toHaveText('DEMO');
  await openDrawer(page, false);
  const drawer = page.getByTestId('account-drawer');
  await expect(drawer.getByTestId('account-user-name')).toHaveText('Sam Provider Admin');
  await expect(drawer.getByTestId('account-email')).toHaveText('sadmin@demo.hub');
  await expect(drawer.getByTestId('account-role')).toHaveText('provider administrator');
  // DEMO has two profiles: the profile field shows; MASTER is among the default profile's stores: no store field.
  await expect(drawer.getByTestId('account-profile')).toBeVisible();
  await expect(drawer.getByTestId('account-store')).toHaveCount(0);
  // The north profile has no MASTER: the store field appears with its store.
  await drawer.getByTestId('account-profile').click();
  await page.getByRole('option', { name: 'north' }).click();
  await expect(drawer.getByTestId('account-store')).toContainText('CNX-NIMMAN');
  // Changing the merchant reloads it; ACME only has 'default' (hidden) and MASTER (store hidden).
  await drawer.getByTestId('account-merchant').click();
  await page.getByRole('option', { name: 'ACME' }).click();
  await expect(drawer.getByTestId('account-profile')).toHaveCount(0);
  await expect(drawer.getByTestId('account-store')).toHaveCount(0);
  await drawer.getByTestId('account-switch').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Accounts Switching Alert!')).toBeVisible();
  await expect(dialog.getByText('Switching accounts will log you out of the current session.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('account-label')).toHaveText('ACME');
  await expect(page).toHaveURL(/\/$/);
  // The new session is ACME's: its stores come back from the server.
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('hub-session') ?? '{}').state.user.merchantID,
  );
  expect(stored).toBe('ACME');
});

test('When every password rule is violated once, then each message shows beside its field; a valid change then signs in', async ({
  page,
}) => {
  // A user of its own: the journeys run side by side, and a demo user whose password changed here
  // could no longer sign in to another journey.
  const email = `password.rules.${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.hub`;
  const created = await page.request.post('/merchant/users', {
    headers: await adminHeaders(page.request),
    data: { userName: 'Pat Password', email, roleName: 'USER', password: DEMO_PASSWORD, stores: ['BKK-SIAM'], active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const next = 'Changed#2026';
  await signInAt(page, '/profile/password', email);
  const form = page.getByTestId('password-form');
  const fill = async (current: string, pw: string, confirm = pw) => {
    await form.getByTestId('input-currentPassword').fill(current);
    await form.getByTestId('input-password').fill(pw);
    await form.getByTestId('input-confirmPassword').fill(confirm);
    await form.getByRole('button', { name: en.password.submit }).click();
  };
  const rules = en.password.rules;

  await fill('', '', '');
  for (const field of ['currentPassword', 'password', 'confirmPassword']) {
    await expect(form.getByTestId(`errors-${field}`)).toHaveText(rules.required);
  }
  const cases: [string, string][] = [
    ['Ab1@', rules.minLength],
    ['abcdef1@', rules.uppercase],
    ['ABCDEF1@', rules.lowercase],
    ['Abcdefg@', rules.digit],
    ['Abcdef12', rules.special],
    [DEMO_PASSWORD, rules.differs],
  ];
  for (const [pw, message] of cases) {
    await fill(DEMO_PASSWORD, pw);
    await expect(form.getByTestId('errors-password')).toHaveText(message);
    await expect(form.getByTestId('errors-currentPassword')).toHaveCount(0);
  }
  await fill(DEMO_PASSWORD, next, `${next}x`);
  await expect(form.getByTestId('errors-confirmPassword')).toHaveText(rules.matches);
  await expect(form.getByTestId('errors-password')).toHaveCount(0);
  // A wrong current password: 401 UAC110 beside the field, and the session stays.
  await fill('Wrong@1234', next);
  await expect(form.getByTestId('errors-currentPassword')).toHaveText('Invalid password');
  await expect(page).toHaveURL(/\/profile\/password$/);

  await fill(DEMO_PASSWORD, next);
  await expect(page.getByTestId('snackbar')).toContainText('Password changed successfully');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.getByLabel(/^E-mail/).fill(email);
  await page
    .getByLabel(/^Password/)
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid password')).toBeVisible();
  await signInWithForm(page, email, next);
});

test('When every PIN rule is violated once, then each message shows beside its field; a first PIN and then a change are saved', async ({
  page,
}) => {
  await signInAt(page, '/profile/pin', 'printing@demo.hub');
  const form = page.getByTestId('pin-form');
  const rules = en.pin.rules;
  const submit = () => form.getByRole('button', { name: en.pin.submit }).click();
  const fill = async (values: Record<string, string>) => {
    for (const [field, value] of Object.entries(values)) await form.getByTestId(`input-${field}`).fill(value);
    await submit();
  };

  // A first PIN: no current PIN is asked for.
  await expect(page.getByText(en.pin.introFirst)).toBeVisible();
  await expect(form.getByTestId('input-currentPin')).toHaveCount(0);
  await fill({ pin: '', confirmPin: '' });
  await expect(form.getByTestId('errors-pin')).toHaveText(rules.required);
  await expect(form.getByTestId('errors-confirmPin')).toHaveText(rules.required);
  // The field takes at most 6 characters (maxLength), so a longer PIN cannot be typed.
  for (const bad of ['12345', '12a456', '12 456']) {
    await fill({ pin: bad, confirmPin: bad });
    await expect(form.getByTestId('errors-pin')).toHaveText(rules.pinDigits);
  }
  await fill({ pin: '246810', confirmPin: '246811' });
  await expect(form.getByTestId('errors-confirmPin')).toHaveText(rules.matches);
  await expect(form.getByTestId('errors-pin')).toHaveCount(0);
  await fill({ pin: '246810', confirmPin: '246810' });
  await expect(page.getByTestId('snackbar')).toContainText('PIN changed successfully');

  // A change: the current PIN is required, must be right, and the new one must differ.
  await page.goto('/profile/pin');
  await expect(form.getByTestId('input-currentPin')).toBeVisible();
  await fill({ currentPin: '', pin: '135790', confirmPin: '135790' });
  await expect(form.getByTestId('errors-currentPin')).toHaveText(rules.required);
  await fill({ currentPin: '246810', pin: '246810', confirmPin: '246810' });
  await expect(form.getByTestId('errors-pin')).toHaveText(rules.differs);
  await fill({ currentPin: '000000', pin: '135790', confirmPin: '135790' });
  await expect(form.getByTestId('errors-currentPin')).toHaveText('Invalid PIN');
  await expect(page).toHaveURL(/\/profile\/pin$/);
  await fill({ currentPin: '246810', pin: '135790', confirmPin: '135790' });
  await expect(page.getByTestId('snackbar')).toContainText('PIN changed successfully');
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390]) {
    test(`Screenshots of the account drawer and the password page, en and ar, ${theme}, ${width} px`, async ({
      page,
    }) => {
      const narrow = width < 768;
      await setTheme(page, theme);
      await signIn(page, 'admin@demo.hub');
      await page.setViewportSize({ width, height: narrow ? 844 : 800 });
      for (const [locale, strings] of [
        ['en', en],
        ['ar', ar],
      ] as const) {
        const prefix = locale === 'en' ? '' : '/ar';
        await page.goto(`${prefix}/`);
        await page.waitForLoadState('networkidle');
        await openDrawer(page, narrow);
        const drawer = page.getByTestId('account-drawer');
        await expect(drawer.getByTestId('account-profile')).toBeVisible();
        await expect(drawer.getByText(strings.account.merchant, { exact: true })).toBeVisible();
        await page.waitForTimeout(400);
        await screenshot(page, `account/drawer-${locale}-${width}-${theme}`);
        await page.keyboard.press('Escape');
        await page.goto(`${prefix}/profile/password`);
        const form = page.getByTestId('password-form');
        await form.getByTestId('input-currentPassword').fill('x');
        await form.getByTestId('input-password').fill('abc');
        await form.getByTestId('input-confirmPassword').fill('abd');
        await form.getByRole('button', { name: strings.password.submit }).click();
        await expect(form.getByTestId('errors-password')).toContainText(strings.password.rules.uppercase);
        await screenshot(page, `account/password-${locale}-${width}-${theme}`);
      }
    });
  }
}
