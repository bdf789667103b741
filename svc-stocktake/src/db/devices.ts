import type { DeviceType, DeviceTypeBody, Licence, LicenceRequest, TabletUpdate } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** Device types, tablets and licences (issue 12 item 10). */

const S = 'stocktake';
const iso = (d: Date | string) => new Date(d).toISOString();

type DeviceTypeRow = { name: string; quantity: number; active: boolean; updated_at: Date };
const deviceTypeOf = (r: DeviceTypeRow): DeviceType => ({ name: r.name, quantity: Number(r.quantity), active: r.active, updatedAt: iso(r.updated_at) });

export async function listDeviceTypes(db: Db, merchantId: string): Promise<DeviceType[]> {
  const rows = await db.query<DeviceTypeRow>(`select name, quantity, active, updated_at from ${S}.device_types where merchant_id = $1 order by lower(name)`, [merchantId]);
  return rows.map(deviceTypeOf);
}

/** A new device type; null when the name (any case) is taken. */
export async function insertDeviceType(db: Db, merchantId: string, body: DeviceTypeBody): Promise<DeviceType | null> {
  const rows = await db.query<DeviceTypeRow>(
    `insert into ${S}.device_types (merchant_id, name, quantity, active)
     select $1, $2, $3, $4 where not exists (select 1 from ${S}.device_types where merchant_id = $1 and lower(name) = lower($2))
     on conflict do nothing
     returning name, quantity, active, updated_at`,
    [merchantId, body.name, body.quantity, body.active],
  );
  return rows[0] ? deviceTypeOf(rows[0]) : null;
}

export async function updateDeviceType(db: Db, merchantId: string, name: string, body: Omit<DeviceTypeBody, 'name'>): Promise<DeviceType | null> {
  const rows = await db.query<DeviceTypeRow>(
    `update ${S}.device_types set quantity = $3, active = $4, updated_at = now() where merchant_id = $1 and name = $2 returning name, quantity, active, updated_at`,
    [merchantId, name, body.quantity, body.active],
  );
  return rows[0] ? deviceTypeOf(rows[0]) : null;
}

export interface TabletRow {
  tablet_id: string;
  device_udid: string;
  name: string | null;
  active: boolean;
  enrolled_at: Date;
  last_seen_at: Date | null;
  updated_at: Date;
}

const TABLET_COLUMNS = 'tablet_id, device_udid, name, active, enrolled_at, last_seen_at, updated_at';

/** The merchant's tablets in enrolment order (the order they take seats in). */
export async function listTablets(db: Db, merchantId: string): Promise<TabletRow[]> {
  return db.query<TabletRow>(`select ${TABLET_COLUMNS} from ${S}.tablets where merchant_id = $1 order by enrolled_at, tablet_id`, [merchantId]);
}

export async function updateTablet(db: Db, merchantId: string, tabletId: string, update: TabletUpdate): Promise<TabletRow | null> {
  const rows = await db.query<TabletRow>(
    `update ${S}.tablets set
        name = case when $3 then nullif($4, '') else name end,
        active = coalesce($5, active),
        updated_at = now()
      where merchant_id = $1 and tablet_id = $2
      returning ${TABLET_COLUMNS}`,
    [merchantId, tabletId, update.name !== undefined, update.name ?? null, update.active ?? null],
  );
  return rows[0] ?? null;
}

type LicenceRow = { id: string; type: string; hardware_type: string; quantity: number; start_date: string; end_date: string | null; status: Licence['status']; note: string | null; created_at: Date };

export async function listLicences(db: Db, merchantId: string): Promise<Omit<Licence, 'inForce'>[]> {
  const rows = await db.query<LicenceRow>(
    `select id, type, hardware_type, quantity, to_char(start_date, 'YYYY-MM-DD') as start_date, to_char(end_date, 'YYYY-MM-DD') as end_date, status, note, created_at
       from ${S}.licences where merchant_id = $1 order by start_date desc, created_at desc`,
    [merchantId],
  );
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    hardwareType: r.hardware_type,
    quantity: Number(r.quantity),
    startDate: r.start_date,
    endDate: r.end_date,
    status: r.status,
    note: r.note,
    createdAt: iso(r.created_at),
  }));
}

/** A licence request: it waits as REQUESTED (never in force) until the licence is issued. */
export async function insertLicenceRequest(db: Db, merchantId: string, request: LicenceRequest, userId: string): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `insert into ${S}.licences (merchant_id, type, hardware_type, quantity, start_date, end_date, status, note, created_by)
     values ($1, $2, $3, $4, $5::date, $6::date, 'REQUESTED', $7, $8) returning id`,
    [merchantId, request.type, request.hardwareType.toUpperCase(), request.quantity, request.startDate, request.endDate, request.note, userId],
  );
  return rows[0]!.id;
}

/**
 * A licence the provider granted (a serial key's, issue 15): ACTIVE at once, under the id svc-auth gave it
 * (once). Answers its id when this call added it, undefined when it was there already.
 */
export async function insertGrantedLicence(
  db: Db,
  merchantId: string,
  l: { id: string; type: string; hardwareType: string; quantity: number; startDate: string; endDate: string | null },
): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>(
    `insert into ${S}.licences (id, merchant_id, type, hardware_type, quantity, start_date, end_date, status, note, created_by)
     values ($1::uuid, $2, $3, $4, $5, $6::date, $7::date, 'ACTIVE', 'Serial key', 'svc-auth') on conflict (id) do nothing returning id::text as id`,
    [l.id, merchantId, l.type, l.hardwareType, l.quantity, l.startDate, l.endDate],
  );
  return rows[0]?.id;
}
