import {
  isRoleName,
  normalizePermissions,
  PERMISSIONS,
  rolesApi,
  type AuditAction,
  type RoleCaller,
  type RoleKind,
  type RoleName,
  type RoleSummary,
} from '@hub/contracts';
import { AppError, route, type Db, type RouteDefinition } from '@hub/service-kit';
import type { AuthContext } from '../context';
import {
  countRoleHolders,
  deleteRole,
  deleteSystemOverride,
  findVisibleRole,
  insertRole,
  listVisibleRoles,
  lockRoleNames,
  merchantRoleCounts,
  roleHolderIds,
  roleNameTaken,
  setHoldersBaseRole,
  systemOverrides,
  updateRole,
  upsertSystemOverride,
  type RoleRow,
} from '../db/roles';
import { followRightsChange, type Emit } from '../rights';
import { userChangedEvents } from '../events/user-events';
import {
  baseRoleRefusal,
  changesAccess,
  createRefusal,
  modifyRefusal,
  permissionsRefusal,
  reservedNameRefusal,
  systemRoleSummaries,
} from '../domain/roles';
import type { Refusal } from '../domain/user-admin';

/** Writes pass the guard with any roles-management permission; the handler checks the one of the role's kind. */
const ROLES_WRITE_ACCESS = 'ROLES_MANAGEMENT_**';

function refuse(r: Refusal | undefined): void {
  if (r) throw new AppError(r.code, r.httpStatus, r.details);
}

function summaryOf(row: RoleRow, counts: ReadonlyMap<string, number>): RoleSummary {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    label: row.name,
    description: row.description,
    baseRole: row.baseRole,
    permissions: [...row.permissions],
    userCount: counts.get(`role:${row.id}`) ?? 0,
    overridden: false,
    clonedFrom: row.clonedFrom,
    updatedAt: row.updatedAt,
  };
}

/** Every role the caller's merchant sees: the nine system roles, the default roles, its custom roles. */
async function visibleRoles(db: Db, merchantId: string): Promise<RoleSummary[]> {
  const [overrides, counts, rows] = await Promise.all([systemOverrides(db), merchantRoleCounts(db, merchantId), listVisibleRoles(db, merchantId)]);
  return [...systemRoleSummaries(overrides, counts), ...rows.map((r) => summaryOf(r, counts))];
}

async function visibleRole(db: Db, merchantId: string, id: string, lock = false): Promise<RoleSummary> {
  if (isRoleName(id)) {
    const [overrides, counts] = await Promise.all([systemOverrides(db), merchantRoleCounts(db, merchantId)]);
    return systemRoleSummaries(overrides, counts).find((r) => r.id === id)!;
  }
  const row = await findVisibleRole(db, merchantId, id, lock);
  if (!row) throw new AppError('RL100', 404);
  return summaryOf(row, await merchantRoleCounts(db, merchantId));
}

/**
 * The users whose permissions the role decides: their sessions end (they sign in again with the new
 * set) and their API keys are narrowed to what they may still grant (rights.ts).
 */
async function followRoleChange(tx: Db, emit: Emit, ctx: AuthContext, role: RoleSummary, actor: { actorId: string; ip: string | null }): Promise<number> {
  const holders = await roleHolderIds(tx, role.kind === 'system' ? { kind: 'system', name: role.id } : { kind: role.kind, id: role.id });
  return (await followRightsChange(tx, emit, ctx.eventing, holders, { reason: 'role-modified', ...actor })).revokedSessions;
}

function callerOf(auth: { roles: string[]; roleName: string }): RoleCaller {
  return { roles: auth.roles, roleName: auth.roleName };
}

/** Roles management of issue 4 item 4 (spec sections 2 and 6). */
export function roleRoutes(ctx: AuthContext): RouteDefinition[] {
  const audit = (merchantId: string, userId: string, kind: RoleKind, action: AuditAction, details: Record<string, unknown>, ip: string | null) =>
    ctx.eventing.auditEvent(merchantId, { userId, action, details, ip, kind });

  return [
    route(rolesApi.list, {
      permission: PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW,
      summary: "The system roles (built-in, with a provider's override when set), the default roles and the caller's merchant's custom roles, each with kind, permissions and the merchant's user count (RL000).",
      handler: async ({ scope }) => ({ code: 'RL000', data: await visibleRoles(ctx.db, scope.merchantId) }),
    }),
    route(rolesApi.get, {
      permission: PERMISSIONS.ROLES_MANAGEMENT_READ_PREVIEW,
      summary: 'One visible role (RL001): a built-in name for a system role, else the id of a default role or of a custom role of the caller merchant (else 404 RL100).',
      handler: async ({ scope, params }) => ({ code: 'RL001', data: await visibleRole(ctx.db, scope.merchantId, params.id) }),
    }),
    route(rolesApi.create, {
      permission: ROLES_WRITE_ACCESS,
      summary:
        'Creates a custom role (CREATE_CUSTOM), a default role (CREATE_DEFAULT, providers) or a clone of a visible role into a custom role (CREATE_CLONE); 201 RL002. Forbidden kind, base role or grant 403 UAC114; unknown permission 400 IP100; name taken 409 RL101.',
      handler: async ({ scope, auth, body, req }) => {
        const caller = callerOf(auth);
        const clone = body.cloneOf !== undefined;
        refuse(createRefusal(caller, body.kind, clone));
        const source = body.cloneOf !== undefined ? await visibleRole(ctx.db, scope.merchantId, body.cloneOf) : undefined;
        const baseRole = (body.baseRole ?? source?.baseRole) as RoleName;
        const permissions = normalizePermissions(body.permissions ?? source?.permissions ?? []);
        refuse(baseRoleRefusal(auth.roleName, baseRole));
        refuse(permissionsRefusal(caller, body.kind, permissions));
        refuse(reservedNameRefusal(body.name));
        const merchantId = body.kind === 'custom' ? scope.merchantId : null;
        const created = await ctx.eventing.transaction(async (tx, emit) => {
          await lockRoleNames(tx);
          if (await roleNameTaken(tx, { kind: body.kind, merchantId, name: body.name })) throw new AppError('RL101', 409);
          const row = await insertRole(tx, {
            kind: body.kind,
            merchantId,
            name: body.name,
            description: body.description,
            baseRole,
            permissions,
            clonedFrom: source ? source.name : null,
            createdBy: auth.sub,
          });
          if (!row) throw new AppError('RL101', 409);
          await emit([
            audit(scope.merchantId, auth.sub, row.kind, 'role.created', { id: row.id, name: row.name, baseRole, permissions, ...(source ? { cloneOf: source.name } : {}) }, req.ip ?? null),
          ]);
          return row;
        });
        return { code: 'RL002', data: summaryOf(created, new Map()) };
      },
    }),
    route(rolesApi.update, {
      permission: ROLES_WRITE_ACCESS,
      summary:
        "Changes a role (RL003): custom with MODIFY_CUSTOM, default and system (permissions only, stored as a global override) with MODIFY_DEFAULT / MODIFY_SYSTEM (providers); SADMIN never. New grants the caller does not hold 403 UAC114. A change of permissions or base role ends the sessions of the role's users.",
      handler: async ({ scope, auth, params, body, req }) => {
        const caller = callerOf(auth);
        let revoked = 0;
        const updated = await ctx.eventing.transaction(async (tx, emit) => {
          if (body.name !== undefined) await lockRoleNames(tx);
          const role = await visibleRole(tx, scope.merchantId, params.id, true);
          refuse(modifyRefusal(caller, role));
          if (role.kind === 'system' && (body.name !== undefined || body.description !== undefined || body.baseRole !== undefined)) {
            throw new AppError('IP100', 400, [{ path: 'body', message: 'a system role changes its permissions only' }]);
          }
          const permissions = body.permissions === undefined ? role.permissions : normalizePermissions(body.permissions);
          const baseRole = body.baseRole ?? role.baseRole;
          if (body.baseRole !== undefined && body.baseRole !== role.baseRole) refuse(baseRoleRefusal(auth.roleName, body.baseRole));
          refuse(permissionsRefusal(caller, role.kind, permissions, role.permissions));
          if (body.name !== undefined) {
            refuse(reservedNameRefusal(body.name));
            const kind = role.kind as 'default' | 'custom';
            const taken = await roleNameTaken(tx, { kind, merchantId: kind === 'custom' ? scope.merchantId : null, name: body.name, exceptId: role.id });
            if (taken) throw new AppError('RL101', 409);
          }
          if (role.kind === 'system') {
            await upsertSystemOverride(tx, role.id, permissions, auth.sub);
          } else {
            await updateRole(tx, role.id, { name: body.name, description: body.description, baseRole: body.baseRole, permissions: body.permissions === undefined ? undefined : permissions, updatedBy: auth.sub });
            // Holders carry the base role in role_name (store-bound and provider behaviours read it).
            // ... and svc-notify's recipients name it: the holders are announced again.
            if (baseRole !== role.baseRole) await emit(await userChangedEvents(tx, await setHoldersBaseRole(tx, role.id, baseRole)));
          }
          if (changesAccess(role, { permissions, baseRole })) revoked = await followRoleChange(tx, emit, ctx, role, { actorId: auth.sub, ip: req.ip ?? null });
          const changed = Object.keys(body).filter((k) => (body as Record<string, unknown>)[k] !== undefined);
          await emit([audit(scope.merchantId, auth.sub, role.kind, 'role.updated', { id: role.id, name: body.name ?? role.name, changed, permissions, revokedSessions: revoked }, req.ip ?? null)]);
          return visibleRole(tx, scope.merchantId, role.id);
        });
        if (revoked > 0) await ctx.eventing.outbox.nudge();
        return { code: 'RL003', data: updated };
      },
    }),
    route(rolesApi.remove, {
      permission: ROLES_WRITE_ACCESS,
      summary:
        "Deletes a custom or default role (RL004) with the MODIFY permission of its kind; refused while users hold it (409 RL102). For a system role: drops the provider's override, back to the code's defaults (RL005), ending its users' sessions.",
      handler: async ({ scope, auth, params, req }) => {
        const caller = callerOf(auth);
        let revoked = 0;
        const code = await ctx.eventing.transaction(async (tx, emit) => {
          const role = await visibleRole(tx, scope.merchantId, params.id, true);
          refuse(modifyRefusal(caller, role));
          if (role.kind === 'system') {
            if (!(await deleteSystemOverride(tx, role.id))) return 'RL005';
            revoked = await followRoleChange(tx, emit, ctx, role, { actorId: auth.sub, ip: req.ip ?? null });
            await emit([audit(scope.merchantId, auth.sub, 'system', 'role.reset', { id: role.id, name: role.name, revokedSessions: revoked }, req.ip ?? null)]);
            return 'RL005';
          }
          if ((await countRoleHolders(tx, role.id)) > 0) throw new AppError('RL102', 409);
          await deleteRole(tx, role.id);
          await emit([audit(scope.merchantId, auth.sub, role.kind, 'role.deleted', { id: role.id, name: role.name }, req.ip ?? null)]);
          return 'RL004';
        });
        if (revoked > 0) await ctx.eventing.outbox.nudge();
        return { code, data: { id: params.id } };
      },
    }),
  ];
}
