export * from './StoreListPage';
