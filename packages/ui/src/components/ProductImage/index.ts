export * from './ProductImage';
