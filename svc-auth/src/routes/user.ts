import { accountVerificationApi, EVENT_TYPES, refreshBodySchema, sessionApi, type MessageCode, type TokenAnswer } from '@hub/contracts';
import { AppError, createEvent, errorBody, route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AuthContext } from '../context';
import { recordAudit } from '../db/audit';
import { revokeSession } from '../db/sessions';
import { findUserByEmail } from '../db/users';
import { verifyPassword } from '../domain/passwords';
import { accountLockMs, nextFailureCount, secondsLocked, type AccountBackoff } from '../domain/signin-protection';
import { clearSigninFailures, findSigninFailures, saveSigninFailures } from '../db/signin-failures';
import { initialAccount, pinSigninRefusal, signinRefusal, type UserRecord } from '../domain/session-user';
import { findCredentials } from '../db/accounts';
import { openSession, rotateRefreshToken } from '../sessions';


interface Refusal {
  code: MessageCode;
  httpStatus: number;
  retryAfterSeconds?: number;
}

/**
 * passport-local with argon2 verification; refusals carry the code of spec section 8. A known
 * account that is waiting out its backoff is refused (429 UAC120) before its password is checked;
 * a wrong password counts towards the backoff, a right one clears it.
 */
function createPassport(ctx: AuthContext): passport.PassportStatic {
  const instance = new passport.Passport() as passport.PassportStatic;
  const backoff = ctx.signinProtection.account;
  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
      void (async () => {
        const user = await findUserByEmail(ctx.db, email);
        if (user) {
          const wait = secondsLocked((await findSigninFailures(ctx.db, user.id))?.lockedUntil, ctx.now());
          const locked: Refusal = { code: 'UAC120', httpStatus: 429, retryAfterSeconds: wait };
          if (wait > 0) return done(null, false, { message: locked.code, ...locked });
        }
        const passwordOk = await verifyPassword(user?.passwordHash, password);
        if (user && !passwordOk) await countFailure(ctx.db, user.id, ctx.now(), backoff);
        if (user && passwordOk) await clearSigninFailures(ctx.db, user.id);
        const refusal = signinRefusal(user, passwordOk);
        if (refusal || !user) {
          const r = refusal ?? { code: 'UAC100', httpStatus: 401 };
          return done(null, false, { message: r.code, ...r });
        }
        const { passwordHash: _hash, ...record } = user;
        return done(null, record);
      })().catch((err: unknown) => done(err));
    }),
  );
  return instance;
}

/** One more wrong password of the account: the count goes on (or starts again) and may lock it. */
async function countFailure(db: Db, userId: string, now: Date, backoff: AccountBackoff): Promise<void> {
  await db.transaction(async (tx) => {
    const failures = nextFailureCount(await findSigninFailures(tx, userId, true), now, backoff);
    const lockMs = accountLockMs(failures, backoff);
    await saveSigninFailures(tx, userId, { failures, lastFailedAt: now, lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null });
  });
}

function authenticateLocal(instance: passport.PassportStatic, req: Request, res: Response): Promise<UserRecord> {
  return new Promise((resolve, reject) => {
    const handler = instance.authenticate('local', { session: false }, (err: unknown, user: UserRecord | false, info?: Refusal) => {
      if (err) return reject(err);
      if (!user) {
        if (info?.retryAfterSeconds) res.setHeader('Retry-After', String(info.retryAfterSeconds));
        return reject(new AppError(info?.code ?? 'UAC100', info?.httpStatus ?? 401));
      }
      resolve(user);
    }) as RequestHandler;
    handler(req, res, (err?: unknown) => (err ? reject(err) : undefined));
  });
}

function emailOf(req: Request): string {
  const body: unknown = req.body;
  const email = body && typeof body === 'object' && typeof (body as { email?: unknown }).email === 'string' ? (body as { email: string }).email : '';
  return email.trim().toLowerCase();
}

/**
 * The two address limits of sign-in (domain/signin-protection.ts): every attempt per address and
 * e-mail (429 UAC118), and failed attempts per address across e-mails, against password spraying
 * (429 UAC119; a successful sign-in is not counted). Both per process, in memory.
 */
function signinLimiters(ctx: AuthContext): RequestHandler[] {
  const { windowMs, perAddressAndEmail, perAddressFailures } = ctx.signinProtection;
  const refuse = (code: 'UAC118' | 'UAC119') => (req: Request, res: Response) => {
    res.status(429).json(errorBody(req, code));
  };
  return [
    rateLimit({
      windowMs,
      limit: perAddressFailures,
      skipSuccessfulRequests: true,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: 'signin-address',
      keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
      handler: refuse('UAC119'),
    }),
    rateLimit({
      windowMs,
      limit: perAddressAndEmail,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      identifier: 'signin-address-email',
      keyGenerator: (req) => `${ipKeyGenerator(req.ip ?? 'unknown')}|${emailOf(req)}`,
      handler: refuse('UAC118'),
    }),
  ];
}

/** Spec section 7: clients read `accessToken` and `refreshToken` at the top level of the answer (also in `data`). */
function tokenFields(answer: TokenAnswer): Pick<TokenAnswer, 'accessToken' | 'refreshToken'> {
  return { accessToken: answer.accessToken, refreshToken: answer.refreshToken };
}

/** A session for a user whose credential was accepted: its tokens, the audit row and the signed-in event. */
async function signedIn(ctx: AuthContext, user: UserRecord, req: Request, method?: 'pin'): Promise<TokenAnswer> {
  const account = initialAccount(user);
  if (!account) throw new AppError('UAC105', 401);
  const answer = await openSession(ctx, user, account);
  // The audit row and the event commit together; the event leaves through the outbox like every other.
  await ctx.eventing.transaction(async (tx, emit) => {
    await recordAudit(tx, { merchantId: account.merchantId, userId: user.id, action: 'user.signin', ...(method ? { details: { method } } : {}), ip: req.ip ?? null });
    await emit(createEvent(EVENT_TYPES.USER_SIGNED_IN, account.merchantId, { userId: user.id }));
  });
  return answer;
}

export function userRoutes(ctx: AuthContext): RouteDefinition[] {
  const local = createPassport(ctx);
  return [
    route(sessionApi.signIn, {
      permission: 'public',
      summary:
        'Sign in with e-mail and password (passport-local, argon2id): UAC012 instead of UAC000 when the password is a temporary one an administrator set (the session must choose a new password; other calls 403 UAC126); UAC100 unknown e-mail, UAC110 wrong password; 429 UAC118 per address and e-mail, UAC119 failures per address, UAC120 account backoff.',
      before: signinLimiters(ctx),
      handler: async ({ req, res }) => {
        const user = await authenticateLocal(local, req, res);
        const answer = await signedIn(ctx, user, req);
        // Issue 29 item 3: a temporary password's session must choose a new one first (UAC012; others 403 UAC126).
        return { code: user.passwordChangeRequired ? 'UAC012' : 'UAC000', data: answer, topLevel: tokenFields(answer) };
      },
    }),
    route(accountVerificationApi.signInWithPin, {
      permission: 'public',
      summary:
        'Sign in a shared store device with e-mail and PIN (ADR 0037): UAC100 unknown e-mail, UAC111 no or wrong PIN (counted in the account backoff, UAC120), UAC115, UAC105, 403 UAC114 for a role that is not store-bound; the address limits of sign-in (UAC118, UAC119).',
      before: signinLimiters(ctx),
      handler: async ({ body, req, res }) => {
        const user = await findUserByEmail(ctx.db, body.email);
        if (user) {
          const wait = secondsLocked((await findSigninFailures(ctx.db, user.id))?.lockedUntil, ctx.now());
          if (wait > 0) {
            res.setHeader('Retry-After', String(wait));
            throw new AppError('UAC120', 429);
          }
        }
        const pinHash = user ? (await findCredentials(ctx.db, user.id))?.pinHash : undefined;
        const pinOk = await verifyPassword(pinHash ?? undefined, body.pin);
        if (user && !pinOk) await countFailure(ctx.db, user.id, ctx.now(), ctx.signinProtection.account);
        if (user && pinOk) await clearSigninFailures(ctx.db, user.id);
        const refusal = pinSigninRefusal(user, pinOk);
        if (refusal || !user) throw new AppError(refusal?.code ?? 'UAC100', refusal?.httpStatus ?? 401);
        const { passwordHash: _hash, ...record } = user;
        const answer = await signedIn(ctx, record, req, 'pin');
        return { code: 'UAC000', data: answer, topLevel: tokenFields(answer) };
      },
    }),
    route(sessionApi.refresh, {
      permission: 'public',
      summary: 'Rotate a refresh token: works once; a replay revokes the whole family.',
      handler: async ({ body }) => {
        const parsed = refreshBodySchema.safeParse(body);
        if (body.refreshToken === undefined || body.refreshToken === null || body.refreshToken === '') throw new AppError('UAC101', 401);
        if (!parsed.success) throw new AppError('UAC102', 401);
        const answer = await rotateRefreshToken(ctx, parsed.data.refreshToken);
        return { code: 'UAC001', data: answer, topLevel: tokenFields(answer) };
      },
    }),
    route(sessionApi.signOut, {
      permission: 'authenticated',
      summary: 'Revoke the session (its refresh-token family); its access token stops working.',
      handler: async ({ auth, req }) => {
        await ctx.db.transaction((tx) => revokeSession(tx, auth.sessionId, 'signout'));
        // hub.auth.session-revoked.v1 is in the outbox: the other services learn of it now.
        await ctx.eventing.outbox.nudge();
        await recordAudit(ctx.db, { merchantId: auth.merchantID, userId: auth.sub, action: 'user.signout', ip: req.ip ?? null });
        return { code: 'UAC002', data: null };
      },
    }),
  ];
}
