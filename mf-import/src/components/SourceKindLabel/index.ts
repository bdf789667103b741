export * from './SourceKindLabel';
