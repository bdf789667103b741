import {
  accountVerificationApi,
  emailVerificationLinkPath,
  EVENT_TYPES,
  localeFromAcceptLanguage,
  PERMISSIONS,
  pinRuleViolations,
  type EmailVerificationRequestedData,
  type Locale,
  type PinResetRequestAnswer,
  type PinResetRequestedData,
} from '@hub/contracts';
import { AppError, createEvent, route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { Request } from 'express';
import type { AuthContext } from '../context';
import { findCredentials, updatePinHash } from '../db/accounts';
import {
  countPinOtpsSince,
  findVerificationCode,
  lockOpenPinOtp,
  markEmailVerified,
  markPinOtpUsed,
  recordWrongPinOtp,
  replacePinOtp,
  replaceVerificationCode,
  type VerificationCodeRow,
} from '../db/account-verification';
import { revokeSession } from '../db/sessions';
import { findMerchantUser, openSessionIds } from '../db/user-admin';
import { findUserById } from '../db/users';
import {
  hashPinOtp,
  isWellFormedVerificationCode,
  newOtpSalt,
  newPinOtp,
  pinOtpMatches,
  pinOtpRefusal,
  pinResetRequestAllowed,
  verificationCodeRefusal,
  voidsAfterWrongTry,
  type PinOtpRefusal,
} from '../domain/account-verification';
import { hashResetCode, newResetCode } from '../domain/password-reset';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { userWithinCallerStores } from '../domain/user-admin';
import { userChangedEvents } from '../events/user-events';

/** The language of a mail: the one the body names, else the request's Accept-Language. */
export function mailLocale(req: Request, locale: Locale | undefined): Locale {
  return locale ?? localeFromAcceptLanguage(req.headers['accept-language']);
}

/**
 * A new verification link for the user's address (the older links stop working), as the event
 * svc-notify mails it from: for `emit` in the transaction that made the user or changed the address.
 */
export async function verificationMailEvents(
  tx: Db,
  ctx: AuthContext,
  user: { id: string; email: string; userName: string; merchantId: string },
  locale: Locale,
) {
  const now = ctx.now();
  const code = newResetCode();
  const expiresAt = new Date(now.getTime() + ctx.emailVerification.ttlMs);
  await replaceVerificationCode(tx, user.id, user.email, hashResetCode(code), expiresAt);
  const data: EmailVerificationRequestedData = {
    userId: user.id,
    email: user.email,
    userName: user.userName,
    locale,
    verifyPath: emailVerificationLinkPath(code),
    expiresAt: expiresAt.toISOString(),
  };
  return [createEvent(EVENT_TYPES.EMAIL_VERIFICATION_REQUESTED, user.merchantId, data, now)];
}

async function usableLink(db: Db, code: string, now: Date, forUpdate = false): Promise<VerificationCodeRow> {
  const stored = isWellFormedVerificationCode(code) ? await findVerificationCode(db, hashResetCode(code), forUpdate) : undefined;
  const refusal = verificationCodeRefusal(stored, now);
  if (refusal || !stored) throw new AppError(refusal?.code ?? 'UAC122', refusal?.httpStatus ?? 404);
  return stored;
}

/**
 * E-mail verification and the PIN reset (issue 29 items 1 and 2). The verification code travels in
 * a body (never in a path an access log keeps); the OTP only in the mail's event and the user's body.
 */
export function accountVerificationRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(accountVerificationApi.verifyEmail, {
      permission: 'public',
      summary:
        "Verify a user's e-mail with the link's code: 200 UAC009; 404 UAC122 unknown, 410 UAC124 used or voided (a newer link, a corrected address), 410 UAC123 expired.",
      handler: async ({ body, req }) => {
        await usableLink(ctx.db, body.code, ctx.now());
        await ctx.eventing.transaction(async (tx, emit) => {
          // Locked and judged again: of two clicks racing, the second finds the link used.
          const link = await usableLink(tx, body.code, ctx.now(), true);
          await markEmailVerified(tx, link.id, link.userId);
          if (!link.merchantId) return;
          await emit([
            ...(await userChangedEvents(tx, [link.userId])),
            ctx.eventing.auditEvent(link.merchantId, { userId: link.userId, action: 'user.email-verified', details: { email: link.email }, ip: req.ip ?? null }),
          ]);
        });
        return { code: 'UAC009', data: null };
      },
    }),
    route(accountVerificationApi.resendVerification, {
      permission: PERMISSIONS.USERS_MANAGEMENT_MODIFY,
      summary:
        "Mail a pending user of the caller's merchant a new verification link (UAC008; the older links stop working). Unknown user 404 UR110; an address already verified 409 UAC125.",
      handler: async ({ scope, auth, params, body, req }) => {
        const sent = await ctx.eventing.transaction(async (tx, emit) => {
          const target = await findMerchantUser(tx, scope.merchantId, params.email, true);
          if (!target || !userWithinCallerStores(target.stores, scope.storeCodes)) throw new AppError('UR110', 404);
          if (target.emailVerified) throw new AppError('UAC125', 409);
          await emit([
            ...(await verificationMailEvents(tx, ctx, { ...target, merchantId: scope.merchantId }, mailLocale(req, body.locale))),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'user.email-verification-sent',
              details: { email: target.email },
              ip: req.ip ?? null,
            }),
          ]);
          const { id: _id, baseRole: _baseRole, ...user } = target;
          return user;
        });
        return { code: 'UAC008', data: sent };
      },
    }),
    route(accountVerificationApi.requestPinReset, {
      permission: 'authenticated',
      summary:
        "Mail the signed-in user a one-time password to set a new PIN with (UAC010, with the OTP's expiry; an older OTP stops working); 429 UAC117 past the per-user limit.",
      handler: async ({ auth, body, req }) => {
        const user = await findUserById(ctx.db, auth.sub);
        if (!user) throw new AppError('UAC104', 401);
        const now = ctx.now();
        const { ttlMs, windowMs } = ctx.pinReset;
        if (!pinResetRequestAllowed(await countPinOtpsSince(ctx.db, user.id, new Date(now.getTime() - windowMs)), ctx.pinReset)) {
          throw new AppError('UAC117', 429);
        }
        const otp = newPinOtp();
        const salt = newOtpSalt();
        const expiresAt = new Date(now.getTime() + ttlMs);
        await ctx.eventing.transaction(async (tx, emit) => {
          await replacePinOtp(tx, user.id, hashPinOtp(otp, user.id, salt), salt, expiresAt);
          const data: PinResetRequestedData = { userId: user.id, email: user.email, userName: user.userName, locale: mailLocale(req, body.locale), otp, expiresAt: expiresAt.toISOString() };
          await emit([
            createEvent(EVENT_TYPES.PIN_RESET_REQUESTED, auth.merchantID, data, now),
            ctx.eventing.auditEvent(auth.merchantID, { userId: user.id, action: 'user.pin-reset-requested', ip: req.ip ?? null }),
          ]);
        });
        const answer: PinResetRequestAnswer = { expiresAt: expiresAt.toISOString() };
        return { code: 'UAC010', data: answer };
      },
    }),
    route(accountVerificationApi.confirmPinReset, {
      permission: 'authenticated',
      summary:
        "Set the signed-in user's PIN with the mailed OTP: 410 URR101 no open OTP (used, voided after too many wrong tries, never asked), 410 URR105 expired, 400 URR104 wrong; then the PIN rules (400 IP100 with details, \"differs\" against the current PIN). 200 UAC011 ends the user's other sessions.",
      handler: async ({ auth, body, req }) => {
        const userId = auth.sub;
        // A wrong OTP is counted (and may void it) whatever follows: its own transaction, committed before the refusal.
        const refusal = await ctx.eventing.transaction(async (tx, emit): Promise<PinOtpRefusal | undefined> => {
          const open = await lockOpenPinOtp(tx, userId);
          const r = pinOtpRefusal(open, !!open && pinOtpMatches(body.otp, userId, open.salt, open.otpHash), ctx.now());
          if (open && r?.code === 'URR104') await recordWrongPinOtp(tx, open.id, voidsAfterWrongTry(open, ctx.pinReset));
          if (r) await emit(ctx.eventing.auditEvent(auth.merchantID, { userId, action: 'user.pin-reset-refused', details: { code: r.code }, ip: req.ip ?? null }));
          return r;
        });
        if (refusal) throw new AppError(refusal.code, refusal.httpStatus);
        const credentials = await findCredentials(ctx.db, userId);
        let violations = pinRuleViolations({ currentPin: '', pin: body.pin, confirmPin: body.confirmPin }, false);
        if (violations.length === 0 && credentials?.pinHash && (await verifyPassword(credentials.pinHash, body.pin))) {
          violations = [{ field: 'pin', rule: 'differs' }];
        }
        if (violations.length > 0) throw new AppError('IP100', 400, violations);
        const hash = await hashPassword(body.pin);
        let revoked = 0;
        await ctx.eventing.transaction(async (tx, emit) => {
          const open = await lockOpenPinOtp(tx, userId);
          // Judged again under the lock: of two confirmations racing with one OTP, the second finds none open.
          const again = pinOtpRefusal(open, !!open && pinOtpMatches(body.otp, userId, open.salt, open.otpHash), ctx.now());
          if (again || !open) throw new AppError(again?.code ?? 'URR101', again?.httpStatus ?? 410);
          await markPinOtpUsed(tx, open.id);
          await updatePinHash(tx, userId, hash);
          for (const sessionId of await openSessionIds(tx, userId)) {
            if (sessionId !== auth.sessionId && (await revokeSession(tx, sessionId, 'pin-reset'))) revoked += 1;
          }
          await emit(ctx.eventing.auditEvent(auth.merchantID, { userId, action: 'user.pin-reset', details: { sessionsRevoked: revoked }, ip: req.ip ?? null }));
        });
        return { code: 'UAC011', data: null };
      },
    }),
  ];
}
