export * from './SetupLayout';
