/** Small immutable list edits shared by the configuration forms (reorder, remove, replace). */

/** The list with the item at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

export function removeAt<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

export function replaceAt<T>(items: readonly T[], index: number, value: T): T[] {
  return items.map((item, i) => (i === index ? value : item));
}

/** One broken rule of a contracts check: where (a path such as `sections.0.sectionName`) and its code. */
export interface RuleIssue {
  field: string;
  rule: string;
}

/** Issues by path, the first code of each path winning (the server reports the same order). */
export function issueMap(issues: readonly RuleIssue[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const issue of issues) if (!(issue.field in map)) map[issue.field] = issue.rule;
  return map;
}

/** The issues of a failed save (ApiError details), when the server listed them. */
export function issuesOfDetails(details: unknown): RuleIssue[] {
  if (!Array.isArray(details)) return [];
  return details.filter(
    (d): d is RuleIssue =>
      typeof d === 'object' && d !== null && typeof (d as RuleIssue).field === 'string' && typeof (d as RuleIssue).rule === 'string',
  );
}

/** Text typed into a number input: null when empty, NaN when it is no number. */
export function parseNumberText(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
