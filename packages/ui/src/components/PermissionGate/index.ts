export * from './PermissionGate';
export * from './usePermissionGate';
