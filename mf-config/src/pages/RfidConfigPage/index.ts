export * from './RfidConfigPage';
