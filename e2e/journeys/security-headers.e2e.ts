// Issue 9, headers: every page of the page table loads under the Content-Security-Policy the gateway
// sends, with no violation reported (inline scripts, eval, foreign scripts, blocked styles or images).
import { expect, test, type Page } from '../support/test';
import { PAGE_ROUTES } from '@hub/contracts';
import { detailsDialog } from '../support/catalogue';
import { signIn } from '../support/hub';
import { openInApp } from '../support/navigation';

interface Violation {
  directive: string;
  blocked: string;
  source: string;
}

/** Records securitypolicyviolation events from the first script on, and CSP messages of the console. */
async function watchCsp(page: Page): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string; source: string }[] = [];
    (window as unknown as { __cspViolations: typeof seen }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => {
      seen.push({ directive: e.effectiveDirective, blocked: e.blockedURI, source: `${e.sourceFile}:${e.lineNumber}` });
    });
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) messages.push(message.text());
  });
  return {
    violations: () => page.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []),
    console: messages,
  };
}

/** The pages without a parameter, public or not: each of them is opened by the signed-in admin. */
const PAGES = PAGE_ROUTES.filter((r) => !r.pattern.includes(':') && !['/login', '/auth/signin', '/setup', '/offline'].includes(r.pattern)).map((r) => r.pattern);

test('When the sign-in page loads, then its answer carries the CSP and nothing on it is blocked', async ({ page }) => {
  const csp = await watchCsp(page);
  const answer = await page.goto('/auth/signin');
  const headers = answer?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await csp.violations()).toEqual([]);
  expect(csp.console).toEqual([]);
});

test('When the admin opens every page of the page table, then each answer carries the CSP and no CSP violation is reported', async ({ page }) => {
  test.setTimeout(180_000);
  const csp = await watchCsp(page);
  await signIn(page, 'admin@demo.hub');
  // Each page's own answer carries the policy (the document the browser would enforce it on).
  const missing: string[] = [];
  for (const path of PAGES) {
    const answer = await page.request.get(path);
    if (!(answer.headers()['content-security-policy'] ?? '').includes("script-src 'self'")) missing.push(path);
  }
  expect(missing).toEqual([]);
  // Then every page in one document, reached as the menu reaches it (its remote's scripts, styles,
  // images and calls under that policy; live events over ws: under connect-src): a violation is
  // reported to the document whichever page caused it, so each page's share is the new ones.
  const violations: Record<string, Violation[]> = {};
  let seen = 0;
  // A signed-in user's /auth/register sends them home: nothing of its own is drawn (the sign-in page's
  // test above has the auth pages' frame), and its redirect must not race the next page.
  for (const path of PAGES.filter((p) => p !== '/auth/register')) {
    await openInApp(page, path);
    const found = await csp.violations();
    if (found.length > seen) violations[path] = found.slice(seen);
    seen = found.length;
  }
  // A product's details dialog (the product image, its tabs and tables).
  await openInApp(page, '/products');
  await page.getByRole('button', { name: /^Show details of / }).first().click();
  await expect(detailsDialog(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const found = await csp.violations();
  if (found.length > seen) violations['/products (dialog)'] = found.slice(seen);
  expect(violations).toEqual({});
  expect(csp.console).toEqual([]);
});
