export * from './ImportJobPanel';
