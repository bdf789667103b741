// Issue 15 item 4: the admin changes the accent and uploads a logo on /config/theme, previews the
// draft on /theme-temp before saving, saves, and the shell and the pages of four remotes repaint at
// once (every Fluent root's brand stroke is the new accent, the top bar shows the logo). Light, dark
// and /ar screenshots go to the test output. DEMO's theme is restored at the end.
import { accentPalette, type MerchantTheme } from '@hub/contracts';
import { expect, test, type Page } from '../support/test';
import { adminHeaders, signIn } from '../support/hub';

test.describe.configure({ mode: 'serial' });

const ACCENT = '#e91e63';
const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><rect width="40" height="40" rx="8" fill="#e91e63"/><path d="M10 28 20 10 30 28z" fill="#fff"/><text x="48" y="27" font-family="sans-serif" font-size="18" font-weight="700" fill="#e91e63">Demo Gold</text></svg>',
);
/** A real 1×1 PNG for the tab icon. */
const PNG_ICON = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let before: MerchantTheme;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The brand stroke (the accent itself) of every Fluent root on the page: the shell's and the remote's. */
async function rootAccents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.fui-FluentProvider')].map((el) => getComputedStyle(el).getPropertyValue('--colorCompoundBrandStroke').trim().toLowerCase()),
  );
}

test.beforeAll(async ({ request }) => {
  const res = await request.get('/merchant/config/theme', { headers: await adminHeaders(request) });
  before = ((await res.json()) as { data: MerchantTheme }).data;
});

test.afterAll(async ({ request }) => {
  // DEMO as the other journeys expect it (they may compare colours): its theme before this run.
  const auth = await adminHeaders(request);
  const res = await request.post('/merchant/config/theme', {
    headers: auth,
    data: { accent: before.accent, defaultMode: before.defaultMode, logo: before.logo?.file ?? null, themeLogo: before.themeLogo?.file ?? null },
  });
  expect(res.status()).toBe(200);
});

test('When the admin picks an accent and uploads logos, then the draft previews on /theme-temp before saving, and Save applies it to the shell at once', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@demo.hub');
  await page.getByTestId('quick-settings').hover();
  await page.getByRole('menuitem', { name: 'Theme' }).click();
  await expect(page).toHaveURL(/\/config\/theme$/);
  await expect(page.getByTestId('theme-config-page')).toBeVisible();

  await page.getByTestId('accent-hex').fill('#ffeb3b');
  await expect(page.getByText(/Too pale/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  await page.getByTestId('accent-hex').fill(ACCENT);
  await page.getByRole('radio', { name: 'Light', exact: true }).check();
  await page.getByTestId('logo-input-logo').setInputFiles({ name: 'demo-gold.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO });
  await expect(page.getByTestId('logo-preview-logo')).toBeVisible();
  await page.getByTestId('logo-input-themeLogo').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_ICON });
  await expect(page.getByTestId('logo-preview-themeLogo')).toBeVisible();
  // An SVG with a script is refused before it is sent.
  await page.getByTestId('logo-input-logo').setInputFiles({ name: 'bad.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') });
  await expect(page.getByTestId('logo-field-logo').getByRole('alert')).toHaveText(/contains scripts/);
  await expect(page.getByTestId('theme-live-preview-light')).toBeVisible();
  await shot(page, 'config-theme-draft');

  // Not saved yet: the shell still has the old accent; the full preview shows the draft.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hub-accent').trim())).toBe(before.accent);
  await page.getByTestId('open-theme-preview').click();
  await expect(page).toHaveURL(/\/theme-temp\?preview=1$/);
  await expect(page.getByTestId('theme-preview-notice')).toBeVisible();
  await expect(page.getByTestId('theme-sample-light-logo')).toBeVisible();
  for (const mode of ['light', 'dark'] as const) {
    const stroke = await page.getByTestId(`theme-sample-${mode}`).evaluate((el) => getComputedStyle(el).getPropertyValue('--colorCompoundBrandStroke').trim());
    expect(stroke).toBe(ACCENT);
  }
  await page.getByTestId('theme-sample-dark-open-dialog').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'theme-temp-draft-with-dialog');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.goBack();
  await expect(page.getByTestId('theme-config-page')).toBeVisible();
  // Navigating away and back reloads the page: the draft is gone; type it again and save.
  await page.getByTestId('accent-hex').fill(ACCENT);
  await page.getByTestId('logo-input-logo').setInputFiles({ name: 'demo-gold.svg', mimeType: 'image/svg+xml', buffer: SVG_LOGO });
  await page.getByTestId('logo-input-themeLogo').setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: PNG_ICON });
  await expect(page.getByTestId('logo-preview-themeLogo')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Theme config saved successfully')).toBeVisible();
  await expect(page.getByTestId('top-bar').getByTestId('merchant-logo')).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--hub-accent').trim())).toBe(ACCENT);
  expect(new Set(await rootAccents(page))).toEqual(new Set([ACCENT]));
  expect(await page.locator('link#hub-theme-icon').getAttribute('href')).toMatch(/^\/media\/theme\/DEMO\/themeLogo-[0-9a-f]{24}\.png$/);
  await shot(page, 'config-theme-saved-light');
});

test('When the theme is saved, then pages of four remotes paint with it in light and dark, and /ar too', async ({ page }) => {
  // Eleven page loads across five remotes: more than the default minute on a shared, busy machine.
  test.setTimeout(180_000);
  const palette = accentPalette(ACCENT);
  // Light to start with; the toggle below then saves dark, which later loads keep.
  await page.addInitScript(() => {
    if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', 'light');
  });
  await signIn(page, 'admin@demo.hub');
  for (const [path, name] of [
    ['/products', 'mf-catalog'],
    ['/data-import', 'mf-import'],
    ['/management/user', 'mf-admin'],
    ['/management/reports', 'mf-reports'],
    ['/config/global', 'mf-config'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('top-bar').getByTestId('merchant-logo')).toBeVisible();
    await expect.poll(async () => (await rootAccents(page)).length, { message: `${name} mounted its root` }).toBeGreaterThan(1);
    expect(new Set(await rootAccents(page)), name).toEqual(new Set([ACCENT]));
    // A primary button of the remote paints with the light shade white text reads on.
    const primary = page.locator('main .fui-Button--primary, [data-testid="remote-slot"] .fui-Button--primary').first();
    if ((await primary.count()) > 0) {
      const bg = await primary.evaluate((el) => getComputedStyle(el).backgroundColor);
      const hex = palette.light.background;
      expect(bg, name).toBe(`rgb(${parseInt(hex.slice(1, 3), 16)}, ${parseInt(hex.slice(3, 5), 16)}, ${parseInt(hex.slice(5, 7), 16)})`);
    }
    await shot(page, `${name}-light`);
  }
  await page.getByTestId('theme-toggle').click();
  await page.goto('/products');
  await expect(page.getByTestId('top-bar').getByTestId('merchant-logo')).toBeVisible();
  expect(new Set(await rootAccents(page))).toEqual(new Set([ACCENT]));
  await shot(page, 'mf-catalog-dark');
  await page.goto('/theme-temp');
  await expect(page.getByTestId('theme-sample-dark')).toBeVisible();
  await shot(page, 'theme-temp-saved-dark');
  await page.goto('/ar/theme-temp');
  await expect(page.locator('[dir="rtl"]').first()).toBeVisible();
  await expect(page.getByTestId('theme-sample-light')).toBeVisible();
  await shot(page, 'theme-temp-ar-dark');
  await page.goto('/ar/config/theme');
  await expect(page.getByTestId('theme-config-page')).toBeVisible();
  await shot(page, 'config-theme-ar-dark');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/management/user');
  await expect(page.getByTestId('top-bar').getByTestId('merchant-logo')).toBeVisible();
  await shot(page, 'mf-admin-ar-dark-phone');
});

test('When the admin signs out, then the sign-in page shows the last merchant logo without a session', async ({ page }) => {
  await signIn(page, 'admin@demo.hub');
  await expect(page.getByTestId('top-bar').getByTestId('merchant-logo')).toBeVisible();
  // A later visit without a session (signed out, or the session gone): this browser still knows the logo's public address.
  const later = await page.context().newPage();
  await page.close();
  await later.addInitScript(() => window.localStorage.removeItem('hub-session'));
  await later.goto('/auth/signin');
  await expect(later.locator('[data-layout="auth"]').getByTestId('merchant-logo')).toBeVisible();
  await shot(later, 'signin-last-logo');
});
