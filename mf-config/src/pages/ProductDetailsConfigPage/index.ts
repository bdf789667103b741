export * from './ProductDetailsConfigPage';
