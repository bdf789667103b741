export * from './formatDate';
export * from './useDateFormat';
