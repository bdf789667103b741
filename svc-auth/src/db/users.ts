import { sql, type Db } from '@hub/service-kit';
import type { UserRecord } from '../domain/session-user';
import { authDb } from './schema';

function selectUsers(db: Db) {
  return authDb(db)
    .selectFrom('users')
    .select([
      sql<string>`id::text`.as('id'),
      'email',
      'user_name',
      'password_hash',
      'active',
      'role_name',
      'permissions',
      'image',
      'merchant_id',
      'profile',
      'default_sid',
      'stores',
      'merchants',
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
  };
}

export async function findUserByEmail(db: Db, email: string): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const row = await selectUsers(db)
    .where(sql`lower(email)`, '=', sql`lower(${email.trim()})`)
    .executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findUserById(db: Db, id: string): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const row = await selectUsers(db).where('id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function listMerchantIds(db: Db): Promise<string[]> {
  const rows = await authDb(db).selectFrom('merchants').select('id').orderBy('id').execute();
  return rows.map((r) => r.id);
}
