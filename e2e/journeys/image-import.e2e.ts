// Issue 13 items 3 and 4: image import on /image-import as a merchant does it, in Chromium against the
// all-in-one hub: a zip of product photos (two matching demo products, the same name twice, a name no
// product has, a corrupt file) is uploaded; the upload progress modal opens with the total, counts up
// and closes by itself; the history lists the import and its problems; the catalogue shows the photo.
// Then /ar in dark mode, and on a phone. Runs after the import journeys (one import at a time).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { ZipFile } from 'yazl';
import { axeFindings, isBlocking } from '../support/axe';
import { DEMO_PASSWORD, screenshot, setTheme, signIn, signInAt } from '../support/hub';

test.describe.configure({ mode: 'serial', retries: 0 });
// axe-core is injected as a script tag, which the hub's Content-Security-Policy would refuse.
test.use({ bypassCSP: true });

const root = join(__dirname, '..', '..');
const importAr = JSON.parse(readFileSync(join(root, 'mf-import', 'src', 'i18n', 'ar.json'), 'utf8'));
const shellAr = JSON.parse(readFileSync(join(root, 'shell', 'src', 'i18n', 'ar.json'), 'utf8'));
const run = Date.now().toString(36).toUpperCase();

interface DemoProduct {
  productCode: string;
  sid: string;
  active: boolean;
  imageName?: string[];
}

/** Demo products with no image yet, read through the API as any client would (the seeded catalogue). */
async function productsWithoutImage(request: APIRequestContext, count: number): Promise<DemoProduct[]> {
  const signin = await request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  const token = ((await signin.json()).data as { accessToken: string }).accessToken;
  const answer = await request.post('/merchant/products/all?start=0&pageSize=200&active=true', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(answer.status()).toBe(200);
  const products = ((await answer.json()).data as { products: DemoProduct[] }).products;
  const bare = products.filter((p) => p.productCode.startsWith('DJ-') && (p.imageName ?? []).length === 0);
  // Each run takes others: a product that got its image in an earlier run is not bare any more.
  expect(bare.length).toBeGreaterThanOrEqual(count);
  return bare.slice(0, count);
}

/** A product photo drawn by the browser: a gold ring on a colour, with the product code under it. */
async function photo(page: Page, label: string, hue: number): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const g = canvas.getContext('2d')!;
      g.fillStyle = `hsl(${h} 45% 35%)`;
      g.fillRect(0, 0, 480, 480);
      g.lineWidth = 30;
      g.strokeStyle = '#e7c55a';
      g.beginPath();
      g.arc(240, 210, 110, 0, Math.PI * 2);
      g.stroke();
      g.fillStyle = '#ffffff';
      g.font = 'bold 34px sans-serif';
      g.textAlign = 'center';
      g.fillText(String(text), 240, 420);
      return canvas.toDataURL('image/jpeg', 0.9);
    },
    [label, hue] as const,
  );
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

function zipOf(entries: readonly (readonly [string, Buffer])[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, data] of entries) zip.addBuffer(data, name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Two good photos, the first again in a folder (same name), a name no product has and a file that is no image. */
async function photoZip(page: Page, products: readonly DemoProduct[], unmatched: string): Promise<Buffer> {
  const [a, b] = products;
  const first = await photo(page, a!.productCode, 200);
  return zipOf([
    [`${a!.productCode}.jpg`, first],
    [`${b!.productCode}.jpg`, await photo(page, b!.productCode, 330)],
    [`again/${a!.productCode}.jpg`, first],
    [`${unmatched}.jpg`, await photo(page, unmatched, 20)],
    [`${b!.productCode}-broken.jpg`, Buffer.from('this is not a jpeg at all')],
  ]);
}

async function expectAccessible(page: Page, state: string) {
  const blocking = (await axeFindings(page)).filter(isBlocking).map((f) => `${state}: ${f.impact} ${f.rule} (${f.help}): ${f.nodes.join(' | ')}`);
  expect(blocking).toEqual([]);
}

/** Nothing is wider than the phone: the page does not scroll sideways. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Uploads a zip on the open /image-import page and follows the modal until it closes by itself. */
async function uploadAndWatch(page: Page, zip: Buffer, name: string, shots: string, ofTotal: RegExp) {
  await page.getByTestId('image-files').setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
  await expect(page.getByTestId('image-chosen')).toContainText(name);
  await screenshot(page, `${shots}-chosen`);
  await page.getByTestId('image-upload-button').click();

  const modal = page.getByTestId('upload-progress-modal');
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByTestId('upload-progress-handled')).toHaveText(ofTotal, { timeout: 30_000 });
  // Counting up: every image is handled, each in its own count.
  await expect(modal.getByTestId('upload-progress-uploaded')).toContainText('2', { timeout: 30_000 });
  await expect(modal.getByTestId('upload-progress-skipped')).toContainText('2');
  await expect(modal.getByTestId('upload-progress-errored')).toContainText('1');
  await expect(modal.getByTestId('upload-progress-problems').getByRole('listitem')).toHaveCount(3);
  await screenshot(page, `${shots}-modal`);
  // It closes by itself: 5 s after the last image, or 2.5 s after the server's reset that follows it.
  await expect(modal).toBeHidden({ timeout: 20_000 });
}

/** The catalogue shows the product's imported photo (a .webp loaded from storage). */
async function expectPhotoInCatalogue(page: Page, productCode: string, prefix = '') {
  await page.goto(`${prefix}/products`);
  await page.getByRole('searchbox').first().fill(productCode);
  const row = page.locator('table').getByTestId('product-row').filter({ hasText: productCode });
  await expect(row).toHaveCount(1);
  const image = row.getByTestId('product-image').locator('img');
  await expect(image).toHaveAttribute('src', new RegExp(`/${productCode}\\.webp$`));
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
}

test('When a zip of product photos is uploaded on /image-import, then the modal opens with the total, counts up and closes; the history shows the problems and the catalogue the photo', async ({ page, request }) => {
  const products = await productsWithoutImage(request, 2);
  await signIn(page, 'admin@demo.hub');
  await page.getByTestId('main-nav').getByRole('button', { name: 'Data' }).click();
  await page.getByRole('menuitem', { name: 'Image Import' }).click();
  await expect(page).toHaveURL(/\/image-import$/);
  await expect(page.getByTestId('image-accepted')).toHaveText(/\.jpg/);
  await screenshot(page, 'image-import/page-light');
  await expectAccessible(page, 'image import page');

  const zip = await photoZip(page, products, `NO-SUCH-PRODUCT-${run}`);
  await uploadAndWatch(page, zip, `photos-${run}.zip`, 'image-import/en-light', /^5 of 5 images$/);

  // The history: the import, its counts, and its problems with why.
  const row = page.locator('table').getByTestId('image-job-row').first();
  await expect(row).toContainText('Zip file');
  await expect(row).toContainText('Finished');
  const detail = page.getByTestId('image-job');
  await expect(detail.getByTestId('image-problem-row')).toHaveCount(3);
  await expect(detail).toContainText('The same name appears twice in this import');
  await expect(detail).toContainText('No product has this name');
  await expect(detail).toContainText('Not a readable image');
  await expect(detail.getByTestId('image-job-products')).toHaveText('2');
  await detail.getByTestId('image-problem-row').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'image-import/en-light-history');

  await expectPhotoInCatalogue(page, products[0]!.productCode);
  await screenshot(page, 'image-import/en-light-catalogue');
});

test('When /ar is used in dark mode, then the upload, the modal and the history read right to left, on a desktop and on a phone', async ({ page, request }) => {
  const products = await productsWithoutImage(request, 2);
  await setTheme(page, 'dark');
  await signInAt(page, '/ar/image-import', 'admin@demo.hub');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(importAr.imageImport.title);

  const zip = await photoZip(page, products, `LA-MUNTAJ-${run}`);
  await page.getByTestId('image-files').setInputFiles({ name: `suwar-${run}.zip`, mimeType: 'application/zip', buffer: zip });
  await page.getByTestId('image-upload-button').click();
  const modal = page.getByTestId('upload-progress-modal');
  await expect(modal).toBeVisible({ timeout: 30_000 });
  await expect(modal).toContainText(shellAr.uploadModal.uploaded);
  // Arabic figures as the browser writes them for Arabic.
  const one = await page.evaluate(() => new Intl.NumberFormat('ar').format(1));
  await expect(modal.getByTestId('upload-progress-errored')).toContainText(one, { timeout: 30_000 });
  await screenshot(page, 'image-import/ar-dark-modal');
  await expect(modal).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('image-job').getByTestId('image-problem-row')).toHaveCount(3);
  await page.getByTestId('image-job').getByTestId('image-problem-row').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'image-import/ar-dark-history');
  await expectAccessible(page, 'ar dark page');
  await expectPhotoInCatalogue(page, products[1]!.productCode, '/ar');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/image-import');
  await expect(page.getByTestId('image-upload')).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, 'image-import/ar-dark-phone');
  await expectAccessible(page, 'ar dark phone');
});

test('When the English page is on a phone in light mode, then the upload, the FTP sync and the history cards fit the width', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/image-import');
  await expect(page.getByTestId('image-ftp-sync')).toBeVisible();
  await expectNoSideScroll(page);
  await screenshot(page, 'image-import/en-light-phone');
  await page.getByTestId('image-job-open').last().scrollIntoViewIfNeeded();
  await screenshot(page, 'image-import/en-light-phone-history');
});
