export * from './UploadProgressModal';
