// Issue 2: "sign in as owner and as admin and check the exact menu each sees", and sign-out.
import { expect, test } from '../support/test';
import { menuLabels, signIn } from '../support/hub';

test('When the owner signs in, then the menu holds exactly Dashboard, Products, Reports and Stores', async ({ page }) => {
  await signIn(page, 'owner@demo.hub');
  expect(await menuLabels(page)).toEqual(['Dashboard', 'Products', 'Reports', 'Stores']);
  // Quick settings are hidden for the owner role (spec section 2).
  await expect(page.getByRole('button', { name: /Quick settings/ })).toHaveCount(0);
});

test('When the admin signs in, then the menu holds every built area and no entry leads to a page not built yet', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  // The Data group holds Data Import and Image Import; the Tagging group Tag Mapping and Tag Printing (issue 14).
  expect(await menuLabels(page)).toEqual(['Dashboard', 'Data', 'Products', 'Tagging', 'Reports', 'Users', 'Stores', 'Audit Trail']);
  await page.getByTestId('main-nav').getByRole('button', { name: 'Data' }).click();
  expect((await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Data Import', 'Image Import']);
  await page.keyboard.press('Escape');
  await page.getByTestId('main-nav').getByRole('button', { name: 'Tagging' }).click();
  expect((await page.getByRole('menuitem').allInnerTexts()).map((t) => t.trim())).toEqual(['Tag Mapping', 'Tag Printing']);
  await page.keyboard.press('Escape');
  await page.getByTestId('quick-settings').hover();
  const entries = page.getByRole('menuitem');
  await expect(entries.first()).toBeVisible();
  expect((await entries.allInnerTexts()).map((t) => t.trim())).toEqual([
    'Catalogue view',
    'Product details',
    'Filters',
    'Saved filter sets',
    'Stock-take',
    'Theme',
    'Tag design',
    'Reports',
    'RFID',
    'Notifications',
    'Integrations',
    'Global settings',
  ]);
});

test('When a signed-in user signs out, then the sign-in page shows and pages need signing in again', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.goto('/management/location');
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('When the password is wrong, then the sign-in page says so with the UAC110 wording', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByLabel(/^E-mail/).fill('admin@demo.hub');
  await page.getByLabel(/^Password/).first().fill('Wrong@1234');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});
