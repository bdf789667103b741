export * from './ProductBadges';
