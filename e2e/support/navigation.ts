// In-app navigation for journeys that walk many pages in one tab: the way the hub's menu moves
// (@hub/ui navigateTo: history.pushState and a popstate event), so single-spa mounts the route's
// remote and the page fetches its data as a user's click does, without a full load of the document
// (about 2.4 s of Chromium's CPU on this machine against 0.8 s: issue 27 item 3).
import { expect, type Page } from '@playwright/test';

/** Requests of a tab still unanswered, and when the last one started or ended. */
const traffic = new WeakMap<Page, { open: number; last: number }>();

function watchTraffic(page: Page): { open: number; last: number } {
  let t = traffic.get(page);
  if (!t) {
    const state = { open: 0, last: Date.now() };
    page.on('request', () => {
      state.open++;
      state.last = Date.now();
    });
    const done = () => {
      state.open--;
      state.last = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    traffic.set(page, state);
    t = state;
  }
  return t;
}

/**
 * Opens `path` in `page`: a full load when the tab is blank, then by in-app navigation. Resolves once
 * single-spa has routed (the route's remotes are mounted), no request has been open for half a second
 * (Playwright's networkidle) and the tab's path has not changed for as long.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const t = watchTraffic(page);
  if (page.url() === 'about:blank') {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    return;
  }
  let shown = await page.evaluate(async (to) => {
    const routed = new Promise((resolve) => window.addEventListener('single-spa:routing-event', resolve, { once: true }));
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    await routed;
    // Two frames: the shell's render of the new path (and a redirect it makes) has had its turn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return window.location.pathname;
  }, path);
  // Quiet, and on the same path for as long: a page that sends the user on (a signed-in user's
  // /auth/register goes home) must have done so before the next navigation, or its redirect lands after it.
  let shownSince = Date.now();
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => window.location.pathname);
        if (now !== shown) {
          shown = now;
          shownSince = Date.now();
        }
        return t.open <= 0 && Date.now() - t.last >= 500 && Date.now() - shownSince >= 500;
      },
      // Looked at every 100 ms (the default backs off to a second): a page is left as soon as it is quiet.
      { timeout: 60_000, intervals: [100] },
    )
    .toBe(true);
}

/**
 * Opens a menu of the nav (`open`: a hover or a click) and picks its item `item`, until the tab is on
 * `url`. Right after a sign-in the nav is the frame the server drew; a click that lands while the shell
 * takes the frame over opens nothing (twice in CI: the tab stayed on `/` with the menu open), so the
 * menu is opened and the item picked again, as a user would.
 */
export async function pickFromMenu(page: Page, open: () => Promise<void>, item: string, url: RegExp): Promise<void> {
  let tries = 0;
  await expect(async () => {
    // A menu a try left open is closed first: opening it by a click would otherwise close it.
    if (tries++ > 0) await page.keyboard.press('Escape');
    await open();
    await page.getByRole('menuitem', { name: item }).click({ timeout: 3_000 });
    await expect(page).toHaveURL(url, { timeout: 3_000 });
  }).toPass({ timeout: 30_000, intervals: [250] });
}
