import {
  REFRESH_TOKEN_MAX_AGE_SECONDS,
  accountApi,
  passwordRuleViolations,
  pinRuleViolations,
  type ChangeAccountAnswer,
  type Merchant,
  type OwnProfile, type MessageCode } from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition } from '@hub/service-kit';
import { randomUUID } from 'node:crypto';
import type { AuthContext } from '../context';
import {
  countRecentAuditActions,
  findCredentials,
  isMerchantSetupDone,
  listProfilesAndStores,
  merchantExists,
  updatePasswordHash,
  updatePinHash,
} from '../db/accounts';
import { recordAudit } from '../db/audit';
import { createSession, insertRefreshToken, revokeSession } from '../db/sessions';
import { findUserById, listMerchantIds } from '../db/users';
import {
  WRONG_CURRENT_ACTION,
  WRONG_CURRENT_CREDENTIAL_WINDOW_MS,
  credentialChangeRefusal,
  decideAccountChange,
  merchantView,
} from '../domain/accounts';
import { tokenAnswer } from '../domain/issue';
import { hashPassword, verifyPassword } from '../domain/passwords';
import { addSeconds, hashRefreshToken, newRefreshToken } from '../domain/refresh-tokens';
import {
  permissionsOf,
  switchableMerchants,
  toAccessClaims,
  toSessionUser,
  type UserRecord,
} from '../domain/session-user';

function recentWrongAttempts(db: Db, userId: string, code: 'UAC110' | 'UAC111'): Promise<number> {
  const since = new Date(Date.now() - WRONG_CURRENT_CREDENTIAL_WINDOW_MS);
  return countRecentAuditActions(db, userId, WRONG_CURRENT_ACTION[code], since);
}

/** Throws the refusal; a wrong current value is first recorded, as the entry the limit counts. */
async function refuseCredentialChange(
  db: Db,
  refusal: { code: MessageCode; httpStatus: number; details?: unknown },
  who: { merchantId: string; userId: string; ip: string | null },
  wrongCurrentCode: 'UAC110' | 'UAC111',
): Promise<never> {
  if (refusal.code === wrongCurrentCode)
    await recordAudit(db, { ...who, action: WRONG_CURRENT_ACTION[wrongCurrentCode] });
  throw new AppError(refusal.code, refusal.httpStatus, refusal.details);
}

/** The signed-in user, active and still in a merchant; else 401 UAC104 / 403 UAC115. */
async function currentUser(db: Db, userId: string): Promise<UserRecord & { passwordHash: string }> {
  const user = await findUserById(db, userId);
  if (!user) throw new AppError('UAC104', 401);
  if (!user.active) throw new AppError('UAC115', 403);
  return user;
}

/** The merchant as this user may switch within it, or undefined when it is not one of theirs. */
async function switchableMerchant(
  db: Db,
  user: UserRecord,
  merchantId: string,
): Promise<{ merchant?: Merchant; switchable: string[] }> {
  const switchable = switchableMerchants(user, await listMerchantIds(db));
  if (!switchable.includes(merchantId) || !(await merchantExists(db, merchantId))) return { switchable };
  const { profiles, stores } = await listProfilesAndStores(db, merchantId);
  return { merchant: merchantView(merchantId, profiles, stores, user), switchable };
}

export function accountRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(accountApi.merchant, {
      permission: 'authenticated',
      summary: 'A merchant the caller may switch to: its profiles and the stores the caller may work in.',
      handler: async ({ auth, params }) => {
        const user = await currentUser(ctx.db, auth.sub);
        const { merchant } = await switchableMerchant(ctx.db, user, params.merchantID);
        if (!merchant) throw new AppError('UAC106', 404);
        return { code: 'UAC004', data: merchant };
      },
    }),
    route(accountApi.change, {
      permission: 'authenticated',
      summary: 'Switch merchant, profile and store: a new session (token family) replaces the current one.',
      handler: async ({ auth, body, req }) => {
        const user = await currentUser(ctx.db, auth.sub);
        const { merchant, switchable } = await switchableMerchant(ctx.db, user, body.merchantID);
        const decision = decideAccountChange(user, switchable, merchant, body);
        if ('code' in decision) throw new AppError(decision.code, decision.httpStatus);
        const { account } = decision;
        const sessionId = randomUUID();
        const refreshToken = newRefreshToken();
        const expiresAt = addSeconds(ctx.now(), REFRESH_TOKEN_MAX_AGE_SECONDS);
        await ctx.db.transaction(async (tx) => {
          await revokeSession(tx, auth.sessionId, 'account-switch');
          await createSession(tx, { id: sessionId, user, account, expiresAt });
          await insertRefreshToken(tx, sessionId, hashRefreshToken(refreshToken), expiresAt);
        });
        const accessToken = ctx.tokens.sign(toAccessClaims(user, account, sessionId));
        const answer: ChangeAccountAnswer = {
          ...tokenAnswer(accessToken, refreshToken, toSessionUser(user, account, switchable)),
          // A merchant whose setup is not done sends the user to /setup; otherwise the client picks.
          redirect: (await isMerchantSetupDone(ctx.db, account.merchantId)) ? null : '/setup',
          roles: permissionsOf(user),
        };
        await recordAudit(ctx.db, {
          merchantId: account.merchantId,
          userId: user.id,
          action: 'user.account-switch',
          details: { from: { merchantID: auth.merchantID, profile: auth.profile, sid: auth.sid }, to: body },
          ip: req.ip ?? null,
        });
        // Spec section 7: the switch answer's accessToken, refreshToken, redirect and roles are read at the top level.
        const topLevel = { accessToken: answer.accessToken, refreshToken: answer.refreshToken, redirect: answer.redirect, roles: answer.roles };
        return { code: 'UAC003', data: answer, topLevel };
      },
    }),
    route(accountApi.profile, {
      permission: 'authenticated',
      summary: "The caller's own user record for the profile page.",
      handler: async ({ auth }) => {
        const user = await currentUser(ctx.db, auth.sub);
        const credentials = await findCredentials(ctx.db, user.id);
        const profile: OwnProfile = {
          userName: user.userName,
          email: user.email,
          image: user.image,
          roleName: user.roleName,
          phone: credentials?.phone ?? null,
          merchantID: auth.merchantID,
          profile: auth.profile,
          sid: auth.sid,
          stores: [...user.stores],
          hasPin: !!credentials?.pinHash,
          passwordChangedAt: credentials?.passwordChangedAt ?? null,
          pinChangedAt: credentials?.pinChangedAt ?? null,
        };
        return { code: 'UAC005', data: profile };
      },
    }),
    route(accountApi.changePassword, {
      permission: 'authenticated',
      summary:
        'Change the own password: spec section 5 rules (400 IP100 with details), current password (401 UAC110). After a temporary password (issue 29 item 3) it lifts the hold: the next refresh answers tokens with full rights.',
      handler: async ({ auth, body, req }) => {
        const user = await currentUser(ctx.db, auth.sub);
        const recentWrong = await recentWrongAttempts(ctx.db, user.id, 'UAC110');
        const violations = passwordRuleViolations(body);
        const currentOk =
          violations.length === 0 && (await verifyPassword(user.passwordHash, body.currentPassword));
        const refusal = credentialChangeRefusal(violations, currentOk, 'UAC110', recentWrong);
        if (refusal)
          await refuseCredentialChange(
            ctx.db,
            refusal,
            { merchantId: auth.merchantID, userId: user.id, ip: req.ip ?? null },
            'UAC110',
          );
        const hash = await hashPassword(body.password);
        await ctx.db.transaction(async (tx) => {
          await findCredentials(tx, user.id, true);
          await updatePasswordHash(tx, user.id, hash);
        });
        await recordAudit(ctx.db, {
          merchantId: auth.merchantID,
          userId: user.id,
          action: 'user.password-changed',
          // Issue 29 item 3: the new password replaced a temporary one (the session refreshes to full rights).
          ...(user.passwordChangeRequired ? { details: { replacedTemporary: true } } : {}),
          ip: req.ip ?? null,
        });
        return { code: 'UAC006', data: null };
      },
    }),
    route(accountApi.changePin, {
      permission: 'authenticated',
      summary:
        'Change the own PIN: 6 digits, differs, matches (400 IP100 with details), current PIN (401 UAC111).',
      handler: async ({ auth, body, req }) => {
        const user = await currentUser(ctx.db, auth.sub);
        const credentials = await findCredentials(ctx.db, user.id);
        const hasPin = !!credentials?.pinHash;
        const recentWrong = await recentWrongAttempts(ctx.db, user.id, 'UAC111');
        const violations = pinRuleViolations(body, hasPin);
        const currentOk =
          violations.length === 0 &&
          (!hasPin || (await verifyPassword(credentials?.pinHash ?? undefined, body.currentPin)));
        const refusal = credentialChangeRefusal(violations, currentOk, 'UAC111', recentWrong);
        if (refusal)
          await refuseCredentialChange(
            ctx.db,
            refusal,
            { merchantId: auth.merchantID, userId: user.id, ip: req.ip ?? null },
            'UAC111',
          );
        const hash = await hashPassword(body.pin);
        await ctx.db.transaction(async (tx) => {
          await findCredentials(tx, user.id, true);
          await updatePinHash(tx, user.id, hash);
        });
        await recordAudit(ctx.db, {
          merchantId: auth.merchantID,
          userId: user.id,
          action: 'user.pin-changed',
          ip: req.ip ?? null,
        });
        return { code: 'UAC007', data: null };
      },
    }),
  ];
}
