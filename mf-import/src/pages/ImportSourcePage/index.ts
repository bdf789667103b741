export * from './ImportSourcePage';
