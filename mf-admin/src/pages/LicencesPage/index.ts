export * from './LicencesPage';
