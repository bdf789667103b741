// Spec sections 2 and 5: the owner's 'Select Stores' drawer, cascading Country → State → City → Store.
import { expect, test } from '../support/test';
import { signIn } from '../support/hub';

test("When the owner picks a country in Select Stores, then only that country's stores remain", async ({
  page,
}) => {
  await signIn(page, 'owner@demo.hub');
  await page.getByTestId('location-selector').click();
  await expect(page.getByRole('heading', { name: 'Select Stores' })).toBeVisible();
  const country = page.getByLabel('Country');
  const store = page.getByLabel('Store', { exact: true });
  await expect(country.locator('option')).toContainText(['All', 'China', 'Thailand', 'United Arab Emirates']);
  await country.selectOption('Thailand');
  // Other journeys may add Thai stores to the same hub: check the seeded ones are in, other countries' out.
  await expect(store.locator('option')).toContainText([
    'All',
    'Bangkok Siam Paragon (BKK-SIAM)',
    'Chiang Mai Nimman (CNX-NIMMAN)',
  ]);
  await expect(store.locator('option', { hasText: 'DXB-GOLDSOUK' })).toHaveCount(0);
  await expect(store.locator('option', { hasText: 'SHA-NANJING' })).toHaveCount(0);
  await store.selectOption('CNX-NIMMAN');
  // Picking a parent level clears the lower ones.
  await country.selectOption('China');
  await expect(store.locator('option:checked')).toHaveText('All');
});
