export * from './ImportSourcesPage';
