import type { Db } from '@hub/service-kit';
import type { UserRecord } from '../domain/session-user';

interface UserRow {
  id: string;
  email: string;
  user_name: string;
  password_hash: string;
  active: boolean;
  role_name: string;
  permissions: string[] | null;
  image: string | null;
  merchant_id: string | null;
  profile: string;
  default_sid: string;
  stores: string[];
  merchants: string[];
}

const COLUMNS = `id::text as id, email, user_name, password_hash, active, role_name, permissions, image, merchant_id, profile,
  default_sid, stores, merchants`;

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
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from auth.users where lower(email) = lower($1)`, [email.trim()]);
  return row ? toRecord(row) : undefined;
}

export async function findUserById(db: Db, id: string): Promise<(UserRecord & { passwordHash: string }) | undefined> {
  const [row] = await db.query<UserRow>(`select ${COLUMNS} from auth.users where id = $1::uuid`, [id]);
  return row ? toRecord(row) : undefined;
}

export async function listMerchantIds(db: Db): Promise<string[]> {
  const rows = await db.query<{ id: string }>('select id from auth.merchants order by id');
  return rows.map((r) => r.id);
}
