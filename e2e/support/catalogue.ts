// Page helpers of the catalogue journeys (issue 5): the product list's table, the answers of the
// list calls, and the product details dialog.
import { expect, type Locator, type Page, type Response } from '@playwright/test';

/** A product as POST /merchant/products/all answers it: fixed columns and configured fields side by side. */
export type ProductAnswer = Record<string, unknown> & { productCode: string; sid: string; active: boolean };

export interface ProductPageAnswer {
  products: ProductAnswer[];
  start: number;
  pageSize: number;
  hasMore: boolean;
}

/** The filter body of a list call, as the page sends it (`{ data: filters }`). */
export type ListFilters = Record<string, unknown>;

interface ListCall {
  query: URLSearchParams;
  filters: ListFilters;
}

function listCall(response: Response, path: string): ListCall | null {
  const url = new URL(response.url());
  if (url.pathname !== path || response.request().method() !== 'POST') return null;
  const body = (response.request().postDataJSON() ?? {}) as { data?: ListFilters };
  return { query: url.searchParams, filters: body.data ?? {} };
}

/**
 * The next answer of `POST /merchant/products/all` whose query and filters pass `wanted`; resolves
 * with the page the server sent (start it before the action that causes the call).
 */
export async function nextListAnswer(page: Page, wanted: (call: ListCall) => boolean): Promise<ProductPageAnswer> {
  const response = await page.waitForResponse((r) => {
    const call = listCall(r, '/merchant/products/all');
    return call !== null && wanted(call);
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { status: string; data: ProductPageAnswer };
  expect(answer.status).toBe('success');
  return answer.data;
}

/** The next answer of `POST /merchant/products/count` whose query and filters pass `wanted`. */
export async function nextCountAnswer(page: Page, wanted: (call: ListCall) => boolean): Promise<number> {
  const response = await page.waitForResponse((r) => {
    const call = listCall(r, '/merchant/products/count');
    return call !== null && wanted(call);
  });
  expect(response.status()).toBe(200);
  const answer = (await response.json()) as { data: { count: number } };
  expect(typeof answer.data.count).toBe('number');
  return answer.data.count;
}

/** Same filters (compared as JSON with sorted keys). */
export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  const canonical = (f: ListFilters) => JSON.stringify(Object.keys(f).sort().map((k) => [k, f[k]]));
  return canonical(a) === canonical(b);
}

/** The list's table (its name is translated: found inside the page instead). */
export const productTable = (page: Page): Locator => page.getByTestId('products-page').getByRole('table');
export const productRows = (page: Page): Locator => page.getByTestId('product-row');

/** The header texts of the product table, in order (the image and details headers are visually hidden). */
export async function tableHeaders(page: Page): Promise<string[]> {
  return (await productTable(page).locator('thead th').allInnerTexts()).map((t) => t.trim());
}

/** The cells of one column (by its header text) in every shown row. */
export async function columnCells(page: Page, header: string): Promise<Locator> {
  const headers = await tableHeaders(page);
  const index = headers.indexOf(header);
  expect(index, `a "${header}" column among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return productRows(page).locator(`td:nth-child(${index + 1})`);
}

/** The texts of one column in every shown row. */
export async function columnTexts(page: Page, header: string): Promise<string[]> {
  return (await (await columnCells(page, header)).allInnerTexts()).map((t) => t.trim());
}

/** Waits until the rows on screen are exactly the products of `answer`, in its order. */
export async function expectRowsOf(page: Page, answer: ProductPageAnswer, codeHeader = 'Product code'): Promise<void> {
  await expect(productRows(page)).toHaveCount(answer.products.length);
  await expect(await columnCells(page, codeHeader)).toHaveText(answer.products.map((p) => p.productCode));
}

/** The dialog's tabs are exactly `names`, in order (by accessible name: a Fluent tab also holds a hidden copy of its text). */
export async function expectTabs(dialog: Locator, names: readonly string[]): Promise<void> {
  const tabs = dialog.getByRole('tab');
  await expect(tabs).toHaveCount(names.length);
  for (const [i, name] of names.entries()) await expect(tabs.nth(i)).toHaveAccessibleName(name);
}

export const detailsDialog = (page: Page): Locator => page.getByTestId('product-details-dialog');

/** Opens /products and waits for the first page the server answers; returns it with the total. */
export async function openProducts(page: Page, prefix = ''): Promise<{ first: ProductPageAnswer; total: number }> {
  const first = nextListAnswer(page, ({ query }) => query.get('start') === '0');
  const total = nextCountAnswer(page, () => true);
  await page.goto(`${prefix}/products`);
  await expect(page.getByTestId('products-page')).toBeVisible();
  const answer = { first: await first, total: await total };
  await expectRowsOf(page, answer.first);
  return answer;
}

/** The rows of a CSV text (RFC 4180: quoted cells may hold commas, quotes doubled, line breaks). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
