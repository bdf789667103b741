import type { Db } from '@hub/service-kit';
import type { SessionAccount, UserRecord } from '../domain/session-user';
import type { StoredRefreshToken } from '../domain/refresh-tokens';

export interface SessionRow {
  id: string;
  userId: string;
  account: SessionAccount;
}

export async function createSession(db: Db, input: { id: string; user: UserRecord; account: SessionAccount; expiresAt: Date }): Promise<void> {
  await db.query(
    `insert into auth.sessions (id, user_id, merchant_id, profile, sid, expires_at) values ($1::uuid, $2::uuid, $3, $4, $5, $6)`,
    [input.id, input.user.id, input.account.merchantId, input.account.profile, input.account.sid, input.expiresAt.toISOString()],
  );
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.query(`insert into auth.refresh_tokens (session_id, token_hash, expires_at) values ($1::uuid, $2, $3)`, [
    sessionId,
    tokenHash,
    expiresAt.toISOString(),
  ]);
}

/** The stored token and its session, locked for the rest of the transaction. */
export async function lockRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<(StoredRefreshToken & { id: string; session: SessionRow }) | undefined> {
  const [row] = await db.query<{
    id: string;
    used_at: Date | null;
    revoked_at: Date | null;
    expires_at: Date;
    session_id: string;
    session_revoked_at: Date | null;
    user_id: string;
    merchant_id: string;
    profile: string;
    sid: string;
  }>(
    `select t.id::text as id, t.used_at, t.revoked_at, t.expires_at, s.id::text as session_id, s.revoked_at as session_revoked_at,
            s.user_id::text as user_id, s.merchant_id, s.profile, s.sid
       from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
      where t.token_hash = $1
      for update of t, s`,
    [tokenHash],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    usedAt: row.used_at ? new Date(row.used_at) : null,
    revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
    expiresAt: new Date(row.expires_at),
    sessionRevokedAt: row.session_revoked_at ? new Date(row.session_revoked_at) : null,
    session: { id: row.session_id, userId: row.user_id, account: { merchantId: row.merchant_id, profile: row.profile, sid: row.sid } },
  };
}

export async function markRefreshTokenUsed(db: Db, id: string): Promise<void> {
  await db.query('update auth.refresh_tokens set used_at = now() where id = $1::uuid', [id]);
}

/** Revokes a session and every refresh token of its family. */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db.query('update auth.sessions set revoked_at = now(), revoked_reason = $2 where id = $1::uuid and revoked_at is null', [sessionId, reason]);
  await db.query('update auth.refresh_tokens set revoked_at = now() where session_id = $1::uuid and revoked_at is null', [sessionId]);
}

export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const rows = await db.query('select 1 from auth.sessions where id = $1::uuid and revoked_at is null and expires_at > now()', [sessionId]);
  return rows.length > 0;
}
