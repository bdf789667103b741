import { MASTER_STORE } from '@hub/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { MerchantScope } from './auth';
import { AppError } from './errors';

/**
 * The one way stores are scoped (issue 10 item 4). A caller's scope (`merchantScope(claims)`) holds
 * its store codes when its role is store-bound, else null (every store of the merchant). Every
 * service decides "may this caller see store X", "which stores does this call read" and "which rows
 * of a list may it see" with these, and its `db/` filters rows with `storeScopeCondition`.
 */

/** May this scope see the store `code`? */
export function scopeAllowsStore(scope: Pick<MerchantScope, 'storeCodes'>, code: string): boolean {
  return scope.storeCodes === null || scope.storeCodes.includes(code);
}

/**
 * The stores a call reads (spec section 3: `sid` 'MASTER' or none means all): one store when `sid`
 * names one (403 UAC108 when a store-bound caller does not hold it), else every store the caller may
 * see. Null: every store of the merchant (no store condition).
 */
export function storesInScope(scope: Pick<MerchantScope, 'storeCodes'>, sid?: string): string[] | null {
  if (sid !== undefined && sid !== MASTER_STORE) {
    if (!scopeAllowsStore(scope, sid)) throw new AppError('UAC108', 403);
    return [sid];
  }
  return scope.storeCodes === null ? null : [...scope.storeCodes];
}

/** The items of a list the scope may see: store-bound callers only their stores' (never MASTER), others all. */
export function visibleInScope<T>(scope: Pick<MerchantScope, 'storeCodes'>, items: readonly T[], storeOf: (item: T) => string): T[] {
  const own = scope.storeCodes;
  if (own === null) return [...items];
  return items.filter((item) => storeOf(item) !== MASTER_STORE && own.includes(storeOf(item)));
}

/** A column, optionally qualified by its table: `sid`, `p.sid`. */
const COLUMN = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/**
 * The SQL condition keeping rows of `stores` (as `storesInScope` answers) in `column`: `col = $1` for
 * one, `col = any($1)` for several, undefined for every store (no condition).
 */
export function storeScopeCondition(column: string, stores: readonly string[] | null): RawBuilder<boolean> | undefined {
  if (!COLUMN.test(column)) throw new Error(`storeScopeCondition: ${column} is not a column name`);
  if (stores === null) return undefined;
  // A column name of the service's own code (checked above), written as is: plans and tests read `sid = $1`.
  const ref = sql.raw(column);
  return stores.length === 1 ? sql<boolean>`${ref} = ${stores[0]}` : sql<boolean>`${ref} = any(${stores}::text[])`;
}
