import type { SavedConfig } from '@hub/contracts';
import {
  DEFAULT_REPORT_CONFIG,
  reportConfigBody,
  reportDraftIssues,
  stocktakeConfigBody,
  toReportDraft,
  toStocktakeDraft,
} from './stocktakeConfigForm';

const saved = <T,>(config: T): SavedConfig<T> => ({ config, updatedAt: '2026-11-26T10:00:00.000Z', updatedBy: 'u1' });

describe('stock-take config form', () => {
  it('starts from the defaults when nothing is saved, and the defaults can be saved as they are', () => {
    const draft = toStocktakeDraft(null);
    expect(draft).toEqual({ filterFields: [], showExpectedCount: true });
    expect(stocktakeConfigBody(null, draft)).toEqual(draft);
  });

  it('has nothing to update when the draft equals the saved config', () => {
    const stored = saved({ filterFields: ['itemType', 'karat'], showExpectedCount: false });
    expect(stocktakeConfigBody(stored, toStocktakeDraft(stored))).toBeNull();
  });

  it('trims field names and drops repeats (compared as the server does: case-insensitive)', () => {
    const stored = saved({ filterFields: ['itemType'], showExpectedCount: true });
    expect(stocktakeConfigBody(stored, { filterFields: [' itemType ', 'ITEMTYPE', 'karat'], showExpectedCount: true })).toEqual({
      filterFields: ['itemType', 'karat'],
      showExpectedCount: true,
    });
  });
});

describe('report config form', () => {
  it('starts from the default line fields and a threshold of two counts', () => {
    expect(toReportDraft(null)).toEqual(DEFAULT_REPORT_CONFIG);
    expect(reportConfigBody(null, toReportDraft(null))).toEqual(DEFAULT_REPORT_CONFIG);
  });

  it('answers a change of the threshold alone', () => {
    const stored = saved({ itemFields: ['productCode'], likelyMissingAfter: 2 });
    expect(reportConfigBody(stored, { itemFields: ['productCode'], likelyMissingAfter: 3 })).toEqual({ itemFields: ['productCode'], likelyMissingAfter: 3 });
    expect(reportConfigBody(stored, { itemFields: ['productCode'], likelyMissingAfter: 2 })).toBeNull();
  });

  it('needs one line field and a threshold from 2 to 10', () => {
    expect(reportDraftIssues({ itemFields: ['productCode'], likelyMissingAfter: 2 })).toEqual({});
    expect(reportDraftIssues({ itemFields: [' '], likelyMissingAfter: 11 })).toEqual({ itemFields: 'required', likelyMissingAfter: 'range' });
    expect(reportDraftIssues({ itemFields: ['a'], likelyMissingAfter: 1 })).toEqual({ likelyMissingAfter: 'range' });
    expect(reportDraftIssues({ itemFields: ['a'], likelyMissingAfter: 2.5 })).toEqual({ likelyMissingAfter: 'range' });
  });
});
