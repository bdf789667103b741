export * from './DataImportPage';
