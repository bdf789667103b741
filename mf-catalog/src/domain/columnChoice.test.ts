import { columnChoiceKey, readHiddenColumns, shownColumns, toggleColumn, writeHiddenColumns } from './columnChoice';

/** A real in-memory Storage (the jsdom one), emptied per test. */
const storage = () => {
  window.localStorage.clear();
  return window.localStorage;
};

describe('the product list column chooser', () => {
  const columns = ['productCode', 'rfidTag', 'designNumber', 'price', 'currency', 'sid'];

  it('When columns are hidden, then the others show in their configured order; the product code always shows', () => {
    expect(shownColumns(columns, ['rfidTag', 'currency'])).toEqual(['productCode', 'designNumber', 'price', 'sid']);
    expect(shownColumns(columns, ['productCode'])).toEqual(columns);
    expect(toggleColumn([], 'productCode', false)).toEqual([]);
    expect(toggleColumn(['price'], 'price', true)).toEqual([]);
    expect(toggleColumn(['price'], 'rfidTag', false)).toEqual(['price', 'rfidTag']);
    expect(toggleColumn(['price'], 'price', false)).toEqual(['price']);
  });

  it('When the choice is saved, then it is read back for the same user only', () => {
    const store = storage();
    const ann = columnChoiceKey({ merchantID: 'DEMO', email: 'Ann@demo.hub' });
    const bob = columnChoiceKey({ merchantID: 'DEMO', email: 'bob@demo.hub' });
    writeHiddenColumns(store, ann, ['rfidTag']);
    expect(readHiddenColumns(store, ann)).toEqual(['rfidTag']);
    expect(readHiddenColumns(store, columnChoiceKey({ merchantID: 'DEMO', email: 'ann@demo.hub' }))).toEqual(['rfidTag']);
    expect(readHiddenColumns(store, bob)).toEqual([]);
    expect(readHiddenColumns(store, columnChoiceKey({ merchantID: 'ACME', email: 'ann@demo.hub' }))).toEqual([]);
    writeHiddenColumns(store, ann, []);
    expect(store.getItem(ann)).toBeNull();
  });

  it('When the stored value is not a list of names, then nothing is hidden', () => {
    const store = storage();
    store.setItem('k', '{not json');
    expect(readHiddenColumns(store, 'k')).toEqual([]);
    store.setItem('k', '{"a":1}');
    expect(readHiddenColumns(store, 'k')).toEqual([]);
    store.setItem('k', '["price", 3]');
    expect(readHiddenColumns(store, 'k')).toEqual(['price']);
    expect(readHiddenColumns(undefined, 'k')).toEqual([]);
  });
});
