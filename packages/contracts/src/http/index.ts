export * from './endpoint';
export * from './stores';
