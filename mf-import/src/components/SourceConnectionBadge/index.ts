export * from './SourceConnectionBadge';
