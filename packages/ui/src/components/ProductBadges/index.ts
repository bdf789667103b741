import { deferredComponent } from '../Deferred';

export type { ProductBadgesProps } from './ProductBadges';
/** Fetched on first use with Fluent's badge (see deferredComponent). */
export const ProductBadges = deferredComponent(() => import('./ProductBadges').then((m) => m.ProductBadges));
