export * from './DefaultLayout';
