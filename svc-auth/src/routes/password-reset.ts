import {
  EVENT_TYPES,
  isValidUserEmail,
  localeFromAcceptLanguage,
  passwordResetApi,
  resetLinkPath,
  resetPasswordRuleViolations,
  type PasswordResetCheckAnswer,
  type PasswordResetRequestedData,
} from '@hub/contracts';
import { AppError, createEvent, route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { updatePasswordHash } from '../db/accounts';
import { consumeResetCodes, countRecentResetRequests, findResetCode, insertResetCode, recordResetRequest, type ResetCodeRow } from '../db/password-reset';
import { revokeSession } from '../db/sessions';
import { openSessionIds } from '../db/user-admin';
import { findUserByEmail } from '../db/users';
import {
  hashResetCode,
  hashResetEmail,
  isWellFormedResetCode,
  newResetCode,
  resetCodeRefusal,
  resetRequestAllowed,
  resetWindowStart,
} from '../domain/password-reset';
import { hashPassword, verifyPassword } from '../domain/passwords';

/** The stored code a request names, or undefined (malformed codes are never looked up). */
async function lookUpCode(db: Db, code: string, forUpdate = false): Promise<ResetCodeRow | undefined> {
  return isWellFormedResetCode(code) ? findResetCode(db, hashResetCode(code), forUpdate) : undefined;
}

function refuseUnusable(stored: ResetCodeRow | undefined, now: Date): ResetCodeRow {
  const refusal = resetCodeRefusal(stored, now);
  if (refusal || !stored) throw new AppError(refusal?.code ?? 'URR102', refusal?.httpStatus ?? 404);
  return stored;
}

/**
 * Password reset by e-mail (issue 4 item 6). Public routes; the code travels in bodies only (never
 * in a path an access log could keep), and in the `hub.auth.password-reset-requested.v1` event to
 * svc-notify, which mails the link.
 */
export function passwordResetRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(passwordResetApi.request, {
      permission: 'public',
      summary:
        'Request a reset link by e-mail: 200 URR000 whether or not the address is registered; 400 UR109 for a malformed address; 429 UAC117 past the per-e-mail or per-address limit.',
      handler: async ({ body, req }) => {
        if (!isValidUserEmail(body.email)) throw new AppError('UR109', 400);
        const now = ctx.now();
        const { limits, ttlMs } = ctx.passwordReset;
        const emailHash = hashResetEmail(body.email);
        const ip = req.ip ?? 'unknown';
        const recent = await countRecentResetRequests(ctx.db, emailHash, ip, resetWindowStart(now, limits.windowMs));
        if (!resetRequestAllowed(recent, limits)) throw new AppError('UAC117', 429);
        const locale = body.locale ?? localeFromAcceptLanguage(req.headers['accept-language']);
        const user = await findUserByEmail(ctx.db, body.email);
        await ctx.db.transaction(async (tx) => {
          await recordResetRequest(tx, emailHash, ip);
          // Deactivated users and users of no merchant could not sign in anyway (UAC115, UAC105): no mail.
          if (!user || !user.active || !user.merchantId) return;
          const code = newResetCode();
          const expiresAt = new Date(now.getTime() + ttlMs);
          await insertResetCode(tx, user.id, hashResetCode(code), expiresAt);
          const data: PasswordResetRequestedData = {
            userId: user.id,
            email: user.email,
            userName: user.userName,
            locale,
            resetPath: resetLinkPath(code),
            expiresAt: expiresAt.toISOString(),
          };
          await ctx.eventing.outbox.add(tx, [
            createEvent(EVENT_TYPES.PASSWORD_RESET_REQUESTED, user.merchantId, data, now),
            ctx.eventing.auditEvent(user.merchantId, { userId: user.id, action: 'user.password-reset-requested', ip: req.ip ?? null }),
          ]);
        });
        // Not awaited: a registered address must not answer measurably later than an unknown one.
        void ctx.eventing.outbox.nudge();
        return { code: 'URR000', data: null };
      },
    }),
    route(passwordResetApi.check, {
      permission: 'public',
      summary: 'Check a reset code: 200 URR002 with its expiry; 404 URR102 unknown, 410 URR100 used, 410 URR103 expired, 403 UAC115 deactivated.',
      handler: async ({ body }) => {
        const stored = refuseUnusable(await lookUpCode(ctx.db, body.code), ctx.now());
        const answer: PasswordResetCheckAnswer = { expiresAt: stored.expiresAt.toISOString() };
        return { code: 'URR002', data: answer };
      },
    }),
    route(passwordResetApi.reset, {
      permission: 'public',
      summary:
        'Set a new password with a reset code: the code refusals of /reset/check, then spec section 5 rules (400 IP100 with details, "differs" against the previous password); 200 URR001 revokes every session of the user.',
      handler: async ({ body, req }) => {
        const stored = refuseUnusable(await lookUpCode(ctx.db, body.code), ctx.now());
        let violations = resetPasswordRuleViolations(body);
        if (violations.length === 0 && (await verifyPassword(stored.passwordHash, body.password))) {
          violations = resetPasswordRuleViolations(body, true);
        }
        if (violations.length > 0) throw new AppError('IP100', 400, violations);
        const hash = await hashPassword(body.password);
        let revoked = 0;
        await ctx.db.transaction(async (tx) => {
          // Locked and judged again: of two resets racing with one code, the second finds it used.
          const locked = refuseUnusable(await lookUpCode(tx, body.code, true), ctx.now());
          await updatePasswordHash(tx, locked.userId, hash);
          await consumeResetCodes(tx, locked.id, locked.userId);
          for (const sessionId of await openSessionIds(tx, locked.userId)) {
            if (await revokeSession(tx, sessionId, 'password-reset')) revoked += 1;
          }
          await ctx.eventing.outbox.add(
            tx,
            ctx.eventing.auditEvent(locked.merchantId ?? '-', {
              userId: locked.userId,
              action: 'user.password-reset',
              details: { sessionsRevoked: revoked },
              ip: req.ip ?? null,
            }),
          );
        });
        // hub.auth.session-revoked.v1 of each session and the audit entry are in the outbox: publish now.
        await ctx.eventing.outbox.nudge();
        return { code: 'URR001', data: null };
      },
    }),
  ];
}
