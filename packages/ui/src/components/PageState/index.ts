export * from './PageState';
