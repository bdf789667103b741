export * from './ListPage';
