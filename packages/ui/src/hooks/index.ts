export * from './useDocumentTitle';
export * from './useHomePath';
export * from './useApiResource';
export * from './useDebouncedValue';
export * from './useDrawerForm';
