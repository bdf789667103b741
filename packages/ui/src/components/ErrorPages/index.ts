export * from './NotFoundPage';
export * from './AccessDeniedPage';
export * from './ErrorPage';
export * from './RecordNotFound';
