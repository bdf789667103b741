// Issue 4, item 8: the audit trail of /audit-trail (filters, paging, INVALID_DATE of spec section 8).
import { expect, test, type Page } from '../support/test';
import { screenshot, setTheme, signIn } from '../support/hub';

async function createStore(page: Page, code: string, name: string) {
  await page.goto('/management/location');
  await page.getByRole('button', { name: 'New store' }).click();
  const form = page.getByTestId('store-form');
  await form.getByLabel(/^Store code/).fill(code);
  await form.getByLabel(/^Name/).fill(name);
  await form.getByRole('button', { name: 'Create store' }).click();
  await expect(page.getByTestId('snackbar')).toContainText('Location created successfully');
}

test('When the admin has created a store, then the audit trail lists it, and filtering by entity narrows the list', async ({ page }) => {
  const code = `AUD-${Date.now().toString(36).toUpperCase()}`;
  await signIn(page, 'admin@demo.hub');
  await createStore(page, code, 'Audited store');

  await page.goto('/audit-trail');
  await expect(page.getByTestId('audit-trail-page')).toBeVisible();
  const rows = page.getByTestId('audit-row');
  const created = rows.filter({ hasText: code });
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('Store created');
  await expect(created).toContainText('Adam Admin');
  await expect(created).toContainText('Default role');
  // Sign-ins are recorded too: before filtering, other entities are listed.
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  const filters = page.getByRole('search', { name: 'Audit trail filters' });
  await filters.getByLabel('Entity').selectOption('store');
  await expect(rows.filter({ hasText: 'Signed in' })).toHaveCount(0);
  await expect(created).toHaveCount(1);
  const entities = await rows.locator('td:nth-child(3)').allInnerTexts();
  expect(entities.length).toBeGreaterThan(0);
  expect(new Set(entities.map((e) => e.trim()))).toEqual(new Set(['Store']));

  await filters.getByLabel('Entity').selectOption('user');
  await expect(created).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Signed in' }).first()).toBeVisible();

  // The user filter: only Adam Admin's entries.
  await filters.getByLabel('Entity').selectOption('store');
  await filters.getByLabel('User').selectOption({ label: 'Adam Admin (admin@demo.hub)' });
  await expect(created).toHaveCount(1);
  const who = await rows.locator('td:nth-child(2)').allInnerTexts();
  expect(who.every((w) => w.includes('Adam Admin'))).toBe(true);

  // A reversed date range: INVALID_DATE next to From, the list keeps its last valid answer.
  await filters.getByLabel('From').fill('2026-03-02');
  await filters.getByLabel('To').fill('2026-03-01');
  await expect(filters.locator('.fui-Field', { has: page.getByLabel('From') }).getByText('Invalid date')).toBeVisible();
  await expect(created).toHaveCount(1);
  // A range in the far past: nothing matches.
  await filters.getByLabel('To').fill('2020-01-02');
  await filters.getByLabel('From').fill('2020-01-01');
  await expect(page.getByText('No entries match these filters')).toBeVisible();
  await filters.getByRole('button', { name: 'Clear filters' }).click();
  await expect(created).toHaveCount(1);
});

test('When the admin has created an API key and a role, then the audit trail words them and filters API keys', async ({ page }) => {
  const stamp = Date.now().toString(36).toUpperCase();
  await signIn(page, 'admin@demo.hub');
  const signin = await page.request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: 'Demo@1234' } });
  const headers = { Authorization: `Bearer ${((await signin.json()).data as { accessToken: string }).accessToken}` };
  const key = await page.request.post('/merchant/api-keys', { headers, data: { name: `Audit key ${stamp}`, allowedOperations: ['PRODUCTS_READ'] } });
  expect(key.status()).toBe(201);
  const role = await page.request.post('/merchant/roles', {
    headers,
    data: { kind: 'custom', name: `Audit role ${stamp}`, baseRole: 'USER', permissions: ['PRODUCTS_READ_PREVIEW'] },
  });
  expect(role.status()).toBe(201);

  await page.goto('/audit-trail');
  const rows = page.getByTestId('audit-row');
  const keyRow = rows.filter({ hasText: `Audit key ${stamp}` });
  await expect(keyRow).toHaveCount(1);
  await expect(keyRow).toContainText('API key created');
  await expect(keyRow).toContainText('Read products');
  const roleRow = rows.filter({ hasText: `Audit role ${stamp}` });
  await expect(roleRow).toContainText('Role created');
  await expect(roleRow).toContainText('App User');
  await expect(roleRow).toContainText('Products: View');
  for (const row of [keyRow, roleRow]) {
    const text = await row.innerText();
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-|PRODUCTS_READ|api-key\./);
  }

  const filters = page.getByRole('search', { name: 'Audit trail filters' });
  await filters.getByLabel('Entity').selectOption({ label: 'API key' });
  await expect(roleRow).toHaveCount(0);
  await expect(keyRow).toHaveCount(1);
  await filters.getByLabel('Action').selectOption({ label: 'API key created' });
  await expect(keyRow).toHaveCount(1);
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 390] as const) {
    test(`Screenshots of the audit trail (en and ar) in ${theme} mode at ${width} px`, async ({ page }) => {
      await setTheme(page, theme);
      await signIn(page, 'admin@demo.hub');
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      for (const locale of ['en', 'ar'] as const) {
        const prefix = locale === 'en' ? '' : '/ar';
        await page.goto(`${prefix}/audit-trail`);
        await expect(page.getByTestId('audit-trail-page')).toBeVisible();
        // A table row on desktop, a card on phones.
        await expect(page.locator('[data-testid="audit-row"], [data-testid="audit-trail-page"] ul li >> visible=true').first()).toBeVisible();
        await page.waitForTimeout(400);
        await screenshot(page, `audit/list-${locale}-${width}-${theme}`);
        await page.locator('input[name="from"]').fill('2026-03-02');
        await page.locator('input[name="to"]').fill('2026-03-01');
        await expect(page.locator('.fui-Field__validationMessage').first()).toBeVisible();
        await screenshot(page, `audit/invalid-date-${locale}-${width}-${theme}`);
        // The date field's calendar speaks the page's language (issue 30 item 4, ADR 0043).
        await page.locator('input[name="from"]').click();
        const calendar = page.getByRole('dialog', { name: locale === 'en' ? 'Calendar' : 'التقويم' });
        await expect(calendar.getByRole('columnheader').first()).toHaveAttribute('title', locale === 'en' ? 'Sunday' : 'السبت');
        // Its rows fade in: the picture once they have.
        await calendar.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
        await screenshot(page, `audit/calendar-${locale}-${width}-${theme}`);
        await page.keyboard.press('Escape');
      }
    });
  }
}
