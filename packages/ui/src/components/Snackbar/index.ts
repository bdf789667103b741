export * from './Snackbar';
export * from './useSnackbar';
