import {
  EVENT_TYPES,
  defaultStoreCurrency,
  hasAnyPermission,
  MASTER_STORE,
  PERMISSIONS,
  storeAddressTree,
  storeListEntry,
  storeRuleIssues,
  storesApi,
  STORES_MODULE,
  type StoreListEntry,
} from '@hub/contracts';
import { AppError, createEvent, route, scopeAllowsStore, visibleInScope, type MerchantScope, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import {
  deactivateStore,
  insertStore,
  listStores,
  merchantStoreCurrencies,
  merchantStoreZones,
  profileExists,
  storeReplicaData,
  updateStore,
  type StoreAnswer,
} from '../db/stores';
import { recordModuleSaved } from '../db/setup';
import { merchantExists } from '../db/store-address';
import { clientHubAccess, storeTimeZone, withoutMaster } from '../domain/stores';

/**
 * Reading stores needs STORES_MANAGEMENT_READ_PREVIEW or PRODUCTS_READ_PREVIEW: the store
 * selector and the account switcher of every catalogue user read this list, not only store admins.
 */
export const STORE_READ_ACCESS = [
  PERMISSIONS.STORES_MANAGEMENT_READ_PREVIEW,
  PERMISSIONS.PRODUCTS_READ_PREVIEW,
] as const;

/**
 * Section-5 rules: a broken rule is 400 `code` (ST100 on create, ST101 on update) with every broken
 * rule in `details`, its field and its client-side code (INVALID_TIMEZONE...) as the message.
 */
function checkRules(body: Parameters<typeof storeRuleIssues>[0], code: 'ST100' | 'ST101'): void {
  const issues = storeRuleIssues(body);
  if (issues.length > 0) throw new AppError(code, 400, issues.map((i) => ({ path: `body.${i.field}`, message: i.code })));
}

/** Full store records for holders of the stores permission; the summary for everyone else (issue 9 item 5). */
function storesAsSeenBy(roles: readonly string[], stores: readonly StoreAnswer[]): (StoreAnswer | StoreListEntry)[] {
  return hasAnyPermission(roles, [PERMISSIONS.STORES_MANAGEMENT_READ_PREVIEW]) ? [...stores] : stores.map(storeListEntry);
}

export function storeRoutes(ctx: AuthContext): RouteDefinition[] {
  /** A store as it reads after a write (the write's own transaction has committed). */
  const storedStore = async (merchantId: string, code: string): Promise<StoreAnswer> => {
    const stored = (await listStores(ctx.db, merchantId)).find((s) => s.code === code);
    if (!stored) throw new AppError('ST104', 404);
    return stored;
  };
  /** The merchant's stores the caller may see (store-bound roles: their own, never MASTER). */
  const storesInScope = async (scope: MerchantScope): Promise<StoreAnswer[]> =>
    visibleInScope(scope, await listStores(ctx.db, scope.merchantId), (store) => store.code);
  return [
    route(storesApi.list, {
      permission: STORE_READ_ACCESS,
      summary:
        "The caller's merchant's stores (MASTER included); store-bound roles see only their stores. Without STORES_MANAGEMENT_READ_PREVIEW: the summary (no street, coordinates, manager, sync settings).",
      handler: async ({ scope, auth }) => ({
        code: 'ST002',
        data: storesAsSeenBy(auth.roles, await storesInScope(scope)),
      }),
    }),
    route(storesApi.listWithoutMaster, {
      permission: STORE_READ_ACCESS,
      summary: 'The same list without the MASTER location.',
      handler: async ({ scope, auth }) => ({
        code: 'ST002',
        data: storesAsSeenBy(auth.roles, withoutMaster(await storesInScope(scope))),
      }),
    }),
    route(storesApi.addressTree, {
      permission: STORE_READ_ACCESS,
      summary:
        "The store selector's Country → State → City → Store tree of the caller's merchant, MASTER excluded; store-bound roles get only their stores.",
      handler: async ({ scope }) => ({
        code: 'ST002',
        data: storeAddressTree(
          withoutMaster(await storesInScope(scope)),
        ),
      }),
    }),
    route(storesApi.listOfMerchant, {
      permission: STORE_READ_ACCESS,
      summary:
        'Stores (MASTER excluded) of ?merchant={x}: the own merchant (store-bound scope applies), another only with MERCHANTS_ALL_ACCESS; a missing or malformed id 400 UAC106, a merchant the caller may not reach or that does not exist 404 UAC106.',
      handler: async ({ scope, auth, query }) => {
        const access = clientHubAccess(
          query.merchant,
          scope.merchantId,
          hasAnyPermission(auth.roles, [PERMISSIONS.MERCHANTS_ALL_ACCESS]),
        );
        if (access.kind === 'refused') throw new AppError(access.code, access.httpStatus);
        if (access.kind === 'own') {
          return {
            code: 'ST002',
            data: storesAsSeenBy(auth.roles, withoutMaster(await storesInScope(scope))),
          };
        }
        if (!(await merchantExists(ctx.db, access.merchantId))) throw new AppError('UAC106', 404);
        return { code: 'ST002', data: storesAsSeenBy(auth.roles, withoutMaster(await listStores(ctx.db, access.merchantId))) };
      },
    }),
    route(storesApi.create, {
      permission: PERMISSIONS.STORES_MANAGEMENT_CREATE,
      summary:
        "Creates a store of the caller's merchant (ST000); duplicate code ST102; autosync and time zone rules of spec section 5; without a currency, its country's (else the merchant's most used, else USD); without a time zone, the merchant's default (MASTER's, else the most used). The body is the store or `{ data: store }`. Publishes hub.auth.store-created.v1.",
      handler: async ({ scope, auth, body, req }) => {
        checkRules(body, 'ST100');
        if (scope.storeCodes !== null) throw new AppError('UAC108', 403);
        const created = await ctx.eventing.transaction(async (tx, emit) => {
          if (!(await profileExists(tx, scope.merchantId, body.profile)))
            throw new AppError('ST106', 400, [{ path: 'body.profile', message: 'unknown profile' }]);
          const currency = body.currency ?? defaultStoreCurrency(body.address.country, await merchantStoreCurrencies(tx, scope.merchantId));
          const tz = storeTimeZone(body.tz, body.code, await merchantStoreZones(tx, scope.merchantId));
          const row = await insertStore(tx, scope.merchantId, { ...body, currency, tz });
          if (!row) throw new AppError('ST102', 409);
          // The setup wizard's first step (issue 15): the merchant has a store besides MASTER.
          if (row.code !== MASTER_STORE) await recordModuleSaved(tx, scope.merchantId, STORES_MODULE);
          await emit([
            createEvent(EVENT_TYPES.STORE_CREATED, scope.merchantId, storeReplicaData(row)),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'store.created',
              storeCode: row.code,
              details: { code: row.code, name: row.name },
              ip: req.ip ?? null,
            }),
          ]);
          return row;
        });
        return { code: 'ST000', data: await storedStore(scope.merchantId, created.code) };
      },
    }),
    route(storesApi.update, {
      permission: PERMISSIONS.STORES_MANAGEMENT_MODIFY,
      summary:
        "Replaces the fields of a store (ST001), its currency and time zone only when given (a store without a zone takes the merchant's default); unknown store ST104. The body is the store or `{ data: store }`. Publishes hub.auth.store-updated.v1.",
      handler: async ({ scope, auth, body, params, req }) => {
        checkRules(body, 'ST101');
        if (body.code !== undefined && body.code !== params.code)
          throw new AppError('ST105', 400, [
            { path: 'body.code', message: 'the code of a store cannot change' },
          ]);
        if (!scopeAllowsStore(scope, params.code)) throw new AppError('ST104', 404);
        await ctx.eventing.transaction(async (tx, emit) => {
          if (!(await profileExists(tx, scope.merchantId, body.profile)))
            throw new AppError('ST106', 400, [{ path: 'body.profile', message: 'unknown profile' }]);
          const tz = storeTimeZone(body.tz, params.code, await merchantStoreZones(tx, scope.merchantId));
          const row = await updateStore(tx, scope.merchantId, params.code, { ...body, code: params.code, tz });
          if (!row) throw new AppError('ST104', 404);
          await emit([
            createEvent(EVENT_TYPES.STORE_UPDATED, scope.merchantId, storeReplicaData(row)),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'store.updated',
              storeCode: row.code,
              details: { code: row.code, revision: Number(row.revision) },
              ip: req.ip ?? null,
            }),
          ]);
        });
        return { code: 'ST001', data: await storedStore(scope.merchantId, params.code) };
      },
    }),
    route(storesApi.remove, {
      permission: PERMISSIONS.STORES_MANAGEMENT_MODIFY,
      summary:
        'Deactivates a store (never MASTER); unknown store ST101. Publishes hub.auth.store-deleted.v1.',
      handler: async ({ scope, auth, params, req }) => {
        if (params.code === MASTER_STORE) throw new AppError('ST107', 400);
        if (!scopeAllowsStore(scope, params.code)) throw new AppError('ST104', 404);
        const row = await ctx.eventing.transaction(async (tx, emit) => {
          const gone = await deactivateStore(tx, scope.merchantId, params.code);
          if (!gone) throw new AppError('ST104', 404);
          await emit([
            createEvent(EVENT_TYPES.STORE_DELETED, scope.merchantId, {
              code: gone.code,
              revision: Number(gone.revision),
            }),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'store.deleted',
              storeCode: gone.code,
              details: { code: gone.code },
              ip: req.ip ?? null,
            }),
          ]);
          return gone;
        });
        return { code: 'ST001', data: { code: row.code, active: false } };
      },
    }),
  ];
}
