export * from './useDocumentTitle';
export * from './useHomePath';
