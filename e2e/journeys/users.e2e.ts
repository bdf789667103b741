// Issue 4, item 3: the users screen of /management/user (spec sections 3 "User form", 5, 6 and 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { menuLabels, screenshot, setTheme, signIn, signInAt, signInWithForm } from '../support/hub';

const adminAr = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-admin', 'src', 'i18n', 'ar.json'), 'utf8'));

const userForm = (page: Page) => page.getByTestId('user-form');
/** The Fluent field (label, input and validation message) around the input labelled `label`. */
const fieldOf = (page: Page, label: RegExp) => userForm(page).locator('.fui-Field', { has: page.getByLabel(label) });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
}

async function pickStore(page: Page, code: string) {
  await userForm(page).getByRole('combobox', { name: /^Stores/ }).click();
  // A multi-select Fluent dropdown lists its options as menu item checkboxes, in a portal.
  await page.getByRole('menuitemcheckbox', { name: new RegExp(`^${code} `) }).click();
  // Close the list by clicking the drawer's title (Escape would close the drawer too).
  await userForm(page).getByRole('heading').first().click();
}

test('When the admin creates a user (after UR109 and a password rule shown next to their fields), then the user signs in with their role menu; deactivated, their sign-in is refused with UAC115', async ({ page }) => {
  // Three sign-ins, two users created and one deactivated: a long journey.
  test.slow();
  const stamp = Date.now();
  const email = `e2e.user.${stamp}@demo.hub`;
  const name = `E2E User ${stamp}`;
  await signInAt(page, '/management/user', 'admin@demo.hub');
  await expect(page.getByTestId('users-page')).toBeVisible();
  await expect(page.getByRole('cell', { name: /Adam Admin/ })).toBeVisible();
  await page.getByRole('button', { name: 'New user' }).click();
  await expect(userForm(page)).toBeVisible();

  // Broken first: an invalid e-mail (UR109) and a password that breaks the section-5 rules.
  await userForm(page).getByLabel(/^User name/).fill(name);
  await userForm(page).getByLabel(/^E-mail/).fill('e2e-user@demo');
  await userForm(page).getByLabel(/^Password/).fill('secret');
  await userForm(page).getByRole('button', { name: 'Create user' }).click();
  await expect(fieldOf(page, /^E-mail/).getByText('Email must be valid')).toBeVisible();
  await expect(fieldOf(page, /^Password/).getByText('Add at least one uppercase letter.')).toBeVisible();
  await expect(fieldOf(page, /^Password/).getByText('Add at least one digit.')).toBeVisible();
  await expect(fieldOf(page, /^Stores/).getByText('Stores cannot be empty')).toBeVisible();

  // Fixed: a valid e-mail and password, the App User role and one store.
  await userForm(page).getByLabel(/^E-mail/).fill(email);
  await expect(fieldOf(page, /^E-mail/).getByText('Email must be valid')).toHaveCount(0);
  await userForm(page).getByLabel(/^Password/).fill('Secret@12');
  await expect(fieldOf(page, /^Password/).getByText('Add at least one digit.')).toHaveCount(0);
  await userForm(page).getByLabel(/^Role/).selectOption('USER');
  await pickStore(page, 'BKK-SIAM');
  await userForm(page).getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('User registered successfully');
  await expect(userForm(page)).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  const row = page.getByTestId('user-row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('App User');
  await expect(row).toContainText('Active');
  await expect(row).toContainText('BKK-SIAM');

  // The same e-mail again: the server answers UR100 next to the e-mail.
  await page.getByRole('button', { name: 'New user' }).click();
  await userForm(page).getByLabel(/^User name/).fill('Twin');
  await userForm(page).getByLabel(/^E-mail/).fill(email);
  await userForm(page).getByLabel(/^Password/).fill('Secret@12');
  await pickStore(page, 'BKK-SIAM');
  await userForm(page).getByRole('button', { name: 'Create user' }).click();
  await expect(fieldOf(page, /^E-mail/).getByText('Email already registered')).toBeVisible();
  await userForm(page).getByRole('button', { name: 'Cancel' }).click();

  // The new user signs in and sees the menu of the App User role.
  await signOut(page);
  await signInWithForm(page, email, 'Secret@12');
  expect(await menuLabels(page)).toEqual(['Dashboard', 'Products', 'Reports']);
  await signOut(page);

  // The admin deactivates them, after confirming.
  await signInAt(page, '/management/user', 'admin@demo.hub');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  // The search answered (only that user listed) before the row's button is clicked: see temporary-password.e2e.ts.
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(page.getByTestId('user-row')).toContainText(email);
  await page.getByRole('button', { name: `Deactivate user ${email}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('User updated successfully');
  await expect(page.getByTestId('user-row').filter({ hasText: email })).toContainText('Inactive');
  await expect(page.getByRole('button', { name: `Deactivate user ${email}` })).toHaveCount(0);

  // Their sign-in is now refused with the UAC115 wording.
  await signOut(page);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).first().fill('Secret@12');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Your account is deactivated. Please contact your IT administrator.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('When the admin tries to deactivate themself, then the UAC116 wording shows', async ({ page }) => {
  await signInAt(page, '/management/user', 'admin@demo.hub');
  await page.getByRole('button', { name: 'Deactivate user admin@demo.hub' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('This user cannot be deactivated');
  const adminRow = page.getByTestId('user-row').filter({ has: page.getByText('admin@demo.hub', { exact: true }) });
  await expect(adminRow).toContainText('Active');
});

test('When the store manager (read only) opens the users, then there is no New user and the form is view-only', async ({ page }) => {
  await signInAt(page, '/management/user', 'storemanager@demo.hub');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'New user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Deactivate user/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'View user user@demo.hub' }).click();
  await expect(userForm(page).getByLabel(/^User name/)).toBeDisabled();
  await expect(userForm(page).getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390] as const) {
    test(`Screenshots of the users screen (en and ar) in ${theme} mode at ${width} px`, async ({ page }) => {
      await setTheme(page, theme);
      await signIn(page, 'admin@demo.hub');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const locale of ['en', 'ar'] as const) {
        const prefix = locale === 'en' ? '' : '/ar';
        await page.goto(`${prefix}/management/user`);
        await expect(page.getByTestId('users-page')).toBeVisible();
        await expect(page.locator('text=user@demo.hub >> visible=true').first()).toBeVisible();
        await page.waitForTimeout(300);
        await screenshot(page, `users/list-${locale}-${width}-${theme}`);
        await page.getByRole('button', { name: locale === 'en' ? 'New user' : adminAr.users.new }).click();
        await expect(userForm(page)).toBeVisible();
        await userForm(page).locator('input[name="email"]').fill('broken@demo');
        await userForm(page).locator('input[name="password"]').fill('abc');
        await userForm(page).locator('button[type="submit"]').click();
        await expect(userForm(page).locator('.fui-Field__validationMessage').first()).toBeVisible();
        await page.waitForTimeout(300);
        await screenshot(page, `users/form-errors-${locale}-${width}-${theme}`);
        await userForm(page).locator('button[type="button"]').last().click();
        await expect(userForm(page)).toHaveCount(0);
      }
    });
  }
}
