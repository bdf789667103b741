import { serialKeyState, type LicenceType, type SerialKey, type SerialKeyCreate } from '@hub/contracts';
import type { Db } from '@hub/service-kit';

/** The provider's serial keys (migration 011). */

interface SerialKeyRow {
  id: string;
  key: string;
  type: LicenceType;
  hardware_type: string;
  quantity: number;
  start_date: string;
  end_date: string | null;
  note: string | null;
  merchant_id: string | null;
  registered_at: Date | null;
  revoked_at: Date | null;
  created_at: Date;
}

const COLUMNS = `id::text as id, key, type, hardware_type, quantity, start_date::text as start_date, end_date::text as end_date, note,
                 merchant_id, registered_at, revoked_at, created_at`;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toSerialKey(row: SerialKeyRow, today: string): SerialKey {
  const terms = { startDate: row.start_date, endDate: row.end_date, merchantId: row.merchant_id, revokedAt: iso(row.revoked_at) };
  return {
    id: row.id,
    key: row.key,
    type: row.type,
    hardwareType: row.hardware_type,
    quantity: Number(row.quantity),
    note: row.note,
    ...terms,
    state: serialKeyState(terms, today),
    registeredAt: iso(row.registered_at),
    createdAt: iso(row.created_at)!,
  };
}

export async function listSerialKeys(db: Db, today: string): Promise<SerialKey[]> {
  const rows = await db.query<SerialKeyRow>(`select ${COLUMNS} from auth.serial_keys order by created_at desc, key`);
  return rows.map((r) => toSerialKey(r, today));
}

export async function insertSerialKey(db: Db, key: string, body: Required<SerialKeyCreate>, createdBy: string | null, today: string): Promise<SerialKey> {
  const [row] = await db.query<SerialKeyRow>(
    `insert into auth.serial_keys (key, type, hardware_type, quantity, start_date, end_date, note, created_by)
     values ($1, $2, $3, $4, $5::date, $6::date, $7, $8::uuid) returning ${COLUMNS}`,
    [key, body.type, body.hardwareType, body.quantity, body.startDate, body.endDate, body.note, createdBy],
  );
  return toSerialKey(row!, today);
}

/** The key, locked for the registration that reads it (two registrations with one key: the second waits, then sees it used). */
export async function findSerialKeyForUpdate(db: Db, key: string): Promise<(SerialKeyRow & { licence: SerialKey }) | undefined> {
  const [row] = await db.query<SerialKeyRow>(`select ${COLUMNS} from auth.serial_keys where key = $1 for update`, [key]);
  return row ? { ...row, licence: toSerialKey(row, '0000-00-00') } : undefined;
}

export async function findSerialKey(db: Db, key: string): Promise<SerialKeyRow | undefined> {
  const [row] = await db.query<SerialKeyRow>(`select ${COLUMNS} from auth.serial_keys where key = $1`, [key]);
  return row;
}

/** Revokes a key no merchant registered with; answers the row as it is after (undefined: no such key). */
export async function revokeSerialKey(db: Db, id: string, by: string | null): Promise<SerialKeyRow | undefined> {
  const [row] = await db.query<SerialKeyRow>(
    `update auth.serial_keys set revoked_at = coalesce(revoked_at, now()), revoked_by = coalesce(revoked_by, $2::uuid)
      where id = $1::uuid and merchant_id is null returning ${COLUMNS}`,
    [id, by],
  );
  if (row) return row;
  const [existing] = await db.query<SerialKeyRow>(`select ${COLUMNS} from auth.serial_keys where id = $1::uuid`, [id]);
  return existing;
}

/** The key now belongs to the merchant (one merchant per key). */
export async function markSerialKeyRegistered(db: Db, id: string, merchantId: string, at: Date): Promise<void> {
  await db.query(`update auth.serial_keys set merchant_id = $2, registered_at = $3 where id = $1::uuid and merchant_id is null`, [id, merchantId, at]);
}
