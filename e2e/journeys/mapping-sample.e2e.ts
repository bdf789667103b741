// Issue 28 item 1: a new merchant starts the data mapping from a Shopify product export on
// /data-import: the sample's header and first rows show, the suggestions (by Shopify's headers, by
// name, and the 24-hex-digit metafield column by its values) are accepted, one column is chosen from
// the list, the grouping column fills the variant rows in the preview, and the mapping saves (CDM000).
// The same in /ar. Each language registers its own merchant, so DEMO's mapping is never touched.
import { bundleOf, tr, trCount } from '../support/bundle';
import { expect, test, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { screenshot, setTheme, signInAt } from '../support/hub';
import { authOf, newMerchant } from '../support/merchant';

test.describe.configure({ mode: 'serial' });
// axe-core is injected as an inline script, which the hub's CSP refuses (as it should).
test.use({ bypassCSP: true });

const run = Date.now().toString(36).toUpperCase();
const EPC_COLUMN = 'RFID EPC (product.metafields.custom.epc)';
const epc = (n: number) => `E28011700000020C5A8A${String(n).padStart(4, '0')}`;

/** A Shopify product export: a product's variant rows follow its first row and leave its columns empty. */
const SHOPIFY_CSV = [
  ['Handle', 'Title', 'Body (HTML)', 'Vendor', 'Product Category', 'Type', 'Tags', 'Published', 'Option1 Name', 'Option1 Value', 'Variant SKU', 'Variant Grams', 'Variant Inventory Qty', 'Variant Price', 'Variant Barcode', 'Image Src', EPC_COLUMN, 'Status'],
  ['solitaire-ring', 'Solitaire ring', '<p>18k gold</p>', 'Aurum', 'Jewelry > Rings', 'Ring', 'gold, diamond', 'TRUE', 'Size', '6', 'SR-6', '3.2', '1', '1200.00', '', 'https://cdn.example/sr.jpg', epc(1), 'active'],
  ['solitaire-ring', '', '', '', '', '', '', '', '', '7', 'SR-7', '3.4', '2', '1250.00', '', '', epc(2), ''],
  ['pearl-studs', 'Pearl studs', '<p>Freshwater</p>', 'Aurum', 'Jewelry > Earrings', 'Earrings', 'pearl', 'TRUE', 'Size', 'One size', 'PS-1', '2.0', '5', '300.00', '', 'https://cdn.example/ps.jpg', epc(3), 'active'],
]
  .map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replace(/"/g, '""')}"` : c)).join(','))
  .join('\r\n');

async function chooseSample(page: Page) {
  await page.getByTestId('mapping-sample-input').setInputFiles({ name: 'products_export_1.csv', mimeType: 'text/csv', buffer: Buffer.from(SHOPIFY_CSV, 'utf8') });
}

for (const lang of ['en', 'ar'] as const) {
  test(`When a new merchant starts the mapping from a Shopify export (${lang}), then the suggestions are accepted, a column is chosen from the list, the preview shows the variants as products and the mapping saves`, async ({ page }) => {
    test.slow();
    const b = bundleOf('mf-import', lang);
    const prefix = lang === 'ar' ? '/ar' : '';
    const { email, password } = await newMerchant(page.request, `Aurum ${lang} ${run}`, `sample-${lang}-${run.toLowerCase()}`, 'Australia/Sydney');
    // A store of its own: the supplier's file goes to it (a MASTER file would need a store column).
    const store = await page.request.post('/merchant/store', { headers: await authOf(page.request, email, password), data: { code: 'SYD', name: 'Aurum Sydney', tz: 'Australia/Sydney', address: { country: 'Australia', city: 'Sydney' } } });
    expect(store.status(), await store.text()).toBeLessThan(300);
    await signInAt(page, `${prefix}/data-import?tab=mapping`, email, password);
    const editor = page.getByTestId('data-mapping-editor');
    await expect(editor).toBeVisible();
    if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // With a sample, a field's ERP column is a combobox (the text boxes are its name and display name).
    const cell = (column: 'name' | 'displayName' | 'erpField', row: number) =>
      page.getByRole(column === 'erpField' ? 'combobox' : 'textbox', { name: tr(b, 'mapping.cellLabel', { column: tr(b, `mapping.columns.${column}`), row }), exact: true });

    // Two fields of the merchant's own before the sample: the title and the price.
    for (const [row, name, label] of [[3, 'title', 'Title'], [4, 'price', 'Price']] as const) {
      await editor.getByRole('button', { name: tr(b, 'mapping.fields.add') }).click();
      await cell('name', row).fill(name);
      await cell('displayName', row).fill(label);
    }

    await chooseSample(page);
    const summary = editor.getByTestId('mapping-sample-summary');
    await expect(summary.locator('bdi')).toHaveText('products_export_1.csv');
    await expect(summary).toContainText(tr(b, 'mapping.sample.summary', { columns: trCount(b, lang, 'mapping.sample.columnCount', 18), rows: trCount(b, lang, 'mapping.sample.firstRows', 3) }));
    await expect(editor.getByTestId('mapping-sample-rows')).toContainText('SR-7');
    // The RFID tag has no name Shopify knows: its column is found by its 24 hex digits.
    const reason = tr(b, 'mapping.sample.reasons.VALUE_SHAPE');
    await expect(editor.locator('td', { has: cell('erpField', 2) }).getByTestId('column-suggestion')).toHaveText(tr(b, 'mapping.sample.suggested', { column: EPC_COLUMN, reason }));
    await editor.getByRole('heading', { name: tr(b, 'mapping.fields.heading') }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await screenshot(page, `mapping-sample/${lang}-suggestions-1280`);
    const accept = editor.getByTestId('mapping-accept-suggestions');
    await expect(accept).toHaveText(tr(b, 'mapping.sample.accept'));
    await accept.click();
    await expect(cell('erpField', 1)).toHaveValue('Variant SKU');
    await expect(cell('erpField', 2)).toHaveValue(EPC_COLUMN);
    await expect(cell('erpField', 3)).toHaveValue('Title');
    await expect(cell('erpField', 4)).toHaveValue('Variant Price');
    await expect(editor.getByTestId('mapping-suggestions')).toContainText(tr(b, 'mapping.sample.nothingPending'));

    // A field chosen from the file's columns: the size is Shopify's first option.
    await editor.getByRole('button', { name: tr(b, 'mapping.fields.add') }).click();
    await cell('name', 5).fill('size');
    await cell('displayName', 5).fill('Size');
    await cell('erpField', 5).click();
    await page.getByRole('option', { name: 'Option1 Value', exact: true }).click();
    await expect(cell('erpField', 5)).toHaveValue('Option1 Value');

    // The preview: the variant row has no title until the grouping column (Handle) fills it from its product's row.
    const previewRow = (n: number) => editor.getByTestId('mapping-preview-row').nth(n).locator('td');
    await expect(previewRow(1)).toHaveText(['3', 'SR-7', epc(2), '–', '1250.00', '7']);
    const groupBy = editor.getByTestId('mapping-group-by');
    await expect(editor.locator('section', { has: page.getByTestId('mapping-group-by') }).getByTestId('column-suggestion')).toHaveText(
      tr(b, 'mapping.sample.suggested', { column: 'Handle', reason: tr(b, 'mapping.sample.reasons.KNOWN_EXPORT', { source: 'Shopify' }) }),
    );
    await groupBy.click();
    await page.getByRole('option', { name: 'Handle', exact: true }).click();
    await expect(groupBy).toHaveValue('Handle');
    await expect(previewRow(1)).toHaveText(['3', 'SR-7', epc(2), 'Solitaire ring', '1250.00', '7']);
    await expect(previewRow(2)).toHaveText(['4', 'PS-1', epc(3), 'Pearl studs', '300.00', 'One size']);
    await expectAccessible(page, `mapping from a sample (${lang})`);
    await editor.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-light-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByTestId('mapping-preview').scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-light-390`);
    await editor.getByRole('heading', { name: tr(b, 'mapping.fields.heading') }).evaluate((h) => h.scrollIntoView({ block: 'start' }));
    await screenshot(page, `mapping-sample/${lang}-fields-390`);
    await page.setViewportSize({ width: 1280, height: 800 });

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/merchant/config/data-mapping' && r.request().method() === 'POST');
    await editor.getByRole('button', { name: tr(b, 'mapping.save') }).click();
    const response = await answered;
    const body = (await response.json()) as { code: string; data: { groupBy?: string; fields: { name: string; erpField: string }[] } };
    expect([response.status(), body.code]).toEqual([200, 'CDM000']);
    expect(body.data.fields.map((f) => [f.name, f.erpField])).toEqual([
      ['productCode', 'Variant SKU'],
      ['rfidTag', EPC_COLUMN],
      ['title', 'Title'],
      ['price', 'Variant Price'],
      ['size', 'Option1 Value'],
    ]);
    expect(body.data.groupBy).toBe('Handle');

    // Dark, after a reload: the saved mapping reads every column of the sample, nothing is left to accept.
    await setTheme(page, 'dark');
    await page.reload();
    await expect(editor).toBeVisible();
    await chooseSample(page);
    await expect(editor.getByTestId('mapping-suggestions')).toContainText(tr(b, 'mapping.sample.nothingPending'));
    await expect(previewRow(0)).toHaveText(['2', 'SR-6', epc(1), 'Solitaire ring', '1200.00', '6']);
    await editor.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-dark-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await editor.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-dark-390`);

    // Issue 28 item 2: a second, named mapping (a copy of the default) for a supplier whose file names
    // the product code SKU; saved, its revision grows; an upload chooses it and the job names it.
    const picker = page.getByTestId('mapping-picker');
    await picker.getByRole('button', { name: tr(b, 'namedMappings.create') }).click();
    await page.getByTestId('mapping-name').fill('Supplier B');
    await page.getByRole('dialog').getByRole('button', { name: tr(b, 'namedMappings.confirm'), exact: true }).click();
    const rev = tr(b, 'namedMappings.revision');
    await expect(page.getByTestId('mapping-choice')).toHaveText(`Supplier B · ${rev} 1`);
    // Another mapping is edited without the sample: its ERP column is a text box again.
    const codeColumn = page.getByRole('textbox', { name: tr(b, 'mapping.cellLabel', { column: tr(b, 'mapping.columns.erpField'), row: 1 }), exact: true });
    await expect(codeColumn).toHaveValue('Variant SKU');
    await codeColumn.fill('SKU');
    const saved = page.waitForResponse((r) => /^\/merchant\/import\/mappings\/[0-9a-f-]{36}$/.test(new URL(r.url()).pathname) && r.request().method() === 'PUT');
    await editor.getByRole('button', { name: tr(b, 'mapping.save') }).click();
    expect(((await (await saved).json()) as { code: string; data: { revision: number } })).toMatchObject({ code: 'CDM000', data: { revision: 2 } });
    await expect(page.getByTestId('mapping-choice')).toHaveText(`Supplier B · ${rev} 2`);
    await picker.scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-named-dark-390`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, `mapping-sample/${lang}-named-dark-1280`);

    await setTheme(page, 'light');
    await page.goto(`${prefix}/data-import`);
    // The upload starts on the default mapping; the file here is the supplier's.
    await expect(page.getByTestId('import-mapping')).toHaveText(`Default · ${rev} 1`);
    await page.getByTestId('import-store').click();
    await page.getByRole('option', { name: /\(SYD\)/ }).click();
    await page.getByTestId('import-mapping').click();
    await page.getByRole('option', { name: `Supplier B · ${rev} 2` }).click();
    await page.getByTestId('import-file').setInputFiles({ name: 'supplier-b.csv', mimeType: 'text/csv', buffer: Buffer.from(`SKU,${EPC_COLUMN},Title,Variant Price,Option1 Value,Handle\r\nSB-1,${epc(9)},Bangle,300.00,7,bangle\r\n`, 'utf8') });
    await page.getByTestId('import-upload-button').click();
    await expect(page.getByTestId('import-job-panel-mapping')).toHaveText(tr(b, 'job.mappingRevision', { name: 'Supplier B', revision: 2 }));
    await expect(page.getByTestId('import-job-mapping').first()).toHaveText(tr(b, 'jobs.mappingRevision', { name: 'Supplier B', revision: 2 }));
    await screenshot(page, `mapping-sample/${lang}-upload-mapping-light-1280`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('import-upload').scrollIntoViewIfNeeded();
    await screenshot(page, `mapping-sample/${lang}-upload-mapping-light-390`);

    // Issue 28 item 1, "or pick a file": the file just uploaded (kept: it reads every column the mapping
    // names, so it is not rejected) is offered as the mapping's sample.
    const earlier = page.getByTestId('mapping-sample-file');
    const pickEarlier = async () => {
      await page.getByRole('tab', { name: new RegExp(tr(b, 'tabs.mapping')) }).click();
      const fileOption = earlier.locator('option', { hasText: 'supplier-b.csv' });
      await expect(fileOption).toHaveCount(1);
      await earlier.selectOption((await fileOption.getAttribute('value'))!);
      await expect(editor.getByTestId('mapping-sample-summary')).toContainText('supplier-b.csv');
      await expect(editor.getByTestId('mapping-sample-rows')).toContainText('SB-1');
      await earlier.scrollIntoViewIfNeeded();
    };
    await page.setViewportSize({ width: 1280, height: 800 });
    await pickEarlier();
    await screenshot(page, `mapping-sample/${lang}-pick-file-light-1280`);
    await setTheme(page, 'dark');
    await page.reload();
    await page.setViewportSize({ width: 390, height: 844 });
    await pickEarlier();
    await screenshot(page, `mapping-sample/${lang}-pick-file-dark-390`);
  });
}
