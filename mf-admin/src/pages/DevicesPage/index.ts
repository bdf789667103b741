export * from './DevicesPage';
