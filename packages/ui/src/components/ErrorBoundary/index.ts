export * from './ErrorBoundary';
