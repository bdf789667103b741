export * from './CatalogViewConfigPage';
