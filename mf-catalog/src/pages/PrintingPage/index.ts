export * from './PrintingPage';
