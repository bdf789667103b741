export * from './StoreCard';
export type { DashboardStore, StoreCardProps } from './StoreCard.types';
