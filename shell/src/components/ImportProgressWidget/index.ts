export * from './ImportProgressWidget';
