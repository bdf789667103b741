export * from './FilterConfigPage';
