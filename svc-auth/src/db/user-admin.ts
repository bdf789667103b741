import type { ManagedUser } from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import { likePattern } from '../domain/user-admin';
import { authDb } from './schema';

/** Queries of the users management API; every one is scoped to one merchant. */

export interface ManagedUserRow extends ManagedUser {
  id: string;
  /** The built-in role deciding behaviours (users.role_name): the held default/custom role's base. */
  baseRole: string;
}

function selectManaged(db: Db) {
  return authDb(db)
    .selectFrom('users')
    .leftJoin('roles as r', 'r.id', 'users.role_id')
    .select([
      sql<string>`users.id::text`.as('id'),
      'users.user_name',
      'users.email',
      'users.active',
      'users.role_name',
      'users.phone',
      'users.stores',
      'users.merchants',
      sql<boolean>`users.email_verified_at is not null`.as('email_verified'),
      sql<string | null>`users.role_id::text`.as('role_id'),
      'r.name as role_label',
      'r.kind as role_kind',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectManaged>['executeTakeFirstOrThrow']>>;

function toManaged(row: Row): ManagedUserRow {
  return {
    id: row.id,
    userName: row.user_name,
    email: row.email,
    active: row.active,
    roleName: row.role_label ?? row.role_name,
    phone: row.phone,
    stores: row.stores ?? [],
    emailVerified: row.email_verified,
    merchants: row.merchants ?? [],
    ...(row.role_id && row.role_kind ? { roleId: row.role_id, roleKind: row.role_kind } : {}),
    baseRole: row.role_name,
  };
}

async function managedById(db: Db, id: string): Promise<ManagedUserRow | undefined> {
  const row = await selectManaged(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toManaged(row) : undefined;
}

export interface UserListFilter {
  search?: string;
  start: number;
  pageSize: number;
  /** Store-bound caller: only users with stores, all of them within these. */
  storeCodes: readonly string[] | null;
}

/** One page of a merchant's users (by name, then e-mail) and the total matching the filter. */
export async function listMerchantUsers(db: Db, merchantId: string, f: UserListFilter): Promise<{ rows: ManagedUserRow[]; total: number }> {
  let q = authDb(db).selectFrom('users').leftJoin('roles as r', 'r.id', 'users.role_id').where('users.merchant_id', '=', merchantId);
  const search = f.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    q = q.where((eb) => eb.or([eb('users.user_name', 'ilike', pattern), eb('users.email', 'ilike', pattern)]));
  }
  if (f.storeCodes !== null) {
    const own = JSON.stringify(f.storeCodes);
    q = q
      .where(sql<boolean>`cardinality(users.stores) > 0`)
      .where(sql<boolean>`users.stores <@ array(select jsonb_array_elements_text(${own}::jsonb))`);
  }
  const [count, rows] = await Promise.all([
    q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    q
      .select([
        sql<string>`users.id::text`.as('id'),
        'users.user_name',
        'users.email',
        'users.active',
        'users.role_name',
        'users.phone',
        'users.stores',
        'users.merchants',
        sql<boolean>`users.email_verified_at is not null`.as('email_verified'),
        sql<string | null>`users.role_id::text`.as('role_id'),
        'r.name as role_label',
        'r.kind as role_kind',
      ])
      .orderBy(sql`lower(users.user_name)`)
      .orderBy(sql`lower(users.email)`)
      .offset(f.start)
      .limit(f.pageSize)
      .execute(),
  ]);
  return { rows: rows.map(toManaged), total: Number(count.n) };
}

/** A user of the merchant by e-mail (case-insensitive); `lock` holds the row until the transaction ends. */
export async function findMerchantUser(db: Db, merchantId: string, email: string, lock = false): Promise<ManagedUserRow | undefined> {
  let q = selectManaged(db).where('users.merchant_id', '=', merchantId).where(sql`lower(users.email)`, '=', sql`lower(${email.trim()})`);
  if (lock) q = q.forUpdate('users');
  const row = await q.executeTakeFirst();
  return row ? toManaged(row) : undefined;
}

/** True when any user (of any merchant) has the e-mail: e-mails are unique across the platform. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const row = await authDb(db).selectFrom('users').select(sql<number>`1`.as('one')).where(sql`lower(email)`, '=', sql`lower(${email.trim()})`).executeTakeFirst();
  return row !== undefined;
}

/** Active store codes of a merchant (MASTER included). */
export async function merchantStoreCodes(db: Db, merchantId: string): Promise<string[]> {
  const rows = await authDb(db).selectFrom('stores').select('code').where('merchant_id', '=', merchantId).where('active', '=', true).execute();
  return rows.map((r) => r.code);
}

export interface NewUser {
  merchantId: string;
  email: string;
  userName: string;
  active: boolean;
  /** The built-in role (a held default/custom role's base). */
  roleName: string;
  /** A default or custom role, else null. */
  roleId: string | null;
  passwordHash: string;
  pinHash: string | null;
  phone: string | null;
  stores: string[];
}

/** Inserts a user; undefined when the e-mail is taken (the unique index on lower(email)). */
export async function insertUser(db: Db, u: NewUser): Promise<ManagedUserRow | undefined> {
  const row = await authDb(db)
    .insertInto('users')
    .values({
      merchant_id: u.merchantId,
      email: u.email,
      user_name: u.userName,
      active: u.active,
      role_name: u.roleName,
      role_id: u.roleId,
      password_hash: u.passwordHash,
      pin_hash: u.pinHash,
      phone: u.phone,
      stores: u.stores,
      default_sid: u.stores[0] ?? 'MASTER',
    })
    .onConflict((oc) => oc.expression(sql`(lower(email))`).doNothing())
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirst();
  return row ? managedById(db, row.id) : undefined;
}

export interface UserChange {
  userName?: string;
  /** With roleId: the built-in role, and the default/custom role held (null: none). */
  role?: { roleName: string; roleId: string | null };
  phone?: string | null;
  stores?: string[];
  active?: boolean;
  /** Issue 29 item 3: the other merchants the user may switch to. */
  merchants?: string[];
}

export async function updateMerchantUser(db: Db, merchantId: string, id: string, c: UserChange): Promise<ManagedUserRow | undefined> {
  const row = await authDb(db)
    .updateTable('users')
    .set({
      ...(c.userName !== undefined ? { user_name: c.userName } : {}),
      ...(c.role !== undefined ? { role_name: c.role.roleName, role_id: c.role.roleId } : {}),
      ...(c.phone !== undefined ? { phone: c.phone } : {}),
      ...(c.stores !== undefined ? { stores: c.stores, default_sid: c.stores[0] ?? 'MASTER' } : {}),
      ...(c.active !== undefined ? { active: c.active } : {}),
      ...(c.merchants !== undefined ? { merchants: c.merchants } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirst();
  return row ? managedById(db, row.id) : undefined;
}

/** Active ADMIN/OWNER users of the merchant other than `exceptId`, locked (UAC116 is decided on them). */
export async function countOtherActiveAdministrators(db: Db, merchantId: string, roles: readonly string[], exceptId: string): Promise<number> {
  const rows = await authDb(db)
    .selectFrom('users')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('active', '=', true)
    .where('role_name', 'in', [...roles])
    // A default or custom role based on ADMIN/OWNER is not the built-in administrator role.
    .where('role_id', 'is', null)
    .where('id', '!=', exceptId)
    .forUpdate()
    .execute();
  return rows.length;
}

/** Deletes a user of the merchant (its sessions, codes and sign-in failures go with it; its keys keep a null creator). */
export async function deleteMerchantUser(db: Db, merchantId: string, id: string): Promise<boolean> {
  const rows = await authDb(db).deleteFrom('users').where('merchant_id', '=', merchantId).where('id', '=', id).returning('id').execute();
  return rows.length === 1;
}

/** Ids of a user's sessions not yet revoked. */
export async function openSessionIds(db: Db, userId: string): Promise<string[]> {
  const rows = await authDb(db).selectFrom('sessions').select('id').where('user_id', '=', userId).where('revoked_at', 'is', null).execute();
  return rows.map((r) => r.id);
}
