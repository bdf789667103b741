export * from './TagHistory';
