export * from './NotificationsConfigPage';
