export * from './ConnectionStatusList';
export type { ConnectionStatusListProps, ConnectionStoreRow } from './ConnectionStatusList.types';
