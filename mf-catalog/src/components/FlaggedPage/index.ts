export * from './FlaggedPage';
