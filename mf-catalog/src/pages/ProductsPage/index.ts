export * from './ProductsPage';
