export * from './AuditTrailPage';
