// Issue 9, "Access denied everywhere": generated from the page table (PAGE_ROUTES in @hub/contracts).
// For every built page that needs a permission, a sign-in whose role lacks it opens the page and gets
// the Access Denied page of spec section 2, not the page with an error box. A demo sign-in (README)
// is used when one lacks the permission; for the pages every demo role may open (the catalogue), a
// custom role holding only the reports is created for the journey.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { DEFAULT_ROLE_PERMISSIONS, PAGE_ROUTES, hasPermission, type PageRoute, type RoleName } from '@hub/contracts';
import { DEMO_PASSWORD, signIn, signInAt } from '../support/hub';
import { openInApp } from '../support/navigation';

/** Demo sign-ins of the README, the smallest rights first (the first one lacking a permission is used). */
const DEMO_SIGN_INS: readonly (readonly [RoleName, string])[] = [
  ['USER', 'user@demo.hub'],
  ['STORE_USER', 'storeuser@demo.hub'],
  ['OWNER', 'owner@demo.hub'],
  ['PRINTING', 'printing@demo.hub'],
  ['DEVELOPER', 'developer@demo.hub'],
  ['STORE_MANAGER', 'storemanager@demo.hub'],
  ['SUPPORT', 'support@demo.hub'],
];
/** The journey's own role: the stock-take reports and nothing else. */
const REPORTS_ONLY = ['STOCK_TAKE_REPORT_READ_PREVIEW'];
const REPORTS_ONLY_SIGN_IN = 'reports-only';

const GATED = PAGE_ROUTES.filter((r) => r.built && !r.public && r.permission !== undefined);

function signInFor(route: PageRoute): string {
  const demo = DEMO_SIGN_INS.find(([role]) => !hasPermission(DEFAULT_ROLE_PERMISSIONS[role], route.permission!));
  if (demo) return demo[1];
  expect([route.pattern, hasPermission(REPORTS_ONLY, route.permission!)]).toEqual([route.pattern, false]);
  return REPORTS_ONLY_SIGN_IN;
}

/** A concrete address of a pattern: parameters get a sample value. */
const pathOf = (pattern: string) => pattern.replace(/:[a-z]+/gi, 'SAMPLE-1');

const PAGES_BY_SIGN_IN = new Map<string, PageRoute[]>();
for (const route of GATED) {
  const who = signInFor(route);
  PAGES_BY_SIGN_IN.set(who, [...(PAGES_BY_SIGN_IN.get(who) ?? []), route]);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()).data as { accessToken: string }).accessToken;
}

/** Creates a custom role with only the reports and a user holding it; answers the user's e-mail. */
async function reportsOnlyUser(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const roleName = `Reports only ${stamp}`;
  const role = await request.post('/merchant/roles', {
    headers,
    data: { kind: 'custom', name: roleName, baseRole: 'USER', permissions: REPORTS_ONLY },
  });
  expect(role.status()).toBe(201);
  const email = `reports.only.${stamp}@demo.hub`;
  const password = 'Reports@1234';
  const user = await request.post('/merchant/users', {
    headers,
    data: { userName: 'Rita Reports', email, roleName, password, stores: ['BKK-SIAM'] },
  });
  expect(user.status()).toBe(201);
  return { email, password };
}

/** The first page of a sign-in is loaded (an address typed or a link followed), the next ones are
 * reached in the app as the menu reaches them: the gate holds both ways. */
async function expectAccessDenied(page: Page, route: PageRoute, by: 'load' | 'in-app'): Promise<void> {
  if (by === 'load') await page.goto(pathOf(route.pattern));
  else await openInApp(page, pathOf(route.pattern));
  const denied = page.getByTestId('access-denied-page');
  await expect(denied, route.pattern).toBeVisible();
  await expect(denied).toContainText("You don't have permissions to access this page.");
  await expect(denied).toContainText('Contact an administrator to get permission.');
  await expect(denied.getByRole('button', { name: 'Back to Home page' })).toBeVisible();
  // Only the Access Denied page: the remote's page is not shown behind it, and no error box either.
  await expect(page.getByTestId('remote-outlet'), route.pattern).toHaveCount(0);
  await expect(page.getByText('You do not have permission for this application')).toHaveCount(0);
  await expect(page).toHaveTitle(/ - Hub$/);
}

test('The page table has gated built pages of every remote, and each has a sign-in without its permission', () => {
  const owners = new Set(GATED.map((r) => r.owner));
  expect([...owners].sort()).toEqual(['mf-admin', 'mf-catalog', 'mf-config', 'mf-import', 'mf-reports']);
  expect(GATED.map((r) => r.pattern)).toEqual(expect.arrayContaining(['/management/user', '/audit-trail', '/products']));
});

for (const [who, routes] of PAGES_BY_SIGN_IN) {
  test(`When ${who} opens ${routes.map((r) => r.pattern).join(', ')}, then each shows the Access Denied page`, async ({
    page,
    request,
  }) => {
    test.slow();
    if (who === REPORTS_ONLY_SIGN_IN) {
      const user = await reportsOnlyUser(request);
      await signIn(page, user.email, user.password);
    } else {
      await signIn(page, who);
    }
    for (const [n, route] of routes.entries()) await expectAccessDenied(page, route, n === 0 ? 'load' : 'in-app');
  });
}

test('When a user without the users permission opens /ar/management/user, then Access Denied shows in Arabic', async ({ page }) => {
  await signInAt(page, '/ar/management/user', 'storeuser@demo.hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const denied = page.getByTestId('access-denied-page');
  await expect(denied).toBeVisible();
  await expect(denied).not.toContainText("You don't have permissions");
});

test('When a user holding the permission opens the same pages, then the page itself shows', async ({ page }) => {
  await signInAt(page, '/management/user', 'admin@demo.hub');
  await expect(page.getByTestId('users-page')).toBeVisible();
  await expect(page.getByTestId('access-denied-page')).toHaveCount(0);
  await page.goto('/audit-trail');
  await expect(page.getByTestId('remote-outlet')).toBeVisible();
  await expect(page.getByTestId('access-denied-page')).toHaveCount(0);
});
