export * from './SetupPage';
