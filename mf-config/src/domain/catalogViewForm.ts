import { catalogViewIssues, effectiveColumns, type CatalogViewConfig, type ListConfigIssue, type ProductField } from '@hub/contracts';
import { moveItem, removeAt, replaceAt } from './listEdit';

/**
 * The catalogue view (issue 5 item 3, /config/catalog-view): which columns the product list shows
 * and in what order. An empty view means the default columns (effectiveColumns).
 */
export type ColumnDraft = CatalogViewConfig['columns'][number];

export const MAX_COLUMNS = 200;

export const toColumnDrafts = (config: CatalogViewConfig): ColumnDraft[] => config.columns.map((c) => ({ ...c }));

export function toCatalogViewConfig(columns: readonly ColumnDraft[]): CatalogViewConfig {
  return { columns: columns.map((c) => ({ fieldName: c.fieldName.trim(), visible: c.visible })) };
}

/** The body to save, or null when it equals the stored view ('nothing to update'). */
export function catalogViewBody(original: CatalogViewConfig, columns: readonly ColumnDraft[]): CatalogViewConfig | null {
  const after = toCatalogViewConfig(columns);
  return JSON.stringify(toCatalogViewConfig(original.columns)) === JSON.stringify(after) ? null : after;
}

/** The columns the default view shows, as a starting point for a custom view. */
export function defaultColumnDrafts(fields: readonly Pick<ProductField, 'name'>[]): ColumnDraft[] {
  return effectiveColumns(undefined, fields).map((fieldName) => ({ fieldName, visible: true }));
}

/** What the product list will show with this draft (the same function the server answers with). */
export function previewColumns(columns: readonly ColumnDraft[], fields: readonly Pick<ProductField, 'name'>[]): string[] {
  return effectiveColumns(toCatalogViewConfig(columns), fields);
}

export function catalogViewDraftIssues(columns: readonly ColumnDraft[], fields: readonly Pick<ProductField, 'name' | 'type'>[]): ListConfigIssue[] {
  return catalogViewIssues(toCatalogViewConfig(columns), fields);
}

export function addColumn(columns: readonly ColumnDraft[], fieldName: string): ColumnDraft[] {
  if (columns.length >= MAX_COLUMNS || columns.some((c) => c.fieldName.toLowerCase() === fieldName.toLowerCase())) return [...columns];
  return [...columns, { fieldName, visible: true }];
}

export const removeColumn = (columns: readonly ColumnDraft[], index: number) => removeAt(columns, index);
export const moveColumn = (columns: readonly ColumnDraft[], from: number, to: number) => moveItem(columns, from, to);

export function setColumnVisible(columns: readonly ColumnDraft[], index: number, visible: boolean): ColumnDraft[] {
  const column = columns[index];
  return column ? replaceAt(columns, index, { ...column, visible }) : [...columns];
}
