export * from './useDocumentTitle';
export * from './useHomePath';
export * from './useApiResource';
export * from './useDebouncedValue';
export * from './useDrawerForm';
export * from './useFormSave';
export * from './useConfigForm';
export * from './useFocusReturn';
