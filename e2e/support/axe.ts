// Accessibility checks of the journeys (issue 9): axe-core injected into the page, its serious and
// critical findings as short lines a failing test prints.
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(__filename).resolve('axe-core');

/** Impacts that fail a page (axe's "serious" and "critical"); moderate and minor ones are reported only... */
export const BLOCKING_IMPACTS = ['serious', 'critical'] as const;
/**
 * ...except, for a page as it opens (the accessibility journey's walk of every route), these moderate
 * rules, which the hub meets everywhere (issue 30 item 4): all content inside landmarks (the banner,
 * the loader bar and the import widget are named regions; a skip link and buttons are outside as axe
 * allows), and landmarks of one kind told apart by their names.
 */
export const PAGE_BLOCKING_RULES = ['region', 'landmark-unique'] as const;

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** The CSS selectors of the offending nodes (the first few). */
  nodes: string[];
  /** axe's summary of what is wrong with the first node. */
  summary: string;
}

interface AxeNode {
  target: unknown[];
  html: string;
  failureSummary?: string;
}

interface AxeResultsShape {
  violations: { id: string; impact?: string | null; help: string; nodes: AxeNode[] }[];
}

/**
 * The one known exception of the hub's accessibility checks (issue 30 item 4).
 * Fluent UI's focus manager (Tabster) puts 1 px `<i data-tabster-dummy tabindex="0" aria-hidden>`
 * guards around tab lists, menus, drawers and dialogs: they hand focus on the moment they get it
 * and are hidden from screen readers on purpose. axe's aria-hidden-focus rule cannot know that;
 * Microsoft's Accessibility Insights drops exactly these nodes from that rule (microsoft/tabster#288,
 * microsoft/accessibility-insights-web#7605). Every other node, and every other rule, stays checked.
 */
export const isFocusGuard = (rule: string, node: AxeNode) =>
  rule === 'aria-hidden-focus' && /^<i\b[^>]*\bdata-tabster-dummy\b/.test(node.html);

/**
 * Runs axe-core over the whole document (WCAG 2.x A and AA and axe's best practices) and answers
 * its violations; the page needs `bypassCSP` so the injected script may run.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // Once per document: a tab kept across in-app navigations has it already.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  const results = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  })) as AxeResultsShape;
  return results.violations.flatMap((v) => {
    const nodes = v.nodes.filter((n) => !isFocusGuard(v.id, n));
    if (nodes.length === 0) return [];
    return [
      {
        rule: v.id,
        impact: v.impact ?? 'unknown',
        help: v.help,
        nodes: nodes.slice(0, 5).map((n) => `${n.target.map(String).join(' ')} ${n.html.slice(0, 160)}`),
        summary: (nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
      },
    ];
  });
}

export const isBlocking = (f: AxeFinding) => (BLOCKING_IMPACTS as readonly string[]).includes(f.impact);

/** isBlocking, and the moderate rules a page as it opens must pass too. */
export const isBlockingOnPage = (f: AxeFinding) => isBlocking(f) || (PAGE_BLOCKING_RULES as readonly string[]).includes(f.rule);

/** Fails the journey on any serious or critical finding on the page as it is now, named by `state`. */
export async function expectAccessible(page: Page, state: string): Promise<void> {
  const blocking = (await axeFindings(page)).filter(isBlocking).map((f) => `${state}: ${f.impact} ${f.rule} (${f.help}): ${f.nodes.join(' | ')}`);
  expect(blocking).toEqual([]);
}
