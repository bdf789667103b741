export * from './PageState';
export type { PageStateProps } from './PageState.types';
