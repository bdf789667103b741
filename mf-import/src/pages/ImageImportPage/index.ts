export * from './ImageImportPage';
