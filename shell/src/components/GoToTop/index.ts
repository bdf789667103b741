export * from './GoToTop';
