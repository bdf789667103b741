export * from './OfflineNotice';
export * from './useOnlineStatus';
