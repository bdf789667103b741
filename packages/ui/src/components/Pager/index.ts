export * from './Pager';
export * from './paging';
