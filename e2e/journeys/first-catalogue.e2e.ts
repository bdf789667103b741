// Issue 28, "Tests that must exist and pass": a merchant's first catalogue and first label. A new
// merchant (its own, DEMO is never touched) starts the mapping from its Shopify product export, accepts
// the suggested columns, groups the variant rows by Handle and sets the currency as a constant, uploads
// the export, sees the dry run and applies it; /products lists every variant with its product's title
// and the currency; a printer on 127.0.0.1 (a stand-in) is added on /config/rfid and a variant's label
// prints with the default tag design every new merchant starts with. The same pages again in /ar.
import { bundleOf, tr, type Bundle } from '../support/bundle';
import { expect, test, type Page } from '../support/test';
import { screenshot, setTheme, signInAt } from '../support/hub';
import { authOf, newMerchant } from '../support/merchant';
import { e2eOutboundPorts } from '../support/outbound-ports';
import { startStandInPrinter, type StandInPrinter } from '../support/zpl-printer';

test.describe.configure({ mode: 'serial' });

const run = Date.now().toString(36).toUpperCase();
const STORE = 'SYD';
const epc = (lang: string, n: number) => `E28011700000${lang === 'ar' ? 'A' : 'E'}${run.slice(-7).padStart(7, '0').replace(/[^0-9A-F]/g, 'F')}${String(n).padStart(4, '0')}`;

/**
 * A Shopify product export, its real header shape (a product's variant rows leave the product's
 * columns empty): two rings of three sizes and a pair of studs. No currency column, as Shopify's has none.
 */
function shopifyExport(lang: string): { csv: string; variants: { sku: string; title: string; epc: string }[] } {
  const header = ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Option2 Name', 'Option2 Value', 'Variant SKU', 'Variant Grams', 'Variant Inventory Tracker', 'Variant Inventory Qty', 'Variant Price', 'Variant Compare At Price', 'Variant Barcode', 'Image Src', 'RFID EPC (product.metafields.custom.epc)', 'Status'];
  const products = [
    { handle: 'solitaire-ring', title: 'Solitaire ring', body: '<p>18k gold, 0.50ct</p>', type: 'Ring', sizes: ['6', '7', '8'], price: 1200 },
    { handle: 'pearl-studs', title: 'Pearl studs', body: '<p>Freshwater, 7mm</p>', type: 'Earrings', sizes: ['One size'], price: 300 },
  ];
  const rows: string[][] = [];
  const variants: { sku: string; title: string; epc: string }[] = [];
  for (const p of products)
    p.sizes.forEach((size, i) => {
      const sku = `${lang.toUpperCase()}-${run}-${p.handle.slice(0, 2).toUpperCase()}-${size.replace(/\W/g, '')}`;
      const tag = epc(lang, variants.length + 1);
      variants.push({ sku, title: p.title, epc: tag });
      const product = i === 0 ? [p.title, p.body, 'Aurum', 'Apparel & Accessories > Jewelry', p.type, 'gold', 'TRUE', 'Size'] : ['', '', '', '', '', '', '', ''];
      rows.push([p.handle, ...product, size, '', '', sku, '3.2', 'shopify', '1', (p.price + i * 50).toFixed(2), '', '', i === 0 ? `https://cdn.example/${p.handle}.jpg` : '', tag, i === 0 ? 'active' : '']);
    });
  const csv = [header, ...rows].map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\r\n');
  return { csv, variants };
}

let printer: StandInPrinter;
test.beforeAll(async () => {
  printer = await startStandInPrinter(e2eOutboundPorts().firstPrinter);
});
test.afterAll(async () => {
  await printer?.close();
});

/** A new merchant of its own with a Sydney store; the page signed in as its admin on `path`. */
async function merchantAt(page: Page, lang: 'en' | 'ar', path: string, key: string = lang) {
  const merchant = await newMerchant(page.request, `Aurum first ${key} ${run}`, `first-${key}-${run.toLowerCase()}`, 'Australia/Sydney');
  const headers = await authOf(page.request, merchant.email, merchant.password);
  const store = await page.request.post('/merchant/store', { headers, data: { code: STORE, name: 'Aurum Sydney', tz: 'Australia/Sydney', address: { country: 'Australia', city: 'Sydney' } } });
  expect(store.status(), await store.text()).toBeLessThan(300);
  await signInAt(page, path, merchant.email, merchant.password);
}

/**
 * The mapping editor of the page, opened, with the merchant's own fields added after the product code
 * and the RFID tag (rows 3 on), and its cells by column and row as the editor labels them.
 */
async function mappingWithFields(page: Page, importText: Bundle, fields: ReadonlyArray<readonly [name: string, label: string]>) {
  const editor = page.getByTestId('data-mapping-editor');
  await expect(editor).toBeVisible();
  const cell = (column: 'name' | 'displayName' | 'erpField', row: number) =>
    page.getByRole(column === 'erpField' ? 'combobox' : 'textbox', { name: tr(importText, 'mapping.cellLabel', { column: tr(importText, `mapping.columns.${column}`), row }), exact: true });
  for (const [i, [name, label]] of fields.entries()) {
    await editor.getByRole('button', { name: tr(importText, 'mapping.fields.add') }).click();
    await cell('name', i + 3).fill(name);
    await cell('displayName', i + 3).fill(label);
  }
  return { editor, cell };
}

for (const lang of ['en', 'ar'] as const) {
  test(`When a new merchant maps its Shopify export from the file, imports it and prints a first label (${lang}), then every variant is listed with its product's title and its label prints with the default design`, async ({ page }) => {
    const importText = bundleOf('mf-import', lang);
    const prefix = lang === 'ar' ? '/ar' : '';
    const { csv, variants } = shopifyExport(lang);
    if (lang === 'ar') await setTheme(page, 'dark');
    await merchantAt(page, lang, `${prefix}/data-import?tab=mapping`);
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    // The mapping, from the export: the title, the price and the currency are the merchant's fields.
    const { editor, cell } = await mappingWithFields(page, importText, [['title', 'Title'], ['price', 'Price'], ['currency', 'Currency']]);
    await page.getByTestId('mapping-sample-input').setInputFiles({ name: 'products_export_1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await expect(editor.getByTestId('mapping-sample-rows')).toContainText(variants[1]!.sku);
    await editor.getByTestId('mapping-accept-suggestions').click();
    await expect(cell('erpField', 1)).toHaveValue('Variant SKU');
    await expect(cell('erpField', 2)).toHaveValue('RFID EPC (product.metafields.custom.epc)');
    await expect(cell('erpField', 3)).toHaveValue('Title');
    await expect(cell('erpField', 4)).toHaveValue('Variant Price');
    // Shopify's export has no currency: every price of this store is in Australian dollars.
    const currencyRow = editor.getByTestId('mapping-field-row').nth(4);
    await currencyRow.getByTestId('field-fill').selectOption('CONSTANT');
    await currencyRow.getByTestId('field-fill-value').fill('AUD');
    const groupBy = editor.getByTestId('mapping-group-by');
    await groupBy.click();
    await page.getByRole('option', { name: 'Handle', exact: true }).click();
    await expect(groupBy).toHaveValue('Handle');
    await expect(editor.getByTestId('mapping-preview-row').nth(1)).toContainText('Solitaire ring');
    await editor.getByTestId('mapping-preview').scrollIntoViewIfNeeded();
    await screenshot(page, `first-catalogue/${lang}-mapping`);
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/config/data-mapping' && r.request().method() === 'POST');
    await editor.getByRole('button', { name: tr(importText, 'mapping.save') }).click();
    expect(((await (await saved).json()) as { code: string }).code).toBe('CDM000');

    // The export itself: a dry run of every variant, then applied.
    await page.goto(`${prefix}/data-import`);
    await page.getByTestId('import-store').click();
    await page.getByRole('option', { name: new RegExp(`\\(${STORE}\\)`) }).click();
    await page.getByTestId('import-file').setInputFiles({ name: 'products_export_1.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await page.getByTestId('import-upload-button').click();
    const job = page.getByTestId('import-job');
    await expect(job).toHaveAttribute('data-status', 'READY');
    await expect(page.getByTestId('import-plan-create')).toContainText(String(variants.length));
    // The job says which mapping read the file (issue 28 item 2): the merchant's only one, its default.
    await expect(job.getByTestId('import-job-panel-mapping')).toContainText('Default');
    await screenshot(page, `first-catalogue/${lang}-dry-run`);
    await job.getByTestId('import-apply').click();
    await expect(job).toHaveAttribute('data-status', 'FINISHED');

    // Every variant, with its product's title and the constant currency.
    await page.goto(`${prefix}/products`);
    await expect(page.getByTestId('products-page')).toBeVisible();
    await page.getByRole('searchbox').fill(`${lang.toUpperCase()}-${run}`);
    for (const v of variants) {
      const row = page.getByRole('row').filter({ hasText: v.sku });
      await expect(row).toContainText(v.title);
      await expect(row).toContainText('AUD');
    }
    await screenshot(page, `first-catalogue/${lang}-products`);

    // A printer: the stand-in on 127.0.0.1.
    await page.goto(`${prefix}/config/rfid`);
    const section = page.getByTestId('printers-section');
    await section.getByTestId('printer-add').click();
    const form = page.getByTestId('printer-form');
    await form.getByTestId('printer-name').fill('Counter printer');
    await form.getByTestId('printer-host').fill('127.0.0.1');
    await form.getByTestId('printer-port').fill(String(printer.port));
    await form.getByTestId('printer-save').click();
    await expect(section.getByTestId('printer-row')).toContainText(`127.0.0.1:${printer.port}`);

    // A first label, with the default design (nothing designed by the merchant).
    await page.goto(`${prefix}/printing`);
    const first = variants[1]!;
    await page.getByTestId('print-search').fill(first.sku);
    const row = page.getByTestId('print-row').filter({ hasText: first.sku });
    await expect(row).toHaveCount(1);
    await row.getByTestId('print-choose').check();
    const design = page.getByTestId('print-design');
    await expect(design.locator('option', { hasText: 'Default 2 × 1 in' })).toHaveCount(1);
    const defaultDesign = await design.locator('option', { hasText: 'Default 2 × 1 in' }).getAttribute('value');
    await design.selectOption(defaultDesign!);
    const before = printer.labels.length;
    await page.getByTestId('print-button').click();
    await expect(page.getByTestId('print-job')).toHaveAttribute('data-status', 'DONE');
    await expect(page.getByTestId('print-job-printed')).toHaveText('1');
    await screenshot(page, `first-catalogue/${lang}-printed`);
    const labels = printer.labels.slice(before);
    expect(labels).toHaveLength(1);
    expect(labels[0]).toContain(`^RFW,H^FD${first.epc}^FS`);
    expect(labels[0]).toContain(first.sku.replace(/_/g, '_5F'));
  });
}

/**
 * A WooCommerce product export (its built-in exporter's header; an RFID tag kept in a custom field,
 * exported as `Meta: _rfid_epc`): a variable pendant whose two variation rows name it in Parent (its SKU)
 * and leave its category, description and image empty, and a simple ring.
 */
function wooExport(): { csv: string; parent: string; variations: { sku: string; name: string; epc: string }[] } {
  const header = ['ID', 'Type', 'SKU', 'Name', 'Published', 'Is featured?', 'Visibility in catalog', 'Short description', 'Description', 'Tax status', 'In stock?', 'Stock', 'Weight (kg)', 'Sale price', 'Regular price', 'Categories', 'Tags', 'Images', 'Parent', 'Attribute 1 name', 'Attribute 1 value(s)', 'Attribute 1 visible', 'Attribute 1 global', 'Meta: _rfid_epc'];
  const parent = `WC-${run}-PEND`;
  const variations = [
    { sku: `${parent}-G`, name: 'Pearl pendant - Gold', metal: 'Gold', price: '450', epc: epc('wc', 91) },
    { sku: `${parent}-S`, name: 'Pearl pendant - Silver', metal: 'Silver', price: '300', epc: epc('wc', 92) },
  ];
  const row = (cells: Record<string, string>) => header.map((h) => cells[h] ?? '');
  const rows = [
    row({ ID: '12', Type: 'variable', SKU: parent, Name: 'Pearl pendant', Published: '1', 'Visibility in catalog': 'visible', Description: 'Freshwater pearl on a fine chain', 'Tax status': 'taxable', 'In stock?': '1', Categories: 'Jewellery > Pendants', Images: 'https://shop.example/pendant.jpg', 'Attribute 1 name': 'Metal', 'Attribute 1 value(s)': 'Gold, Silver', 'Attribute 1 visible': '1', 'Attribute 1 global': '1' }),
    ...variations.map((v, i) =>
      row({ ID: String(13 + i), Type: 'variation', SKU: v.sku, Name: v.name, Published: '1', 'Visibility in catalog': 'visible', 'Tax status': 'taxable', 'In stock?': '1', Stock: '1', 'Regular price': v.price, Parent: parent, 'Attribute 1 name': 'Metal', 'Attribute 1 value(s)': v.metal, 'Attribute 1 global': '1', 'Meta: _rfid_epc': v.epc }),
    ),
    row({ ID: '20', Type: 'simple', SKU: `WC-${run}-RING`, Name: 'Gold band', Published: '1', 'Visibility in catalog': 'visible', 'In stock?': '1', Stock: '1', 'Regular price': '900', Categories: 'Jewellery > Rings', 'Meta: _rfid_epc': epc('wc', 93) }),
  ];
  const csv = [header, ...rows].map((cells) => cells.map((c) => (/[",\n>]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(',')).join('\n');
  return { csv, parent, variations };
}

test('When a new merchant maps its WooCommerce export (variations naming their parent), then the suggestions fit, Parent groups them, and each variation is listed with its pendant\'s category (issue 28 item 5 of the brief: tried as a new merchant, 390 px)', async ({ page }) => {
  const importText = bundleOf('mf-import', 'en');
  const { csv, parent, variations } = wooExport();
  await page.setViewportSize({ width: 390, height: 844 });
  await merchantAt(page, 'en', '/data-import?tab=mapping', 'wc');
  const { editor, cell } = await mappingWithFields(page, importText, [['title', 'Title'], ['price', 'Price'], ['category', 'Category']]);
  await page.getByTestId('mapping-sample-input').setInputFiles({ name: 'wc-product-export-6-12-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(editor.getByTestId('mapping-sample-rows')).toContainText(variations[1]!.sku);
  await expect(editor.getByTestId('mapping-sample-summary')).toContainText('24 columns, first 4 rows');
  await editor.getByTestId('mapping-accept-suggestions').click();
  await expect(cell('erpField', 1)).toHaveValue('SKU');
  await expect(cell('erpField', 2)).toHaveValue('Meta: _rfid_epc');
  await expect(cell('erpField', 3)).toHaveValue('Name');
  await expect(cell('erpField', 4)).toHaveValue('Regular price');
  await expect(cell('erpField', 5)).toHaveValue('Categories');
  // WooCommerce's Parent is the suggested grouping column: the variations take the pendant's category.
  const groupBy = editor.getByTestId('mapping-group-by');
  await expect(groupBy.locator('xpath=ancestor::*[.//*[@data-testid="column-suggestion"]][1]').getByTestId('column-suggestion')).toHaveText('Suggested: Parent (WooCommerce export column)');
  await groupBy.click();
  await page.getByRole('option', { name: 'Parent', exact: true }).click();
  await expect(groupBy).toHaveValue('Parent');
  await expect(editor.getByTestId('mapping-preview-row').nth(1)).toContainText('Jewellery > Pendants');
  await editor.getByTestId('mapping-preview').scrollIntoViewIfNeeded();
  await screenshot(page, 'first-catalogue/woo-390-mapping');
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/config/data-mapping' && r.request().method() === 'POST');
  await editor.getByRole('button', { name: tr(importText, 'mapping.save') }).click();
  expect(((await (await saved).json()) as { code: string }).code).toBe('CDM000');

  await page.goto('/data-import');
  await page.getByTestId('import-store').click();
  await page.getByRole('option', { name: new RegExp(`\\(${STORE}\\)`) }).click();
  await page.getByTestId('import-file').setInputFiles({ name: 'wc-product-export-6-12-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await page.getByTestId('import-upload-button').click();
  const job = page.getByTestId('import-job');
  await expect(job).toHaveAttribute('data-status', 'READY');
  await screenshot(page, 'first-catalogue/woo-390-dry-run');
  await job.getByTestId('import-apply').click();
  await expect(job).toHaveAttribute('data-status', 'FINISHED');
  // The import's start and end are given with the reader's zone, named (issue 28 item 5).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByRole('list', { name: tr(importText, 'jobs.heading') }).getByRole('listitem').first()).toContainText(`(\u2068${zone}\u2069)`);

  await page.goto('/products');
  await page.getByRole('searchbox').fill(parent);
  // At 390 px the products are cards.
  for (const v of variations) {
    const card = page.getByRole('list', { name: 'Products' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: v.sku, exact: true }) });
    await expect(card).toContainText(v.name);
    await expect(card).toContainText('Jewellery > Pendants');
  }
  await screenshot(page, 'first-catalogue/woo-390-products');
  // The finished import's card stays over every page until closed; scrolled to its end, the page's last
  // lines are clear of it (at 390 px the card is the screen's whole width).
  const finished = page.getByTestId('import-progress-widget');
  await expect(finished).toHaveAttribute('data-status', 'FINISHED');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(async () => {
    const card = (await finished.boundingBox())!;
    const footer = (await page.getByRole('contentinfo').boundingBox())!;
    expect(footer.y + footer.height).toBeLessThanOrEqual(card.y);
  }).toPass();
  await screenshot(page, 'first-catalogue/woo-390-products-end');

  // Several mappings, per store (issue 28 item 2): a mapping of its own for the Sydney store, chosen on
  // the mappings screen; the store's upload then starts with it (the user may still choose another).
  await page.goto('/data-import?tab=mapping');
  const picker = page.getByTestId('mapping-picker');
  await picker.getByRole('button', { name: tr(importText, 'namedMappings.create') }).click();
  await page.getByTestId('mapping-name').fill('WooCommerce shop');
  await page.getByRole('dialog').getByRole('button', { name: tr(importText, 'namedMappings.confirm'), exact: true }).click();
  await expect(page.getByTestId('mapping-choice')).toHaveText('WooCommerce shop · rev. 1');
  const storesSaved = page.waitForResponse((r) => /^\/merchant\/import\/mappings\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) && r.request().method() === 'PATCH');
  const storeChooser = picker.getByTestId('mapping-stores');
  await expect(storeChooser).toBeEnabled();
  await storeChooser.click();
  // A multiselect's options are check boxes (menuitemcheckbox).
  await page.getByRole('menuitemcheckbox', { name: `Aurum Sydney (${STORE})` }).click();
  expect(((await (await storesSaved).json()) as { code: string; data: { stores: string[] } })).toMatchObject({ code: 'CDM000', data: { stores: [STORE] } });
  await page.keyboard.press('Escape');
  await expect(storeChooser).toHaveText(`Aurum Sydney (${STORE})`);
  await picker.scrollIntoViewIfNeeded();
  await screenshot(page, 'first-catalogue/woo-390-store-mapping');
  await page.goto('/data-import');
  await page.getByTestId('import-store').click();
  await page.getByRole('option', { name: new RegExp(`\\(${STORE}\\)`) }).click();
  await expect(page.getByTestId('import-mapping')).toHaveText('WooCommerce shop · rev. 1');

  // The same sample in Arabic, dark, with one row: the counts are worded in Arabic's plural forms
  // ("الصف الأول", not "أول 1 صفوف"), right to left.
  await setTheme(page, 'dark');
  await page.goto('/ar/data-import?tab=mapping');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const oneRow = csv.split('\n').filter((_, i) => i === 0 || i === 4).join('\n');
  await page.getByTestId('mapping-sample-input').setInputFiles({ name: 'wc-one-product.csv', mimeType: 'text/csv', buffer: Buffer.from(oneRow, 'utf8') });
  const summary = page.getByTestId('mapping-sample-summary');
  await expect(summary).toContainText('24 عمودًا، الصف الأول');
  await summary.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await screenshot(page, 'first-catalogue/woo-ar-dark-390-sample');
});
