import type { RoleName } from '@hub/contracts';
import { sql, type Db } from '@hub/service-kit';
import { authDb } from './schema';

/** Queries of the roles management API (migration 008). Custom roles are always read within one merchant. */

export interface RoleRow {
  id: string;
  kind: 'default' | 'custom';
  merchantId: string | null;
  name: string;
  description: string;
  baseRole: RoleName;
  permissions: string[];
  clonedFrom: string | null;
  updatedAt: string;
}

function selectRoles(db: Db) {
  return authDb(db)
    .selectFrom('roles')
    .select([
      sql<string>`id::text`.as('id'),
      'kind',
      'merchant_id',
      'name',
      'description',
      'base_role',
      'permissions',
      'cloned_from',
      'updated_at',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRoles>['executeTakeFirstOrThrow']>>;

function toRole(row: Row): RoleRow {
  return {
    id: row.id,
    kind: row.kind,
    merchantId: row.merchant_id,
    name: row.name,
    description: row.description,
    baseRole: row.base_role as RoleName,
    permissions: [...(row.permissions ?? [])],
    clonedFrom: row.cloned_from,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Default roles and the merchant's custom roles, by kind then name. */
export async function listVisibleRoles(db: Db, merchantId: string): Promise<RoleRow[]> {
  const rows = await selectRoles(db)
    .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]))
    .orderBy('kind')
    .orderBy(sql`lower(name)`)
    .execute();
  return rows.map(toRole);
}

/** A default role, or a custom role of this merchant; `lock` holds the row until the transaction ends. */
export async function findVisibleRole(db: Db, merchantId: string, id: string, lock = false): Promise<RoleRow | undefined> {
  let q = selectRoles(db)
    .where('id', '=', id)
    .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]));
  if (lock) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  return row ? toRole(row) : undefined;
}

/** A role a user of this merchant may be given by name (case-insensitive): its custom role, else a default role. */
export async function findAssignableRoleByName(db: Db, merchantId: string, name: string): Promise<RoleRow | undefined> {
  const rows = await selectRoles(db)
    .where(sql`lower(name)`, '=', sql`lower(${name.trim()})`)
    .where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', merchantId)]))
    .execute();
  const found = rows.map(toRole);
  return found.find((r) => r.kind === 'custom') ?? found[0];
}

/**
 * Serialises role creations and renames: the name rule spans default roles and every merchant's
 * custom roles, which one unique index cannot express.
 */
export async function lockRoleNames(db: Db): Promise<void> {
  await db.query('lock table auth.roles in share row exclusive mode');
}

/**
 * Is the name taken for a role of this kind? A custom name may not repeat one of its merchant's
 * roles or a default role; a default name may not repeat a default role or any merchant's custom role.
 */
export async function roleNameTaken(
  db: Db,
  role: { kind: 'default' | 'custom'; merchantId: string | null; name: string; exceptId?: string },
): Promise<boolean> {
  let q = authDb(db)
    .selectFrom('roles')
    .select(sql<number>`1`.as('one'))
    .where(sql`lower(name)`, '=', sql`lower(${role.name.trim()})`);
  if (role.kind === 'custom') q = q.where((eb) => eb.or([eb('merchant_id', 'is', null), eb('merchant_id', '=', role.merchantId)]));
  if (role.exceptId) q = q.where('id', '!=', role.exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export interface NewRole {
  kind: 'default' | 'custom';
  merchantId: string | null;
  name: string;
  description: string;
  baseRole: RoleName;
  permissions: string[];
  clonedFrom: string | null;
  createdBy: string;
}

export async function insertRole(db: Db, r: NewRole): Promise<RoleRow | undefined> {
  const row = await authDb(db)
    .insertInto('roles')
    .values({
      kind: r.kind,
      merchant_id: r.merchantId,
      name: r.name,
      description: r.description,
      base_role: r.baseRole,
      permissions: JSON.stringify(r.permissions),
      cloned_from: r.clonedFrom,
      created_by: r.createdBy,
      updated_by: r.createdBy,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirst();
  return row ? findVisibleRole(db, r.merchantId ?? '', row.id) : undefined;
}

export interface RoleChange {
  name?: string;
  description?: string;
  baseRole?: RoleName;
  permissions?: string[];
  updatedBy: string;
}

export async function updateRole(db: Db, id: string, c: RoleChange): Promise<void> {
  await authDb(db)
    .updateTable('roles')
    .set({
      ...(c.name !== undefined ? { name: c.name } : {}),
      ...(c.description !== undefined ? { description: c.description } : {}),
      ...(c.baseRole !== undefined ? { base_role: c.baseRole } : {}),
      ...(c.permissions !== undefined ? { permissions: JSON.stringify(c.permissions) } : {}),
      updated_by: c.updatedBy,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/** A user holding the role keeps it from being deleted (users.role_id references it). */
export async function deleteRole(db: Db, id: string): Promise<void> {
  await authDb(db).deleteFrom('roles').where('id', '=', id).execute();
}

/** Users (of every merchant) holding a default or custom role. */
export async function countRoleHolders(db: Db, id: string): Promise<number> {
  const row = await authDb(db).selectFrom('users').select(sql<number>`count(*)::int`.as('n')).where('role_id', '=', id).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Users of the merchant per held role: `role:<id>` for default/custom roles, the built-in name otherwise. */
export async function merchantRoleCounts(db: Db, merchantId: string): Promise<Map<string, number>> {
  const rows = await authDb(db)
    .selectFrom('users')
    .select([sql<string | null>`role_id::text`.as('role_id'), 'role_name', sql<number>`count(*)::int`.as('n')])
    .where('merchant_id', '=', merchantId)
    .groupBy(['role_id', 'role_name'])
    .execute();
  const counts = new Map<string, number>();
  for (const r of rows) {
    const key = r.role_id ? `role:${r.role_id}` : r.role_name;
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  return counts;
}

/** Every system-role override, by role name. */
export async function systemOverrides(db: Db): Promise<Map<string, { permissions: string[]; updatedAt: string }>> {
  const rows = await authDb(db).selectFrom('system_role_overrides').select(['role_name', 'permissions', 'updated_at']).execute();
  return new Map(rows.map((r) => [r.role_name, { permissions: [...r.permissions], updatedAt: new Date(r.updated_at).toISOString() }]));
}

export async function upsertSystemOverride(db: Db, roleName: string, permissions: string[], updatedBy: string): Promise<void> {
  await authDb(db)
    .insertInto('system_role_overrides')
    .values({ role_name: roleName, permissions: JSON.stringify(permissions), updated_by: updatedBy })
    .onConflict((oc) => oc.column('role_name').doUpdateSet({ permissions: JSON.stringify(permissions), updated_by: updatedBy, updated_at: sql<Date>`now()` }))
    .execute();
}

/** Drops a system role's override; false when there was none. */
export async function deleteSystemOverride(db: Db, roleName: string): Promise<boolean> {
  const rows = await authDb(db).deleteFrom('system_role_overrides').where('role_name', '=', roleName).returning('role_name').execute();
  return rows.length > 0;
}

/**
 * The users whose permissions come from this role: holders of a default or custom role, or (system
 * role) users of the built-in role without another role. Users with their own permission override
 * are left out: the role does not decide their permissions.
 */
export async function roleHolderIds(db: Db, role: { kind: 'system'; name: string } | { kind: 'default' | 'custom'; id: string }): Promise<string[]> {
  let q = authDb(db).selectFrom('users as u').select(sql<string>`u.id::text`.as('id')).where('u.permissions', 'is', null);
  q = role.kind === 'system' ? q.where('u.role_name', '=', role.name).where('u.role_id', 'is', null) : q.where('u.role_id', '=', role.id);
  return (await q.execute()).map((r) => r.id);
}

/** The holders of a custom role carry its base role in `role_name` (store-bound and provider behaviours read it); answers their ids. */
export async function setHoldersBaseRole(db: Db, roleId: string, baseRole: RoleName): Promise<string[]> {
  const rows = await authDb(db)
    .updateTable('users')
    .set({ role_name: baseRole, updated_at: sql<Date>`now()` })
    .where('role_id', '=', roleId)
    .returning(sql<string>`id::text`.as('id'))
    .execute();
  return rows.map((r) => r.id);
}
