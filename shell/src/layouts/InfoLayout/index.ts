export * from './InfoLayout';
