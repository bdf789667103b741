import type { CatalogViewConfig, ProductField } from '@hub/contracts';
import {
  addColumn,
  catalogViewBody,
  catalogViewDraftIssues,
  defaultColumnDrafts,
  moveColumn,
  previewColumns,
  removeColumn,
  setColumnVisible,
  toColumnDrafts,
} from './catalogViewForm';

const fields: Pick<ProductField, 'name' | 'type'>[] = [
  { name: 'productCode', type: 'text' },
  { name: 'karat', type: 'text' },
  { name: 'netWeight', type: 'number' },
];
const stored: CatalogViewConfig = { columns: [{ fieldName: 'productCode', visible: true }, { fieldName: 'karat', visible: true }] };

describe('catalogue view form (issue 5 item 3, CFL codes)', () => {
  it('When nothing changed, then there is nothing to update', () => {
    expect(catalogViewBody(stored, toColumnDrafts(stored))).toBeNull();
  });

  it('When columns are added, hidden and reordered, then the list shows them in that order', () => {
    let columns = addColumn(toColumnDrafts(stored), 'netWeight');
    columns = moveColumn(columns, 2, 0);
    columns = setColumnVisible(columns, 2, false);
    expect(catalogViewBody(stored, columns)).toEqual({
      columns: [
        { fieldName: 'netWeight', visible: true },
        { fieldName: 'productCode', visible: true },
        { fieldName: 'karat', visible: false },
      ],
    });
    expect(previewColumns(columns, fields)).toEqual(['netWeight', 'productCode']);
    expect(previewColumns(removeColumn(columns, 0), fields)).toEqual(['productCode']);
  });

  it('When no view is saved, then the preview is the default columns, which can be the start of a view', () => {
    expect(previewColumns([], fields)).toEqual(['productCode', 'rfidTag', 'designNumber', 'itemType', 'karat', 'netWeight']);
    expect(defaultColumnDrafts(fields).map((c) => c.fieldName)).toEqual(previewColumns([], fields));
  });

  it('When a column is added twice or is unknown, then it is refused or reported (CFL101, CFL100)', () => {
    expect(addColumn(toColumnDrafts(stored), 'Karat')).toHaveLength(2);
    expect(catalogViewDraftIssues([{ fieldName: 'gone', visible: true }, { fieldName: 'karat', visible: true }, { fieldName: 'karat', visible: false }], fields)).toEqual([
      { field: 'columns.0.fieldName', rule: 'CFL100' },
      { field: 'columns.2.fieldName', rule: 'CFL101' },
    ]);
  });
});
