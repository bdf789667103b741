import { EVENT_TYPES, refreshBodySchema, signinBodySchema } from '@hub/contracts';
import { AppError, createEvent, errorBody, route, type RouteDefinition } from '@hub/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { recordAudit } from '../db/audit';
import { revokeSession } from '../db/sessions';
import { findUserByEmail } from '../db/users';
import { verifyPassword } from '../domain/passwords';
import { initialAccount, signinRefusal, type UserRecord } from '../domain/session-user';
import { openSession, rotateRefreshToken } from '../sessions';


interface Refusal {
  code: string;
  httpStatus: number;
}

/** passport-local with argon2 verification; refusals carry the code of spec section 8. */
function createPassport(ctx: AuthContext): passport.PassportStatic {
  const instance = new passport.Passport() as passport.PassportStatic;
  instance.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: false }, (email, password, done) => {
      void (async () => {
        const user = await findUserByEmail(ctx.db, email);
        const passwordOk = await verifyPassword(user?.passwordHash, password);
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

function authenticateLocal(instance: passport.PassportStatic, req: Request, res: Response): Promise<UserRecord> {
  return new Promise((resolve, reject) => {
    const handler = instance.authenticate('local', { session: false }, (err: unknown, user: UserRecord | false, info?: Refusal) => {
      if (err) return reject(err);
      if (!user) return reject(new AppError(info?.code ?? 'UAC100', info?.httpStatus ?? 401));
      resolve(user);
    }) as RequestHandler;
    handler(req, res, (err?: unknown) => (err ? reject(err) : undefined));
  });
}

/** 10 sign-ins per 15 minutes per IP and e-mail (configurable); the 11th answers 429 UAC117. */
function signinLimiter(ctx: AuthContext): RequestHandler {
  return rateLimit({
    windowMs: ctx.signinRateLimit.windowMs,
    limit: ctx.signinRateLimit.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const body: unknown = req.body;
      const email = body && typeof body === 'object' && typeof (body as { email?: unknown }).email === 'string' ? (body as { email: string }).email : '';
      return `${ipKeyGenerator(req.ip ?? 'unknown')}|${email.trim().toLowerCase()}`;
    },
    handler: (req, res) => {
      res.status(429).json(errorBody(req, 'UAC117'));
    },
  });
}

const refreshBody = z.object({ refreshToken: z.unknown().optional() }).passthrough();

export function userRoutes(ctx: AuthContext): RouteDefinition[] {
  const local = createPassport(ctx);
  return [
    route({
      method: 'post',
      path: '/merchant/user/signin',
      permission: 'public',
      summary: 'Sign in with e-mail and password (passport-local, argon2id); rate limited.',
      before: [signinLimiter(ctx)],
      body: signinBodySchema,
      handler: async ({ req, res }) => {
        const user = await authenticateLocal(local, req, res);
        const account = initialAccount(user);
        if (!account) throw new AppError('UAC105', 401);
        const answer = await openSession(ctx, user, account);
        await recordAudit(ctx.db, { merchantId: account.merchantId, userId: user.id, action: 'user.signin', ip: req.ip ?? null });
        await ctx.bus.publish(createEvent(EVENT_TYPES.USER_SIGNED_IN, account.merchantId, { userId: user.id }));
        return { code: 'UAC000', data: answer };
      },
    }),
    route({
      method: 'post',
      path: '/merchant/user/refresh',
      permission: 'public',
      summary: 'Rotate a refresh token: works once; a replay revokes the whole family.',
      body: refreshBody,
      handler: async ({ body }) => {
        const parsed = refreshBodySchema.safeParse(body);
        if (body.refreshToken === undefined || body.refreshToken === null || body.refreshToken === '') throw new AppError('UAC101', 401);
        if (!parsed.success) throw new AppError('UAC102', 401);
        return { code: 'UAC001', data: await rotateRefreshToken(ctx, parsed.data.refreshToken) };
      },
    }),
    route({
      method: 'delete',
      path: '/merchant/user/signout',
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
