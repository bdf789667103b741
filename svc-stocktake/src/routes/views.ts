import { ALL_FILTER, MASTER_STORE, PERMISSIONS, stocktakeApi, type MapStore } from '@hub/contracts';
import { listStoreActivePeriods, listStoreReplicas, route, scopeAllowsStore, storesInScope, type Db, type RouteDefinition, type StoreReplica } from '@hub/service-kit';
import { STOCKTAKE_SCHEMA } from '../db/schema';
import { auditItems, daySummaries, firstCountDays, lastCounts, storeDiscrepancies } from '../db/views';
import { sumTotals } from '../domain/discrepancy-totals';
import { activeLocationsOf, calendarMonth, mapPin, todayOf, type StoreHistory } from '../domain/calendar';
import { mapTilesFromEnv } from '../domain/map-tiles';
import { monthRange } from '../domain/month';
import type { ReportCache } from './report-cache';

const READ = PERMISSIONS.STOCK_TAKE_REPORT_READ_PREVIEW;
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The calendar view (section 4's day statuses) and the map view (a pin per store), issue 12 items 4 and 5. */
export function viewRoutes(db: Db, cacheFor: ReportCache, env: Record<string, string | undefined> = process.env): RouteDefinition[] {
  const tiles = mapTilesFromEnv(env);
  type Scope = Parameters<typeof storesInScope>[0] & { merchantId: string };
  /** The stores (never MASTER, inactive ones too) the caller may see, or the one it asked for. */
  const storesOf = async (scope: Scope, sid?: string) => {
    const chosen = sid === undefined || sid === ALL_FILTER ? undefined : sid;
    const wanted = storesInScope(scope, chosen);
    const replicas = (await listStoreReplicas(db, STOCKTAKE_SCHEMA, scope.merchantId)).filter((s) => s.code !== MASTER_STORE);
    return replicas.filter((s) => (wanted === null ? true : wanted.includes(s.code)) && scopeAllowsStore(scope, s.code));
  };
  /** The active stores (never MASTER) the caller may see, or the one it asked for. */
  const activeStores = async (scope: Scope, sid?: string) => (await storesOf(scope, sid)).filter((s) => s.active);
  /** Each store's active periods and first count (a store without a kept history: active now or never). */
  const historiesOf = async (merchantId: string, stores: readonly StoreReplica[]): Promise<StoreHistory[]> => {
    const periods = await listStoreActivePeriods(db, STOCKTAKE_SCHEMA, merchantId);
    const firstCounts = await firstCountDays(db, merchantId, stores.map((s) => s.code));
    return stores.map((s) => {
      const own = periods.filter((p) => p.code === s.code);
      const kept = own.length > 0 ? own : s.active ? [{ from: null, until: null }] : [];
      return { code: s.code, tz: s.tz, periods: kept, firstCount: firstCounts.get(s.code) ?? null };
    });
  };
  return [
    route(stocktakeApi.calendar, {
      permission: READ,
      summary:
        "A month's days (?month=MM-YYYY&sid=All|store) with section 4's status: ongoing, partially-scanned, not-yet-started, submitted-missing, submitted; each day against the stores active on that day (their active periods are kept as history), not today's.",
      handler: async ({ scope, query }) => {
        const stores = await storesOf(scope, query.sid);
        const active = stores.filter((s) => s.active);
        const { from, to } = monthRange(query.month);
        const summaries = await daySummaries(db, scope.merchantId, dayOf(from), dayOf(to), stores.map((s) => s.code));
        const days = calendarMonth(query.month, summaries, activeLocationsOf(await historiesOf(scope.merchantId, stores)), todayOf(active.map((s) => s.tz)));
        return { code: 'STR005', data: { month: query.month, activeLocations: active.length, days }, privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
    route(stocktakeApi.totals, {
      permission: READ,
      summary: "A month's discrepancy (?month=MM-YYYY&sid=All|store): each store's submitted counts added up (counts, missing, grams and value per karat and currency) and all stores' total.",
      handler: async ({ scope, query }) => {
        const stores = await activeStores(scope, query.sid);
        const { from, to } = monthRange(query.month);
        const { byStore, pending } = await storeDiscrepancies(db, scope.merchantId, dayOf(from), dayOf(to), stores.map((s) => s.code));
        // Each store's line is its totals put in order (rounded, sorted); the month adds every store's up.
        const perStore = stores.flatMap((s) => {
          const totals = byStore.get(s.code);
          return totals ? [{ sid: s.code, name: s.name, ...sumTotals([totals]) }] : [];
        });
        return { code: 'STR008', data: { month: query.month, stores: perStore, total: sumTotals([...byStore.values()]), pending }, privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
    route(stocktakeApi.map, {
      permission: READ,
      summary: 'Every store the caller sees with its pin of the day (N none, O ongoing, S submitted) and its last count (?date=YYYY-MM-DD, today by default).',
      handler: async ({ scope, query }) => {
        const stores = await activeStores(scope);
        // Each store's pin is for its own day: the date asked for, else today where the store is.
        const dayOfStore = new Map(stores.map((s) => [s.code, query.date ?? todayOf([s.tz])]));
        const days = [...new Set(dayOfStore.values())].sort();
        const day = query.date ?? todayOf(stores.map((s) => s.tz));
        const first = days[0] ?? day;
        const next = dayOf(new Date(Date.parse(`${days[days.length - 1] ?? day}T00:00:00Z`) + 86_400_000));
        const codes = stores.map((s) => s.code);
        const items = await auditItems(db, scope.merchantId, first, next, codes);
        const last = new Map((await lastCounts(db, scope.merchantId, days[days.length - 1] ?? day, codes)).map((l) => [l.sid, l]));
        const data: MapStore[] = stores.map((s) => {
          const found = last.get(s.code);
          return {
            code: s.code,
            name: s.name,
            location: s.location,
            tz: s.tz,
            pin: mapPin(items.filter((i) => i.__sid === s.code && i.day === dayOfStore.get(s.code))),
            last: found ? { stocktakeId: found.stocktakeId, startTime: found.startTime, status: found.status, missingCount: found.missingCount } : null,
          };
        });
        return { code: 'STR006', data: { date: day, stores: data, tiles }, privateCacheSeconds: await cacheFor(scope.merchantId) };
      },
    }),
  ];
}
