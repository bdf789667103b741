-- Issue 4 item 4, roles management. System roles are the nine built-in roles of the code; a provider
-- may override their permission sets (globally: one row per role here). Default roles (merchant_id
-- null) are provider templates every merchant may assign; custom roles belong to one merchant. Names
-- are unique per merchant and among default roles, case-insensitively (the service also keeps a
-- custom name from repeating a default one). A user holds a built-in role (role_name) and, when
-- role_id is set, the default or custom role based on it: role_name is then that role's base role,
-- so store-bound and provider behaviours keep reading role_name.
create table auth.system_role_overrides (
  role_name text primary key,
  permissions jsonb not null,
  updated_by uuid,
  updated_at timestamptz not null default now()
);

create table auth.roles (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('default', 'custom')),
  merchant_id text references auth.merchants (id) on delete cascade,
  name text not null,
  description text not null default '',
  base_role text not null,
  permissions jsonb not null default '[]',
  cloned_from text,
  created_by uuid,
  updated_by uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((kind = 'custom') = (merchant_id is not null))
);
create unique index roles_name_key on auth.roles (coalesce(merchant_id, ''), lower(name));
create index roles_merchant_idx on auth.roles (merchant_id);

alter table auth.users add column role_id uuid references auth.roles (id);
create index users_role_idx on auth.users (role_id);
