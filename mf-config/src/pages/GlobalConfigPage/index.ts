export * from './GlobalConfigPage';
