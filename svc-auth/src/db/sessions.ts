import { EVENT_TYPES, type SessionRevokedData } from '@hub/contracts';
import { addToOutbox, createEvent, sql, type Db } from '@hub/service-kit';
import type { SessionAccount, UserRecord } from '../domain/session-user';
import type { StoredRefreshToken } from '../domain/refresh-tokens';
import { AUTH_SCHEMA, authDb } from './schema';

export interface SessionRow {
  id: string;
  userId: string;
  account: SessionAccount;
}

export async function createSession(db: Db, input: { id: string; user: UserRecord; account: SessionAccount; expiresAt: Date }): Promise<void> {
  await authDb(db)
    .insertInto('sessions')
    .values({
      id: input.id,
      user_id: input.user.id,
      merchant_id: input.account.merchantId,
      profile: input.account.profile,
      sid: input.account.sid,
      expires_at: input.expiresAt,
    })
    .execute();
}

export async function insertRefreshToken(db: Db, sessionId: string, tokenHash: string, expiresAt: Date): Promise<void> {
  await authDb(db).insertInto('refresh_tokens').values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt }).execute();
}

/** The stored token and its session, locked for the rest of the transaction. */
export async function lockRefreshToken(
  db: Db,
  tokenHash: string,
): Promise<(StoredRefreshToken & { id: string; session: SessionRow }) | undefined> {
  const row = await authDb(db)
    .selectFrom('refresh_tokens as t')
    .innerJoin('sessions as s', 's.id', 't.session_id')
    .select([
      sql<string>`t.id::text`.as('id'),
      't.used_at',
      't.revoked_at',
      't.expires_at',
      sql<string>`s.id::text`.as('session_id'),
      's.revoked_at as session_revoked_at',
      sql<string>`s.user_id::text`.as('user_id'),
      's.merchant_id',
      's.profile',
      's.sid',
    ])
    .where('t.token_hash', '=', tokenHash)
    .forUpdate(['t', 's'])
    .executeTakeFirst();
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
  await authDb(db).updateTable('refresh_tokens').set({ used_at: sql<Date>`now()` }).where('id', '=', id).execute();
}

/** Moves the end of a session (its refresh-token family) on a rotation. */
export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await authDb(db).updateTable('sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
}

/**
 * Revokes a session and every refresh token of its family, and writes `hub.auth.session-revoked.v1`
 * to svc-auth's outbox in the same transaction (the other services stop accepting its access tokens
 * once they consume it). Returns the revocation, or undefined when the session was already revoked
 * or is unknown.
 */
export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<SessionRevokedData | undefined> {
  return db.transaction(async (tx) => {
    const k = authDb(tx);
    const revoked = await k
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, revoked_reason: reason })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .returning([sql<string>`user_id::text`.as('user_id'), 'merchant_id', 'expires_at'])
      .executeTakeFirst();
    await k.updateTable('refresh_tokens').set({ revoked_at: sql<Date>`now()` }).where('session_id', '=', sessionId).where('revoked_at', 'is', null).execute();
    if (!revoked) return undefined;
    const data: SessionRevokedData = { sessionId, userId: revoked.user_id, expiresAt: new Date(revoked.expires_at).toISOString(), reason };
    await addToOutbox(tx, AUTH_SCHEMA, createEvent(EVENT_TYPES.SESSION_REVOKED, revoked.merchant_id, data));
    return data;
  });
}

export async function isSessionActive(db: Db, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const row = await authDb(db)
    .selectFrom('sessions')
    .select(sql<number>`1`.as('one'))
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}
