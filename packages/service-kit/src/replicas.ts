import { EVENT_TYPES } from '@hub/contracts';
import type { Db } from './db/port';
import type { ConsumedEventHandler, EventHandlers } from './consumer';
import { SCHEMA_NAME } from './schema-name';

export interface StoreReplica {
  code: string;
  name: string;
  tz: string | null;
  /** null when the store has no coordinates (kit_006; issue 28 item 5). */
  location: { lat: number; lng: number } | null;
  active: boolean;
  revision: number;
  appliedChanges: number;
  /** The store's autosync (spec section 3); null when its events did not carry one yet. */
  autosync: StoreAutosync | null;
}

export interface StoreAutosync {
  isEnable: boolean;
  startDate: string | null;
  startTime: string | null;
  syncFrequency: string | null;
}

/**
 * Handlers that keep `<schema>.store_replicas` (kit migration store-replicas/kit_004 of the services
 * defined with `storeReplica: true`) in step with svc-auth's store events. A change applies only when its
 * revision is newer than the replica's, so a late or repeated event changes nothing. An applied change
 * that makes a store active opens an active period at the event's time, a deactivation closes it
 * (`store_active_periods`, kit_007; issue 29 item 4).
 */
export function storeReplicaHandlers(schema: string): EventHandlers {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const t = `"${schema}".store_replicas`;
  const periods = `"${schema}".store_active_periods`;
  const upsert: ConsumedEventHandler<typeof EVENT_TYPES.STORE_CREATED | typeof EVENT_TYPES.STORE_UPDATED> = async (event, tx) => {
    const d = event.data;
    const applied = await tx.query(
      `insert into ${t} (merchant_id, code, name, tz, lat, lng, active, revision, applied_changes, autosync)
       values ($1, $2, $3, $4, $5, $6, true, $7, 1, $8::jsonb)
       on conflict (merchant_id, code) do update
          set name = excluded.name, tz = excluded.tz, lat = excluded.lat, lng = excluded.lng, active = true, autosync = excluded.autosync,
              revision = excluded.revision, applied_changes = ${t}.applied_changes + 1, updated_at = now()
        where ${t}.revision < excluded.revision
       returning code`,
      [event.merchantId, d.code, d.name, d.tz, d.location?.lat ?? null, d.location?.lng ?? null, d.revision, d.autosync ? JSON.stringify(d.autosync) : null],
    );
    if (applied.length === 0) return;
    await tx.query(
      `insert into ${periods} (merchant_id, code, active_from) select $1, $2, $3::timestamptz
        where not exists (select 1 from ${periods} where merchant_id = $1 and code = $2 and active_until is null)`,
      [event.merchantId, d.code, event.occurredAt],
    );
  };
  const remove: ConsumedEventHandler<typeof EVENT_TYPES.STORE_DELETED> = async (event, tx) => {
    const d = event.data;
    const applied = await tx.query(
      `update ${t} set active = false, revision = $3, applied_changes = applied_changes + 1, updated_at = now()
        where merchant_id = $1 and code = $2 and revision < $3
       returning code`,
      [event.merchantId, d.code, d.revision],
    );
    if (applied.length === 0) return;
    // Never before the period's start (an event stamped earlier than the one that opened it).
    await tx.query(
      `update ${periods} set active_until = greatest($3::timestamptz, coalesce(active_from, $3::timestamptz))
        where merchant_id = $1 and code = $2 and active_until is null`,
      [event.merchantId, d.code, event.occurredAt],
    );
  };
  return { [EVENT_TYPES.STORE_CREATED]: upsert, [EVENT_TYPES.STORE_UPDATED]: upsert, [EVENT_TYPES.STORE_DELETED]: remove };
}

/** A time a store was active: from (null: since before its history was kept) until (null: still active). */
export interface StoreActivePeriod {
  code: string;
  from: Date | null;
  until: Date | null;
}

/** The active periods of a merchant's replicated stores, by code and start. */
export async function listStoreActivePeriods(db: Db, schema: string, merchantId: string): Promise<StoreActivePeriod[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const rows = await db.query<{ code: string; active_from: Date | string | null; active_until: Date | string | null }>(
    `select code, active_from, active_until from "${schema}".store_active_periods where merchant_id = $1 order by code, active_from nulls first`,
    [merchantId],
  );
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return rows.map((r) => ({ code: r.code, from: at(r.active_from), until: at(r.active_until) }));
}

/** The replicated stores of a merchant (inactive included), by code. */
export async function listStoreReplicas(db: Db, schema: string, merchantId: string): Promise<StoreReplica[]> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name ${schema}`);
  const rows = await db.query<{ code: string; name: string; tz: string | null; lat: number | null; lng: number | null; active: boolean; revision: number; applied_changes: number; autosync: StoreAutosync | null }>(
    `select code, name, tz, lat, lng, active, revision, applied_changes, autosync from "${schema}".store_replicas where merchant_id = $1 order by code`,
    [merchantId],
  );
  return rows.map((r) => ({
    code: r.code,
    name: r.name,
    tz: r.tz,
    location: r.lat === null || r.lng === null ? null : { lat: Number(r.lat), lng: Number(r.lng) },
    active: r.active,
    revision: Number(r.revision),
    appliedChanges: Number(r.applied_changes),
    autosync: r.autosync,
  }));
}
