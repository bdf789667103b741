export * from './ProductPage';
