// Page helpers shared by the journeys: sign-in, the main menu, screenshots.
import { mkdirSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { SESSION_STORAGE_KEY, SIGNED_IN_COOKIE } from '@hub/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234';
export const ARTIFACTS = join(__dirname, '..', 'artifacts');

/**
 * Signs in through the API (the same call the sign-in form makes, argon2id and all) and opens the home
 * page with that session, as the form leaves it: a journey about something else does not pay for the
 * sign-in page's load each time (issue 27). The session is written into the origin's localStorage from
 * a page of the hub that runs no script (the health answer), so the hub's own scripts find it on the
 * next page as they find a session the form saved. The sign-in form itself is walked by `signInWithForm`.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, prefix = ''): Promise<void> {
  await storeSession(page, email, password);
  await page.goto(`${prefix}/`);
  await expect(page.getByTestId('main-nav')).toBeVisible();
}

/** POST /merchant/user/signin, and the answer saved where the hub keeps its session (localStorage). */
async function storeSession(page: Page, email: string, password: string): Promise<void> {
  const res = await page.request.post('/merchant/user/signin', { data: { email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  const { user, accessToken, refreshToken } = ((await res.json()) as { data: { user: unknown; accessToken: string; refreshToken: string } }).data;
  const session = JSON.stringify({ state: { user, accessToken, refreshToken, deviceId: randomUUID() }, version: 0 });
  await page.goto('/healthz');
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), { key: SESSION_STORAGE_KEY, value: session });
  // The shell's hint that a session is held, as the form leaves it: the server then draws the page's frame and preloads.
  await page.context().addCookies([{ name: SIGNED_IN_COOKIE, value: '1', url: page.url() }]);
}

/**
 * `signIn`, then straight to `path` (with its language prefix, if any) instead of the home page: a
 * journey that starts on a page of its own does not load the home page first.
 */
export async function signInAt(page: Page, path: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await storeSession(page, email, password);
  await page.goto(path);
}

/** Signs in on the sign-in page, as a user does: the form, its button, and the hub's redirect home. */
export async function signInWithForm(page: Page, email: string, password = DEMO_PASSWORD, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/auth/signin`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('main-nav')).toBeVisible();
}

/** The headers of an API call as admin@demo.hub (a new session). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signin = await request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/** The labels of the top-level menu items, in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const items = page.getByTestId('main-nav').locator(':scope > ul > li');
  await expect(items.first()).toBeVisible();
  return (await items.allInnerTexts()).map((t) => t.trim());
}

export async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: false });
}
