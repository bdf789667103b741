export * from './ConfirmDialog';
