-- svc-auth owns the schema "auth": merchants, profiles, stores, users, sessions, setup, audit.
create table auth.merchants (
  id text primary key,
  name text not null,
  created_at timestamptz not null default now()
);

create table auth.profiles (
  merchant_id text not null references auth.merchants (id) on delete cascade,
  name text not null,
  created_at timestamptz not null default now(),
  primary key (merchant_id, name)
);

-- Spec section 3, "Location (store)".
create table auth.stores (
  merchant_id text not null references auth.merchants (id) on delete cascade,
  code text not null,
  name text not null,
  profile text not null default 'default',
  country text not null default '',
  state text not null default '',
  city text not null default '',
  line1 text not null default '',
  line2 text,
  zipcode text not null default '',
  lat double precision not null default 0,
  lng double precision not null default 0,
  tz text,
  autosync jsonb not null default '{"isEnable": false, "startDate": null, "startTime": null, "syncFrequency": null}',
  opening_time jsonb not null default '{"hours": 0, "minutes": 0}',
  closing_time jsonb not null default '{"hours": 23, "minutes": 59}',
  manager text,
  data_import jsonb not null default '{"connectionStatus": "Not Tested"}',
  data_export jsonb,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, code),
  foreign key (merchant_id, profile) references auth.profiles (merchant_id, name)
);

create table auth.users (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  user_name text not null,
  password_hash text not null,
  pin_hash text,
  active boolean not null default true,
  role_name text not null,
  -- null: the role's default permissions apply
  permissions jsonb,
  image text,
  phone text,
  merchant_id text references auth.merchants (id) on delete set null,
  profile text not null default 'default',
  default_sid text not null default 'MASTER',
  -- store codes a store-bound user works in
  stores text[] not null default '{}',
  -- other merchants this user may switch to (provider roles see every merchant)
  merchants text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index users_email_key on auth.users (lower(email));
create index users_merchant_idx on auth.users (merchant_id);

-- A session is one sign-in; its refresh tokens form one rotation family.
create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  merchant_id text not null,
  profile text not null,
  sid text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz,
  revoked_reason text
);
create index sessions_user_idx on auth.sessions (user_id);

-- Only the SHA-256 of a refresh token is stored.
create table auth.refresh_tokens (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  revoked_at timestamptz
);
create index refresh_tokens_session_idx on auth.refresh_tokens (session_id);

-- Spec section 4, "Setup": module name and status per merchant.
create table auth.setup_modules (
  merchant_id text not null references auth.merchants (id) on delete cascade,
  name text not null,
  status text not null check (status in ('CREATED', 'UPDATED', 'BEFORE_CREATED')),
  updated_at timestamptz not null default now(),
  primary key (merchant_id, name)
);

create table auth.audit_entries (
  id uuid primary key default gen_random_uuid(),
  merchant_id text,
  user_id uuid,
  action text not null,
  details jsonb not null default '{}',
  ip text,
  created_at timestamptz not null default now()
);
create index audit_entries_merchant_idx on auth.audit_entries (merchant_id, created_at desc);
