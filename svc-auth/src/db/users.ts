import { sql, type Db } from '@hub/service-kit';
import type { UserRecord } from '../domain/session-user';
import { authDb } from './schema';

function selectUsers(db: Db) {
  // The held role's permissions (migration 008): a default/custom role's list, else a system override.
  return authDb(db)
    .selectFrom('users')
    .leftJoin('roles as r', 'r.id', 'users.role_id')
    .leftJoin('system_role_overrides as o', (join) => join.onRef('o.role_name', '=', 'users.role_name').on('users.role_id', 'is', null))
    .select([
      sql<string>`users.id::text`.as('id'),
      'users.email',
      'users.user_name',
      'users.password_hash',
      'users.active',
      'users.role_name',
      'users.permissions',
      'users.image',
      'users.merchant_id',
      'users.profile',
      'users.default_sid',
      'users.stores',
      'users.merchants',
      'users.password_change_required',
      sql<string[] | null>`coalesce(r.permissions, o.permissions)`.as('role_permissions'),
    ]);
}

type UserRow = Awaited<ReturnType<ReturnType<typeof selectUsers>['executeTakeFirstOrThrow']>>;

function toRecord(row: UserRow): UserRecord & { passwordHash: string } {
  return {
    id: row.id,
    email: row.email,
    userName: row.user_name,
    passwordHash: row.password_hash,
    active: row.active,
    roleName: row.role_name,
    permissions: row.permissions,
    image: row.image,
    merchantId: row.merchant_id,
    profile: row.profile,
    defaultSid: row.default_sid,
    stores: row.stores ?? [],
    merchants: row.merchants ?? [],
    passwordChangeRequired: row.password_change_required,
    rolePermissions: row.role_permissions ? [...row.role_permissions] : null,
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const row = await selectUsers(db)
    .where(sql`lower(users.email)`, '=', sql`lower(${email.trim()})`)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findUserById(db: Db, id: string): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const row = await selectUsers(db).where('users.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function listMerchantIds(db: Db): Promise<string[]> {
  const rows = await authDb(db).selectFrom('merchants').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
