// The API client of the front ends: declared endpoints only (callApi, ADR 0018). The path-based
// request functions stay inside @hub/ui, so a remote cannot spell a path.
export { apiBase, buildUrl, handleUnauthorized, CREDENTIAL_RECHECK_CODES, type ApiSuccess, type HttpMethod } from './apiClient';
export * from './ApiError';
export * from './navigateTo';
export * from './callApi';
export { keepSessionBootstrap, startSessionBootstrap, BOOTSTRAP_FRESH_MS } from './sessionBootstrap';
export * from './uploadFile';
export * from './downloadFile';
