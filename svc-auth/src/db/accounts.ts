import type { Db } from '@hub/service-kit';

/** The stores of a merchant with their profile (active stores only), MASTER first, then by code. */
export interface ProfileStoreRow {
  profile: string;
  code: string;
  name: string;
}

export async function merchantExists(db: Db, merchantId: string): Promise<boolean> {
  return (await db.query('select 1 from auth.merchants where id = $1', [merchantId])).length > 0;
}

/** Every profile of a merchant (in name order, 'default' first) and every active store with its profile. */
export async function listProfilesAndStores(
  db: Db,
  merchantId: string,
): Promise<{ profiles: string[]; stores: ProfileStoreRow[] }> {
  const profiles = await db.query<{ name: string }>(
    `select name from auth.profiles where merchant_id = $1 order by (name = 'default') desc, name`,
    [merchantId],
  );
  const stores = await db.query<ProfileStoreRow>(
    `select profile, code, name from auth.stores where merchant_id = $1 and active order by (code = 'MASTER') desc, code`,
    [merchantId],
  );
  return { profiles: profiles.map((p) => p.name), stores };
}

export interface CredentialRow {
  passwordHash: string;
  pinHash: string | null;
  phone: string | null;
  passwordChangedAt: string | null;
  pinChangedAt: string | null;
}

/** The secrets and contact data of a user (locked when `forUpdate`, so two changes do not cross). */
export async function findCredentials(
  db: Db,
  userId: string,
  forUpdate = false,
): Promise<CredentialRow | undefined> {
  const [row] = await db.query<{
    password_hash: string;
    pin_hash: string | null;
    phone: string | null;
    password_changed_at: Date | string | null;
    pin_changed_at: Date | string | null;
  }>(
    `select password_hash, pin_hash, phone, password_changed_at, pin_changed_at from auth.users where id = $1::uuid${forUpdate ? ' for update' : ''}`,
    [userId],
  );
  if (!row) return undefined;
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    passwordHash: row.password_hash,
    pinHash: row.pin_hash,
    phone: row.phone,
    passwordChangedAt: iso(row.password_changed_at),
    pinChangedAt: iso(row.pin_changed_at),
  };
}

/** A password the user chose (change or reset): it also ends a temporary password's hold (issue 29 item 3). */
export async function updatePasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(
    'update auth.users set password_hash = $2, password_change_required = false, password_changed_at = now(), updated_at = now() where id = $1::uuid',
    [userId, hash],
  );
}

/** A temporary password an administrator set: the user must choose a new one at the next sign-in. */
export async function setTemporaryPasswordHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(
    'update auth.users set password_hash = $2, password_change_required = true, password_changed_at = now(), updated_at = now() where id = $1::uuid',
    [userId, hash],
  );
}

export async function updatePinHash(db: Db, userId: string, hash: string): Promise<void> {
  await db.query(
    'update auth.users set pin_hash = $2, pin_changed_at = now(), updated_at = now() where id = $1::uuid',
    [userId, hash],
  );
}

/** Setup of a merchant is done when its module 'Setup' is CREATED (spec section 4). */
export async function isMerchantSetupDone(db: Db, merchantId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from auth.setup_modules where merchant_id = $1 and name = 'Setup' and status = 'CREATED'`,
    [merchantId],
  );
  return rows.length > 0;
}

/** How many times the user entered a wrong current value (`action`) since `since`. */
export async function countRecentAuditActions(
  db: Db,
  userId: string,
  action: string,
  since: Date,
): Promise<number> {
  const [row] = await db.query<{ n: string | number }>(
    'select count(*) as n from auth.audit_entries where user_id = $1::uuid and action = $2 and created_at >= $3',
    [userId, action, since.toISOString()],
  );
  return Number(row?.n ?? 0);
}
