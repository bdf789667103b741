export * from './IntegrationsPage';
