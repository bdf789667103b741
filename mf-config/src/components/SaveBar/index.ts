export * from './SaveBar';
