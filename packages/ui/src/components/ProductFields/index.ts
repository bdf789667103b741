import { deferredComponent } from '../Deferred';

export * from './ProductFieldList';
export * from './useProductValueText';
export type { ProductDetailsTabsLabels, ProductDetailsTabsProps } from './ProductDetailsTabs';
export type { ProductSectionTableProps } from './ProductSectionTable';
/** Fetched on first use with Fluent's tabs and table (see deferredComponent). */
export const ProductDetailsTabs = deferredComponent(() => import('./ProductDetailsTabs').then((m) => m.ProductDetailsTabs));
export const ProductSectionTable = deferredComponent(() => import('./ProductSectionTable').then((m) => m.ProductSectionTable));
