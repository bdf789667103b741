import { dataMappingConfigSchema } from '@hub/contracts';
import { filterFieldsOf, filterKeysChange, wantedFilterKeys } from './filter-keys';

const MAPPING = dataMappingConfigSchema.parse({
  fields: [
    { name: 'productCode', displayName: 'Code', erpField: 'CODE' },
    { name: 'itemType', displayName: 'Type', erpField: 'TYPE', filter: { enabled: true, range: false } },
    { name: 'karat', displayName: 'Karat', erpField: 'KT', filter: { enabled: true, range: false } },
    { name: 'grossWeight', displayName: 'Gross weight', erpField: 'GWT', type: 'number', filter: { enabled: true, range: true } },
    { name: 'Metal', displayName: 'Metal', erpField: 'METAL' },
  ],
});

describe('wantedFilterKeys', () => {
  it('when no filter config is saved, then the keys are the mapping fields whose filter is on, fixed fields left out', () => {
    expect(wantedFilterKeys(undefined, MAPPING)).toEqual(['grossWeight', 'karat']);
  });

  it('when a filter config is saved, then its filters name the keys, under the field names fields stores them by', () => {
    const saved = { filters: [{ fieldName: 'metal', displayName: 'Metal', visible: true, range: null }, { fieldName: 'KARAT', displayName: 'K', visible: false, range: null }] };
    expect(wantedFilterKeys(saved, MAPPING)).toEqual(['Metal', 'karat']);
  });

  it('when a saved filter names no configured field, then it asks for no key', () => {
    const saved = { filters: [{ fieldName: 'gone', displayName: 'Gone', visible: true, range: null }, { fieldName: 'itemType', displayName: 'T', visible: true, range: null }] };
    expect(wantedFilterKeys(saved, MAPPING)).toEqual([]);
  });
});

describe('filterKeysChange', () => {
  it('when a merchant has no product yet, then the wanted keys are indexed at once and nothing is rewritten', () => {
    expect(filterKeysChange({ keys: [], indexed: [] }, ['karat', 'metal'], false)).toEqual({ keys: ['karat', 'metal'], indexed: ['karat', 'metal'], rewrite: false, changed: true });
  });

  it('when a key is added to a merchant with products, then it is written from now on and indexed only after the rewrite', () => {
    expect(filterKeysChange({ keys: ['karat'], indexed: ['karat'] }, ['metal', 'karat'], true)).toEqual({ keys: ['karat', 'metal'], indexed: ['karat'], rewrite: true, changed: true });
  });

  it('when a key is taken away, then it stops being indexed at once and nothing is rewritten', () => {
    expect(filterKeysChange({ keys: ['karat', 'metal'], indexed: ['karat', 'metal'] }, ['karat'], true)).toEqual({ keys: ['karat'], indexed: ['karat'], rewrite: false, changed: true });
  });

  it('when the keys are the same, then nothing changes, and a rewrite in progress goes on', () => {
    expect(filterKeysChange({ keys: ['metal', 'karat'], indexed: [] }, ['karat', 'metal'], true)).toEqual({ keys: ['karat', 'metal'], indexed: [], rewrite: true, changed: false });
  });
});

describe('filterFieldsOf', () => {
  it('when fields hold more than the keys, then only the keys with a value are kept', () => {
    expect(filterFieldsOf({ karat: '18K', metal: null, stones: ['Ruby'], price: 5 }, ['karat', 'metal', 'stones', 'size'])).toEqual({ karat: '18K', stones: ['Ruby'] });
  });
});
