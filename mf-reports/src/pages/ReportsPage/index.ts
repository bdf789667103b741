export * from './ReportsPage';
