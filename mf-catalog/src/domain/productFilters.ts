import { effectiveFilterConfig, type FilterConfigAnswer, type FilterEntry, type FilterPreset, type GlobalConfig, type ProductField, type ProductFilters } from '@hub/contracts';

/**
 * The product list's filters (spec section 3 "Filter", issue 5 item 5): which controls the page
 * offers, what the user typed in them (drafts), and the body of POST /merchant/products/all and
 * .../count built from it. A saved filter set (pre-filter) is applied by turning it into drafts.
 */

/** range: from/to numbers; boolean: yes/no; choice: a list of values (item types); text: one value. */
export type FilterControlKind = 'range' | 'boolean' | 'choice' | 'text';

export interface FilterControl {
  fieldName: string;
  /** The configured display name; empty for the fixed image and mapped filters (the page words them). */
  displayName: string;
  kind: FilterControlKind;
}

/** What a control holds: text, a list of values (from a saved set), or the two ends of a range. */
export type FilterDraft = string | readonly string[] | { from: string; to: string };
export type FilterDrafts = Readonly<Record<string, FilterDraft>>;

/** Filter keys of the global config's flags (spec section 3: showImageFilter, showIsMappedFilter). */
export const IMAGE_FILTER = 'hasImage';
export const MAPPED_FILTER = 'isMapped';

/** Fields whose values a dropdown offers, read from GET /merchant/products/types. */
const CHOICE_FIELDS = new Set(['itemtype']);

const norm = (name: string) => name.trim().toLowerCase();

/**
 * The controls of the filter bar: the saved filter config's visible filters in their order (with
 * no saved config, the data mapping's fields marked as filters), then the image and mapped filters
 * when the global config turns them on. A filter with a range asks from/to.
 */
export function filterControls(
  /** The filters GET /merchant/config/filter answers (configured: a filter config was saved). */
  config: Pick<FilterConfigAnswer, 'filters' | 'configured'> | undefined,
  fields: readonly Pick<ProductField, 'name' | 'displayName' | 'type' | 'filter'>[],
  flags: Pick<GlobalConfig, 'showImageFilter' | 'showIsMappedFilter'>,
): FilterControl[] {
  const typeOf = new Map(fields.map((f) => [norm(f.name), f.type]));
  const entries: Pick<FilterEntry, 'fieldName' | 'displayName' | 'range'>[] = effectiveFilterConfig(
    config,
    fields,
  ).filters.filter((f) => f.visible);
  const controls: FilterControl[] = entries.map((e) => ({
    fieldName: e.fieldName,
    displayName: e.displayName || fields.find((f) => norm(f.name) === norm(e.fieldName))?.displayName || e.fieldName,
    kind:
      e.range !== null
        ? 'range'
        : typeOf.get(norm(e.fieldName)) === 'boolean'
          ? 'boolean'
          : CHOICE_FIELDS.has(norm(e.fieldName))
            ? 'choice'
            : 'text',
  }));
  const has = (name: string) => controls.some((c) => norm(c.fieldName) === norm(name));
  if (flags.showImageFilter && !has(IMAGE_FILTER)) controls.push({ fieldName: IMAGE_FILTER, displayName: '', kind: 'boolean' });
  if (flags.showIsMappedFilter && !has(MAPPED_FILTER)) controls.push({ fieldName: MAPPED_FILTER, displayName: '', kind: 'boolean' });
  return controls;
}

const isRangeDraft = (draft: FilterDraft): draft is { from: string; to: string } =>
  typeof draft === 'object' && !Array.isArray(draft);

/** A range end as typed: undefined when blank, NaN when it is not a number. */
function rangeEnd(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export type RangeIssue = 'notNumber' | 'reversed';

/** Why a typed range cannot filter: an end that is no number, or from above to. */
export function rangeIssue(draft: { from: string; to: string }): RangeIssue | undefined {
  const from = rangeEnd(draft.from);
  const to = rangeEnd(draft.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return 'notNumber';
  if (from !== undefined && to !== undefined && from > to) return 'reversed';
  return undefined;
}

/**
 * The filter body of the list calls: ranges with the ends given (broken ranges left out, the bar
 * shows why), yes/no as booleans, lists as lists, text trimmed; blank controls filter nothing.
 */
export function buildProductFilters(controls: readonly FilterControl[], drafts: FilterDrafts): ProductFilters {
  const kindOf = new Map(controls.map((c) => [norm(c.fieldName), c.kind]));
  const filters: ProductFilters = {};
  for (const [name, draft] of Object.entries(drafts)) {
    if (isRangeDraft(draft)) {
      if (rangeIssue(draft)) continue;
      const from = rangeEnd(draft.from);
      const to = rangeEnd(draft.to);
      if (from === undefined && to === undefined) continue;
      filters[name] = { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
    } else if (Array.isArray(draft)) {
      const values = draft.map((v) => v.trim()).filter((v) => v !== '');
      if (values.length > 0) filters[name] = values;
    } else {
      const text = (draft as string).trim();
      if (text === '') continue;
      filters[name] = kindOf.get(norm(name)) === 'boolean' ? text === 'true' : text;
    }
  }
  return filters;
}

/** The drafts a saved filter set stands for (issue 5 item 3: applied in one click). */
export function presetDrafts(preset: Pick<FilterPreset, 'filters'>): Record<string, FilterDraft> {
  const drafts: Record<string, FilterDraft> = {};
  for (const [name, value] of Object.entries(preset.filters)) {
    if (typeof value === 'string') drafts[name] = value;
    else if (Array.isArray(value)) drafts[name] = [...value];
    else {
      const range = value as { from: number | null; to: number | null };
      drafts[name] = { from: range.from === null ? '' : String(range.from), to: range.to === null ? '' : String(range.to) };
    }
  }
  return drafts;
}

/** Is this saved set exactly what the filters hold now (its chip shows as selected)? */
export function isPresetApplied(
  preset: Pick<FilterPreset, 'filters'>,
  controls: readonly FilterControl[],
  drafts: FilterDrafts,
): boolean {
  const wanted = buildProductFilters(controls, presetDrafts(preset));
  const current = buildProductFilters(controls, drafts);
  return Object.keys(wanted).length > 0 && canonical(wanted) === canonical(current);
}

function canonical(filters: ProductFilters): string {
  return JSON.stringify(Object.keys(filters).sort().map((k) => [norm(k), filters[k]]));
}

/** How many filters hold a value (the filter button's badge). */
export function activeFilterCount(controls: readonly FilterControl[], drafts: FilterDrafts): number {
  return Object.keys(buildProductFilters(controls, drafts)).length;
}

/** The text a control shows for its draft (a list from a saved set reads comma-joined). */
export function draftText(draft: FilterDraft | undefined): string {
  if (draft === undefined || isRangeDraft(draft)) return '';
  return Array.isArray(draft) ? draft.join(', ') : (draft as string);
}

/** The two ends a range control shows. */
export function draftRange(draft: FilterDraft | undefined): { from: string; to: string } {
  return draft !== undefined && isRangeDraft(draft) ? draft : { from: '', to: '' };
}
