// The journeys' `test` (issue 30 item 5): every journey fails on an uncaught error of a page it opened
// or on an error its pages wrote to the console, after its own steps ran. Journeys import `test` and
// `expect` from here instead of '@playwright/test' (everything else of Playwright is re-exported).
import { test as base, type BrowserContext, type ConsoleMessage, type Page } from '@playwright/test';

export * from '@playwright/test';

export interface ConsoleWatchOptions {
  /**
   * Console errors a journey provokes on purpose and checks itself (a remote it makes unloadable, say):
   * a pattern of the message's text. None by default: a journey that sets one says why beside it.
   * (One pattern, not a list: Playwright reads an array given to test.use as [value, options].)
   */
  expectedConsoleErrors: RegExp | null;
}

/** A console error as the page wrote it, with the resource it is about (Chromium names it in the location). */
interface Written {
  page: Page;
  text: string;
  url: string;
}

/** What the running journey's pages reported (a worker runs one journey at a time); null between journeys. */
let current: { uncaught: string[]; written: Written[] } | null = null;

/** The answers of each page's API calls that were client errors (fetch/XHR, status 400-499), by URL. */
const clientErrorAnswers = new WeakMap<Page, Set<string>>();
const watchedPages = new WeakSet<Page>();
const watchedContexts = new WeakSet<BrowserContext>();

function watchPage(page: Page): void {
  if (watchedPages.has(page)) return;
  watchedPages.add(page);
  const answers = new Set<string>();
  clientErrorAnswers.set(page, answers);
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (response.status() >= 400 && response.status() < 500 && (type === 'fetch' || type === 'xhr')) answers.add(response.url());
  });
  page.on('pageerror', (error) => current?.uncaught.push(`${page.url()}: uncaught ${error.name}: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    current?.written.push({ page, text: message.text(), url: message.location().url });
  });
}

function watchContext(context: BrowserContext): void {
  if (watchedContexts.has(context)) return;
  watchedContexts.add(context);
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/**
 * Outside the app, and so not a failure: the line Chromium itself writes for every API answer that is
 * not 2xx ("Failed to load resource: the server responded with a status of 422"). A journey sends bad
 * input on purpose and the hub answers it with a coded error (spec section 8) that the page shows;
 * the browser logs the status whatever the page does with it, and no page code can stop it. Only a
 * fetch/XHR client error is excused: a 404 image, script or style sheet, and any 5xx, still fail.
 */
function isBrowserLineForApiClientError({ page, text, url }: Written): boolean {
  return /^Failed to load resource: the server responded with a status of 4\d\d\b/.test(text) && (clientErrorAnswers.get(page)?.has(url) ?? false);
}

export const test = base.extend<ConsoleWatchOptions & { consoleWatch: void }, { contextWatch: void }>({
  expectedConsoleErrors: [null, { option: true }],
  // Every context of the worker's browser: the `context` fixture's and those a journey makes itself.
  contextWatch: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const context = await newContext(...args);
        watchContext(context);
        return context;
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
  context: async ({ context }, use) => {
    watchContext(context);
    await use(context);
  },
  consoleWatch: [
    async ({ expectedConsoleErrors }, use) => {
      const seen = { uncaught: [] as string[], written: [] as Written[] };
      current = seen;
      try {
        await use();
      } finally {
        current = null;
      }
      const written = seen.written
        .filter((w) => !isBrowserLineForApiClientError(w) && !(expectedConsoleErrors?.test(w.text) ?? false))
        .map((w) => `${w.page.url()}: console error: ${w.text}${w.url ? ` (${w.url})` : ''}`);
      const problems = [...seen.uncaught, ...written];
      if (problems.length > 0) throw new Error(`The journey's pages reported ${problems.length} error(s):\n${problems.join('\n')}`);
    },
    { auto: true },
  ],
});
