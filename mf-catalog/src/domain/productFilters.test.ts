import type { ProductField } from '@hub/contracts';
import {
  activeFilterCount,
  buildProductFilters,
  draftRange,
  draftText,
  filterControls,
  isPresetApplied,
  presetDrafts,
  rangeIssue,
} from './productFilters';

const field = (name: string, type: ProductField['type'], filter = { enabled: false, range: false }): ProductField => ({
  name,
  displayName: name.toUpperCase(),
  erpField: name,
  type,
  visible: true,
  filter,
});
const fields = [
  field('itemType', 'text', { enabled: true, range: false }),
  field('karat', 'text', { enabled: true, range: false }),
  field('netWeight', 'number', { enabled: true, range: true }),
  field('certified', 'boolean', { enabled: true, range: false }),
  field('currency', 'text'),
];
const off = { showImageFilter: false, showIsMappedFilter: false };

describe('filterControls (spec section 3 "Filter", issue 5 item 3)', () => {
  it('When no filter config is saved, then the mapping fields marked as filters are offered, ranges as from/to', () => {
    expect(filterControls({ filters: [], configured: false }, fields, off)).toEqual([
      { fieldName: 'itemType', displayName: 'ITEMTYPE', kind: 'choice' },
      { fieldName: 'karat', displayName: 'KARAT', kind: 'text' },
      { fieldName: 'netWeight', displayName: 'NETWEIGHT', kind: 'range' },
      { fieldName: 'certified', displayName: 'CERTIFIED', kind: 'boolean' },
    ]);
  });

  it('When a filter config is saved, then its visible filters show in its order with its display names', () => {
    const config = {
      configured: true,
      filters: [
        { fieldName: 'netWeight', displayName: 'Weight', visible: true, range: { from: 0, to: 50 } },
        { fieldName: 'karat', displayName: 'Purity', visible: false, range: null },
        { fieldName: 'currency', displayName: '', visible: true, range: null },
      ],
    };
    expect(filterControls(config, fields, off)).toEqual([
      { fieldName: 'netWeight', displayName: 'Weight', kind: 'range' },
      { fieldName: 'currency', displayName: 'CURRENCY', kind: 'text' },
    ]);
  });

  it('When the global config shows the image and mapped filters, then both are added as yes/no filters', () => {
    const controls = filterControls({ filters: [], configured: true }, fields, { showImageFilter: true, showIsMappedFilter: true });
    expect(controls).toEqual([
      { fieldName: 'hasImage', displayName: '', kind: 'boolean' },
      { fieldName: 'isMapped', displayName: '', kind: 'boolean' },
    ]);
  });
});

describe('buildProductFilters (the body of POST /merchant/products/all)', () => {
  const controls = filterControls(undefined, fields, { showImageFilter: true, showIsMappedFilter: false });

  it('When values, lists, ranges and yes/no are typed, then each becomes its filter; blanks filter nothing', () => {
    expect(
      buildProductFilters(controls, {
        karat: ' 22K ',
        itemType: ['RING', ' ', 'BANGLE'],
        netWeight: { from: '2', to: '10,5' },
        hasImage: 'false',
        certified: '',
        currency: '   ',
      }),
    ).toEqual({ karat: '22K', itemType: ['RING', 'BANGLE'], netWeight: { from: 2, to: 10.5 }, hasImage: false });
  });

  it('When a range has one end, then only that end is sent', () => {
    expect(buildProductFilters(controls, { netWeight: { from: '', to: '3' } })).toEqual({ netWeight: { to: 3 } });
    expect(buildProductFilters(controls, { netWeight: { from: '', to: '' } })).toEqual({});
  });

  it('When a range is no number or reversed, then it is left out and the issue is named', () => {
    expect(rangeIssue({ from: 'abc', to: '' })).toBe('notNumber');
    expect(rangeIssue({ from: '9', to: '3' })).toBe('reversed');
    expect(rangeIssue({ from: '3', to: '3' })).toBeUndefined();
    expect(buildProductFilters(controls, { netWeight: { from: '9', to: '3' } })).toEqual({});
  });

  it('counts the filters that hold a value', () => {
    expect(activeFilterCount(controls, { karat: '22K', netWeight: { from: '', to: '' }, hasImage: 'true' })).toBe(2);
  });
});

describe('pre-saved filters (issue 5 item 3: a saved filter set applied in one click)', () => {
  const controls = filterControls(undefined, fields, off);
  const preset = { name: 'Heavy 22K', filters: { karat: '22K', itemType: ['NECKLACE'], netWeight: { from: 20, to: null } } };

  it('When a saved set is applied, then its criteria become the drafts', () => {
    expect(presetDrafts(preset)).toEqual({ karat: '22K', itemType: ['NECKLACE'], netWeight: { from: '20', to: '' } });
    expect(buildProductFilters(controls, presetDrafts(preset))).toEqual({
      karat: '22K',
      itemType: ['NECKLACE'],
      netWeight: { from: 20 },
    });
  });

  it('When the filters hold exactly the saved set, then its chip is selected; any change unselects it', () => {
    const drafts = presetDrafts(preset);
    expect(isPresetApplied(preset, controls, drafts)).toBe(true);
    expect(isPresetApplied(preset, controls, { ...drafts, karat: '18K' })).toBe(false);
    expect(isPresetApplied({ filters: {} }, controls, {})).toBe(false);
  });

  it('shows a list draft comma-joined and a range draft as its ends', () => {
    expect(draftText(['RING', 'BANGLE'])).toBe('RING, BANGLE');
    expect(draftText(undefined)).toBe('');
    expect(draftRange({ from: '1', to: '' })).toEqual({ from: '1', to: '' });
    expect(draftRange('x')).toEqual({ from: '', to: '' });
  });
});
