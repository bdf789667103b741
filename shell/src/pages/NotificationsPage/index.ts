export * from './NotificationsPage';
