export * from './LocationSelector';
