import {
  preFilterIssues,
  type FilterConfig,
  type FilterPreset,
  type ListConfigIssue,
  type PreFilterConfig,
} from '@hub/contracts';
import { moveItem, numberText, parseNumberText, removeAt, replaceAt } from './listEdit';

/**
 * Pre-saved filter sets (issue 5 item 3, /config/pre-filter): a named set of filter values and
 * ranges a user applies on the products page in one click. Values are typed as text: several values
 * separated by commas; a range as from and to.
 */
export type CriterionDraft = { kind: 'values'; text: string } | { kind: 'range'; from: string; to: string };

export interface PresetDraft {
  name: string;
  /** Field name → what the set filters on it; an empty criterion is not part of the set. */
  criteria: Record<string, CriterionDraft>;
}

export const MAX_PRESETS = 50;

function criterionDraft(value: FilterPreset['filters'][string]): CriterionDraft {
  if (typeof value === 'string') return { kind: 'values', text: value };
  if (Array.isArray(value)) return { kind: 'values', text: value.join(', ') };
  return { kind: 'range', from: numberText(value.from), to: numberText(value.to) };
}

export function toPresetDrafts(config: PreFilterConfig): PresetDraft[] {
  return config.presets.map((p) => ({
    name: p.name,
    criteria: Object.fromEntries(Object.entries(p.filters).map(([field, value]) => [field, criterionDraft(value)])),
  }));
}

/** A new criterion for a configured filter: a range for a range filter, values otherwise. */
export function emptyCriterion(filter: FilterConfig['filters'][number] | undefined): CriterionDraft {
  return filter?.range ? { kind: 'range', from: '', to: '' } : { kind: 'values', text: '' };
}

const numberOrNull = (text: string) => {
  const value = parseNumberText(text);
  return value === null || Number.isNaN(value) ? null : value;
};

/** One value as a string, several as a list, none: left out of the set. */
function criterionValue(criterion: CriterionDraft): FilterPreset['filters'][string] | undefined {
  if (criterion.kind === 'range') {
    const from = numberOrNull(criterion.from);
    const to = numberOrNull(criterion.to);
    return from === null && to === null ? undefined : { from, to };
  }
  const values = criterion.text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');
  if (values.length === 0) return undefined;
  return values.length === 1 ? values[0] : values;
}

export function toPreFilterConfig(drafts: readonly PresetDraft[]): PreFilterConfig {
  return {
    presets: drafts.map((d) => {
      const filters: FilterPreset['filters'] = {};
      for (const [field, criterion] of Object.entries(d.criteria)) {
        const value = criterionValue(criterion);
        if (value !== undefined) filters[field] = value;
      }
      return { name: d.name.trim(), filters };
    }),
  };
}

/** The body to save, or null when it equals the stored sets ('nothing to update'). */
export function preFilterBody(original: PreFilterConfig, drafts: readonly PresetDraft[]): PreFilterConfig | null {
  const before = toPreFilterConfig(toPresetDrafts(original));
  const after = toPreFilterConfig(drafts);
  return JSON.stringify(before) === JSON.stringify(after) ? null : after;
}

/** Bounds typed that are no numbers: `<set>.<field>.from|to`. */
export function presetInputErrors(drafts: readonly PresetDraft[]): Record<string, 'invalidNumber'> {
  const errors: Record<string, 'invalidNumber'> = {};
  drafts.forEach((d, i) => {
    for (const [field, c] of Object.entries(d.criteria)) {
      if (c.kind !== 'range') continue;
      for (const end of ['from', 'to'] as const) if (Number.isNaN(parseNumberText(c[end]))) errors[`${i}.${field}.${end}`] = 'invalidNumber';
    }
  });
  return errors;
}

/** The contract's rules (CFL102, CFL103, CFL105–CFL107) on the sets, by path (`presets.0.name`, `presets.0.filters.karat`). */
export function presetIssues(drafts: readonly PresetDraft[], filters: FilterConfig): ListConfigIssue[] {
  return preFilterIssues(toPreFilterConfig(drafts), filters);
}

// Edits ---------------------------------------------------------------------------------------

export function addPreset(drafts: readonly PresetDraft[]): PresetDraft[] {
  return drafts.length >= MAX_PRESETS ? [...drafts] : [...drafts, { name: '', criteria: {} }];
}

export function updatePreset(drafts: readonly PresetDraft[], index: number, patch: Partial<PresetDraft>): PresetDraft[] {
  const draft = drafts[index];
  return draft ? replaceAt(drafts, index, { ...draft, ...patch }) : [...drafts];
}

export function setCriterion(drafts: readonly PresetDraft[], index: number, field: string, criterion: CriterionDraft | null): PresetDraft[] {
  const draft = drafts[index];
  if (!draft) return [...drafts];
  const criteria = { ...draft.criteria };
  if (criterion === null) delete criteria[field];
  else criteria[field] = criterion;
  return replaceAt(drafts, index, { ...draft, criteria });
}

export const removePreset = (drafts: readonly PresetDraft[], index: number) => removeAt(drafts, index);
export const movePreset = (drafts: readonly PresetDraft[], from: number, to: number) => moveItem(drafts, from, to);

/** How many criteria of a set are filled (shown beside its name). */
export function criteriaCount(draft: PresetDraft): number {
  return Object.keys(toPreFilterConfig([draft]).presets[0]?.filters ?? {}).length;
}
