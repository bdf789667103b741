import {
  DEFAULT_REPORT_ITEM_FIELDS,
  type ReportConfig,
  type SavedConfig,
  type StocktakeConfig,
} from '@hub/contracts';

/**
 * `/config/stock-take` and `/config/report` (issue 12 item 9). Both are saved whole; a config not
 * saved yet starts from the defaults and can be saved as it is (the report config must exist before
 * a tablet's count is accepted: STR113).
 */
export const MAX_FILTER_FIELDS = 20;
export const MAX_REPORT_FIELDS = 30;
export const LIKELY_MISSING_RANGE = { min: 2, max: 10 } as const;

export const DEFAULT_STOCKTAKE_CONFIG: StocktakeConfig = { filterFields: [], showExpectedCount: true };
export const DEFAULT_REPORT_CONFIG: ReportConfig = { itemFields: [...DEFAULT_REPORT_ITEM_FIELDS], likelyMissingAfter: 2 };

/** What the page edits: the saved config (or the defaults) and whether one is saved. */
export interface Loaded<T> {
  saved: SavedConfig<T> | null;
}

const trimmedUnique = (fields: readonly string[]): string[] => {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of fields) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name && !seen.has(key)) {
      seen.add(key);
      out.push(name);
    }
  }
  return out;
};

export function toStocktakeDraft(saved: SavedConfig<StocktakeConfig> | null): StocktakeConfig {
  const config = saved?.config ?? DEFAULT_STOCKTAKE_CONFIG;
  return { filterFields: [...config.filterFields], showExpectedCount: config.showExpectedCount };
}

export function toReportDraft(saved: SavedConfig<ReportConfig> | null): ReportConfig {
  const config = saved?.config ?? DEFAULT_REPORT_CONFIG;
  return { itemFields: [...config.itemFields], likelyMissingAfter: config.likelyMissingAfter };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The body to save; null when a saved config equals the draft ('nothing to update'). */
export function stocktakeConfigBody(saved: SavedConfig<StocktakeConfig> | null, draft: StocktakeConfig): StocktakeConfig | null {
  const body: StocktakeConfig = { filterFields: trimmedUnique(draft.filterFields), showExpectedCount: draft.showExpectedCount };
  return saved !== null && same(toStocktakeDraft(saved), body) ? null : body;
}

export function reportConfigBody(saved: SavedConfig<ReportConfig> | null, draft: ReportConfig): ReportConfig | null {
  const body: ReportConfig = { itemFields: trimmedUnique(draft.itemFields), likelyMissingAfter: draft.likelyMissingAfter };
  return saved !== null && same(toReportDraft(saved), body) ? null : body;
}

/** Rules the report draft breaks, by form field: at least one line field; the threshold in range. */
export function reportDraftIssues(draft: ReportConfig): Record<string, string> {
  const issues: Record<string, string> = {};
  if (trimmedUnique(draft.itemFields).length === 0) issues.itemFields = 'required';
  const n = draft.likelyMissingAfter;
  if (!Number.isInteger(n) || n < LIKELY_MISSING_RANGE.min || n > LIKELY_MISSING_RANGE.max) issues.likelyMissingAfter = 'range';
  return issues;
}
