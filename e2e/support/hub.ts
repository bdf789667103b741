// Page helpers shared by the journeys: sign-in, the main menu, screenshots.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = process.env.HUB_DEMO_PASSWORD ?? 'Demo@1234';
export const ARTIFACTS = join(__dirname, '..', 'artifacts');

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, prefix = ''): Promise<void> {
  await page.goto(`${prefix}/auth/signin`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Password/).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('main-nav')).toBeVisible();
}

/** The labels of the top-level menu items, in order. */
/** The headers of an API call as admin@demo.hub (a new session). */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const signin = await request.post('/merchant/user/signin', { data: { email: 'admin@demo.hub', password: DEMO_PASSWORD } });
  const { accessToken } = (await signin.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

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
