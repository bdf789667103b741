import type { Db } from '@hub/service-kit';

export interface SigninFailureRow {
  failures: number;
  lastFailedAt: Date;
  lockedUntil: Date | null;
}

/** The user's recent consecutive failures; `forUpdate` locks the row for the caller's transaction. */
export async function findSigninFailures(db: Db, userId: string, forUpdate = false): Promise<SigninFailureRow | undefined> {
  const [row] = await db.query<{ failures: number; last_failed_at: Date | string; locked_until: Date | string | null }>(
    `select failures, last_failed_at, locked_until from auth.signin_failures where user_id = $1::uuid${forUpdate ? ' for update' : ''}`,
    [userId],
  );
  if (!row) return undefined;
  return { failures: Number(row.failures), lastFailedAt: new Date(row.last_failed_at), lockedUntil: row.locked_until === null ? null : new Date(row.locked_until) };
}

export async function saveSigninFailures(db: Db, userId: string, row: SigninFailureRow): Promise<void> {
  await db.query(
    `insert into auth.signin_failures (user_id, failures, last_failed_at, locked_until) values ($1::uuid, $2, $3, $4)
     on conflict (user_id) do update set failures = excluded.failures, last_failed_at = excluded.last_failed_at, locked_until = excluded.locked_until`,
    [userId, row.failures, row.lastFailedAt.toISOString(), row.lockedUntil?.toISOString() ?? null],
  );
}

export async function clearSigninFailures(db: Db, userId: string): Promise<void> {
  await db.query(`delete from auth.signin_failures where user_id = $1::uuid`, [userId]);
}
