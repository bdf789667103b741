import { currencyOfCountry, defaultStoreCurrency, type ConnectionStatus, type Store, type StoreReplicaData, type StoreWriteBody } from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import type { StoreZone } from '../domain/stores';
import { authDb } from './schema';

export interface StoreRow {
  code: string;
  name: string;
  profile: string;
  country: string;
  state: string;
  city: string;
  line1: string;
  line2: string | null;
  zipcode: string;
  lat: number | null;
  lng: number | null;
  tz: string | null;
  autosync: Store['autosync'];
  opening_time: Store['openingTime'];
  closing_time: Store['closingTime'];
  manager: string | null;
  data_import: Store['dataImport'];
  data_export: Store['dataExport'];
  currency: string | null;
}

/** A row's coordinates; null unless both are stored (issue 28 item 5: none, not 0,0). */
export function storeLocation(lat: number | string | null, lng: number | string | null): Store['location'] {
  return lat === null || lng === null ? null : { lat: Number(lat), lng: Number(lng) };
}

/** A store as the API answers it (spec section 3). `tz` is null when unknown: the browser's zone applies. */
export type StoreAnswer = Omit<Store, 'tz'> & { tz: string | null };

function toStore(row: StoreRow): StoreAnswer {
  return {
    code: row.code,
    name: row.name,
    address: {
      country: row.country,
      state: row.state,
      city: row.city,
      line1: row.line1,
      ...(row.line2 ? { line2: row.line2 } : {}),
      zipcode: row.zipcode,
    },
    location: storeLocation(row.lat, row.lng),
    tz: row.tz,
    autosync: row.autosync,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    manager: row.manager,
    dataImport: row.data_import,
    dataExport: row.data_export,
    profile: row.profile,
    currency: row.currency ?? defaultStoreCurrency(row.country),
  };
}

/** The active stores of one merchant, MASTER first, then by code. */
export async function listStores(db: Db, merchantId: string): Promise<StoreAnswer[]> {
  const rows = await authDb(db)
    .selectFrom('stores')
    .select([
      'code',
      'name',
      'profile',
      'country',
      'state',
      'city',
      'line1',
      'line2',
      'zipcode',
      'lat',
      'lng',
      'tz',
      'autosync',
      'opening_time',
      'closing_time',
      'manager',
      'data_import',
      'data_export',
      'currency',
    ])
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .orderBy(sql`(code = 'MASTER')`, 'desc')
    .orderBy('code')
    .execute();
  return rows.map(toStore);
}

/** The fields of a store that other services replicate (hub.auth.store-*.v1 data). */
export interface StoreReplicaRow {
  code: string;
  name: string;
  tz: string | null;
  lat: number | string | null;
  lng: number | string | null;
  revision: number;
  autosync: Store['autosync'] | null;
}

/** What the other services replicate of a store row (hub.auth.store-created.v1 and store-updated.v1). */
export function storeReplicaData(row: StoreReplicaRow): StoreReplicaData {
  return {
    code: row.code,
    name: row.name,
    tz: row.tz,
    location: storeLocation(row.lat, row.lng),
    ...(row.autosync ? { autosync: row.autosync } : {}),
    revision: Number(row.revision),
  };
}

/** The columns a store write sets (everything but merchant, code, state and bookkeeping); the currency only when given. */
function writeValues(b: StoreWriteBody) {
  return {
    ...(b.currency ? { currency: b.currency } : {}),
    name: b.name,
    profile: b.profile,
    country: b.address.country,
    state: b.address.state,
    city: b.address.city,
    line1: b.address.line1,
    line2: b.address.line2 ?? null,
    zipcode: b.address.zipcode,
    lat: b.location?.lat ?? null,
    lng: b.location?.lng ?? null,
    tz: b.tz,
    autosync: JSON.stringify(b.autosync),
    opening_time: JSON.stringify(b.openingTime),
    closing_time: JSON.stringify(b.closingTime),
    manager: b.manager,
  };
}

const REPLICA_COLUMNS = ['code', 'name', 'tz', 'lat', 'lng', 'revision', 'autosync'] as const;

export async function profileExists(db: Db, merchantId: string, profile: string): Promise<boolean> {
  const row = await authDb(db).selectFrom('profiles').select('name').where('merchant_id', '=', merchantId).where('name', '=', profile).executeTakeFirst();
  return row !== undefined;
}

/** The currencies of a merchant's active stores (for a new store's default). */
export async function merchantStoreCurrencies(db: Db, merchantId: string): Promise<string[]> {
  const rows = await authDb(db)
    .selectFrom('stores')
    .select('currency')
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .where('currency', 'is not', null)
    .orderBy('code')
    .execute();
  return rows.map((r) => r.currency!);
}

/** The time zone of each of the merchant's stores (active or not), for a store saved without one. */
export async function merchantStoreZones(db: Db, merchantId: string): Promise<StoreZone[]> {
  return authDb(db).selectFrom('stores').select(['code', 'tz', 'active']).where('merchant_id', '=', merchantId).orderBy('code').execute();
}

/**
 * Issue 9, for the stores stored before stores had a currency (migration 009): each gets its
 * country's usual currency, else the one most of its merchant's stores have, else USD. Only rows
 * still without one are touched; answers how many got one.
 */
export async function backfillStoreCurrencies(db: Db): Promise<number> {
  const missing = await authDb(db).selectFrom('stores').select(['merchant_id', 'code', 'country']).where('currency', 'is', null).execute();
  if (missing.length === 0) return 0;
  const known = await authDb(db).selectFrom('stores').select(['merchant_id', 'currency']).where('currency', 'is not', null).execute();
  const byMerchant = new Map<string, string[]>();
  const add = (merchant: string, currency: string) => byMerchant.set(merchant, [...(byMerchant.get(merchant) ?? []), currency]);
  for (const k of known) add(k.merchant_id, k.currency!);
  // Stores whose country tells their currency first, so that the others can follow their merchant.
  const told = (country: string) => (currencyOfCountry(country) ? 0 : 1);
  const ranked = [...missing].sort((a, b) => told(a.country) - told(b.country));
  for (const row of ranked) {
    const currency = defaultStoreCurrency(row.country, byMerchant.get(row.merchant_id));
    add(row.merchant_id, currency);
    await authDb(db)
      .updateTable('stores')
      .set({ currency })
      .where('merchant_id', '=', row.merchant_id)
      .where('code', '=', row.code)
      .where('currency', 'is', null)
      .execute();
  }
  return missing.length;
}

/**
 * Inserts a store, or brings back a deleted one with the same code (its revision goes on, so
 * replicas see the change). Undefined when an active store already has the code. `b.currency`
 * is set by then (the route gives a new store its default).
 */
export async function insertStore(db: Db, merchantId: string, b: StoreWriteBody & { currency: string }): Promise<StoreReplicaRow | undefined> {
  const values = writeValues(b);
  return authDb(db)
    .insertInto('stores')
    .values({ merchant_id: merchantId, code: b.code, ...values })
    .onConflict((oc) =>
      oc
        .columns(['merchant_id', 'code'])
        .doUpdateSet((eb) => ({
          ...Object.fromEntries(Object.keys(values).map((c) => [c, eb.ref(`excluded.${c as keyof typeof values}`)])),
          active: true,
          revision: sql<number>`auth.stores.revision + 1`,
          updated_at: sql<Date>`now()`,
        }))
        .where('stores.active', '=', false),
    )
    .returning(REPLICA_COLUMNS)
    .executeTakeFirst();
}

/** Updates an active store (locked, so revisions follow commit order); undefined when there is none. */
export async function updateStore(db: Db, merchantId: string, code: string, b: StoreWriteBody): Promise<StoreReplicaRow | undefined> {
  return authDb(db)
    .updateTable('stores')
    .set({ ...writeValues(b), revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('active', '=', true)
    .returning(REPLICA_COLUMNS)
    .executeTakeFirst();
}

/**
 * Sets an active store's data import connection status (svc-import works it out from the store's
 * import sources); its revision moves on. Undefined when the store has that status already, or there
 * is no active store with the code.
 */
export async function setStoreConnectionStatus(db: Db, merchantId: string, code: string, status: ConnectionStatus): Promise<StoreReplicaRow | undefined> {
  return authDb(db)
    .updateTable('stores')
    .set({
      data_import: sql<string>`jsonb_set(data_import, '{connectionStatus}', to_jsonb(${status}::text))`,
      revision: sql<number>`revision + 1`,
      updated_at: sql<Date>`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('active', '=', true)
    .where(sql<boolean>`data_import->>'connectionStatus' is distinct from ${status}`)
    .returning(REPLICA_COLUMNS)
    .executeTakeFirst();
}

/** Marks a store inactive; undefined when there was no active store with the code. */
export async function deactivateStore(db: Db, merchantId: string, code: string): Promise<{ code: string; revision: number } | undefined> {
  return authDb(db)
    .updateTable('stores')
    .set({ active: false, revision: sql<number>`revision + 1`, updated_at: sql<Date>`now()` })
    .where('merchant_id', '=', merchantId)
    .where('code', '=', code)
    .where('active', '=', true)
    .returning(['code', 'revision'])
    .executeTakeFirst();
}
