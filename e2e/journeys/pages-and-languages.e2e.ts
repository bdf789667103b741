// Issue 2: Arabic right-to-left, the 404 texts, the offline notice, screenshots in light and dark.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/test';
import { screenshot, setTheme, signIn, signInAt, signInWithForm } from '../support/hub';

const shellStrings = (locale: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'shell', 'src', 'i18n', `${locale}.json`), 'utf8'));
const ar = shellStrings('ar');

test('When /ar opens, then the page is right-to-left with Arabic labels', async ({ page }) => {
  await signInAt(page, '/ar', 'admin@demo.hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', /^ar/);
  const nav = page.getByTestId('main-nav');
  await expect(nav.getByRole('link', { name: ar.nav.products })).toBeVisible();
  await expect(nav.getByRole('link', { name: ar.nav.stores })).toBeVisible();
  expect(ar.nav.products).not.toBe('Products');
});

test('When /th or /zh opens signed out, then sign-in speaks it; a switch to Arabic fetches Arabic then', async ({ page }) => {
  // Issue 30 item 3: a page loads English and its own language only, the others on a switch.
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/(hub|shell)-strings-(\w+)\./.exec(request.url());
    if (chunk) fetched.push(`${chunk[1]}-${chunk[2]}`);
  });
  for (const locale of ['th', 'zh'] as const) {
    await page.goto(`/${locale}/auth/signin`);
    await expect(page.getByTestId('signin-form').getByText(shellStrings(locale).signin.title, { exact: true }).first()).toBeVisible();
  }
  expect(fetched.sort()).toEqual(['hub-th', 'hub-zh', 'shell-th', 'shell-zh']);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'العربية' }).click();
  await expect(page.getByTestId('signin-form').getByText(ar.signin.title, { exact: true }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(fetched.filter((name) => name.endsWith('-ar')).sort()).toEqual(['hub-ar', 'shell-ar']);
});

test('When an unknown route opens, then the 404 texts show with a way home', async ({ page }) => {
  await signInAt(page, '/no-such-page', 'admin@demo.hub');
  await expect(page.getByText('No Data Found')).toBeVisible();
  await expect(
    page.getByText('Some of our services are under development. Please stay tuned for further updates.'),
  ).toBeVisible();
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('offline', () => {
  // What going offline provokes on purpose: Chromium's line for each request the hub tries meanwhile.
  test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/ });

  test('When the browser goes offline, then "No Internet Connection" replaces the page', async ({ page, context }) => {
    await signIn(page, 'admin@demo.hub');
    // The dashboard has its code and data: going offline does not cut a page half loaded.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expect(page.getByText('No Internet Connection')).toBeVisible();
    await expect(page.getByText('Please check your connection and try again.')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('No Internet Connection')).toHaveCount(0);
  });
});

test('When /offline opens, then its title follows the "%s - Hub" template', async ({ page }) => {
  await page.goto('/offline');
  await expect(page.getByText('No Internet Connection')).toBeVisible();
  await expect(page).toHaveTitle('No Internet Connection - Hub');
});

for (const theme of ['light', 'dark'] as const) {
  test(`Screenshots of sign-in, dashboard, /ar and 404 in ${theme} mode`, async ({ page }) => {
    await setTheme(page, theme);
    await page.goto('/auth/signin');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await screenshot(page, `signin-${theme}`);
    await signInWithForm(page, 'admin@demo.hub');
    await page.waitForLoadState('networkidle');
    await screenshot(page, `dashboard-${theme}`);
    await page.goto('/ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    await screenshot(page, `ar-${theme}`);
    await page.goto('/no-such-page');
    await expect(page.getByText('No Data Found')).toBeVisible();
    await screenshot(page, `404-${theme}`);
  });
}
