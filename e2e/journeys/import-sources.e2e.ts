// Issue 13: an FTP server as an import source, as a merchant sets it up on /erp in Chromium against the
// all-in-one hub: configure it, test the connection (its columns and first rows), import now, apply the
// dry run on /data-import and find the products. A real FTP server (ftp-srv) runs in this process.
// Then /ar in dark mode lists it Tested. Runs with the import journeys (after the others, one at a time).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test';
import FtpSrv from 'ftp-srv';
import { axeFindings, isBlocking } from '../support/axe';
import { screenshot, setTheme, signInAt } from '../support/hub';
import { e2eOutboundPorts } from '../support/outbound-ports';

test.describe.configure({ mode: 'serial', retries: 0 });
test.use({ bypassCSP: true });

const importAr = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mf-import', 'src', 'i18n', 'ar.json'), 'utf8'));
const HEADER = 'ITEM_CODE,EPC,DESIGN_NO,ITEM_TYPE,STATUS,KT,METAL,GWT,NWT,STONES,SWT,SCOUNT,COLLECTION,PRICE,CURRENCY,CERT_NO';
// Hex, as every EPC built from it must be: the RFID config saved by the earlier journeys is HEX (PDFV112 otherwise).
const run = Date.now().toString(16).toUpperCase();
const code = (n: number) => `ZZ-FTP-${run}-${n}`;
const line = (n: number) => `${code(n)},F7A${run}${String(n).padStart(4, '0')},RG${n},RING,IN_STOCK,18K,Yellow Gold,5.5,5,Diamond,0.3,1,แหวนทอง,45000,THB,`;
const FTP_USER = 'erp';
const FTP_PASSWORD = `ftp-${run}`;
const sourceName = `ERP export ${run}`;

/** ftp-srv logs through bunyan by default (a CWD probe of a file is logged as an error): quiet here. */
const silentLog = { child: () => silentLog, trace() {}, debug() {}, info() {}, warn() {}, error() {}, fatal() {} };

let root = '';
let server: FtpSrv | null = null;
let port = 0;

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'hub-e2e-ftp-'));
  writeFileSync(join(root, 'catalogue.csv'), [HEADER, line(1), line(2), line(3)].join('\r\n'));
  // The port the hub's outbound policy opens for this journey (support/outbound-ports.ts).
  port = e2eOutboundPorts().ftp;
  const pasvMin = 40_000 + Math.floor(Math.random() * 5_000);
  server = new FtpSrv({ url: `ftp://127.0.0.1:${port}`, pasv_url: '127.0.0.1', pasv_min: pasvMin, pasv_max: pasvMin + 50, anonymous: false, greeting: 'Hub e2e FTP', log: silentLog as never });
  server.on('login', ({ username, password }, resolve, reject) => (username === FTP_USER && password === FTP_PASSWORD ? resolve({ root }) : reject(new Error('bad login'))));
  await server.listen();
});

test.afterAll(async () => {
  await server?.close().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

async function expectAccessible(page: Page, state: string) {
  const blocking = (await axeFindings(page)).filter(isBlocking).map((f) => `${state}: ${f.impact} ${f.rule} (${f.help}): ${f.nodes.join(' | ')}`);
  expect(blocking).toEqual([]);
}

test('When an FTP source is configured on /erp, then its connection test reads the columns, Import now checks the file, and applying puts the products in the catalogue', async ({ page }) => {
  await signInAt(page, '/data-import', 'admin@demo.hub');
  await page.getByRole('link', { name: 'Import sources' }).click();
  await expect(page).toHaveURL(/\/erp$/);
  await page.getByTestId('import-source-new').click();
  await expect(page).toHaveURL(/\/erp\/new$/);

  await page.getByTestId('source-name').fill(sourceName);
  await page.getByTestId('source-store').click();
  await page.getByRole('option', { name: /BKK-SIAM/ }).click();
  await page.getByTestId('source-kind-choice').getByRole('radio', { name: 'File server (FTP)' }).check();
  await page.getByTestId('source-host').fill('127.0.0.1');
  await page.getByTestId('source-port').fill(String(port));
  await page.getByTestId('source-remotePath').fill('/catalogue.csv');
  await page.getByTestId('source-user').fill(FTP_USER);
  await page.getByTestId('source-secret').fill(FTP_PASSWORD);
  await page.getByTestId('source-save').click();
  await expect(page).toHaveURL(/\/erp\/[0-9a-f-]{36}$/);
  const sourcePage = page.url();

  await page.getByTestId('source-test').click();
  await expect(page.getByTestId('source-test-result')).toContainText('Tested');
  await expect(page.getByTestId('source-sample')).toContainText('ITEM_CODE');
  await expect(page.getByTestId('source-sample-row')).toHaveCount(3);
  await expect(page.getByTestId('source-connection').first()).toContainText('Tested');
  // The password is never shown again, not even in the field.
  await expect(page.getByTestId('source-secret')).toHaveValue('');
  await screenshot(page, 'import-sources/ftp-tested');
  await expectAccessible(page, 'FTP source tested');

  await page.getByTestId('source-run').click();
  await expect(page).toHaveURL(/\/data-import\?job=/);
  const job = page.getByTestId('import-job');
  await expect(job).toHaveAttribute('data-status', 'READY', { timeout: 30_000 });
  await expect(page.getByTestId('import-plan-create')).toContainText('3');
  await job.getByTestId('import-apply').click();
  await expect(job).toHaveAttribute('data-status', 'FINISHED', { timeout: 30_000 });

  await page.goto('/products');
  await page.getByRole('searchbox', { name: 'Search code, design number or RFID tag' }).fill(`ZZ-FTP-${run}`);
  for (const n of [1, 2, 3]) await expect(page.getByText(code(n), { exact: true }).first()).toBeVisible();

  // Issue 28 item 1 ("/erp for a source"): the source's test run starts its mapping, tested again there as the sample.
  await page.goto(sourcePage);
  await page.getByTestId('source-test').click();
  await page.getByTestId('source-map-sample').click();
  await expect(page).toHaveURL(/\/data-import\?tab=mapping&mapping=default&sampleSource=[0-9a-f-]{36}$/);
  await expect(page.getByTestId('mapping-sample-summary')).toContainText(sourceName);
  await expect(page.getByTestId('mapping-sample-rows')).toContainText(code(1));
  await page.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
  await screenshot(page, 'import-sources/map-from-source-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
  await screenshot(page, 'import-sources/map-from-source-390');
});

test('When /ar is opened in dark mode, then the source is listed Tested with its last import, right to left', async ({ page }) => {
  await setTheme(page, 'dark');
  await signInAt(page, '/ar/erp', 'admin@demo.hub');
  const row = page.locator('table').getByTestId('import-source-row').filter({ hasText: sourceName });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('source-connection')).toHaveText(importAr.connections.tested);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await screenshot(page, 'import-sources/list-ar-dark');
  await expectAccessible(page, 'sources /ar dark');
  await row.getByTestId('source-open').click();
  await expect(page.getByTestId('import-source-form')).toBeVisible();
  await screenshot(page, 'import-sources/ftp-source-ar-dark');
  await page.getByTestId('source-test').click();
  await page.getByTestId('source-map-sample').click();
  await expect(page.getByTestId('mapping-sample-summary')).toContainText(sourceName);
  await page.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
  await screenshot(page, 'import-sources/map-from-source-ar-dark-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('mapping-sample').scrollIntoViewIfNeeded();
  await screenshot(page, 'import-sources/map-from-source-ar-dark-390');
});
