export * from './TagMappingPage';
