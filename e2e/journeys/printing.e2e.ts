// Issue 14 items 3 and 4: a printer made on /config/rfid points at a stand-in ZPL printer this journey
// runs on a free local port; a small tag design made on /config/tag-design; two products chosen on
// /printing print to it and their status turns Printed, the captured ZPL carrying their EPCs and the
// design's fields; a printer port where nothing listens fails the job with the reason shown; /ar.
// Everything made here (printers, design) is deleted after, so other journeys are unaffected.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { expectAccessible } from '../support/axe';
import { adminHeaders, screenshot, setTheme, signIn, signInAt } from '../support/hub';
import { pickFromMenu } from '../support/navigation';
import { e2eOutboundPorts } from '../support/outbound-ports';
import { startStandInPrinter, type StandInPrinter } from '../support/zpl-printer';

test.describe.configure({ mode: 'serial' });
test.use({ bypassCSP: true });

const run = Date.now().toString(36).toUpperCase();
const PRINTER = `E2E printer ${run}`;
const DEAD_PRINTER = `E2E no printer ${run}`;
const DESIGN = `E2E tag ${run}`;
const DESIGN_TEXT = `E2E-${run}`;
let printer: StandInPrinter;
let noPrinterPort = 0;
/** Products that already carry a tag (nothing is allocated to them), not rings (the tag mapping journey's). */
let products: { productCode: string; sid: string; rfidTag: string }[] = [];

interface Listed {
  data: { products: { productCode: string; sid: string; rfidTag: string | null; itemType: string | null }[] };
}

async function api(request: APIRequestContext) {
  return { headers: await adminHeaders(request) };
}

/** Finds a product by its code in the page's search and chooses its row. */
async function choose(page: Page, productCode: string) {
  await page.getByTestId('print-search').fill(productCode);
  const row = page.getByTestId('print-row').filter({ hasText: productCode });
  await expect(row).toHaveCount(1);
  await row.getByTestId('print-choose').check();
}

/** Picks the option naming `name` (the default printer's option says so after its name). */
async function pick(page: Page, testId: string, name: string) {
  const value = await page.getByTestId(testId).locator('option', { hasText: name }).getAttribute('value');
  await page.getByTestId(testId).selectOption(value!);
}

async function statusOf(page: Page, productCode: string) {
  await page.getByTestId('print-search').fill(productCode);
  const row = page.getByTestId('print-row').filter({ hasText: productCode });
  await expect(row).toHaveCount(1);
  return row;
}

test.beforeAll(async ({ request }) => {
  // The ports the hub's outbound policy opens for the journeys (support/outbound-ports.ts).
  printer = await startStandInPrinter(e2eOutboundPorts().printer);
  noPrinterPort = e2eOutboundPorts().deadPrinter;
  const auth = await api(request);
  const listed = await request.post('/merchant/products/allRfid?sid=BKK-SIAM&pageSize=100&active=true', { ...auth, data: { data: { isMapped: true } } });
  expect(listed.ok()).toBe(true);
  const tagged = ((await listed.json()) as Listed).data.products.filter((p) => p.rfidTag && p.itemType !== 'RING');
  expect(tagged.length).toBeGreaterThan(2);
  products = tagged.slice(0, 3).map((p) => ({ productCode: p.productCode, sid: p.sid, rfidTag: p.rfidTag! }));
});

test.afterAll(async ({ request }) => {
  const auth = await api(request);
  const printers = ((await (await request.get('/merchant/products/rfid-printing', auth)).json()) as { data: { id: string; name: string }[] }).data;
  for (const p of printers.filter((x) => x.name === PRINTER || x.name === DEAD_PRINTER)) await request.delete(`/merchant/products/rfid-printing/${p.id}`, auth);
  const designs = ((await (await request.get('/merchant/config/tag-design', auth)).json()) as { data: { id: string; name: string }[] }).data;
  for (const d of designs.filter((x) => x.name === DESIGN)) await request.delete(`/merchant/config/tag-design/${d.id}`, auth);
  await printer?.close();
});

test('When the admin adds two printers on /config/rfid, then they are listed with their address, and the stand-in printer answers the status check', async ({ page }) => {
  await signInAt(page, '/config/rfid', 'admin@demo.hub');
  const section = page.getByTestId('printers-section');
  await expect(section).toBeVisible();
  for (const [name, port] of [
    [PRINTER, printer.port],
    [DEAD_PRINTER, noPrinterPort],
  ] as const) {
    await section.getByTestId('printer-add').click();
    const form = page.getByTestId('printer-form');
    await form.getByTestId('printer-name').fill(name);
    await form.getByTestId('printer-host').fill('127.0.0.1');
    await form.getByTestId('printer-port').fill(String(port));
    if (name === PRINTER) await screenshot(page, 'printing/printer-form');
    await form.getByTestId('printer-save').click();
    await expect(page.getByText('Printing config saved successfully')).toBeVisible();
    await expect(section.getByTestId('printer-row').filter({ hasText: name })).toContainText(`127.0.0.1:${port}`);
  }
  await section.getByRole('button', { name: `Check printer ${PRINTER}` }).click();
  await expect(section.getByTestId('printer-row').filter({ hasText: PRINTER }).getByTestId('printer-status')).toHaveText('The printer answers and is ready');
  expect(printer.statusRequests).toBeGreaterThan(0);
  await section.getByRole('button', { name: `Check printer ${DEAD_PRINTER}` }).click();
  await expect(section.getByTestId('printer-row').filter({ hasText: DEAD_PRINTER }).getByTestId('printer-status')).toHaveText('The printer did not answer');
  await section.scrollIntoViewIfNeeded();
  await screenshot(page, 'printing/printers');
  await expectAccessible(page, 'RFID config with printers');
});

test('When the admin makes a small tag design, then its live preview shows the text and the product code, and it saves', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await pickFromMenu(page, () => page.getByTestId('quick-settings').hover(), 'Tag design', /\/config\/tag-design$/);
  await page.getByTestId('design-new').click();
  await page.getByTestId('design-name').fill(DESIGN);
  await page.getByTestId('add-text').click();
  await page.getByTestId('design-element').last().getByTestId('element-text').fill(DESIGN_TEXT);
  const preview = page.getByTestId('tag-preview');
  await expect(preview.getByTestId('preview-text').filter({ hasText: DESIGN_TEXT })).toHaveCount(1);
  await page.getByTestId('sample-search').fill(products[0]!.productCode);
  await page.getByTestId('sample-result').filter({ hasText: products[0]!.productCode }).first().click();
  await expect(preview.getByTestId('preview-text').filter({ hasText: products[0]!.productCode })).toHaveCount(1);
  await expect(preview.getByTestId('preview-code128')).toHaveAttribute('data-value', products[0]!.productCode);
  await screenshot(page, 'printing/tag-design');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Tag design saved successfully')).toBeVisible();
  await expect(page.getByTestId('design-item').filter({ hasText: DESIGN })).toHaveCount(1);
  await expectAccessible(page, 'tag design');
});

test('When two products are printed to the stand-in printer, then their status turns Printed and the ZPL carries their EPCs and the design\'s fields', async ({ page, request }) => {
  await signIn(page, 'admin@demo.hub');
  await pickFromMenu(page, () => page.getByTestId('main-nav').getByRole('button', { name: 'Tagging' }).click(), 'Tag Printing', /\/printing$/);
  await expect(page.getByTestId('printing-page')).toBeVisible();
  const [first, second] = products;
  await choose(page, first!.productCode);
  await choose(page, second!.productCode);
  await expect(page.getByTestId('print-chosen-count')).toHaveText('2 products chosen');
  await pick(page, 'print-printer', PRINTER);
  // Issue 28 item 4: the demo starts with a default design per label size its RFID config allows.
  for (const name of ['Default 2 × 1 in', 'Default 4 × 2 in']) await expect(page.getByTestId('print-design').locator('option', { hasText: name })).toHaveCount(1);
  await pick(page, 'print-design', DESIGN);
  await screenshot(page, 'printing/chosen');
  const before = printer.labels.length;
  await page.getByRole('button', { name: 'Print 2 products' }).click();
  await expect(page.getByText('Print job queued')).toBeVisible();
  await expect(page.getByTestId('print-job')).toHaveAttribute('data-status', 'DONE', { timeout: 30_000 });
  await expect(page.getByTestId('print-job-printed')).toHaveText('2');
  for (const p of [first!, second!]) await expect((await statusOf(page, p.productCode)).getByTestId('printing-status')).toHaveAttribute('data-status', 'PRINTED');
  await screenshot(page, 'printing/printed');
  await expectAccessible(page, 'printing, job done');

  // The job's labels as the stand-in printer received them.
  const labels = printer.labels.slice(before);
  expect(labels).toHaveLength(2);
  const jobs = ((await (await request.get('/merchant/products/rfid-printing/jobs?limit=1', await api(request))).json()) as { data: { id: string }[] }).data;
  const job = ((await (await request.get(`/merchant/products/rfid-printing/jobs/${jobs[0]!.id}`, await api(request))).json()) as { data: { items: { productCode: string; epc: string; status: string }[] } }).data;
  for (const p of [first!, second!]) {
    const item = job.items.find((i) => i.productCode === p.productCode)!;
    expect(item.status).toBe('PRINTED');
    expect(item.epc).toBe(p.rfidTag.toUpperCase());
    const zpl = labels.find((l) => l.includes(`^RFW,H^FD${item.epc}^FS`));
    expect(zpl).toBeDefined();
    expect(zpl).toContain(`^FD${DESIGN_TEXT}^FS`);
    expect(zpl).toContain(p.productCode.replace(/_/g, '_5F'));
  }
});

test('When the printer\'s port has nothing listening, then the job fails and the reason is shown, on the job and on the product', async ({ page }) => {
  await signInAt(page, '/printing', 'admin@demo.hub');
  const third = products[2]!;
  await choose(page, third.productCode);
  await pick(page, 'print-printer', DEAD_PRINTER);
  await pick(page, 'print-design', DESIGN);
  await page.getByRole('button', { name: 'Print 1 product' }).click();
  await expect(page.getByTestId('print-job')).toHaveAttribute('data-status', 'FAILED', { timeout: 30_000 });
  await expect(page.getByTestId('print-job-reason')).toHaveText('The printer did not answer');
  const row = await statusOf(page, third.productCode);
  await expect(row.getByTestId('printing-status')).toHaveAttribute('data-status', 'FAILED');
  await expect(row.getByTestId('printing-reason')).toHaveText('The printer did not answer');
  await screenshot(page, 'printing/failed');
});

test('When the pages are read in Arabic dark, on a desktop and a phone, then they read right to left with the failure reason in Arabic', async ({ page }) => {
  await setTheme(page, 'dark');
  await signInAt(page, '/ar/printing', 'admin@demo.hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('printing-page')).toContainText('طباعة الوسوم');
  const row = await statusOf(page, products[2]!.productCode);
  await expect(row.getByTestId('printing-reason')).toHaveText('لم تستجب الطابعة');
  await screenshot(page, 'printing/ar-dark');
  await expectAccessible(page, 'printing, Arabic dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('print-panel')).toBeVisible();
  await screenshot(page, 'printing/ar-dark-phone');
  await expectAccessible(page, 'printing, Arabic phone');
  await page.goto('/ar/config/tag-design');
  await page.getByTestId('design-item').filter({ hasText: DESIGN }).click();
  await screenshot(page, 'printing/tag-design-ar-dark-phone');
  await page.getByTestId('tag-preview').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('tag-preview')).toBeVisible();
  await screenshot(page, 'printing/tag-design-preview-ar-dark-phone');
  await expectAccessible(page, 'tag design, Arabic phone');
  await page.goto('/ar/config/rfid');
  await page.getByTestId('printers-section').scrollIntoViewIfNeeded();
  await screenshot(page, 'printing/printers-ar-dark-phone');
});
