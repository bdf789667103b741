import type { Store, StoreWriteBody } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

interface StoreRow {
  code: string;
  name: string;
  profile: string;
  country: string;
  state: string;
  city: string;
  line1: string;
  line2: string | null;
  zipcode: string;
  lat: number;
  lng: number;
  tz: string | null;
  autosync: Store['autosync'];
  opening_time: Store['openingTime'];
  closing_time: Store['closingTime'];
  manager: string | null;
  data_import: Store['dataImport'];
  data_export: Store['dataExport'];
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
    location: { lat: Number(row.lat), lng: Number(row.lng) },
    tz: row.tz,
    autosync: row.autosync,
    openingTime: row.opening_time,
    closingTime: row.closing_time,
    manager: row.manager,
    dataImport: row.data_import,
    dataExport: row.data_export,
    profile: row.profile,
  };
}

/** The active stores of one merchant, MASTER first, then by code. */
export async function listStores(db: Db, merchantId: string): Promise<StoreAnswer[]> {
  const rows = await db.query<StoreRow>(
    `select code, name, profile, country, state, city, line1, line2, zipcode, lat, lng, tz, autosync, opening_time, closing_time,
            manager, data_import, data_export
       from auth.stores
      where merchant_id = $1 and active
      order by (code = 'MASTER') desc, code`,
    [merchantId],
  );
  return rows.map(toStore);
}

/** The fields of a store that other services replicate (hub.auth.store-*.v1 data). */
export interface StoreReplicaRow {
  code: string;
  name: string;
  tz: string | null;
  lat: number;
  lng: number;
  revision: number;
}

const WRITE_COLUMNS = `name = $3, profile = $4, country = $5, state = $6, city = $7, line1 = $8, line2 = $9, zipcode = $10,
  lat = $11, lng = $12, tz = $13, autosync = $14::jsonb, opening_time = $15::jsonb, closing_time = $16::jsonb, manager = $17`;

function writeParams(merchantId: string, code: string, b: StoreWriteBody): unknown[] {
  return [
    merchantId,
    code,
    b.name,
    b.profile,
    b.address.country,
    b.address.state,
    b.address.city,
    b.address.line1,
    b.address.line2 ?? null,
    b.address.zipcode,
    b.location.lat,
    b.location.lng,
    b.tz,
    JSON.stringify(b.autosync),
    JSON.stringify(b.openingTime),
    JSON.stringify(b.closingTime),
    b.manager,
  ];
}

export async function profileExists(db: Db, merchantId: string, profile: string): Promise<boolean> {
  return (await db.query('select 1 from auth.profiles where merchant_id = $1 and name = $2', [merchantId, profile])).length > 0;
}

/**
 * Inserts a store, or brings back a deleted one with the same code (its revision goes on, so
 * replicas see the change). Undefined when an active store already has the code.
 */
export async function insertStore(db: Db, merchantId: string, b: StoreWriteBody): Promise<StoreReplicaRow | undefined> {
  const [row] = await db.query<StoreReplicaRow>(
    `insert into auth.stores (merchant_id, code, name, profile, country, state, city, line1, line2, zipcode, lat, lng, tz, autosync,
                              opening_time, closing_time, manager)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb, $15::jsonb, $16::jsonb, $17)
     on conflict (merchant_id, code) do update
        set name = excluded.name, profile = excluded.profile, country = excluded.country, state = excluded.state, city = excluded.city,
            line1 = excluded.line1, line2 = excluded.line2, zipcode = excluded.zipcode, lat = excluded.lat, lng = excluded.lng, tz = excluded.tz,
            autosync = excluded.autosync, opening_time = excluded.opening_time, closing_time = excluded.closing_time, manager = excluded.manager,
            active = true, revision = auth.stores.revision + 1, updated_at = now()
      where not auth.stores.active
     returning code, name, tz, lat, lng, revision`,
    writeParams(merchantId, b.code, b),
  );
  return row;
}

/** Updates an active store (locked, so revisions follow commit order); undefined when there is none. */
export async function updateStore(db: Db, merchantId: string, code: string, b: StoreWriteBody): Promise<StoreReplicaRow | undefined> {
  const [row] = await db.query<StoreReplicaRow>(
    `update auth.stores set ${WRITE_COLUMNS}, revision = revision + 1, updated_at = now()
      where merchant_id = $1 and code = $2 and active
      returning code, name, tz, lat, lng, revision`,
    writeParams(merchantId, code, b),
  );
  return row;
}

/** Marks a store inactive; undefined when there was no active store with the code. */
export async function deactivateStore(db: Db, merchantId: string, code: string): Promise<{ code: string; revision: number } | undefined> {
  const [row] = await db.query<{ code: string; revision: number }>(
    `update auth.stores set active = false, revision = revision + 1, updated_at = now()
      where merchant_id = $1 and code = $2 and active returning code, revision`,
    [merchantId, code],
  );
  return row;
}
