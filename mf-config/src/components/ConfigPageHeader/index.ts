export * from './ConfigPageHeader';
