// `@hub/ui/core`: what the shell's start and its sign-in pages use (the store, the API client, the
// strings, the theme, the root, the error pages, the socket's event subscription), shared as a
// singleton of its own (issue 30 item 3). `@hub/ui` is shared whole (a shared module cannot be
// tree-shaken), so a sign-in page that imported it downloaded the signed-in components too (lists,
// tables, product fields, money, the live hooks and their Fluent packages and contracts). The modules
// here are the same modules `@hub/ui` exports (one build provides both), so their state is one.
export * from './store';
export * from './api';
export * from './i18n';
export * from './theme';
export * from './hooks/useDocumentTitle';
export * from './components/HubRoot';
export * from './components/ErrorBoundary';
export * from './components/ErrorPages';
export * from './components/Snackbar';
export * from './components/HubLink';
export { loadedOnRender } from './components/Deferred';
export * from './dates/formatDate';
export * from './live/hubSocket';
