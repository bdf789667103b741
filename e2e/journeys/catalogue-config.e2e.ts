// Issue 5 items 1, 3 and 5: what the catalogue configuration pages save, the product list follows —
// filters (/config/filter), columns (/config/catalog-view), saved filter sets (/config/pre-filter),
// and the data mapping edited on /data-import. All on ACME (admin@acme.hub, 300 products), so DEMO's
// seeded configuration, which the other journeys read, stays as it is. The steps build on each
// other (a saved filter set uses the saved filters), hence one serial chain.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test';
import { MESSAGES_EN, type DataMappingAnswer, type MessageCode } from '@hub/contracts';
import { columnTexts, detailsDialog, expectRowsOf, nextListAnswer, openProducts, tableHeaders } from '../support/catalogue';
import { screenshot, signIn, signInAt } from '../support/hub';
import { seededDataMapping } from '../support/seeded';

// No retry: a retry would start from what the failed run already saved on ACME.
test.describe.configure({ mode: 'serial', retries: 0 });

/** The shared save bar's wording (@hub/ui). */
const uiEn = JSON.parse(readFileSync(join(__dirname, '..', '..', 'packages', 'ui', 'src', 'i18n', 'en.json'), 'utf8'));

const ADMIN = 'admin@acme.hub';
/** The seeded mapping (the same for DEMO and ACME), read through the API before the journeys change anything. */
let DEMO_DATA_MAPPING: DataMappingAnswer;
test.beforeAll(async ({ playwright }, info) => {
  DEMO_DATA_MAPPING = await seededDataMapping(playwright, info, ADMIN);
});
/** What the seeded mapping calls a field. */
const labelOf = (name: string) => DEMO_DATA_MAPPING.fields.find((f) => f.name === name)!.displayName;
const number = (text: string) => Number(text.replace(/,/g, ''));
const filterGroup = (page: Page) => page.getByRole('group', { name: 'Filters' });
/** The labels of the list's filter fields, in order. */
const filterLabels = async (page: Page) => (await filterGroup(page).locator('.fui-Field__label').allInnerTexts()).map((t) => t.trim());

/** Clicks Save and returns the server's answer to the POST (status 200, the success code and its wording checked). */
async function save(page: Page, path: string, code: MessageCode) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const response = await answered;
  const body = await response.json();
  expect([response.status(), body.code]).toEqual([200, code]);
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_EN[code]);
  return body.data;
}

const GOLD_PURITY = 'Gold purity';

test('When the ACME admin renames the karat filter and makes the certificate a filter on /config/filter, then /products offers them under those names and filters by them', async ({ page }) => {
  test.slow();
  await signIn(page, ADMIN);
  // Before: with no saved filter config the list offers the mapping's filter fields.
  await openProducts(page);
  const before = await filterLabels(page);
  expect(before).toEqual(DEMO_DATA_MAPPING.fields.filter((f) => f.filter.enabled).map((f) => f.displayName));

  await page.goto('/config/filter');
  await expect(page.getByTestId('filter-config-page')).toBeVisible();
  const row = (field: string) => page.locator(`[data-testid="filter-row"][data-field="${field}"]`);
  // The page starts from what the list shows: the mapping's filter fields switched on.
  await expect(row('karat').getByRole('switch', { name: labelOf('karat'), exact: true })).toBeChecked();
  await expect(row('certificateNo').getByRole('switch', { name: labelOf('certificateNo'), exact: true })).not.toBeChecked();
  await expect(page.getByText(`Filters on: ${before.length} of ${DEMO_DATA_MAPPING.fields.length} fields`)).toBeVisible();

  await row('karat').getByLabel(`Display name of ${labelOf('karat')}`).fill(GOLD_PURITY);
  await row('certificateNo').getByRole('switch', { name: labelOf('certificateNo'), exact: true }).check();
  await expect(row('certificateNo').getByLabel(`Display name of ${labelOf('certificateNo')}`)).toHaveValue(labelOf('certificateNo'));
  await expect(page.getByText(uiEn.saveBar.unsaved, { exact: true })).toBeVisible();
  await screenshot(page, 'catalogue/config-filter');
  const saved = (await save(page, '/merchant/config/filter', 'CFL000')) as { filters: { fieldName: string; displayName: string }[]; configured: boolean };
  expect(saved.configured).toBe(true);
  expect(saved.filters.find((f) => f.fieldName === 'karat')?.displayName).toBe(GOLD_PURITY);
  expect(saved.filters.map((f) => f.fieldName)).toContain('certificateNo');
  await expect(page.getByText(uiEn.saveBar.noChanges, { exact: true })).toBeVisible();

  // The list: the same filters in the saved order, karat under its new name, and it filters.
  await openProducts(page);
  expect(await filterLabels(page)).toEqual(saved.filters.map((f) => f.displayName));
  expect(await filterLabels(page)).not.toContain(labelOf('karat'));
  const filtered = nextListAnswer(page, ({ filters }) => filters.karat === '18K');
  await filterGroup(page).getByLabel(GOLD_PURITY, { exact: true }).fill('18K');
  const answer = await filtered;
  expect(answer.products.length).toBeGreaterThan(0);
  await expectRowsOf(page, answer);
  expect(new Set(await columnTexts(page, labelOf('karat')))).toEqual(new Set(['18K']));
  await screenshot(page, 'catalogue/products-config-filter');
});

test('When the ACME admin picks, hides and orders columns on /config/catalog-view, then /products shows exactly those columns in that order', async ({ page }) => {
  test.slow();
  await signInAt(page, '/config/catalog-view', ADMIN);
  await expect(page.getByTestId('catalog-view-config-page')).toBeVisible();
  await expect(page.getByText('No custom view is saved')).toBeVisible();
  await page.getByRole('button', { name: 'Start from the default columns' }).click();
  const items = page.getByTestId('column-item');
  await expect(items).toHaveCount(DEMO_DATA_MAPPING.fields.length);
  await page.getByRole('button', { name: `Remove ${labelOf('rfidTag')}` }).click();
  await page.getByRole('button', { name: `Remove ${labelOf('designNumber')}` }).click();
  await page.getByRole('switch', { name: `Show ${labelOf('stoneType')}` }).uncheck();
  // Net weight moves up to second place, before the item type.
  for (let i = 0; i < 5; i++) await page.getByRole('button', { name: `Move ${labelOf('netWeight')} up` }).click();
  const expected = ['productCode', 'netWeight', 'itemType', 'itemStatus', 'karat', 'metal', 'grossWeight', 'stoneWeight', 'stoneCount', 'collection', 'price', 'currency', 'certificateNo'].map(labelOf);
  const preview = page.getByTestId('catalog-view-preview').locator('li > span:last-child');
  await expect(preview).toHaveText(expected);
  await screenshot(page, 'catalogue/config-catalog-view');
  const saved = (await save(page, '/merchant/config/catalog-view', 'CCV000')) as { columns: { fieldName: string; visible: boolean }[]; effectiveColumns: string[] };
  expect(saved.effectiveColumns.map(labelOf)).toEqual(expected);
  expect(saved.columns.find((c) => c.fieldName === 'stoneType')?.visible).toBe(false);

  await openProducts(page);
  expect(await tableHeaders(page)).toEqual(['Image', ...expected, 'Store', 'Active', 'Details']);
  await screenshot(page, 'catalogue/products-config-columns');
});

test('When the ACME admin saves a filter set on /config/pre-filter, then one click on /products applies it', async ({ page }) => {
  test.slow();
  const name = 'Heavy 18K';
  await signInAt(page, '/config/pre-filter', ADMIN);
  await expect(page.getByTestId('pre-filter-config-page')).toBeVisible();
  await page.getByRole('button', { name: 'New filter set' }).click();
  const card = page.getByTestId('preset-card').last();
  await card.getByLabel('Name', { exact: true }).fill(name);
  await card.getByRole('combobox', { name: `Add a filter to ${name}` }).click();
  await page.getByRole('option', { name: GOLD_PURITY }).click();
  await card.getByLabel(GOLD_PURITY, { exact: true }).fill('18K');
  await card.getByRole('combobox', { name: `Add a filter to ${name}` }).click();
  await page.getByRole('option', { name: labelOf('netWeight') }).click();
  await card.getByRole('group', { name: labelOf('netWeight') }).getByLabel('From').fill('10');
  await expect(card.getByText('Filters: 2')).toBeVisible();
  await screenshot(page, 'catalogue/config-pre-filter');
  const saved = (await save(page, '/merchant/config/pre-filter', 'CFL002')) as { presets: { name: string; filters: Record<string, unknown> }[] };
  const preset = saved.presets.find((p) => p.name === name);
  expect(preset?.filters.netWeight).toEqual({ from: 10, to: null });

  await openProducts(page);
  const chip = page.getByRole('group', { name: 'Saved filter sets' }).getByRole('button', { name });
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
  const applied = nextListAnswer(
    page,
    ({ filters }) => JSON.stringify(filters.netWeight) === JSON.stringify({ from: 10 }) && ['"18K"', '["18K"]'].includes(JSON.stringify(filters.karat)),
  );
  await chip.click();
  const answer = await applied;
  expect(answer.products.length).toBeGreaterThan(0);
  await expectRowsOf(page, answer);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  await expect(filterGroup(page).getByLabel(GOLD_PURITY, { exact: true })).toHaveValue('18K');
  await expect(filterGroup(page).getByLabel(`${labelOf('netWeight')} from`)).toHaveValue('10');
  expect(new Set(await columnTexts(page, labelOf('karat')))).toEqual(new Set(['18K']));
  for (const weight of await columnTexts(page, labelOf('netWeight'))) expect(number(weight)).toBeGreaterThanOrEqual(10);
  await screenshot(page, 'catalogue/products-pre-filter');

  // A second click takes the set off again.
  const all = nextListAnswer(page, ({ filters }) => Object.keys(filters).length === 0);
  await chip.click();
  await expectRowsOf(page, await all);
  await expect(chip).toHaveAttribute('aria-pressed', 'false');
});

test('When the ACME admin adds a field and renames another in the data mapping (after a broken rule shows its code), then the list, the configuration pages and the dialog use them', async ({ page }) => {
  test.slow();
  const rowOf = (name: string) => DEMO_DATA_MAPPING.fields.findIndex((f) => f.name === name) + 1;
  const cell = (column: string, row: number) => page.getByLabel(`${column}, row ${row}`, { exact: true });
  const cellError = (column: string, row: number) => editor.locator('.fui-Field', { has: cell(column, row) }).getByTestId('cell-error');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/merchant/config/data-mapping') posts.push(r.url());
  });

  await signInAt(page, '/data-import?tab=mapping', ADMIN);
  const editor = page.getByTestId('data-mapping-editor');
  await expect(editor).toBeVisible();
  await expect(editor.getByTestId('mapping-field-row')).toHaveCount(DEMO_DATA_MAPPING.fields.length);

  // Collection is shown as 'Series' from now on.
  const collection = rowOf('collection');
  await expect(cell('Display name', collection)).toHaveValue(labelOf('collection'));
  await cell('Display name', collection).fill('Series');

  // A new field, first with a dot in its name (CDM105) and another field's display name (CDM104).
  await editor.getByRole('button', { name: 'Add field' }).click();
  const added = DEMO_DATA_MAPPING.fields.length + 1;
  await expect(editor.getByTestId('mapping-field-row')).toHaveCount(added);
  await cell('Product field', added).fill('finish.type');
  await cell('ERP field', added).fill('FINISH');
  await cell('Display name', added).fill(labelOf('karat'));
  await expect(cellError('Product field', added)).toContainText(`${MESSAGES_EN.CDM105}(CDM105)`);
  await expect(cellError('Display name', added)).toContainText(`${MESSAGES_EN.CDM104}(CDM104)`);
  await editor.getByRole('button', { name: 'Save mapping' }).click();
  await expect(editor.getByTestId('mapping-notice')).toContainText('Fix the marked cells before saving');
  await cell('Product field', added).scrollIntoViewIfNeeded();
  await screenshot(page, 'catalogue/data-mapping-errors');
  expect(posts).toHaveLength(0);

  // Fixed: the codes go, the field becomes a filter, and the server saves revision 2.
  await cell('Product field', added).fill('finish');
  await cell('Display name', added).fill('Finish');
  await expect(cellError('Product field', added)).toHaveCount(0);
  await expect(cellError('Display name', added)).toHaveCount(0);
  await cell('Filter', added).check();
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/config/data-mapping' && r.request().method() === 'POST');
  await editor.getByRole('button', { name: 'Save mapping' }).click();
  const response = await answered;
  const body = await response.json();
  expect([response.status(), body.code]).toEqual([200, 'CDM000']);
  const savedFields = body.data.fields as { name: string; displayName: string; filter: { enabled: boolean } }[];
  expect(savedFields.find((f) => f.name === 'finish')).toMatchObject({ displayName: 'Finish', filter: { enabled: true } });
  expect(savedFields.find((f) => f.name === 'collection')?.displayName).toBe('Series');
  await expect(page.getByTestId('snackbar')).toContainText(MESSAGES_EN.CDM000);
  await expect(editor.getByText(uiEn.saveBar.noChanges, { exact: true })).toBeVisible();
  await screenshot(page, 'catalogue/data-mapping-saved');

  // The catalogue view offers the new field as a column; added and saved, the list shows it.
  await page.goto('/config/catalog-view');
  await expect(page.getByTestId('column-item').filter({ hasText: 'Series' })).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Add a column…' }).click();
  await page.getByRole('option', { name: 'Finish (finish)' }).click();
  await expect(page.getByTestId('catalog-view-preview').locator('li > span:last-child').last()).toHaveText('Finish');
  await save(page, '/merchant/config/catalog-view', 'CCV000');

  // The filter page offers it too; switched on and saved, the list filters by it.
  await page.goto('/config/filter');
  const finishRow = page.locator('[data-testid="filter-row"][data-field="finish"]');
  await expect(finishRow.getByRole('switch', { name: 'Finish', exact: true })).not.toBeChecked();
  await finishRow.getByRole('switch', { name: 'Finish', exact: true }).check();
  await save(page, '/merchant/config/filter', 'CFL000');

  const { first } = await openProducts(page);
  const headers = await tableHeaders(page);
  expect(headers).toContain('Finish');
  expect(headers).toContain('Series');
  expect(headers).not.toContain(labelOf('collection'));
  expect(await filterLabels(page)).toContain('Finish');
  await screenshot(page, 'catalogue/products-after-mapping');

  // The dialog's All tab names the renamed field by its new display name.
  const listed = first.products[0]!;
  await page.getByRole('button', { name: `Show details of ${listed.productCode}`, exact: true }).click();
  const dialog = detailsDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'All' }).click();
  const series = dialog.getByRole('tabpanel').getByTestId('product-field').filter({ has: page.locator('dt').getByText('Series', { exact: true }) });
  await expect(series.locator('dd')).toHaveText(String(listed.collection));
  await expect(dialog.getByRole('tabpanel').locator('dt').getByText(labelOf('collection'), { exact: true })).toHaveCount(0);
  await screenshot(page, 'catalogue/product-dialog-after-mapping');
});
