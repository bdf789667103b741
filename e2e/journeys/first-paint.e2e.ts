// Issue 30 items 1 and 2: the first HTML answer of a page is in its language and direction and draws
// the shell's frame (top bar, menu placeholders, page area) with HTML and CSS alone, light or dark as
// the user chose (the hub-theme cookie); a signed-in page asks the session's start in one call instead
// of setup, config, theme, contact and banner one by one, its remote's scripts come beside main.js, and
// its first data calls start in main.js. A signed-out visit of a signed-in page draws the sign-in frame.
// Screenshots of the script-less first paint (en, ar; light, dark; 1280 and 390 px) go to the test output.
import { PAGE_EARLY_CALLS, SESSION_BOOTSTRAP_PARTS, SIGNED_IN_COOKIE, sessionBootstrapApi, type NotificationContact } from '@hub/contracts';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, DEMO_PASSWORD, signInAt } from '../support/hub';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Every script answers empty: what shows is what the HTML and CSS draw before any script runs. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\.js(\?.*)?$/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
}

const SIGNED_IN = `${SIGNED_IN_COOKIE}=1`;

test("When /ar is asked, then the first HTML answer is Arabic, right to left, with the shell's frame, in the theme of the cookie", async ({ request }) => {
  const html = await (await request.get('/ar', { headers: { Accept: 'text/html', Cookie: SIGNED_IN } })).text();
  expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl" data-frame="default">/i);
  expect(html).toContain('data-testid="html-frame-default"');
  expect(html).toContain('class="hub-frame-bar"');
  const dark = await (await request.get('/ar/products', { headers: { Accept: 'text/html', Cookie: `hub-theme=dark; ${SIGNED_IN}` } })).text();
  expect(dark).toContain('<html lang="ar" dir="rtl" data-frame="default" data-theme="dark">');
  // The remote's entry and the scripts its build published for the page (page-chunks.json).
  expect(dark).toContain('<link rel="preload" href="/remotes/mf-catalog/remoteEntry.js" as="script" />');
  expect(dark.match(/<link rel="preload" href="\/remotes\/mf-catalog\/[0-9]+\.[0-9a-f]{8}\.js" as="script" \/>/g)?.length).toBeGreaterThan(2);
  // Signed out, the page will be the sign-in page: its frame, no remote's scripts.
  const signedOut = await (await request.get('/ar/products', { headers: { Accept: 'text/html' } })).text();
  expect(signedOut).toContain('<html lang="ar" dir="rtl" data-frame="auth">');
  expect(signedOut).not.toContain('/remotes/');
  // Chinese is zh-CN in the server's answer as in the shell's.
  expect(await (await request.get('/zh/auth/signin', { headers: { Accept: 'text/html' } })).text()).toContain('<html lang="zh-CN" dir="ltr" data-frame="auth">');
  const signIn = await (await request.get('/auth/signin', { headers: { Accept: 'text/html', Cookie: 'hub-theme=light' } })).text();
  expect(signIn).toContain('<html lang="en" dir="ltr" data-frame="auth" data-theme="light">');
});

/** The scripts a page's HTML answer asks the browser to preload (its hints and index.html's). */
const preloadedIn = (html: string) => new Set([...html.matchAll(/<link rel="preload" (?:as="script" )?href="([^"]+\.js)"/g)].map((m) => m[1]!));

test("When a signed-in page is asked, then its HTML preloads the signed-in layout's scripts and the shared modules its page takes from its remote, as the builds list them; the sign-in page preloads neither", async ({ request }) => {
  const shell = (await (await request.get('/shell-chunks.json')).json()) as { start: string[]; signedIn: string[]; shared: Record<string, unknown> };
  const catalog = (await (await request.get('/remotes/mf-catalog/page-chunks.json')).json()) as { pageConsumes: Record<string, string[]>; shared: Record<string, { scripts: string[] }> };
  // The default layout, its menu and top bar: about twenty chunks, fetched at the first render before.
  expect(shell.signedIn.length).toBeGreaterThan(5);
  // /products takes @fluentui/react-search from mf-catalog: the shell does not provide it.
  const fromRemote = catalog.pageConsumes['/products']!.filter((key) => !shell.shared[key] && catalog.shared[key]);
  expect(fromRemote.length).toBeGreaterThan(0);
  for (const path of ['/products', '/ar/products']) {
    const preloaded = preloadedIn(await (await request.get(path, { headers: { Accept: 'text/html', Cookie: SIGNED_IN } })).text());
    for (const script of [...shell.start, ...shell.signedIn]) expect(preloaded.has(script), `${path}: ${script} preloaded`).toBe(true);
    for (const key of fromRemote) for (const script of catalog.shared[key]!.scripts) expect(preloaded.has(script), `${path}: ${key}'s ${script} preloaded`).toBe(true);
  }
  const signIn = preloadedIn(await (await request.get('/auth/signin', { headers: { Accept: 'text/html' } })).text());
  expect([...signIn].sort()).toEqual([...shell.start].sort());
  const signedOut = preloadedIn(await (await request.get('/products', { headers: { Accept: 'text/html' } })).text());
  expect([...signedOut].sort()).toEqual([...shell.start].sort());
});

for (const theme of ['light', 'dark'] as const) {
  for (const prefix of ['', '/ar'] as const) {
    test(`When scripts do not run, then ${prefix || '/en'} draws the frame from HTML and CSS alone in ${theme}`, async ({ page, context, baseURL }) => {
      await context.addCookies([
        { name: 'hub-theme', value: theme, url: baseURL! },
        { name: SIGNED_IN_COOKIE, value: '1', url: baseURL! },
      ]);
      await withoutScripts(page);
      const lang = prefix ? 'ar' : 'en';
      for (const size of WIDTHS) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await page.goto(`${prefix}/products`);
        await expect(page.locator('html')).toHaveAttribute('dir', prefix ? 'rtl' : 'ltr');
        const frame = page.getByTestId('html-frame-default');
        await expect(frame).toBeVisible();
        expect((await frame.locator('.hub-frame-bar').boundingBox())?.height).toBe(56);
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background).toBe(theme === 'dark' ? 'rgb(31, 31, 31)' : 'rgb(250, 250, 250)');
        await page.screenshot({ path: test.info().outputPath(`first-paint-${lang}-${theme}-${size.name}.png`) });
        await page.goto(`${prefix}/auth/signin`);
        await expect(page.getByTestId('html-frame-auth')).toBeVisible();
        await expect(page.getByTestId('html-frame-default')).toBeHidden();
        await page.screenshot({ path: test.info().outputPath(`first-paint-signin-${lang}-${theme}-${size.name}.png`) });
      }
    });
  }
}

test('When a signed-out visitor opens /, then the sign-in frame is drawn, not the signed-in top bar', async ({ page }) => {
  await withoutScripts(page);
  await page.goto('/');
  await expect(page.getByTestId('html-frame-auth')).toBeVisible();
  await expect(page.getByTestId('html-frame-default')).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('first-paint-signed-out-root.png') });
});

test('When the app draws its layout, then the HTML-only frame gives way to it', async ({ page }) => {
  await page.goto('/auth/signin');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('html-frame-auth')).toBeHidden();
});

test("When a signed-in page opens, then the shell asks the session's start once instead of its parts, the remote's scripts and the manifest once each, and the page's first calls once, from the entry script", async ({ page }) => {
  const asked: string[] = [];
  const posted: string[] = [];
  page.on('request', (request) => (request.method() === 'GET' ? asked : posted).push(new URL(request.url()).pathname));
  const firstCalls = PAGE_EARLY_CALLS['/products']!({ now: new Date(), sid: 'MASTER' });
  await signInAt(page, '/products', 'admin@demo.hub');
  await expect(page.getByTestId('products-page')).toBeVisible();
  await expect(page.getByTestId('main-nav')).toBeVisible();
  const count = (path: string) => asked.filter((p) => p === path).length;
  expect(count(sessionBootstrapApi.get.path)).toBe(1);
  // Read once at the start, so never on their own now. (The import progress is read again when the
  // socket connects, and the page reads its own config: those stay.)
  for (const part of [SESSION_BOOTSTRAP_PARTS.setup, SESSION_BOOTSTRAP_PARTS.banner, SESSION_BOOTSTRAP_PARTS.theme, SESSION_BOOTSTRAP_PARTS.contact]) {
    expect(count(part.path), `${part.path} asked on its own`).toBe(0);
  }
  // The preloaded answers are the ones used: no second download.
  expect(count('/mf-manifest.json')).toBe(1);
  const remoteScripts = asked.filter((p) => p.startsWith('/remotes/mf-catalog/'));
  expect(remoteScripts.length).toBeGreaterThan(2);
  expect(new Set(remoteScripts).size, 'a preloaded script fetched again').toBe(remoteScripts.length);
  // The shell's scripts too (the start's and the signed-in layout's preloads are the ones run).
  const shellScripts = asked.filter((p) => /^\/[^/]+\.js$/.test(p));
  expect(new Set(shellScripts).size, 'a preloaded shell script fetched again').toBe(shellScripts.length);
  // Started by main.js before mf-catalog came, and taken by the page: never asked twice.
  for (const call of firstCalls) {
    const times = (call.method === 'GET' ? asked : posted).filter((p) => p === call.path).length;
    expect(times, `${call.method} ${call.path} asked`).toBe(1);
  }
});

/**
 * A user of its own whose notification contact was never saved (a demo user's may have been saved by
 * another journey), and a reader of that contact as the API answers it.
 */
async function userWithoutContact(page: Page, name: string): Promise<{ email: string; contact: () => Promise<NotificationContact> }> {
  const email = `${name}.${Date.now()}-${Math.floor(Math.random() * 1e6)}@demo.hub`;
  const created = await page.request.post('/merchant/users', {
    headers: await adminHeaders(page.request),
    data: { userName: `Fay ${name}`, email, roleName: 'ADMIN', password: DEMO_PASSWORD, stores: ['BKK-SIAM'], active: true },
  });
  expect(created.status(), await created.text()).toBe(201);
  const signin = await page.request.post('/merchant/user/signin', { data: { email, password: DEMO_PASSWORD } });
  const auth = { Authorization: `Bearer ${((await signin.json()) as { data: { accessToken: string } }).data.accessToken}` };
  const contact = async () => ((await (await page.request.get(SESSION_BOOTSTRAP_PARTS.contact.path, { headers: auth })).json()) as { data: NotificationContact }).data;
  expect((await contact()).saved).toBe(false);
  return { email, contact };
}

test('When a user whose notification contact was never saved opens the dashboard and /ar/products, then the pages write nothing; a switch of language then saves it', async ({ page }) => {
  // Issue 30, session 26: each first visit of a user wrote the contact back (PUT
  // /merchant/notification/contact), which also ended the page's early answers.
  const { email, contact } = await userWithoutContact(page, 'first.visit');

  // Every request but the reads a page sends as POST (the product list's criteria) and socket.io's polling.
  const reads = new Set(Object.values(PAGE_EARLY_CALLS).flatMap((calls) => calls({ now: new Date(), sid: 'MASTER' })).filter((c) => c.method === 'POST').map((c) => c.path));
  const writes: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && !reads.has(path) && !path.startsWith('/socket.io/')) writes.push(`${request.method()} ${path}`);
  });
  await signInAt(page, '/', email);
  await expect(page.getByTestId('dashboard-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.goto('/ar/products');
  await expect(page.getByTestId('products-page')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(writes).toEqual([]);
  expect((await contact()).saved).toBe(false);

  // What the user does still carries the language to the notifications: a switch saves it.
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === SESSION_BOOTSTRAP_PARTS.contact.path);
  await page.getByTestId('language-switcher').click();
  await page.getByRole('menuitemradio', { name: 'ไทย' }).click();
  expect((await saved).status()).toBe(200);
  expect(await contact()).toMatchObject({ saved: true, locale: 'th' });
});

test('When a user whose notification contact was never saved signs in on the Arabic sign-in page, then the contact takes Arabic', async ({ page }) => {
  const { email, contact } = await userWithoutContact(page, 'arabic.signin');
  await page.goto('/ar/auth/signin');
  const form = page.getByTestId('signin-form');
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page.getByTestId('main-nav')).toBeVisible();
  await expect.poll(contact).toMatchObject({ saved: true, locale: 'ar' });
});
