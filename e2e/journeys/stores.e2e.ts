// Issue 4, item 2: the store form of /management/location (spec sections 3, 5, 7 and 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { screenshot, setTheme, signIn, signInAt } from '../support/hub';

const adminAr = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-admin', 'src', 'i18n', 'ar.json'), 'utf8'));

/** The open store form (the drawer's surface). */
const storeForm = (page: Page) => page.getByTestId('store-form');

async function openNewStoreForm(page: Page) {
  await page.goto('/management/location');
  await expect(page.getByTestId('store-list-page')).toBeVisible();
  await page.getByRole('button', { name: 'New store' }).click();
  await expect(storeForm(page)).toBeVisible();
}

test('When admin@demo.hub creates a store with autosync but no frequency, then "Invalid frequency" shows; fixed, it is listed; the same code again gives the ST102 wording', async ({ page }) => {
  const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin@demo.hub');
  await openNewStoreForm(page);
  const form = storeForm(page);
  // Spec section 3 defaults.
  await expect(form.getByLabel(/^Opening time/)).toHaveValue('00:00');
  await expect(form.getByLabel(/^Closing time/)).toHaveValue('23:59');
  await expect(form.getByText('Not Tested')).toBeVisible();

  await form.getByLabel(/^Store code/).fill(code);
  await form.getByLabel(/^Name/).fill('Phuket Patong');
  await form.getByLabel(/^Country/).fill('Thailand');
  await form.getByLabel(/^State/).fill('Phuket');
  await form.getByLabel(/^City/).fill('Patong');
  await form.getByRole('switch', { name: 'Sync data automatically' }).check();
  await form.getByLabel(/^Start date/).fill('2026-05-01');
  await form.getByLabel(/^Start time/).fill('06:30');
  await form.getByRole('button', { name: 'Create store' }).click();

  // The wording sits in the frequency field's own validation message.
  const frequencyField = form.locator('.fui-Field', { has: page.getByLabel(/^Sync frequency/) });
  await expect(frequencyField.getByText('Invalid frequency')).toBeVisible();
  await expect(form).toBeVisible();

  await form.getByLabel(/^Sync frequency/).selectOption('DAILY');
  await expect(form.getByText('Invalid frequency')).toHaveCount(0);
  await form.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Location created successfully');
  await expect(storeForm(page)).toHaveCount(0);
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

  // The same code again: the server answers ST102, shown next to the code.
  await page.getByRole('button', { name: 'New store' }).click();
  await storeForm(page).getByLabel(/^Store code/).fill(code);
  await storeForm(page).getByLabel(/^Name/).fill('Another one');
  await storeForm(page).getByRole('button', { name: 'Create store' }).click();
  const codeField = storeForm(page).locator('.fui-Field', { has: page.getByLabel(/^Store code/) });
  await expect(codeField.getByText('Duplicate location code')).toBeVisible();
});

test('When a store is edited and then deleted after confirming, then the list follows', async ({ page }) => {
  const code = `E2E-D${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin@demo.hub');
  await openNewStoreForm(page);
  await storeForm(page).getByLabel(/^Store code/).fill(code);
  await storeForm(page).getByLabel(/^Name/).fill('To be renamed');
  await storeForm(page).getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByRole('cell', { name: code, exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit store ${code}` }).click();
  await expect(storeForm(page).getByLabel(/^Store code/)).toBeDisabled();
  await storeForm(page).getByLabel(/^Name/).fill('Renamed store');
  await storeForm(page).getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Location updated successfully');
  await expect(page.getByRole('cell', { name: 'Renamed store', exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Delete store ${code}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('snackbar')).toContainText(`Store ${code} deleted`);
  await expect(page.getByRole('cell', { name: code, exact: true })).toHaveCount(0);
});

test('When the owner (read only) opens a store, then there is no New store or Delete and the inputs are disabled', async ({ page }) => {
  await signInAt(page, '/management/location', 'owner@demo.hub');
  await expect(page.getByRole('cell', { name: 'BKK-SIAM', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New store' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete store BKK-SIAM' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View store BKK-SIAM' }).click();
  await expect(storeForm(page).getByLabel(/^Name/)).toBeDisabled();
  await expect(storeForm(page).getByText('Tested', { exact: true })).toBeVisible();
  await expect(storeForm(page).getByRole('button', { name: 'Save changes' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390] as const) {
    test(`Screenshots of the store form (en and ar) in ${theme} mode at ${width} px`, async ({ page }) => {
      await setTheme(page, theme);
      // Sign in at desktop width (the helper waits for the desktop menu), then narrow the window.
      await signIn(page, 'admin@demo.hub');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const locale of ['en', 'ar'] as const) {
        const prefix = locale === 'en' ? '' : '/ar';
        await page.goto(`${prefix}/management/location`);
        await expect(page.getByTestId('store-list-page')).toBeVisible();
        const editName = locale === 'en' ? 'Edit store BKK-SIAM' : adminAr.stores.actions.editStore.replace('{{code}}', 'BKK-SIAM');
        await page.getByRole('button', { name: editName }).click();
        await expect(storeForm(page)).toBeVisible();
        await page.waitForTimeout(400);
        await screenshot(page, `stores/form-edit-${locale}-${width}-${theme}`);
        // Submit a broken autosync so the field errors show.
        await storeForm(page).locator('select[name="syncFrequency"]').selectOption('');
        await storeForm(page).locator('button[type="submit"]').click();
        await expect(storeForm(page).locator('.fui-Field__validationMessage').first()).toBeVisible();
        await storeForm(page).locator('select[name="syncFrequency"]').scrollIntoViewIfNeeded();
        await page.waitForTimeout(200);
        await screenshot(page, `stores/form-errors-${locale}-${width}-${theme}`);
        await page.keyboard.press('Escape');
        await expect(storeForm(page)).toHaveCount(0);
      }
    });
  }
}
