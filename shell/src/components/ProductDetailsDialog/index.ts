export * from './ProductDetailsDialog';
