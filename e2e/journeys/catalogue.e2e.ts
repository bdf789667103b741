// Issue 5 ("Tests that must exist and pass"): the product list with its configured columns, search,
// filters, ranges, active/inactive and paging; a product's details dialog opened from the list;
// PD100 for a product that does not exist; /th translated; the CSV export. DEMO's seeded catalogue
// (5,000 products, svc-catalog/src/demo/demo-catalogue.ts) is only read here, never changed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Download, type Page } from '../support/test';
import {
  HIDDEN_IN_ALL_TAB,
  MESSAGES_EN,
  MESSAGES_TH,
  displayValue,
  formatMoney,
  goldValue,
  type DataMappingAnswer,
  type GoldRate,
} from '@hub/contracts';
import { seededDataMapping } from '../support/seeded';
import {
  columnTexts,
  detailsDialog,
  expectRowsOf,
  expectTabs,
  nextCountAnswer,
  nextListAnswer,
  openProducts,
  parseCsv,
  productRows,
  sameFilters,
  tableHeaders,
  type ProductAnswer,
} from '../support/catalogue';
import { screenshot, signIn } from '../support/hub';

const i18n = (file: string) => JSON.parse(readFileSync(join(__dirname, '..', '..', file), 'utf8'));
const catalogTh = i18n('mf-catalog/src/i18n/th.json');
const shellEn = i18n('shell/src/i18n/en.json');
const shellTh = i18n('shell/src/i18n/th.json');

/** DEMO's seeded data mapping, read through the API. */
let DEMO_DATA_MAPPING: DataMappingAnswer;
test.beforeAll(async ({ playwright }, info) => {
  DEMO_DATA_MAPPING = await seededDataMapping(playwright, info, 'admin@demo.hub');
});
/** What DEMO's data mapping calls a field. */
const labelOf = (name: string) => DEMO_DATA_MAPPING.fields.find((f) => f.name === name)!.displayName;
/** The dialog's tabs of the seeded product details config (demo-catalogue-config.ts), then 'All'. */
const DEMO_TABS = ['Metal', 'Stones', 'Pricing'];
const number = (text: string) => Number(text.replace(/,/g, ''));
const enNumber = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search code, design number or RFID tag' });
const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filters' });
const activity = (page: Page, name: string) => page.getByRole('group', { name: 'Show products' }).getByRole('button', { name, exact: true });

test('When the admin searches, filters by karat and a net weight range, shows inactive products and pages on, then every row is what the server answered and meets the criteria', async ({ page }) => {
  test.slow();
  await signIn(page, 'admin@demo.hub');
  const { first, total } = await openProducts(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();

  // The columns: with no saved catalogue view, the data mapping's fields in its order, then the store
  // (the list spans every store), the status and the details button.
  expect(await tableHeaders(page)).toEqual(['Image', ...DEMO_DATA_MAPPING.fields.map((f) => f.displayName), 'Store', 'Active', 'Details']);
  expect(first.products).toHaveLength(25);
  expect(first.products.every((p) => p.active)).toBe(true);
  expect(total).toBeGreaterThan(1000);
  expect(total).toBeLessThan(5000);
  await expect(page.getByLabel(`Matching products: ${total}`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText(`1–25 of ${enNumber.format(total)}`);
  await screenshot(page, 'catalogue/products-list');

  // Search: a code fragment only product codes hold (design numbers and EPC tags have no dash).
  const fragment = '-00012';
  const searched = nextListAnswer(page, ({ query }) => query.get('searchText') === fragment);
  const searchedCount = nextCountAnswer(page, ({ query }) => query.get('searchText') === fragment);
  await searchBox(page).fill(fragment);
  const found = await searched;
  expect(found.products.length).toBeGreaterThan(0);
  expect(found.products.length).toBeLessThanOrEqual(10);
  await expectRowsOf(page, found);
  for (const code of await columnTexts(page, 'Product code')) expect(code).toContain(fragment);
  expect(await searchedCount).toBe(found.products.length);
  await expect(page.getByLabel(`Matching products: ${found.products.length}`)).toBeVisible();
  await screenshot(page, 'catalogue/products-search');

  // Back to everything, then a value filter (karat) and a range (net weight 5 to 8 g).
  const cleared = nextListAnswer(page, ({ query }) => !query.has('searchText') && query.get('start') === '0');
  await searchBox(page).fill('');
  await expectRowsOf(page, await cleared);
  const criteria = { karat: '22K', netWeight: { from: 5, to: 8 } };
  const filtered = nextListAnswer(page, ({ query, filters }) => sameFilters(filters, criteria) && query.get('active') === 'true');
  const filteredCount = nextCountAnswer(page, ({ filters }) => sameFilters(filters, criteria));
  await filterGroup(page).getByLabel(labelOf('karat'), { exact: true }).fill('22K');
  await filterGroup(page).getByLabel(`${labelOf('netWeight')} from`).fill('5');
  await filterGroup(page).getByLabel(`${labelOf('netWeight')} to`).fill('8');
  const inRange = await filtered;
  expect(inRange.products.length).toBeGreaterThan(0);
  expect(inRange.products.every((p) => p.karat === '22K' && Number(p.netWeight) >= 5 && Number(p.netWeight) <= 8)).toBe(true);
  await expectRowsOf(page, inRange);
  expect(new Set(await columnTexts(page, labelOf('karat')))).toEqual(new Set(['22K']));
  for (const weight of await columnTexts(page, labelOf('netWeight'))) {
    expect(number(weight)).toBeGreaterThanOrEqual(5);
    expect(number(weight)).toBeLessThanOrEqual(8);
  }
  const inRangeTotal = await filteredCount;
  expect(inRangeTotal).toBeLessThan(total);
  await expect(page.getByLabel(`Matching products: ${inRangeTotal}`)).toBeVisible();
  await screenshot(page, 'catalogue/products-filtered');

  // Inactive (sold) products with the same filters.
  const inactive = nextListAnswer(page, ({ query, filters }) => query.get('active') === 'false' && sameFilters(filters, criteria));
  await activity(page, 'Inactive').click();
  await expect(activity(page, 'Inactive')).toHaveAttribute('aria-pressed', 'true');
  const sold = await inactive;
  expect(sold.products.length).toBeGreaterThan(0);
  expect(sold.products.every((p) => p.active === false && p.karat === '22K')).toBe(true);
  await expectRowsOf(page, sold);
  expect(new Set(await columnTexts(page, 'Active'))).toEqual(new Set(['Inactive']));
  expect(new Set(await columnTexts(page, labelOf('itemStatus')))).toEqual(new Set(['SOLD']));

  // Every inactive product: more than one page; the next page is the next 25 of the server.
  const allInactive = nextListAnswer(page, ({ query, filters }) => query.get('active') === 'false' && sameFilters(filters, {}));
  const inactiveCount = nextCountAnswer(page, ({ query, filters }) => query.get('active') === 'false' && sameFilters(filters, {}));
  await page.getByRole('button', { name: 'Clear filters' }).click();
  const page1 = await allInactive;
  const inactiveTotal = await inactiveCount;
  expect(inactiveTotal).toBe(5000 - total);
  await expectRowsOf(page, page1);
  const next = nextListAnswer(page, ({ query }) => query.get('active') === 'false' && query.get('start') === '25');
  await page.getByRole('button', { name: 'Next page' }).click();
  const page2 = await next;
  await expectRowsOf(page, page2);
  expect(page2.products.some((p) => page1.products.some((q) => q.productCode === p.productCode && q.sid === p.sid))).toBe(false);
  const pager = page.getByRole('navigation', { name: 'Pages' });
  await expect(pager).toContainText(`26–50 of ${enNumber.format(inactiveTotal)}`);
  await expect(pager).toContainText(`Page 2 of ${Math.ceil(inactiveTotal / 25)}`);
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  await screenshot(page, 'catalogue/products-inactive-page-2');
});

/** Opens the dialog of `product` with its row's details button; returns the product and today's rates as the server sent them. */
async function openDialogOf(page: Page, product: ProductAnswer, buttonName: string) {
  const loaded = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === '/merchant/products' && url.searchParams.get('productCode') === product.productCode;
  });
  const rates = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/gold-rates');
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  const answer = await loaded;
  expect(answer.status()).toBe(200);
  const ratesAnswer = await rates;
  expect(ratesAnswer.status()).toBe(200);
  await expect(detailsDialog(page)).toBeVisible();
  return {
    product: ((await answer.json()) as { data: ProductAnswer }).data,
    rates: ((await ratesAnswer.json()) as { data: GoldRate[] }).data,
  };
}

test("When the admin opens a product's details from the list, then its tabs, badges, summary and gold value show; a product that does not exist shows PD100", async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  const { first } = await openProducts(page);
  // The first product with a karat and a net weight (every seeded one has both).
  const listed = first.products.find((p) => typeof p.karat === 'string' && typeof p.netWeight === 'number')!;
  expect(listed).toBeDefined();
  const { product, rates } = await openDialogOf(page, listed, `Show details of ${listed.productCode}`);
  expect(product.productCode).toBe(listed.productCode);
  expect(product.sid).toBe(listed.sid);

  const dialog = detailsDialog(page);
  await expect(dialog.getByRole('heading')).toContainText(product.productCode);
  await expect(dialog.getByRole('heading')).toContainText(`Store ${product.sid}`);
  await expectTabs(dialog, [...DEMO_TABS, 'All']);
  await expect(dialog.getByRole('tab', { name: 'Metal' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByTestId('badge-item-type')).toHaveText(String(product.itemType));
  await expect(dialog.getByTestId('badge-item-status')).toHaveText(String(product.itemStatus));

  // The summary: headers design number and price, content karat, net weight, collection, RFID tag.
  const entry = (list: string, label: string) =>
    dialog.getByTestId(list).locator(':scope > div', { has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');
  await expect(entry('summary-headers', labelOf('designNumber'))).toHaveText(displayValue(product.designNumber));
  // Issue 9: the price with the language's separators and the item's currency (en: "THB 30,350").
  const currency = String(product.currency);
  await expect(entry('summary-headers', labelOf('price'))).toHaveText(formatMoney(Number(product.price), currency, 'en'));
  for (const field of ['karat', 'netWeight', 'collection', 'rfidTag'])
    await expect(entry('summary-content', labelOf(field))).toHaveText(displayValue(product[field]));

  // The gold value at today's rate for its karat and net weight, from the rate in the item's currency.
  const expected = goldValue(product.karat, product.netWeight, rates, currency);
  expect(expected).not.toBeNull();
  const gold = dialog.getByTestId('gold-value');
  await expect(gold).toContainText("Gold value at today's rate");
  await expect(gold).toContainText(formatMoney(expected!, currency, 'en'));

  // The Metal tab lists its section's fields; 'All' every field but the hidden ones.
  const panel = dialog.getByRole('tabpanel');
  const fieldValue = (label: string) => panel.getByTestId('product-field').filter({ has: page.locator('dt').getByText(label, { exact: true }) }).locator('dd');
  await expect(panel.getByTestId('product-field').locator('dt')).toHaveText(['karat', 'metal', 'grossWeight', 'netWeight'].map(labelOf));
  await expect(fieldValue(labelOf('grossWeight'))).toHaveText(displayValue(product.grossWeight));
  await screenshot(page, 'catalogue/product-dialog');
  await dialog.getByRole('tab', { name: 'All' }).click();
  await expect(dialog.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(fieldValue(labelOf('productCode'))).toHaveText(product.productCode);
  await expect(fieldValue(labelOf('collection'))).toHaveText(displayValue(product.collection));
  const allLabels = await panel.getByTestId('product-field').locator('dt').allInnerTexts();
  expect(allLabels.length).toBeGreaterThanOrEqual(DEMO_DATA_MAPPING.fields.length - 1);
  const hiddenLabels = HIDDEN_IN_ALL_TAB.flatMap((name) => [name, shellEn.productDetails.fields[name]].filter(Boolean));
  for (const label of allLabels) expect(hiddenLabels).not.toContain(label.trim());
  await screenshot(page, 'catalogue/product-dialog-all');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(detailsDialog(page)).toBeHidden();

  // Any remote may dispatch hub:product-show; for a code no store holds the server answers 404 PD100,
  // the dialog closes and PD100's wording shows.
  const missing = page.waitForResponse((r) => new URL(r.url()).searchParams.get('productCode') === 'E2E-NO-SUCH-PRODUCT');
  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('hub:product-show', { detail: { productCode: 'E2E-NO-SUCH-PRODUCT', sid: 'MASTER' } })),
  );
  const refused = await missing;
  expect(refused.status()).toBe(404);
  expect((await refused.json()).code).toBe('PD100');
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_EN.PD100);
  await expect(detailsDialog(page)).toBeHidden();
});

test('When the admin opens /th/products, then the list and the details dialog are in Thai', async ({ page }) => {
  const th = catalogTh.products;
  const uiTh = i18n('packages/ui/src/i18n/th.json');
  await signIn(page, 'admin@demo.hub');
  const { first } = await openProducts(page, '/th');
  await expect(page.locator('html')).toHaveAttribute('lang', /^th/);
  await expect(page.getByRole('heading', { level: 1, name: th.title })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: th.search })).toBeVisible();
  const activityTh = page.getByRole('group', { name: th.activity.label });
  for (const option of ['active', 'inactive', 'all']) await expect(activityTh.getByRole('button', { name: th.activity[option], exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: th.export.button })).toBeVisible();
  await expect(page.getByRole('navigation', { name: uiTh.pager.label }).getByRole('button', { name: uiTh.pager.next })).toBeVisible();
  // The fixed columns the page words itself (the configured ones keep the mapping's display names).
  const headers = await tableHeaders(page);
  expect(headers).toContain(th.fields.sid);
  expect(headers).toContain(th.fields.active);
  expect(headers).not.toContain('Store');
  expect(th.title).not.toBe('Products');
  await screenshot(page, 'catalogue/products-th');

  const listed = first.products[0]!;
  await openDialogOf(page, listed, th.detailsOf.replace('{{code}}', listed.productCode));
  const dialog = detailsDialog(page);
  await expectTabs(dialog, [...DEMO_TABS, shellTh.productDetails.all]);
  await expect(dialog.getByRole('heading')).toContainText(shellTh.productDetails.store.replace('{{sid}}', listed.sid));
  await dialog.getByRole('tab', { name: shellTh.productDetails.all }).click();
  await expect(dialog.getByRole('tab', { name: shellTh.productDetails.all })).toHaveAttribute('aria-selected', 'true');
  await screenshot(page, 'catalogue/product-dialog-th');
  await dialog.getByRole('button', { name: shellTh.productDetails.close }).click();
  await expect(detailsDialog(page)).toBeHidden();

  await page.evaluate(() =>
    window.dispatchEvent(new CustomEvent('hub:product-show', { detail: { productCode: 'E2E-NO-SUCH-PRODUCT', sid: 'MASTER' } })),
  );
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_TH.PD100);
});

test('When the admin exports the searched products, then one CSV per store downloads holding exactly the listed products', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await openProducts(page);
  const fragment = '-00031';
  const searched = nextListAnswer(page, ({ query }) => query.get('searchText') === fragment);
  await searchBox(page).fill(fragment);
  const found = await searched;
  expect(found.products.length).toBeGreaterThan(0);
  await expectRowsOf(page, found);

  const downloads: Download[] = [];
  page.on('download', (d) => downloads.push(d));
  const exported = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/products/export-products');
  const firstDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const answer = await exported;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('searchText')).toBe(fragment);
  await firstDownload;
  const stores = new Set(found.products.map((p) => p.sid));
  await expect(page.getByTestId('snackbar')).toContainText(`Export ready: ${stores.size} ${stores.size === 1 ? 'file' : 'files'} downloaded`);
  await expect.poll(() => downloads.length).toBe(stores.size);

  const exportedCodes: string[] = [];
  for (const download of downloads) {
    expect(download.suggestedFilename()).toMatch(/^DEMO_\d{4}-\d{2}-\d{2}_products-[A-Za-z0-9_-]+\.csv$/);
    const sid = /_products-(.+)\.csv$/.exec(download.suggestedFilename())![1];
    expect(stores).toContain(sid);
    const [header, ...rows] = parseCsv(readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, ''));
    expect(header).toContain(labelOf('productCode'));
    expect(header).toContain(labelOf('karat'));
    const codeAt = header!.indexOf(labelOf('productCode'));
    const karatAt = header!.indexOf(labelOf('karat'));
    for (const cells of rows) {
      expect(cells).toHaveLength(header!.length);
      exportedCodes.push(cells[codeAt]!);
      const listed = found.products.find((p) => p.productCode === cells[codeAt]);
      expect(listed?.sid).toBe(sid);
      expect(cells[karatAt]).toBe(listed?.karat);
    }
  }
  expect(exportedCodes.sort()).toEqual(found.products.map((p) => p.productCode).sort());
  await expect(productRows(page)).toHaveCount(found.products.length);
  await screenshot(page, 'catalogue/products-export');
});
