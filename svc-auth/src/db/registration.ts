import { DEFAULT_PROFILE, MASTER_STORE, defaultStoreCurrency } from '@hub/contracts';
import type { Db } from '@hub/service-kit';
import type { StoreReplicaRow } from './stores';

/** The rows of a newly registered merchant (issue 15 item 5), written in the caller's transaction. */

/** Inserts the merchant under the first free id of `candidates`; undefined when all are taken. */
export async function insertMerchant(db: Db, candidates: readonly string[], name: string): Promise<string | undefined> {
  for (const id of candidates) {
    const [row] = await db.query<{ id: string }>('insert into auth.merchants (id, name) values ($1, $2) on conflict (id) do nothing returning id', [id, name]);
    if (row) {
      await db.query('insert into auth.profiles (merchant_id, name) values ($1, $2)', [id, DEFAULT_PROFILE]);
      return row.id;
    }
  }
  return undefined;
}

/** The MASTER store every merchant has (spec section 3), in the registering browser's time zone. */
export async function insertMasterStore(db: Db, merchantId: string, tz: string | null): Promise<StoreReplicaRow> {
  const [row] = await db.query<StoreReplicaRow>(
    `insert into auth.stores (merchant_id, code, name, profile, tz, currency) values ($1, $2, 'Master location', $3, $4, $5)
     returning code, name, tz, lat, lng, revision, autosync`,
    [merchantId, MASTER_STORE, DEFAULT_PROFILE, tz, defaultStoreCurrency(null)],
  );
  return row!;
}

export interface FirstAdmin {
  merchantId: string;
  email: string;
  userName: string;
  passwordHash: string;
}

/** The merchant's first user, its ADMIN; undefined when the e-mail is taken (UR100, even in a race). */
export async function insertFirstAdmin(db: Db, u: FirstAdmin): Promise<string | undefined> {
  const [row] = await db.query<{ id: string }>(
    `insert into auth.users (email, user_name, password_hash, role_name, merchant_id, profile, default_sid)
     values ($1, $2, $3, 'ADMIN', $4, $5, $6) on conflict do nothing returning id::text as id`,
    [u.email, u.userName, u.passwordHash, u.merchantId, DEFAULT_PROFILE, MASTER_STORE],
  );
  return row?.id;
}
