export * from './useDocumentTitle';
export * from './useHomePath';
export * from './useApiResource';
