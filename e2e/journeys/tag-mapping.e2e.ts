// Issue 14 items 1 and 2: the RFID config allows several tags per product; on /reusable-tag-mapping a
// reader types three EPCs (each ended by Enter) into the focused input and they map to the chosen
// product; a tag already on a product is refused naming it, and the confirmed move shows in the tag's
// history and on the product page. Light, dark, /ar, desktop and phone; checked by axe.
import { expect, test, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { adminHeaders, screenshot, setTheme, signIn, signInAt } from '../support/hub';

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

/** EPCs only this run uses: 24 hex digits (the default RFID config's 96-bit EPC). */
const run = Date.now().toString(16).toUpperCase().padStart(16, '0');
const epcs = [1, 2, 3].map((n) => `E2E0${run}${String(n).padStart(4, '0')}`);
let first = '';
let second = '';


/** Finds a product by its code in the page's search and chooses it. */
async function choose(page: Page, productCode: string) {
  await page.getByTestId('product-search').fill(productCode);
  await page.getByTestId('product-result').filter({ hasText: productCode }).first().click();
  await expect(page.getByTestId('chosen-product').getByRole('heading', { name: productCode })).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  const auth = await adminHeaders(request);
  const listed = await request.post('/merchant/products/allRfid?sid=BKK-SIAM&pageSize=20&active=true', { headers: auth, data: { data: { itemType: 'RING' } } });
  const rings = ((await listed.json()) as { data: { products: { productCode: string }[] } }).data.products;
  expect(rings.length).toBeGreaterThan(2);
  [first, second] = [rings[0]!.productCode, rings[1]!.productCode];
});

test.afterAll(async ({ request }) => {
  // DEMO as the other journeys expect it: these tags off the products, one tag per product again.
  const auth = await adminHeaders(request);
  await request.post('/merchant/products/tag-mapping/unmap', { headers: auth, data: { epcs } });
  await request.post('/merchant/config/rfid', { headers: auth, data: { multipleTags: false, encoding: 'HEX', length: 24 } });
});

test('When the admin turns on several tags per product on /config/rfid, then CR000 says it is saved', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await page.getByTestId('quick-settings').hover();
  await page.getByRole('menuitem', { name: 'RFID' }).click();
  await expect(page).toHaveURL(/\/config\/rfid$/);
  await expect(page.getByTestId('rfid-config-page')).toBeVisible();
  const several = page.getByRole('switch', { name: /Several tags per product/ });
  if (!(await several.isChecked())) await several.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('RFID config saved successfully')).toBeVisible();
  await expect(page.getByTestId('rfid-sample')).toHaveText('E28011700000020A1B2C3D4E');
  await screenshot(page, 'tag-mapping/rfid-config');
  await expectAccessible(page, 'RFID config');
});

test('When a reader types three EPCs into the focused input, then they map to the chosen product; a tag on another product is refused naming it, and the confirmed move is in its history', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  // Tag Printing is built too (issue 14 item 3): Tag Mapping is in the Tagging group.
  await page.getByTestId('main-nav').getByRole('button', { name: 'Tagging' }).click();
  await page.getByRole('menuitem', { name: 'Tag Mapping' }).click();
  await expect(page).toHaveURL(/\/reusable-tag-mapping$/);
  await expect(page.getByTestId('tag-mapping-page')).toBeVisible();
  await choose(page, first);
  const input = page.getByTestId('tag-scan-input');
  await expect(input).toBeFocused();
  for (const epc of epcs) {
    // A keyboard-wedge reader: the characters, then Enter, into whatever has the focus.
    await page.keyboard.type(epc, { delay: 5 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('scan-entry').first()).toContainText(epc);
  }
  await expect(page.getByTestId('scan-entry')).toHaveText(epcs.map((epc) => `Mapped${epc}`).reverse());
  const tags = page.getByTestId('product-tags');
  for (const epc of epcs) await expect(tags).toContainText(epc);
  await expect(input).toBeFocused();
  await screenshot(page, 'tag-mapping/mapped');
  await expectAccessible(page, 'tag mapping, three tags mapped');

  await choose(page, second);
  await page.keyboard.type(epcs[1]!, { delay: 5 });
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('move-dialog');
  await expect(dialog).toContainText(first);
  await expect(dialog).toContainText('BKK-SIAM');
  await expect(page.getByTestId('scan-entry').first()).toContainText('This tag is already mapped to another product');
  await screenshot(page, 'tag-mapping/move-dialog');
  await page.getByRole('button', { name: 'Move the tag' }).click();
  await expect(page.getByTestId('scan-entry').first()).toHaveText(`Moved${epcs[1]}`);
  await expect(page.getByTestId('product-tags')).toContainText(epcs[1]!);

  await page.getByTestId('tag-lookup-input').fill(epcs[1]!);
  await page.getByRole('button', { name: 'Look up' }).click();
  const found = page.getByTestId('tag-lookup-result');
  await expect(found).toContainText(`Mapped to ${second} in store BKK-SIAM`);
  await expect(found.getByTestId('tag-history-entry')).toHaveCount(2);
  await expect(found.getByTestId('tag-history-entry').first()).toContainText(`From ${first} (store BKK-SIAM) to ${second} (store BKK-SIAM)`);
  await found.scrollIntoViewIfNeeded();
  await screenshot(page, 'tag-mapping/history');
  await expectAccessible(page, 'tag mapping, after the move');

  await page.goto(`/products/${second}?sid=BKK-SIAM`);
  const history = page.getByTestId('product-tag-history');
  await expect(history.getByTestId('tag-history-entry').first()).toContainText('Moved');
  await history.scrollIntoViewIfNeeded();
  await screenshot(page, 'tag-mapping/product-page-history');
});

test('When the page is read in Arabic dark, on a desktop and on a phone, then it reads right to left with the tag history in Arabic', async ({ page }) => {
  await setTheme(page, 'dark');
  await signInAt(page, '/ar/reusable-tag-mapping', 'admin@demo.hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('tag-mapping-page')).toContainText('ربط الوسوم');
  await choose(page, second);
  await expect(page.getByTestId('chosen-product').getByTestId('tag-history-entry').first()).toContainText('نُقل');
  await screenshot(page, 'tag-mapping/ar-dark');
  await expectAccessible(page, 'tag mapping, Arabic dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('tag-scan-input')).toBeVisible();
  await screenshot(page, 'tag-mapping/ar-dark-phone');
  await page.getByTestId('chosen-product').getByTestId('tag-history').scrollIntoViewIfNeeded();
  await screenshot(page, 'tag-mapping/ar-dark-phone-history');
  await expectAccessible(page, 'tag mapping, Arabic phone');
  await page.goto('/ar/config/rfid');
  await expect(page.getByTestId('rfid-config-page')).toContainText('عدة وسوم لكل منتج');
  await screenshot(page, 'tag-mapping/rfid-config-ar-dark-phone');
});
