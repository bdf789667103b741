// Issue 4, item 7: API keys of /config/integrations (spec sections 3 "API key", 4, 6 and 8 UAC113/UAC114).
// An admin creates a key in the UI, an integration calls the API with it and gets data, the admin
// revokes it in the UI, and the same call then fails with 401 UAC113.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { screenshot, setTheme, signIn } from '../support/hub';

const configAr = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-config', 'src', 'i18n', 'ar.json'), 'utf8'));
const KEY_PATTERN = /^hub_[0-9a-f]{8}_[A-Za-z0-9_-]{43}$/;
const REPORTS = '/merchant/stocktake/reports?month=01-2026';

async function openIntegrations(page: Page, prefix = '') {
  await page.goto(`${prefix}/config/integrations`);
  await expect(page.getByTestId('integrations-page')).toBeVisible();
}

/** Creates a key in the dialog and returns it as the one-time reveal shows it (the dialog stays open). */
async function createKey(page: Page, name: string, operations: string[]): Promise<string> {
  await page.getByTestId('api-key-new').click();
  const dialog = page.getByTestId('api-key-create-dialog');
  await expect(dialog).toBeVisible();
  await dialog.locator('input[name="name"]').fill(name);
  for (const operation of operations) await dialog.locator(`input[value="${operation}"]`).check();
  await dialog.locator('button[type="submit"]').click();
  const reveal = page.getByTestId('api-key-reveal-dialog');
  await expect(reveal).toBeVisible();
  const key = await reveal.getByTestId('api-key-value').inputValue();
  expect(key).toMatch(KEY_PATTERN);
  return key;
}

test('When admin@demo.hub creates a key in the UI, then an integration reads reports with it; revoked in the UI, the same call answers 401 UAC113', async ({ page, context }) => {
  const name = `E2E reports ${Date.now().toString(36)}`;
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'admin@demo.hub');
  await openIntegrations(page);

  const key = await createKey(page, name, ['STOCK_TAKE_REPORTS_READ', 'STORES_READ']);
  const reveal = page.getByTestId('api-key-reveal-dialog');
  await expect(reveal.getByText('This key will not be shown again')).toBeVisible();
  await reveal.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(reveal.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await reveal.getByRole('button', { name: 'I have copied the key' }).click();
  await expect(reveal).toHaveCount(0);

  // Listed with its prefix and status, never the key itself.
  const row = page.getByTestId('api-key-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  expect(await page.content()).not.toContain(key);

  // The integration: stock-take reports (svc-stocktake) and stores (svc-auth) answer the key.
  const reports = await page.request.get(REPORTS, { headers: { 'X-API-Key': key } });
  expect(reports.status()).toBe(200);
  expect(await reports.json()).toMatchObject({ status: 'success', code: 'STR002' });
  const stores = await page.request.get('/merchant/store', { headers: { 'X-API-Key': key } });
  expect(stores.status()).toBe(200);
  expect(((await stores.json()).data as { code: string }[]).map((s) => s.code)).toContain('BKK-SIAM');
  // Not granted: import jobs; never: the user-only profile.
  const jobs = await page.request.get('/merchant/import/jobs?limit=5', { headers: { 'X-API-Key': key } });
  expect([jobs.status(), (await jobs.json()).code]).toEqual([403, 'UAC114']);
  const profile = await page.request.get('/merchant/user/profile', { headers: { 'X-API-Key': key } });
  expect([profile.status(), (await profile.json()).code]).toEqual([403, 'UAC114']);

  // The list shows when the key was last used.
  await page.reload();
  await expect(row.getByText('Never used')).toHaveCount(0);

  // Revoke in the UI, after confirming.
  await row.getByRole('button', { name: `Revoke API key ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('stop working at once');
  await confirm.getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('API key revoked successfully');
  await expect(row.getByText('Revoked')).toBeVisible();
  await expect(row.getByRole('button', { name: `Revoke API key ${name}` })).toHaveCount(0);

  for (const path of [REPORTS, '/merchant/store']) {
    const after = await page.request.get(path, { headers: { 'X-API-Key': key } });
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ status: 'error', code: 'UAC113', message: 'Invalid API key' });
  }
});

test('When the developer opens the create dialog, then only the operations their role holds can be ticked', async ({ page }) => {
  await signIn(page, 'developer@demo.hub');
  await openIntegrations(page);
  await page.getByTestId('api-key-new').click();
  const dialog = page.getByTestId('api-key-create-dialog');
  await expect(dialog.getByRole('checkbox', { name: 'Read products' })).toBeEnabled();
  await expect(dialog.getByRole('checkbox', { name: 'Read import jobs' })).toBeEnabled();
  await expect(dialog.getByRole('checkbox', { name: 'Read stock-take reports' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Read stores' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Create key' }).click();
  await expect(dialog.getByText('Enter a name.')).toBeVisible();
  await expect(dialog.getByText('Allow at least one operation.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390] as const) {
    test(`Screenshots of /config/integrations (en and ar) in ${theme} mode at ${width} px`, async ({ page }) => {
      await setTheme(page, theme);
      await signIn(page, 'admin@demo.hub');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const locale of ['en', 'ar'] as const) {
        const prefix = locale === 'en' ? '' : '/ar';
        await openIntegrations(page, prefix);
        await page.getByTestId('api-key-new').click();
        const dialog = page.getByTestId('api-key-create-dialog');
        await dialog.locator('input[name="name"]').fill(locale === 'en' ? 'Partner portal' : 'بوابة الشريك');
        await dialog.locator('input[value="PRODUCTS_READ"]').check();
        await page.waitForTimeout(300);
        await screenshot(page, `integrations/create-${locale}-${width}-${theme}`);
        await dialog.locator('button[type="submit"]').click();
        const reveal = page.getByTestId('api-key-reveal-dialog');
        await expect(reveal).toBeVisible();
        await page.waitForTimeout(300);
        await screenshot(page, `integrations/reveal-${locale}-${width}-${theme}`);
        await reveal.getByRole('button', { name: locale === 'en' ? 'I have copied the key' : configAr.integrations.reveal.done }).click();
        await expect(reveal).toHaveCount(0);
        await expect(page.getByTestId('snackbar')).toBeVisible();
        await page.getByTestId('snackbar').getByRole('button').first().click().catch(() => undefined);
        await page.waitForTimeout(300);
        await screenshot(page, `integrations/list-${locale}-${width}-${theme}`);
      }
    });
  }
}
