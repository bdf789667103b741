import { REFRESH_TOKEN_MAX_AGE_SECONDS, type TokenAnswer, type MessageCode } from '@hub/contracts';
import { AppError, type Db } from '@hub/service-kit';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from './context';
import { createSession, extendSession, insertRefreshToken, lockRefreshToken, markRefreshTokenUsed, revokeSession } from './db/sessions';
import { findUserById, listMerchantIds } from './db/users';
import { tokenAnswer } from './domain/issue';
import { addSeconds, decideRefresh, hashRefreshToken, newRefreshToken } from './domain/refresh-tokens';
import { switchableMerchants, toAccessClaims, toSessionUser, type SessionAccount, type UserRecord } from './domain/session-user';

/** Opens a session (a new refresh-token family) and answers its first token pair. */
export async function openSession(ctx: AuthContext, user: UserRecord, account: SessionAccount): Promise<TokenAnswer> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const expiresAt = addSeconds(ctx.now(), REFRESH_TOKEN_MAX_AGE_SECONDS);
  const merchants = switchableMerchants(user, await listMerchantIds(ctx.db));
  await ctx.db.transaction(async (tx) => {
    await createSession(tx, { id: sessionId, user, account, expiresAt });
    await insertRefreshToken(tx, sessionId, hashRefreshToken(refreshToken), expiresAt);
  });
  const accessToken = ctx.tokens.sign(toAccessClaims(user, account, sessionId));
  return tokenAnswer(accessToken, refreshToken, toSessionUser(user, account, merchants));
}

type RotateOutcome =
  | { kind: 'ok'; answer: TokenAnswer }
  | { kind: 'refused'; code: MessageCode; httpStatus: number };

/**
 * Rotation: a refresh token works once. A replayed (already used) token revokes its whole
 * family, so the newer token dies too (401 UAC102).
 */
export async function rotateRefreshToken(ctx: AuthContext, presented: string): Promise<TokenAnswer> {
  const now = ctx.now();
  const outcome = await ctx.db.transaction<RotateOutcome>(async (tx: Db) => {
    const stored = await lockRefreshToken(tx, hashRefreshToken(presented));
    const decision = decideRefresh(stored, now);
    if (!stored || decision === 'reject') return { kind: 'refused', code: 'UAC102', httpStatus: 401 };
    if (decision === 'reuse') {
      await revokeSession(tx, stored.session.id, 'refresh-token-reuse');
      ctx.logger?.warn({ sessionId: stored.session.id }, 'refresh token reused: session family revoked');
      return { kind: 'refused', code: 'UAC102', httpStatus: 401 };
    }
    const user = await findUserById(tx, stored.session.userId);
    if (!user || !user.active || !user.merchantId) {
      await revokeSession(tx, stored.session.id, 'user-inactive');
      return user && !user.active ? { kind: 'refused', code: 'UAC115', httpStatus: 403 } : { kind: 'refused', code: 'UAC102', httpStatus: 401 };
    }
    await markRefreshTokenUsed(tx, stored.id);
    const refreshToken = newRefreshToken();
    const expiresAt = addSeconds(now, REFRESH_TOKEN_MAX_AGE_SECONDS);
    await insertRefreshToken(tx, stored.session.id, hashRefreshToken(refreshToken), expiresAt);
    await extendSession(tx, stored.session.id, expiresAt);
    const merchants = switchableMerchants(user, await listMerchantIds(tx));
    const account = stored.session.account;
    const accessToken = ctx.tokens.sign(toAccessClaims(user, account, stored.session.id));
    return { kind: 'ok', answer: tokenAnswer(accessToken, refreshToken, toSessionUser(user, account, merchants)) };
  });
  // A revocation (reuse, inactive user) wrote hub.auth.session-revoked.v1 to the outbox: publish it now.
  if (outcome.kind === 'refused') await ctx.eventing.outbox.nudge();
  if (outcome.kind === 'refused') throw new AppError(outcome.code, outcome.httpStatus);
  return outcome.answer;
}
