// Issue 30 items 2 and 4: the page's language and direction from the server, the skip link as the first
// tab stop, focus back on the control that opened a drawer, tab lists inside a 390 px phone, and the
// one not-found page for an unknown record. One browser context, two page loads.
import { expect, test } from '../support/test';
import { signInAt } from '../support/hub';
import { openInApp } from '../support/navigation';

test('The skip link comes first, a drawer gives focus back to its opener, an unknown record has its not-found page', async ({ page }) => {
  await signInAt(page, '/products', 'admin@demo.hub');
  await expect(page.getByTestId('product-row').first()).toBeVisible();
  await page.locator('body').focus();
  await page.keyboard.press('Tab');
  const skip = page.getByTestId('skip-link');
  await expect(skip).toBeFocused();
  await expect(skip).toHaveText('Skip to main content');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#hub-content')).toBeFocused();

  // The account badge of the top bar opens the account drawer.
  const opener = page.getByTestId('account-switcher');
  await opener.click();
  await expect(page.getByTestId('account-drawer')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('account-drawer')).toHaveCount(0);
  await expect(opener).toBeFocused();

  await openInApp(page, '/products/NO-SUCH-PRODUCT');
  const notFound = page.getByTestId('record-not-found');
  await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Product not found');
  await expect(notFound.getByRole('link', { name: 'Back to products' })).toBeVisible();
  await expect(page.getByTestId('not-found-page')).toHaveCount(0);
});

test('An Arabic page comes right to left from the server, and its tab lists fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, '/healthz', 'admin@demo.hub');
  const answer = await page.goto('/ar/management/licences');
  // The server writes the page's language and direction (and the frame and theme beside them) into its <html> tag.
  expect(await answer?.text()).toMatch(/<html lang="ar" dir="rtl"[ >]/);
  const tabs = page.getByRole('tablist').first();
  await expect(tabs).toBeVisible();
  // Nothing is wider than the screen: a tab list that needs more room scrolls inside itself.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const list of await page.getByRole('tablist').all()) {
    const box = await list.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, 'the tab list lies inside the screen').toBe(true);
  }
});
