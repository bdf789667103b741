export * from './ImportUpload';
