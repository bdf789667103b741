import type { Db } from '@hub/service-kit';
import type { StoredResetCode } from '../domain/password-reset';

/** Reset requests accepted since `since` for this e-mail (its hash) and for this client address. */
export async function countRecentResetRequests(db: Db, emailHash: string, ip: string, since: Date): Promise<{ email: number; ip: number }> {
  const [row] = await db.query<{ email: string | number; ip: string | number }>(
    `select count(*) filter (where email_hash = $1) as email, count(*) filter (where ip = $2) as ip
       from auth.password_reset_requests
      where created_at >= $3 and (email_hash = $1 or ip = $2)`,
    [emailHash, ip, since.toISOString()],
  );
  return { email: Number(row?.email ?? 0), ip: Number(row?.ip ?? 0) };
}

/** Logs an accepted request; rows older than a day go (the window is far shorter). */
export async function recordResetRequest(db: Db, emailHash: string, ip: string): Promise<void> {
  await db.query(`insert into auth.password_reset_requests (email_hash, ip) values ($1, $2)`, [emailHash, ip]);
  await db.query(`delete from auth.password_reset_requests where created_at < now() - interval '1 day'`);
}

export async function insertResetCode(db: Db, userId: string, codeHash: string, expiresAt: Date): Promise<void> {
  await db.query(`insert into auth.password_reset_codes (user_id, code_hash, expires_at) values ($1::uuid, $2, $3)`, [
    userId,
    codeHash,
    expiresAt.toISOString(),
  ]);
}

export interface ResetCodeRow extends StoredResetCode {
  id: string;
  userId: string;
  merchantId: string | null;
  passwordHash: string;
}

/** The stored code with the state of its user; locked with the user row when `forUpdate`. */
export async function findResetCode(db: Db, codeHash: string, forUpdate = false): Promise<ResetCodeRow | undefined> {
  const [row] = await db.query<{
    id: string;
    user_id: string;
    expires_at: Date | string;
    used_at: Date | string | null;
    revoked_at: Date | string | null;
    active: boolean;
    merchant_id: string | null;
    password_hash: string;
  }>(
    `select c.id::text as id, c.user_id::text as user_id, c.expires_at, c.used_at, c.revoked_at,
            u.active, u.merchant_id, u.password_hash
       from auth.password_reset_codes c
       join auth.users u on u.id = c.user_id
      where c.code_hash = $1${forUpdate ? ' for update' : ''}`,
    [codeHash],
  );
  if (!row) return undefined;
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return {
    id: row.id,
    userId: row.user_id,
    expiresAt: new Date(row.expires_at),
    usedAt: date(row.used_at),
    revokedAt: date(row.revoked_at),
    userActive: row.active,
    merchantId: row.merchant_id,
    passwordHash: row.password_hash,
  };
}

/** Marks the code used and voids every other open code of the user: one reset per link, and the last one wins. */
export async function consumeResetCodes(db: Db, codeId: string, userId: string): Promise<void> {
  await db.query(`update auth.password_reset_codes set used_at = now() where id = $1::uuid`, [codeId]);
  await db.query(
    `update auth.password_reset_codes set revoked_at = now()
      where user_id = $1::uuid and id <> $2::uuid and used_at is null and revoked_at is null`,
    [userId, codeId],
  );
}
