import type { Store } from '@hub/contracts';
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
