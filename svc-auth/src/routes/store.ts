import { PERMISSIONS } from '@hub/contracts';
import { route, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { listStores } from '../db/stores';
import { visibleStores, withoutMaster } from '../domain/stores';

/**
 * Reading stores needs STORES_MANAGEMENT_READ_PREVIEW or PRODUCTS_READ_PREVIEW: the store
 * selector and the account switcher of every catalogue user read this list, not only store admins.
 */
export const STORE_READ_ACCESS = [PERMISSIONS.STORES_MANAGEMENT_READ_PREVIEW, PERMISSIONS.PRODUCTS_READ_PREVIEW] as const;

export function storeRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route({
      method: 'get',
      path: '/merchant/store',
      permission: STORE_READ_ACCESS,
      summary: "The caller's merchant's stores (MASTER included); store-bound roles see only their stores.",
      handler: async ({ scope }) => ({ code: 'ST002', data: visibleStores(await listStores(ctx.db, scope.merchantId), scope.storeCodes) }),
    }),
    route({
      method: 'get',
      path: '/merchant/store/without-master',
      permission: STORE_READ_ACCESS,
      summary: 'The same list without the MASTER location.',
      handler: async ({ scope }) => ({
        code: 'ST002',
        data: withoutMaster(visibleStores(await listStores(ctx.db, scope.merchantId), scope.storeCodes)),
      }),
    }),
  ];
}
