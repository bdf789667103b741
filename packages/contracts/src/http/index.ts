export * from './endpoint';
export * from './stores';
export * from './session';
export * from './account';
export * from './password-reset';
export * from './setup';
export * from './audit';
export * from './users';
