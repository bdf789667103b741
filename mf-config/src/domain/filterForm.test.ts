import type { FilterConfig, ProductField } from '@hub/contracts';
import { filterBody, filterRowErrors, filterRowIssues, offersRange, toFilterConfig, toFilterRows } from './filterForm';

const field = (name: string, displayName: string, type: ProductField['type'] = 'text', range = false): ProductField => ({
  name,
  displayName,
  erpField: name.toUpperCase(),
  type,
  visible: true,
  filter: { enabled: true, range },
});
const fields = [field('productCode', 'Product code'), field('karat', 'Karat'), field('netWeight', 'Net weight', 'number', true)];
const stored: FilterConfig = { filters: [{ fieldName: 'karat', displayName: 'Purity', visible: true, range: null }] };

describe('filter form (spec section 3 "Filter", section 5, CFL codes)', () => {
  it('lists the saved filters first, then every other mapped field switched off with its mapping name', () => {
    const rows = toFilterRows(stored, fields);
    expect(rows.map((r) => [r.fieldName, r.enabled, r.displayName, r.range])).toEqual([
      ['karat', true, 'Purity', false],
      ['productCode', false, 'Product code', false],
      ['netWeight', false, 'Net weight', true],
    ]);
    expect(rows.map(offersRange)).toEqual([false, false, true]);
  });

  it('When no filter config is saved, then the fields the data mapping marks as filters start switched on, as the product list shows them', () => {
    const mapped = [field('productCode', 'Product code'), { ...field('karat', 'Karat'), filter: { enabled: false, range: false } }, field('netWeight', 'Net weight', 'number', true)];
    const rows = toFilterRows({ filters: [] }, mapped, false);
    expect(rows.map((r) => [r.fieldName, r.enabled, r.range])).toEqual([
      ['productCode', true, false],
      ['karat', false, false],
      ['netWeight', true, true],
    ]);
    expect(filterBody({ filters: [] }, mapped, rows, false)).toBeNull();
    const renamed = rows.map((r) => (r.fieldName === 'netWeight' ? { ...r, displayName: 'Weight' } : r));
    expect(filterBody({ filters: [] }, mapped, renamed, false)?.filters.map((f) => [f.fieldName, f.displayName])).toEqual([
      ['productCode', 'Product code'],
      ['netWeight', 'Weight'],
    ]);
  });

  it('When nothing changed, then there is nothing to update', () => {
    expect(filterBody(stored, fields, toFilterRows(stored, fields))).toBeNull();
  });

  it('When a numeric field is switched on with a range, then it is sent with its bounds', () => {
    const rows = toFilterRows(stored, fields).map((r) => (r.fieldName === 'netWeight' ? { ...r, enabled: true, from: '1.5', to: '' } : r));
    expect(filterBody(stored, fields, rows)).toEqual({
      filters: [
        { fieldName: 'karat', displayName: 'Purity', visible: true, range: null },
        { fieldName: 'netWeight', displayName: 'Net weight', visible: true, range: { from: 1.5, to: null } },
      ],
    });
  });

  it('When the rules are broken, then the row shows the code the server would answer', () => {
    const rows = toFilterRows(stored, fields).map((r) => {
      if (r.fieldName === 'karat') return { ...r, displayName: ' ', range: true };
      if (r.fieldName === 'netWeight') return { ...r, enabled: true, from: '9', to: '2' };
      return r;
    });
    expect(filterRowIssues(rows, fields)).toEqual({ '0.displayName': 'CFL104', '0.range': 'CFL102', '2.range': 'CFL103' });
  });

  it('When a saved filter names a field the mapping lost, then CFL100 shows on that row', () => {
    const rows = toFilterRows({ filters: [{ fieldName: 'gone', displayName: 'Gone', visible: true, range: null }] }, fields);
    expect(rows[0]).toMatchObject({ fieldName: 'gone', type: undefined, enabled: true });
    expect(filterRowIssues(rows, fields)).toEqual({ '0.fieldName': 'CFL100' });
  });

  it('When a bound is no number, then the input reports it and the config leaves it open', () => {
    const rows = toFilterRows(stored, fields).map((r) => (r.fieldName === 'netWeight' ? { ...r, enabled: true, from: 'abc' } : r));
    expect(filterRowErrors(rows)).toEqual({ '2.from': 'invalidNumber' });
    expect(toFilterConfig(rows).filters[1]?.range).toEqual({ from: null, to: null });
  });
});
