import {
  hasPermission,
  isValidUserEmail,
  isRoleName,
  PERMISSIONS,
  usersApi,
  type ManagedUser,
  type ManagedUserPage,
  type RoleName,
} from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import { findAssignableRoleByName } from '../db/roles';
import {
  countOtherActiveAdministrators,
  deleteMerchantUser,
  emailTaken,
  findMerchantUser,
  insertUser,
  listMerchantUsers,
  merchantStoreCodes,
  updateMerchantUser,
  type ManagedUserRow,
} from '../db/user-admin';
import { hashPassword } from '../domain/passwords';
import { makeTemporaryPassword } from '../domain/temporary-password';
import { setTemporaryPasswordHash } from '../db/accounts';
import { followRightsChange } from '../rights';
import {
  ADMINISTRATOR_ROLES,
  deactivationRefusal,
  merchantsChange,
  newUserRefusal,
  roleGrantRefusal,
  storesRefusal,
  userListPaging,
  rightsChanged,
  userWithinCallerStores,
  type Refusal,
} from '../domain/user-admin';
import { userChangedEvents } from '../events/user-events';
import { correctPendingEmail } from '../db/account-verification';
import { listMerchantIds } from '../db/users';
import { mailLocale, verificationMailEvents } from './account-verification';

function refuse(r: Refusal | undefined): void {
  if (r) throw new AppError(r.code, r.httpStatus, r.details);
}

function answer(row: ManagedUserRow): ManagedUser {
  const { id: _id, baseRole: _baseRole, ...user } = row;
  return user;
}

/**
 * The role a user is given: a built-in name as it is, or the name of a default role or of the
 * merchant's custom role (case-insensitive; the user then holds it on top of its base role). Unknown: 400 IP100.
 */
async function resolveRole(db: Db, merchantId: string, roleName: string): Promise<{ roleName: RoleName; roleId: string | null }> {
  if (isRoleName(roleName)) return { roleName, roleId: null };
  const role = await findAssignableRoleByName(db, merchantId, roleName);
  if (!role) throw new AppError('IP100', 400, [{ path: 'body.roleName', message: 'unknown role' }]);
  return { roleName: role.baseRole, roleId: role.id };
}

/** Users management of issue 4 item 3: the caller's merchant's users; store-bound callers only their stores' users. */
export function usersRoutes(ctx: AuthContext): RouteDefinition[] {
  return [
    route(usersApi.list, {
      permission: PERMISSIONS.USERS_MANAGEMENT_READ_PREVIEW,
      summary:
        "The caller's merchant's users (UR001), searched on name and e-mail, paged (start, pageSize) with the total; store-bound roles see only users of their stores.",
      handler: async ({ scope, query }) => {
        const paging = userListPaging(query.start, query.pageSize);
        const { rows, total } = await listMerchantUsers(ctx.db, scope.merchantId, {
          search: query.search,
          ...paging,
          storeCodes: scope.storeCodes,
        });
        const data: ManagedUserPage = { items: rows.map(answer), total, ...paging };
        return { code: 'UR001', data };
      },
    }),
    route(usersApi.create, {
      permission: PERMISSIONS.USERS_MANAGEMENT_CREATE,
      summary:
        "Creates a user of the caller's merchant (201 UR000): e-mail UR109, password/PIN rules IP100, empty stores UAC112, foreign stores UAC108, provider role 403 UAC114, duplicate e-mail 409 UR100.",
      handler: async ({ scope, auth, body, req }) => {
        refuse(newUserRefusal(body));
        refuse(storesRefusal(body.stores, body.stores, null));
        const role = await resolveRole(ctx.db, scope.merchantId, body.roleName);
        refuse(roleGrantRefusal(auth.roleName, role.roleName, scope.storeCodes !== null));
        const stores = [...new Set(body.stores)];
        refuse(storesRefusal(stores, await merchantStoreCodes(ctx.db, scope.merchantId), scope.storeCodes));
        const email = body.email.trim();
        if (await emailTaken(ctx.db, email)) throw new AppError('UR100', 409);
        const passwordHash = await hashPassword(body.password);
        const pinHash = body.pin ? await hashPassword(body.pin) : null;
        const created = await ctx.eventing.transaction(async (tx, emit) => {
          const row = await insertUser(tx, {
            merchantId: scope.merchantId,
            email,
            userName: body.userName,
            active: body.active,
            roleName: role.roleName,
            roleId: role.roleId,
            passwordHash,
            pinHash,
            phone: body.phone ?? null,
            stores,
          });
          if (!row) throw new AppError('UR100', 409);
          await emit([
            ...(await userChangedEvents(tx, [row.id])),
            // Issue 29 item 2: the address starts pending; the link verifies it.
            ...(await verificationMailEvents(tx, ctx, { ...row, merchantId: scope.merchantId }, mailLocale(req, body.locale))),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'user.created',
              details: { email: row.email, roleName: row.roleName, active: row.active },
              ip: req.ip ?? null,
            }),
          ]);
          return row;
        });
        return { code: 'UR000', data: answer(created) };
      },
    }),
    route(usersApi.update, {
      permission: PERMISSIONS.USERS_MANAGEMENT_MODIFY,
      summary:
        "Edits a user of the caller's merchant (UR002): name, role, phone, stores, active, a pending e-mail (issue 29), the other merchants the user may switch to (provider administrators only: 403 UAC114; unknown merchant 400 UAC106). Unknown user 404 UR110; deactivating oneself or the last active ADMIN/OWNER 400 UAC116; a change of role, stores, merchants or active flag ends the user's sessions and narrows or revokes their API keys.",
      handler: async ({ scope, auth, body, params, req }) => {
        const storeBound = scope.storeCodes !== null;
        const role = body.roleName === undefined ? undefined : await resolveRole(ctx.db, scope.merchantId, body.roleName);
        if (role) refuse(roleGrantRefusal(auth.roleName, role.roleName, storeBound));
        const stores = body.stores === undefined ? undefined : [...new Set(body.stores)];
        const merchantStores = stores === undefined ? [] : await merchantStoreCodes(ctx.db, scope.merchantId);
        const newEmail = body.email?.trim();
        if (newEmail !== undefined && newEmail.toLowerCase() !== params.email.trim().toLowerCase()) {
          if (!isValidUserEmail(newEmail)) throw new AppError('UR109', 400, [{ path: 'body.email', message: 'UR109' }]);
          if (await emailTaken(ctx.db, newEmail)) throw new AppError('UR100', 409);
        }
        let merchants: string[] | undefined;
        if (body.merchants !== undefined) {
          const change = merchantsChange(body.merchants, {
            callerMayAllMerchants: hasPermission(auth.roles, PERMISSIONS.MERCHANTS_ALL_ACCESS),
            ownMerchant: scope.merchantId,
            existing: await listMerchantIds(ctx.db),
          });
          if ('code' in change) refuse(change);
          else merchants = change.merchants;
        }
        let revoked = 0;
        const updated = await ctx.eventing.transaction(async (tx, emit) => {
          const target = await findMerchantUser(tx, scope.merchantId, params.email, true);
          if (!target || !userWithinCallerStores(target.stores, scope.storeCodes)) throw new AppError('UR110', 404);
          // A provider's account is not a merchant admin's to change.
          refuse(roleGrantRefusal(auth.roleName, target.baseRole as RoleName, storeBound));
          if (stores !== undefined) refuse(storesRefusal(stores, merchantStores, scope.storeCodes));
          const administratorChange =
            ADMINISTRATOR_ROLES.includes(target.roleName) &&
            (body.active === false || (body.roleName !== undefined && !ADMINISTRATOR_ROLES.includes(body.roleName)));
          const others = administratorChange
            ? await countOtherActiveAdministrators(tx, scope.merchantId, ADMINISTRATOR_ROLES, target.id)
            : 1;
          refuse(
            deactivationRefusal({
              callerId: auth.sub,
              target,
              change: { active: body.active, roleName: body.roleName },
              otherActiveAdministrators: others,
            }),
          );
          // Issue 29 item 2: a mistyped address is corrected while it is pending, and mailed a new link.
          const corrects = newEmail !== undefined && newEmail.toLowerCase() !== target.email.toLowerCase();
          if (corrects) {
            if (target.emailVerified) throw new AppError('UAC125', 409);
            if (!(await correctPendingEmail(tx, scope.merchantId, target.id, newEmail))) throw new AppError('UR100', 409);
          }
          const row = await updateMerchantUser(tx, scope.merchantId, target.id, {
            userName: body.userName,
            role,
            phone: body.phone,
            stores,
            active: body.active,
            merchants,
          });
          if (!row) throw new AppError('UR110', 404);
          // Their tokens and keys carry the old rights: sessions end, keys narrow (issue 9 item 1).
          if (rightsChanged(target, row)) {
            const reason = target.active && !row.active ? 'user-deactivated' : 'user-rights-changed';
            ({ revokedSessions: revoked } = await followRightsChange(tx, emit, ctx.eventing, [target.id], { reason, actorId: auth.sub, ip: req.ip ?? null }));
          }
          if (corrects) {
            await emit([
              ...(await verificationMailEvents(tx, ctx, { ...row, merchantId: scope.merchantId }, mailLocale(req, body.locale))),
              ctx.eventing.auditEvent(scope.merchantId, {
                userId: auth.sub,
                action: 'user.email-corrected',
                details: { from: target.email, to: row.email },
                ip: req.ip ?? null,
              }),
            ]);
          }
          await emit([
            ...(await userChangedEvents(tx, [row.id])),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'user.updated',
              details: {
                email: row.email,
                changed: Object.keys(body).filter((k) => k !== 'locale' && (body as Record<string, unknown>)[k] !== undefined),
                ...(target.active !== row.active ? { active: row.active } : {}),
                // Issue 29 item 3: which merchants the user was given or lost.
                ...(merchants !== undefined
                  ? { merchants: { added: row.merchants.filter((m) => !target.merchants.includes(m)), removed: target.merchants.filter((m) => !row.merchants.includes(m)) } }
                  : {}),
              },
              ip: req.ip ?? null,
            }),
          ]);
          return row;
        });
        // hub.auth.session-revoked.v1 of each revoked session is in the outbox: publish it now.
        if (revoked > 0) await ctx.eventing.outbox.nudge();
        return { code: 'UR002', data: answer(updated) };
      },
    }),
    route(usersApi.remove, {
      permission: PERMISSIONS.USERS_MANAGEMENT_MODIFY,
      summary:
        "Deletes a user of the caller's merchant (UR003): unknown user 404 UR110; oneself or the last active ADMIN/OWNER 400 UAC116; a provider account 403 UAC114. The user's sessions end and the API keys they made are revoked before the row goes; svc-notify hears of the user as inactive.",
      handler: async ({ scope, auth, params, req }) => {
        const storeBound = scope.storeCodes !== null;
        await ctx.eventing.transaction(async (tx, emit) => {
          const target = await findMerchantUser(tx, scope.merchantId, params.email, true);
          if (!target || !userWithinCallerStores(target.stores, scope.storeCodes)) throw new AppError('UR110', 404);
          refuse(roleGrantRefusal(auth.roleName, target.baseRole as RoleName, storeBound));
          if (target.id === auth.sub) throw new AppError('UAC116', 400);
          const others = ADMINISTRATOR_ROLES.includes(target.roleName)
            ? await countOtherActiveAdministrators(tx, scope.merchantId, ADMINISTRATOR_ROLES, target.id)
            : 1;
          refuse(deactivationRefusal({ callerId: auth.sub, target, change: { active: false }, otherActiveAdministrators: others }));
          // Deactivated first: its sessions end, its keys are revoked (their creator is inactive), its replicas hear of it.
          await updateMerchantUser(tx, scope.merchantId, target.id, { active: false });
          await followRightsChange(tx, emit, ctx.eventing, [target.id], { reason: 'user-deleted', actorId: auth.sub, ip: req.ip ?? null });
          await emit([
            ...(await userChangedEvents(tx, [target.id])),
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'user.deleted',
              details: { email: target.email, roleName: target.roleName },
              ip: req.ip ?? null,
            }),
          ]);
          if (!(await deleteMerchantUser(tx, scope.merchantId, target.id))) throw new AppError('UR110', 404);
        });
        return { code: 'UR003', data: null };
      },
    }),
    route(usersApi.setTemporaryPassword, {
      permission: PERMISSIONS.USERS_MANAGEMENT_MODIFY,
      apiKeys: false,
      summary:
        "Sets a temporary password for a user of the caller's merchant (UR005): the server makes it (spec section 5's rules), stores it as argon2id and answers it this once; the user must choose a new one at the next sign-in (UAC012, other calls 403 UAC126). The user's sessions end and the change is audited (never the password). Unknown user 404 UR110; oneself 400 UAC116 (use the password change); a provider account 403 UAC114.",
      handler: async ({ scope, auth, params, req }) => {
        const storeBound = scope.storeCodes !== null;
        const temporaryPassword = makeTemporaryPassword();
        const hash = await hashPassword(temporaryPassword);
        let revoked = 0;
        const email = await ctx.eventing.transaction(async (tx, emit) => {
          const target = await findMerchantUser(tx, scope.merchantId, params.email, true);
          if (!target || !userWithinCallerStores(target.stores, scope.storeCodes)) throw new AppError('UR110', 404);
          refuse(roleGrantRefusal(auth.roleName, target.baseRole as RoleName, storeBound));
          if (target.id === auth.sub) throw new AppError('UAC116', 400);
          await setTemporaryPasswordHash(tx, target.id, hash);
          // Like any rights change: the user's sessions end (their keys keep the rights they had).
          ({ revokedSessions: revoked } = await followRightsChange(tx, emit, ctx.eventing, [target.id], {
            reason: 'temporary-password',
            actorId: auth.sub,
            ip: req.ip ?? null,
          }));
          await emit(
            ctx.eventing.auditEvent(scope.merchantId, {
              userId: auth.sub,
              action: 'user.temporary-password-set',
              details: { email: target.email, revokedSessions: revoked },
              ip: req.ip ?? null,
            }),
          );
          return target.email;
        });
        if (revoked > 0) await ctx.eventing.outbox.nudge();
        return { code: 'UR005', data: { email, temporaryPassword } };
      },
    }),
  ];
}
