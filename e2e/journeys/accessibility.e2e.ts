// Issue 9, screens item 8: axe-core over every built page of the page table (packages/contracts/src/
// routes.ts), in English and Arabic, light and dark: no serious or critical violation. A page marked
// built there is checked here as soon as it lands.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILT_PAGE_ROUTES, pathOfPattern, type PageRoute } from '@hub/contracts';
import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { axeFindings, isBlocking, type AxeFinding } from '../support/axe';
import { ARTIFACTS, DEMO_PASSWORD, signIn } from '../support/hub';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 390, height: 844 };
/** English and Arabic, light and dark, on a desktop; and Arabic on a phone (cards, drawer menu). */
const VARIANTS = [
  { prefix: '', theme: 'light', viewport: DESKTOP },
  { prefix: '', theme: 'dark', viewport: DESKTOP },
  { prefix: '/ar', theme: 'light', viewport: DESKTOP },
  { prefix: '/ar', theme: 'dark', viewport: DESKTOP },
  { prefix: '/ar', theme: 'light', viewport: PHONE },
] as const;

type Session = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One browser context per variant (and signed in or not) for the whole worker, each route a new page
 * in it: the hub's scripts load once per context, from its cache after the first page, as a user's
 * browser does (issue 27 item 3: the sweep loaded every script cold 220 times). Each page still
 * starts from navigation, with its theme and language as the variant says.
 */
interface VariantContexts {
  get(variant: number, storageState: Session | undefined): Promise<BrowserContext>;
}

const test = base.extend<object, { variantContexts: VariantContexts }>({
  variantContexts: [
    async ({ browser }, use) => {
      const contexts = new Map<string, Promise<BrowserContext>>();
      await use({
        get(variant, storageState) {
          const key = `${variant}:${storageState ? 'signed-in' : 'public'}`;
          let context = contexts.get(key);
          if (!context) {
            const { theme, viewport } = VARIANTS[variant]!;
            context = browser.newContext({ storageState, bypassCSP: true, reducedMotion: 'reduce', viewport }).then(async (c) => {
              await c.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
              return c;
            });
            contexts.set(key, context);
          }
          return context;
        },
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

/** Who walks the signed-in pages: the demo admin sees every built page. */
const WALKER = 'admin@demo.hub';

let session: Session | undefined;
/** Values for the patterns' parameters: a real product of the demo catalogue, an unknown reset code. */
const params: Record<string, string> = { code: 'not-a-code' };

async function signedInSession(browser: Browser): Promise<Session> {
  if (session) return session;
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, WALKER);
  await page.goto('/products');
  const first = page.getByTestId('product-row').first().getByRole('link').first();
  await expect(first).toBeVisible();
  params.productCode = (await first.innerText()).trim();
  // /management/reports/:id takes a stock-take of the demo (its history is seeded in the background at start).
  const month = `${String(new Date().getMonth() + 1).padStart(2, '0')}-${new Date().getFullYear()}`;
  const signin = await page.request.post('/merchant/user/signin', { data: { email: WALKER, password: DEMO_PASSWORD } });
  const token = ((await signin.json()) as { accessToken?: string }).accessToken;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`/merchant/stocktake/reports?month=${month}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
        const list = res.ok() ? ((await res.json()) as { data: { stocktakeId: string }[] }).data : [];
        params.id = list[0]?.stocktakeId ?? '';
        return params.id;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  session = await context.storageState();
  await context.close();
  return session;
}

function pagePath(route: PageRoute): string {
  // /products/:code takes a product code; /auth/reset/:code a (wrong) reset code.
  return pathOfPattern(route.pattern, route.pattern.startsWith('/products/') ? { code: params.productCode ?? 'x' } : params);
}

const lines = (page: string, findings: AxeFinding[]) =>
  findings.map((f) => `${page} ${f.impact} ${f.rule} (${f.help}): ${f.nodes.join(' | ')} :: ${f.summary}`);

test.describe.configure({ mode: 'parallel' });

for (const route of BUILT_PAGE_ROUTES) {
  test(`axe finds no serious or critical violation on ${route.pattern} (en, ar; light, dark; desktop, phone)`, async ({ browser, variantContexts }) => {
    test.setTimeout(180_000);
    const storageState = route.public ? undefined : await signedInSession(browser);
    const blocking: string[] = [];
    const report: Record<string, AxeFinding[]> = {};
    for (const [index, { prefix, theme, viewport }] of VARIANTS.entries()) {
      const page = await (await variantContexts.get(index, storageState)).newPage();
      const path = `${prefix}${pagePath(route)}`;
      const variant = `${path} [${theme}, ${viewport.width} px]`;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The page has drawn (its heading shows), it is not the 404 page, and nothing is loading.
      await expect(page.getByRole('heading').first()).toBeVisible();
      await expect(page.getByTestId('not-found-page')).toHaveCount(0);
      await expect(page.getByTestId('page-loader')).toHaveCount(0);
      const findings = await axeFindings(page);
      report[variant] = findings;
      blocking.push(...lines(variant, findings.filter(isBlocking)));
      await page.close();
    }
    mkdirSync(join(ARTIFACTS, 'axe'), { recursive: true });
    writeFileSync(join(ARTIFACTS, 'axe', `${route.pattern.replace(/[/:]+/g, '_') || 'root'}.json`), JSON.stringify(report, null, 2));
    expect(blocking).toEqual([]);
  });
}
