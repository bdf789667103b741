export * from './apiClient';
export * from './ApiError';
export * from './navigateTo';
export * from './callApi';
