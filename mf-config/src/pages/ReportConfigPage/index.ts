export * from './ReportConfigPage';
