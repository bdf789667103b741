// Issue 2: a remote's page arrives through federation; one blocked remote leaves the rest working.
import { expect, test } from '../support/test';
import { signInAt } from '../support/hub';

test('When the stores page opens, then it arrives through mf-admin remoteEntry.js with live stores', async ({
  page,
}) => {
  const remoteEntry = page.waitForRequest((r) => r.url().includes('/remotes/mf-admin/remoteEntry.js'));
  await signInAt(page, '/management/location', 'admin@demo.hub');
  await remoteEntry;
  await expect(page.getByText('Dubai', { exact: false }).first()).toBeVisible();
  // MASTER is excluded from store lists (spec section 3).
  await expect(page.getByRole('cell', { name: 'MASTER', exact: true })).toHaveCount(0);
});

test.describe('a blocked remote', () => {
  // What this journey provokes on purpose: Chromium's line for the aborted remoteEntry.js and the
  // shell's own report of the remote it could not load (remoteApplication), before the fallback shows.
  test.use({ expectedConsoleErrors: /^Failed to load resource: net::ERR_FAILED$|^\[hub\] mf-reports could not be loaded/ });

  test('When mf-reports cannot load, then a fallback shows there and the shell and mf-admin keep working', async ({
    page,
  }) => {
    await page.route('**/remotes/mf-reports/**', (route) => route.abort());
    await signInAt(page, '/management/reports', 'admin@demo.hub');
    await expect(page.getByText('This section could not be loaded')).toBeVisible();
    await expect(page.getByTestId('main-nav')).toBeVisible();
    await page.getByTestId('main-nav').getByRole('link', { name: 'Stores' }).click();
    await expect(page).toHaveURL(/\/management\/location$/);
    await expect(page.getByText('Dubai', { exact: false }).first()).toBeVisible();
  });
});
