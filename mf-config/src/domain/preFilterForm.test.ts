import type { FilterConfig, PreFilterConfig } from '@hub/contracts';
import {
  addPreset,
  criteriaCount,
  emptyCriterion,
  preFilterBody,
  presetInputErrors,
  presetIssues,
  removePreset,
  setCriterion,
  toPresetDrafts,
  updatePreset,
} from './preFilterForm';

const filters: FilterConfig = {
  filters: [
    { fieldName: 'karat', displayName: 'Karat', visible: true, range: null },
    { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: null, to: null } },
  ],
};
const stored: PreFilterConfig = {
  presets: [{ name: 'Heavy 22K', filters: { karat: '22K', netWeight: { from: 10, to: null } } }],
};

describe('pre-saved filter form (issue 5 item 3, CFL codes)', () => {
  it('When nothing changed, then there is nothing to update', () => {
    expect(preFilterBody(stored, toPresetDrafts(stored))).toBeNull();
  });

  it('When a set is created, then its values are sent: one value as text, several as a list, empty ones left out', () => {
    let drafts = addPreset(toPresetDrafts(stored));
    drafts = updatePreset(drafts, 1, { name: ' Gold rings ' });
    drafts = setCriterion(drafts, 1, 'karat', { kind: 'values', text: '22K, 24K ,' });
    drafts = setCriterion(drafts, 1, 'netWeight', emptyCriterion(filters.filters[1]));
    expect(preFilterBody(stored, drafts)).toEqual({
      presets: [stored.presets[0], { name: 'Gold rings', filters: { karat: ['22K', '24K'] } }],
    });
    expect(criteriaCount(drafts[1]!)).toBe(1);
  });

  it('When a set is deleted, then the rest is sent', () => {
    expect(preFilterBody(stored, removePreset(toPresetDrafts(stored), 0))).toEqual({ presets: [] });
  });

  it('When rules are broken, then the codes of the contract are reported', () => {
    let drafts = addPreset(addPreset([]));
    drafts = updatePreset(drafts, 0, { name: 'A' });
    drafts = updatePreset(drafts, 1, { name: 'a' });
    drafts = setCriterion(drafts, 0, 'stone', { kind: 'values', text: 'Ruby' });
    drafts = setCriterion(drafts, 0, 'karat', { kind: 'range', from: '1', to: '2' });
    drafts = setCriterion(drafts, 0, 'netWeight', { kind: 'range', from: '5', to: '1' });
    drafts = addPreset(drafts);
    expect(presetIssues(drafts, filters)).toEqual(
      expect.arrayContaining([
        { field: 'presets.0.filters.stone', rule: 'CFL107' },
        { field: 'presets.0.filters.karat', rule: 'CFL102' },
        { field: 'presets.0.filters.netWeight', rule: 'CFL103' },
        { field: 'presets.1.name', rule: 'CFL106' },
        { field: 'presets.2.name', rule: 'CFL105' },
      ]),
    );
  });

  it('When a bound is no number, then that input is reported', () => {
    const drafts = setCriterion(toPresetDrafts(stored), 0, 'netWeight', { kind: 'range', from: 'x', to: '3' });
    expect(presetInputErrors(drafts)).toEqual({ '0.netWeight.from': 'invalidNumber' });
  });
});
