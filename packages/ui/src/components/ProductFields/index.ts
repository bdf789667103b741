export * from './ProductDetailsTabs';
export * from './ProductFieldList';
export * from './ProductSectionTable';
export * from './useProductValueText';
