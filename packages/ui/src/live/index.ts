export * from './hubSocket';
export * from './useImportProgress';
