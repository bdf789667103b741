export * from './ProductRecord';
