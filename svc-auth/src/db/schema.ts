import type { ActivityKind, ModuleStatus, Store } from '@hub/contracts';
import { createKysely, type ColumnType, type Db, type Generated, type Json, type KitTables, type Kysely, type Timestamp } from '@hub/service-kit';

/** svc-auth owns the PostgreSQL schema "auth" (migrations/*.sql plus the kit migrations). */
export const AUTH_SCHEMA = 'auth';

export interface MerchantsTable {
  id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface ProfilesTable {
  merchant_id: string;
  name: string;
  created_at: Generated<Date>;
}

export interface StoresTable {
  merchant_id: string;
  code: string;
  name: string;
  profile: Generated<string>;
  country: Generated<string>;
  state: Generated<string>;
  city: Generated<string>;
  line1: Generated<string>;
  line2: string | null;
  zipcode: Generated<string>;
  /** Migration 014: null (both) when the store has no coordinates. */
  lat: number | null;
  lng: number | null;
  tz: string | null;
  autosync: ColumnType<Store['autosync'], string | undefined, string>;
  opening_time: ColumnType<Store['openingTime'], string | undefined, string>;
  closing_time: ColumnType<Store['closingTime'], string | undefined, string>;
  manager: string | null;
  data_import: ColumnType<Store['dataImport'], string | undefined, string>;
  data_export: Json<Store['dataExport']> | null;
  /** ISO 4217; null only until migrateAuth gives stores stored before migration 009 their default. */
  currency: string | null;
  active: Generated<boolean>;
  revision: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  user_name: string;
  password_hash: string;
  pin_hash: string | null;
  active: Generated<boolean>;
  role_name: string;
  permissions: Json<string[]> | null;
  image: string | null;
  phone: string | null;
  merchant_id: string | null;
  profile: Generated<string>;
  default_sid: Generated<string>;
  stores: ColumnType<string[], string[] | undefined, string[]>;
  merchants: ColumnType<string[], string[] | undefined, string[]>;
  /** A default or custom role (migration 008); role_name is then its base role. */
  role_id: string | null;
  /** Issue 29 item 2 (migration 015): null while the e-mail is pending. */
  email_verified_at: Date | null;
  /** Issue 29 item 3 (migration 016): signed in with a temporary password, a new one must be chosen. */
  password_change_required: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Default (merchant_id null) and custom roles (migration 008). */
export interface RolesTable {
  id: Generated<string>;
  kind: 'default' | 'custom';
  merchant_id: string | null;
  name: string;
  description: Generated<string>;
  base_role: string;
  permissions: ColumnType<string[], string, string>;
  cloned_from: string | null;
  created_by: string | null;
  updated_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A provider's global override of a system role's permission set (migration 008). */
export interface SystemRoleOverridesTable {
  role_name: string;
  permissions: ColumnType<string[], string, string>;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

/** API keys (migration 007): only the SHA-256 of a key is stored. */
export interface ApiKeysTable {
  id: Generated<string>;
  merchant_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  operations: ColumnType<string[], string, string>;
  status: ColumnType<'ACTIVE' | 'REVOKED', 'ACTIVE' | 'REVOKED' | undefined, 'ACTIVE' | 'REVOKED'>;
  revision: Generated<number>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  revoked_by: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  merchant_id: string;
  profile: string;
  sid: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  session_id: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
}

export interface SetupModulesTable {
  merchant_id: string;
  name: string;
  status: ModuleStatus;
  updated_at: Generated<Date>;
}

export interface AuditEntriesTable {
  id: Generated<string>;
  merchant_id: string | null;
  user_id: string | null;
  action: string;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  ip: string | null;
  service: Generated<string>;
  event_id: string | null;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  entity: Generated<string>;
  store_code: string | null;
  kind: ColumnType<ActivityKind, ActivityKind | undefined, ActivityKind>;
}

export interface AuthDatabase extends KitTables {
  merchants: MerchantsTable;
  profiles: ProfilesTable;
  stores: StoresTable;
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  setup_modules: SetupModulesTable;
  audit_entries: AuditEntriesTable;
  api_keys: ApiKeysTable;
  roles: RolesTable;
  system_role_overrides: SystemRoleOverridesTable;
}

/** Kysely over `db` (a pool, PGlite or a transaction's Db), tables resolved in the "auth" schema. */
export function authDb(db: Db): Kysely<AuthDatabase> {
  return createKysely<AuthDatabase>(db).withSchema(AUTH_SCHEMA);
}
