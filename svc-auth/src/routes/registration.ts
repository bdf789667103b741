import {
  EVENT_TYPES,
  PERMISSIONS,
  SERIAL_KEY_STATES,
  isValidTimeZone,
  normalizeSerialKey,
  registrationApi,
  serialKeysApi,
} from '@hub/contracts';
import { AppError, createEvent, errorBody, route, type RouteDefinition } from '@hub/service-kit';
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { randomBytes } from 'node:crypto';
import type { AuthContext } from '../context';
import { insertFirstAdmin, insertMasterStore, insertMerchant } from '../db/registration';
import { findSerialKey, findSerialKeyForUpdate, insertSerialKey, listSerialKeys, markSerialKeyRegistered, revokeSerialKey, toSerialKey } from '../db/serial-keys';
import { storeReplicaData } from '../db/stores';
import { emailTaken } from '../db/user-admin';
import { findUserById } from '../db/users';
import { userChangedEvents } from '../events/user-events';
import { mailLocale, verificationMailEvents } from './account-verification';
import { hashPassword } from '../domain/passwords';
import { merchantIdCandidates, registrationFormRefusal, serialKeyFromBytes, serialKeyRefusal, type Refusal } from '../domain/registration';
import { serialKeyForCaller } from '../domain/serial-key-mask';
import { initialAccount } from '../domain/session-user';
import { openSession } from '../sessions';

/** Serial keys belong to no merchant: a provider's (MERCHANTS_ALL_ACCESS) with the serial-key permission. */
const providerOnly = (permission: string) => ({ all: [permission, PERMISSIONS.MERCHANTS_ALL_ACCESS] });

function refuse(r: Refusal | undefined): void {
  if (r) throw new AppError(r.code, r.httpStatus, r.details);
}

const today = (ctx: AuthContext) => ctx.now().toISOString().slice(0, 10);

const termsOf = (row: { start_date: string; end_date: string | null; merchant_id: string | null; revoked_at: Date | null }) => ({
  startDate: row.start_date,
  endDate: row.end_date,
  merchantId: row.merchant_id,
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at).toISOString(),
});

/** Registrations per address per window, as sign-in's attempts per address (HUB_SIGNIN_RATE_LIMIT): 429 UR111. */
function registrationLimiter(ctx: AuthContext): RequestHandler {
  return rateLimit({
    windowMs: ctx.signinProtection.windowMs,
    limit: ctx.signinProtection.perAddressAndEmail,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'register-address',
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? 'unknown'),
    handler: (req: Request, res: Response) => {
      res.status(429).json(errorBody(req, 'UR111'));
    },
  });
}

/** Merchant registration (public) and the provider's serial keys (issue 15 item 5). */
export function registrationRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(registrationApi.register, {
      permission: 'public',
      summary:
        'Registers a merchant with a serial key (201 UR004, its ADMIN signed in): UR103 no key, IP100 missing field or password rules, UR109 e-mail, UR104 unknown key, UR105 key used, UR106 expired, UR107 revoked, UR108 not valid yet, UR100 e-mail taken, UR101 failed (nothing kept); 429 UR111. Publishes the MASTER store and hub.auth.merchant-registered.v1 (its licence).',
      before: [registrationLimiter(ctx)],
      handler: async ({ body, req }) => {
        refuse(registrationFormRefusal(body));
        const key = normalizeSerialKey(body.serialKey);
        const day = today(ctx);
        const found = await findSerialKey(ctx.db, key);
        refuse(serialKeyRefusal(found && termsOf(found), day));
        const email = body.email.trim();
        if (await emailTaken(ctx.db, email)) throw new AppError('UR100', 409);
        const name = body.merchantName.trim();
        const passwordHash = await hashPassword(body.password);
        const tz = body.tz !== null && isValidTimeZone(body.tz) ? body.tz : null;
        let registered: { merchantId: string; userId: string };
        try {
          registered = await ctx.eventing.transaction(async (tx, emit) => {
            // Under the key's row lock: a second registration with the same key waits, then finds it used (UR105).
            const locked = await findSerialKeyForUpdate(tx, key);
            refuse(serialKeyRefusal(locked && termsOf(locked), day));
            const merchantId = await insertMerchant(tx, merchantIdCandidates(name), name);
            if (!merchantId) throw new AppError('UR101', 500);
            const store = await insertMasterStore(tx, merchantId, tz);
            const userId = await insertFirstAdmin(tx, { merchantId, email, userName: body.userName.trim(), passwordHash });
            if (!userId) throw new AppError('UR100', 409);
            const terms = { type: locked!.type, hardwareType: locked!.hardware_type, quantity: Number(locked!.quantity), startDate: locked!.start_date, endDate: locked!.end_date };
            await markSerialKeyRegistered(tx, locked!.id, merchantId, ctx.now());
            await emit([
              createEvent(EVENT_TYPES.STORE_CREATED, merchantId, storeReplicaData(store)),
              // The key's licence, under the key's id (one merchant per key): svc-stocktake holds it and
              // publishes it back (hub.stocktake.licence-changed.v1) into the banner's licence replica.
              createEvent(EVENT_TYPES.MERCHANT_REGISTERED, merchantId, { name, licence: { id: locked!.id, ...terms } }),
              // The first ADMIN, for svc-notify's recipients; its address starts pending (issue 29 item 2).
              ...(await userChangedEvents(tx, [userId])),
              ...(await verificationMailEvents(tx, ctx, { id: userId, email, userName: body.userName.trim(), merchantId }, mailLocale(req, undefined))),
              ctx.eventing.auditEvent(merchantId, { userId, action: 'merchant.registered', details: { name, email, licence: terms }, ip: req.ip ?? null }),
            ]);
            return { merchantId, userId };
          });
        } catch (error) {
          if (error instanceof AppError) throw error;
          ctx.logger?.error({ err: error }, 'merchant registration failed');
          throw new AppError('UR101', 500);
        }
        const user = await findUserById(ctx.db, registered.userId);
        const account = user && initialAccount(user);
        if (!user || !account) throw new AppError('UR101', 500);
        const { passwordHash: _hash, ...record } = user;
        const answer = await openSession(ctx, record, account);
        return {
          code: 'UR004',
          data: { ...answer, merchantId: registered.merchantId },
          topLevel: { accessToken: answer.accessToken, refreshToken: answer.refreshToken },
        };
      },
    }),
    route(serialKeysApi.list, {
      permission: providerOnly(PERMISSIONS.SERIAL_KEYS_READ_PREVIEW),
      apiKeys: false,
      summary:
        'Every serial key the provider issued, newest first, with its state today and the merchant that registered with it (SK000); masked for a caller who may not issue keys.',
      handler: async ({ auth }) => {
        const day = today(ctx);
        const keys = (await listSerialKeys(ctx.db, day)).map((k) => serialKeyForCaller(auth.roles, k));
        return { code: 'SK000', data: { keys, today: day, states: SERIAL_KEY_STATES } };
      },
    }),
    route(serialKeysApi.create, {
      permission: providerOnly(PERMISSIONS.SERIAL_KEYS_CREATE),
      apiKeys: false,
      summary: 'Issues a serial key (201 SK001): licence type, hardware type, quantity, start and end dates; LIC100 when it ends before it starts.',
      handler: async ({ body, auth, scope, req }) => {
        if (body.endDate !== null && body.endDate < body.startDate) throw new AppError('LIC100', 400);
        const created = await ctx.eventing.transaction(async (tx, emit) => {
          const row = await insertSerialKey(tx, serialKeyFromBytes(randomBytes(13)), body, auth.sub, today(ctx));
          const { key: _secret, ...details } = row;
          await emit([ctx.eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'serial-key.issued', details: { id: details.id, type: details.type, quantity: details.quantity, startDate: details.startDate, endDate: details.endDate }, ip: req.ip ?? null })]);
          return row;
        });
        return { code: 'SK001', data: created };
      },
    }),
    route(serialKeysApi.revoke, {
      permission: providerOnly(PERMISSIONS.SERIAL_KEYS_MODIFY),
      apiKeys: false,
      summary: 'Revokes a serial key no merchant registered with (SK002): UR107 for whoever tries it next; SK100 unknown, SK101 registered already.',
      handler: async ({ params, auth, scope, req }) => {
        const row = await ctx.eventing.transaction(async (tx, emit) => {
          const revoked = await revokeSerialKey(tx, params.id, auth.sub);
          if (!revoked) throw new AppError('SK100', 404);
          if (revoked.merchant_id !== null) throw new AppError('SK101', 409);
          await emit([ctx.eventing.auditEvent(scope.merchantId, { userId: auth.sub, action: 'serial-key.revoked', details: { id: revoked.id }, ip: req.ip ?? null })]);
          return revoked;
        });
        return { code: 'SK002', data: serialKeyForCaller(auth.roles, toSerialKey(row, today(ctx))) };
      },
    }),
  ];
}
