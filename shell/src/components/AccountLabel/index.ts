export * from './AccountLabel';
