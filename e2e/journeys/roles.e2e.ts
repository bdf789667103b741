// Issue 4 item 4, roles: an admin builds a custom role in the permission picker, previews the menu it
// gives, assigns it to a new user (through the users API: the users screen is another journey's),
// and that user signs in to exactly the previewed menu. Then the roles screens in light/dark,
// phone/desktop, English/Arabic, for the screenshots in e2e/artifacts.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEMO_PASSWORD, menuLabels, screenshot, setTheme, signIn, signInAt } from '../support/hub';

async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await request.post('/merchant/user/signin', { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { accessToken: string }).accessToken;
}

/** The top-level labels of the menu preview, in order. */
async function previewLabels(page: Page): Promise<string[]> {
  const items = page.getByTestId('menu-preview-nav').locator(':scope > li');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((t) => t.trim());
}

test('When an admin creates a custom role in the picker and a user gets it, then the user signs in to exactly the previewed menu', async ({ page, browser, request }) => {
  const stamp = Date.now();
  const roleName = `Floor auditor ${stamp}`;
  await signInAt(page, '/management/roles', 'admin@demo.hub');
  await expect(page.getByTestId('roles-group-system')).toBeVisible();
  await page.getByTestId('role-new').click();
  await expect(page).toHaveURL(/\/management\/roles\/new$/);

  const form = page.getByTestId('role-form');
  await form.getByTestId('role-name').fill(roleName);
  await form.getByTestId('role-base').click();
  await page.getByRole('option', { name: 'STORE_USER' }).click();
  const picker = page.getByTestId('permission-picker');
  await picker.getByRole('checkbox', { name: 'Products: View (PRODUCTS_READ_PREVIEW)' }).check();
  await picker.getByRole('checkbox', { name: 'Data import: View (DATA_IMPORT_READ_PREVIEW)' }).check();
  // The module-level "All": grants STOCK_TAKE_REPORT_** and locks what it covers.
  await picker.getByRole('checkbox', { name: 'All of Stock-take reports' }).check();
  await expect(picker.getByRole('checkbox', { name: 'Stock-take reports: View (STOCK_TAKE_REPORT_READ_PREVIEW)' })).toBeDisabled();
  // ADMIN does not hold the owner dashboard permission: it cannot grant it.
  await expect(picker.getByRole('checkbox', { name: 'Owner dashboard: Owner dashboard (DASH_READ_ADMIN)' })).toBeDisabled();
  await page.getByTestId('role-save').click();

  // Saved: the preview of its menu, built by the shell's own rules.
  await expect(page).toHaveURL(/\/management\/roles\/preview\?id=/);
  const expected = ['Dashboard', 'Data Import', 'Products', 'Reports'];
  expect(await previewLabels(page)).toEqual(expected);
  await expect(page.getByTestId('menu-preview')).toContainText('No quick settings');

  // The role as stored.
  const token = await apiToken(request, 'admin@demo.hub');
  const roles = (await (await request.get('/merchant/roles', { headers: { Authorization: `Bearer ${token}` } })).json()).data as {
    name: string;
    kind: string;
    baseRole: string;
    permissions: string[];
  }[];
  expect(roles.find((r) => r.name === roleName)).toMatchObject({
    kind: 'custom',
    baseRole: 'STORE_USER',
    permissions: ['DATA_IMPORT_READ_PREVIEW', 'PRODUCTS_READ_PREVIEW', 'STOCK_TAKE_REPORT_**'],
  });

  // A new user holding the role (users API).
  const email = `floor.${stamp}@demo.hub`;
  const created = await request.post('/merchant/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { userName: 'Fern Floor', email, roleName, password: 'Floor@1234', stores: ['BKK-SIAM'] },
  });
  expect(created.status()).toBe(201);
  expect((await created.json()).data).toMatchObject({ roleName, roleKind: 'custom' });

  const context = await browser.newContext();
  const userPage = await context.newPage();
  await signIn(userPage, email, 'Floor@1234');
  expect(await menuLabels(userPage)).toEqual(expected);
  await expect(userPage.getByRole('button', { name: /Quick settings/ })).toHaveCount(0);
  // A page the role does not open is still refused by the server: the users list answers 403.
  const userToken = await apiToken(request, email, 'Floor@1234');
  expect((await request.get('/merchant/users', { headers: { Authorization: `Bearer ${userToken}` } })).status()).toBe(403);
  await context.close();
});

const LOOKS = [
  { name: 'light-desktop-en', theme: 'light', width: 1280, height: 900, prefix: '' },
  { name: 'dark-desktop-ar', theme: 'dark', width: 1280, height: 900, prefix: '/ar' },
  { name: 'light-phone-ar', theme: 'light', width: 390, height: 844, prefix: '/ar' },
  { name: 'dark-phone-en', theme: 'dark', width: 390, height: 844, prefix: '' },
] as const;

for (const look of LOOKS) {
  test(`When the roles screens are shown ${look.name}, then list, editor and preview render in that language and theme`, async ({ page }) => {
    await setTheme(page, look.theme);
    // Signed in in English at desktop width (the top menu is the sign-in check); then the phone width,
    // and the language follows the address prefix.
    await signIn(page, 'admin@demo.hub');
    await page.setViewportSize({ width: look.width, height: look.height });
    const rtl = look.prefix === '/ar';

    await page.goto(`${look.prefix}/management/roles`);
    await expect(page.getByTestId('roles-group-custom')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rtl ? 'الأدوار' : 'Roles');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(rtl ? 'rtl' : 'ltr');
    await screenshot(page, `roles-list-${look.name}`);

    await page.goto(`${look.prefix}/management/roles/new?clone=OWNER`);
    await expect(page.getByTestId('permission-picker')).toBeVisible();
    await screenshot(page, `roles-new-${look.name}`);

    const token = await apiToken(page.request, 'admin@demo.hub');
    const roles = (await (await page.request.get('/merchant/roles', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: string; name: string }[];
    const auditor = roles.find((r) => r.name === 'Stock auditor');
    expect(auditor).toBeDefined();
    await page.goto(`${look.prefix}/management/roles/edit?id=${auditor!.id}`);
    await expect(page.getByTestId('role-form')).toBeVisible();
    await page.getByTestId('picker-module-STOCK_TAKE_REPORT').scrollIntoViewIfNeeded();
    await screenshot(page, `roles-edit-${look.name}`);

    await page.goto(`${look.prefix}/management/roles/preview?id=${auditor!.id}`);
    await expect(page.getByTestId('menu-preview')).toBeVisible();
    expect(await previewLabels(page)).toEqual(rtl ? ['لوحة المعلومات', 'المنتجات', 'التقارير'] : ['Dashboard', 'Products', 'Reports']);
    await screenshot(page, `roles-preview-${look.name}`);
  });
}
