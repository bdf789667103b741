// Issue 9, screens item 3: money shows with the language's separators and the item's currency, gold
// rates are per currency, and a gold value comes only from a rate in the item's own currency.
import { expect, test, type Page } from '../support/test';
import { formatMoney, goldValue, type GoldRate } from '@hub/contracts';
import { columnTexts, openProducts, type ProductAnswer } from '../support/catalogue';
import { screenshot, setTheme, signIn } from '../support/hub';

const THEMES = ['light', 'dark'] as const;
/** Intl separates sign and amount with a no-break space; compared as a plain one. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

/** The signed-in user's bearer header (the session the hub keeps in localStorage). */
async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('hub-session') ?? '{}') as { state?: { accessToken?: string } }).state?.accessToken);
  return { Authorization: `Bearer ${token}` };
}

/** Today's rates in force, as the server answers them. */
async function ratesInForce(page: Page): Promise<GoldRate[]> {
  const answer = await page.request.get('/merchant/gold-rates', { headers: await bearer(page) });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: GoldRate[] }).data;
}

test('When the admin lists products over every store, then each price reads with separators and its own currency (THB, AED, CNY)', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  const { first } = await openProducts(page);
  const prices = (await columnTexts(page, 'Price')).map(plain);
  expect(prices).toEqual(first.products.map((p) => plain(formatMoney(Number(p.price), String(p.currency), 'en'))));
  expect(prices.some((p) => /^THB \d{1,3}(,\d{3})+$/.test(p)) || prices.some((p) => /^THB \d{1,3}$/.test(p))).toBe(true);
  // All stores: every demo currency is in the first pages somewhere.
  const currencies = new Set(first.products.map((p) => String(p.currency)));
  expect([...currencies].every((c) => ['THB', 'AED', 'CNY'].includes(c))).toBe(true);
});

test('When a Dubai item opens, then its gold value is in dirham from the dirham rate, never from the baht one', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  const listed = await page.request.post('/merchant/products/all?sid=DXB-GOLDSOUK&start=0&pageSize=25&active=true', {
    headers: await bearer(page),
    data: { data: {} },
  });
  expect(listed.status()).toBe(200);
  const products = ((await listed.json()) as { data: { products: ProductAnswer[] } }).data.products;
  const dubai = products.find((p) => typeof p.netWeight === 'number' && typeof p.karat === 'string');
  expect(dubai).toBeDefined();
  const rates = await ratesInForce(page);
  const value = goldValue(dubai!.karat, dubai!.netWeight, rates, 'AED');
  expect(value).not.toBeNull();
  expect(value).not.toBe(goldValue(dubai!.karat, dubai!.netWeight, rates, 'THB'));
  await page.goto(`/products/${encodeURIComponent(dubai!.productCode)}?sid=DXB-GOLDSOUK`);
  const gold = page.getByTestId('gold-value');
  await expect(gold).toContainText(plain(formatMoney(value!, 'AED', 'en')));
  await screenshot(page, 'money/product-page-aed-en-light');
});

for (const theme of THEMES) {
  test(`Screenshots of the money screens in English and Arabic, ${theme}`, async ({ page }) => {
    test.slow();
    await setTheme(page, theme);
    await signIn(page, 'admin@demo.hub');
    for (const prefix of ['', '/ar'] as const) {
      const locale = prefix === '' ? 'en' : 'ar';
      const shot = (name: string) => screenshot(page, `money/${name}-${locale}-${theme}`);

      await page.goto(`${prefix}/`);
      const card = page.getByTestId('gold-rates-card');
      await expect(card).toBeVisible();
      // The demo has rates in baht, dirham and yuan: a tab each.
      await expect(card.getByRole('tab')).toHaveCount(3);
      await card.scrollIntoViewIfNeeded();
      await shot('dashboard-gold-rates');

      await openProducts(page, prefix);
      // The price column (the mapping names it "Price" in every language), scrolled into view.
      await page.getByRole('columnheader', { name: 'Price', exact: true }).scrollIntoViewIfNeeded();
      await shot('products');
      await page.getByTestId('product-row').first().getByRole('button').last().click();
      await expect(page.getByTestId('product-details-dialog').getByTestId('product-summary')).toBeVisible();
      await shot('product-dialog');
      await page.keyboard.press('Escape');
      await page.getByTestId('product-row').first().getByRole('link').first().click();
      await expect(page.getByTestId('gold-value')).toBeVisible();
      await shot('product-page');

      await page.goto(`${prefix}/config/gold-rates`);
      await expect(page.getByTestId('gold-rate-row')).toHaveCount(8);
      await expect(page.getByTestId('gold-rate-history-row').first()).toBeVisible();
      await shot('gold-rates');
      await page.getByTestId('gold-rate-history-row').first().scrollIntoViewIfNeeded();
      await shot('gold-rates-history');
    }
  });
}
