import type { Db } from '@hub/service-kit';

/**
 * The fields hub.auth.user-changed.v1 carries, fingerprinted: a row's text form quotes each field, so two
 * different states never read the same. Compared with `announced_state` (migration 012).
 */
const ANNOUNCED_STATE = `md5(row(u.merchant_id, u.email, u.user_name, u.role_name, u.stores, u.active, u.phone, u.email_verified_at is not null)::text)`;

/** A user as announced, with the database's clock at reading (the replicas keep the newest). */
export interface AnnouncedUserRow {
  id: string;
  merchant_id: string;
  email: string;
  user_name: string;
  role_name: string;
  stores: string[];
  active: boolean;
  phone: string | null;
  email_verified: boolean;
  at: Date | string;
}

const COLUMNS = `u.id::text as id, u.merchant_id, u.email, u.user_name, u.role_name, u.stores, u.active, u.phone, u.email_verified_at is not null as email_verified, clock_timestamp() as at`;

/** The merchant users among `ids`, locked for this transaction, as they are now. */
export async function lockUsersToAnnounce(tx: Db, ids: readonly string[]): Promise<AnnouncedUserRow[]> {
  if (ids.length === 0) return [];
  return tx.query<AnnouncedUserRow>(
    `select ${COLUMNS} from auth.users u where u.id = any($1::uuid[]) and u.merchant_id is not null order by u.id for update of u`,
    [ids],
  );
}

/**
 * Up to `limit` merchant users whose current fields were not announced yet, locked for this transaction
 * (another instance skips them), by id.
 */
export async function usersNotAnnounced(tx: Db, limit: number): Promise<AnnouncedUserRow[]> {
  return tx.query<AnnouncedUserRow>(
    `select ${COLUMNS} from auth.users u
      where u.merchant_id is not null and u.announced_state is distinct from ${ANNOUNCED_STATE}
      order by u.id limit $1 for update of u skip locked`,
    [limit],
  );
}

/** Records that the users' current fields have been announced. */
export async function markUsersAnnounced(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.query(`update auth.users u set announced_state = ${ANNOUNCED_STATE} where u.id = any($1::uuid[])`, [ids]);
}
